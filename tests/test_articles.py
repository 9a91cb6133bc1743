"""Issue 24, item 2: each system speaks its own text. Every article reference in
every sentence a system emits (its trace's step sentences and articles, the
walkthrough's verdicts and legend, the corrections of its exercises) belongs to the
table of the article numbers its text has (``ARTICLES`` in its folder's
``articles.py``), whole: the 2009 FIDE rating-based Swiss in A-F of the 2009 text, the
round robin in C.05's, the simplified Swiss and SwissBG by the parts of their
documents, with no FIDE article. The systems are the registry's lines (issue 32), each
with its sample of sample_tournaments/."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from importlib import import_module

import pytest

from conftest import SAMPLES

from cardtable.app.widgets.walkthrough.legend import legend
from cardtable.app.widgets.walkthrough.scene import Script
from cardtable.app.widgets.walkthrough.summary import summarised
from cardtable.systems.registry import SYSTEMS, descriptor
from cardtable.systems.files import read_toml
from cardtable.systems.replay import before_round, replay_round
from cardtable.systems.simulate_request import Simulation
from cardtable.trace.steps import Trace


def _table(system: str) -> frozenset[str]:
    """The table of the article numbers the system's text has: ``ARTICLES`` in the
    ``articles.py`` of its folder."""
    folder = ".".join(type(descriptor(system)).__module__.split(".")[:3])
    return frozenset(import_module(f"{folder}.articles").ARTICLES)


#: every system's table of articles, by the registry's lines
TABLES = {system: _table(system) for system in SYSTEMS}
#: every system's sample (the first of sample_tournaments/ of that system)
SAMPLE = {}
for _path in sorted(SAMPLES.glob("*.toml")):
    SAMPLE.setdefault(read_toml(_path).settings.system, _path.name)
#: the systems paired round by round (a table fixed in advance is checked below)
SWISS = [system for system, line in SYSTEMS.items() if not line.predetermined]

#: an article reference as any of the systems' texts write one: FIDE's handbook
#: (C.04.2 art. 3.2, C.05 Annex 1, art. 1.7.3), the 2026 criteria (C1-C5, C12), the
#: 2009 text's letters (B.1a, A.7 e, E.4; not an exchange's table letter ``a)``)
_FIDE = re.compile(r"\bC\.0\d(?:\.\d)?(?: art\.)?(?: \d+(?:\.\d+)*| Annex \d| [a-z]\b)?"
                   r"|\bart\. \d+(?:\.\d+)*|\bC\d+\b|TRF-2026 \d+|\bBSN\b|\bMDP\b")
_NO_ART = re.compile(r"^(C\.0\d(?:\.\d)?) (\d)")
_LETTERED = re.compile(r"\b([A-F])\.(\d+)([a-e])?(?: ([a-e])(?![)\w]))?")


def references(text: str) -> Iterator[str]:
    """Every article reference in ``text``: the FIDE handbook's whole, the 2009 text's
    as ``B.1a``, ``A.7 e``, ``B.5`` (a float's arrow left off). A step's article as the
    walkthrough's border shows it (``C.04.3 3.2``) is read as ``C.04.3 art. 3.2``; the
    letters of ``C.04.1`` are the handbook's, not the 2009 text's."""
    for match in _FIDE.finditer(text):
        yield _NO_ART.sub(r"\1 art. \2", match.group(0).strip())
    for letter, number, sub, item in _LETTERED.findall(_FIDE.sub(" ", text)):
        yield f"{letter}.{number}{sub}" + (f" {item}" if item else "")


def _known(system: str, reference: str) -> bool:
    """Whole: no reference may be a part of a listed one ("art. 3" is not "art.
    3.4.1"); a regulation named alone (``C.05``, as a heading names the system's text)
    is its own when the table cites an article of it."""
    table = TABLES[system]
    if re.fullmatch(r"C\.0\d(?:\.\d)?", reference):
        return any(article.startswith(f"{reference} ") for article in table)
    return reference in table


def sentences(system: str, trace: Trace) -> Iterator[str]:
    """What the system says of one round: every step's sentence and article, the
    walkthrough's verdicts beside candidates and choices, and its legend."""
    plugin = descriptor(system)
    script = Script(summarised(trace.steps, plugin.walkthrough.criterion_words),
                    words=plugin.walkthrough.criterion_words, moves=plugin.walkthrough.table_move)
    for index, step in enumerate(script.steps):
        yield step.text
        yield step.article
        verdict = script.scene(index).verdict
        if verdict is not None:
            yield verdict.text
    for _, marks in legend(script, plugin.walkthrough.criterion_words, colours=plugin.entry.colours,
                           own=plugin.walkthrough.legend_words, criteria=plugin.walkthrough.legend_criteria):
        for mark, meaning in marks:
            yield meaning


def _articles_of(trace: Trace) -> Iterator[str]:
    """The parts of the steps' articles (``F.5; B.1a``) that cite a document's part by
    name, with no article number in them."""
    for step in trace.steps:
        yield from (part for part in step.article.split("; ")
                    if part and not any(references(part)))


def _check(system: str, trace: Trace) -> int:
    checked = 0
    for text in sentences(system, trace):
        for reference in references(text):
            assert _known(system, reference), (system, reference, text)
        checked += 1
    for article in _articles_of(trace):
        assert article in TABLES[system], (system, article)
    return checked


def _rounds(system: str, tournaments: int, players: int = 11) -> Iterator[Trace]:
    """The traces of the rounds the rules pair in ``tournaments`` simulated
    tournaments (5 pairings each: a Double-Swiss match is two rounds of the file)."""
    plugin = descriptor(system)
    every = plugin.entry.rounds_per_pairing
    for seed in range(1, tournaments + 1):
        request = Simulation(system, players + seed % 5, 5 * every, seed, False)
        try:
            played = plugin.simulate(request)
        except Exception as exc:  # a round with no legal pairing ends it
            played = getattr(exc, "tournament")
        for number in range(1, played.last_complete_round + 1, every):
            pairing = plugin.pair(before_round(played, number), number, trace=True)
            assert pairing.trace is not None
            yield pairing.trace


def test_every_system_has_its_sample() -> None:
    assert set(SAMPLE) == set(SYSTEMS)


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_every_sentence_of_the_sample_cites_its_own_text(system: str) -> None:
    tournament = read_toml(SAMPLES / SAMPLE[system])
    last = min(tournament.next_round, tournament.settings.rounds or tournament.next_round)
    checked = 0
    for number in range(1, last + 1):
        trace = replay_round(tournament, number).rules.trace
        assert trace is not None
        checked += _check(system, trace)
    assert checked > 0


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_what_explain_prints_of_the_sample_cites_its_own_text(
        system: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``cardtable explain`` of every round of the sample, a player's path and a
    "why" (each sentence, the heading with the system's name too)."""
    from cardtable.cli.main import main

    path = SAMPLES / SAMPLE[system]
    tournament = read_toml(path)
    last = min(tournament.next_round, tournament.settings.rounds or tournament.next_round)
    lines = 0
    for number in range(1, last + 1):
        for extra in ([], ["--player", "1"], ["--why", "1", "2"], ["--why", "2", "3"]):
            main(["explain", str(path), "--round", str(number), *extra])
            for line in capsys.readouterr().out.splitlines():
                for reference in references(line):
                    assert _known(system, reference), (system, reference, line)
                lines += 1
    assert lines > 100


def test_the_2009_legend_speaks_the_2009_text() -> None:
    """Failing before: "meets the absolute criteria C1-C5", "an MDP (art. 1.4.1)",
    "mild colour preference (art. 1.7.3)" in the 2009 edition's legend."""
    tournament = read_toml(SAMPLES / SAMPLE["dutch-2009"])
    plugin = descriptor("dutch-2009")
    trace = replay_round(tournament, 4).rules.trace
    assert trace is not None
    said = [meaning for _, marks in legend(Script(trace.steps), plugin.walkthrough.criterion_words,
                                           own=plugin.walkthrough.legend_words) for _, meaning in marks]
    assert not [s for s in said if "C1-C5" in s or "art. 1." in s or "BSN" in s]
    assert any("B.1 and B.2 (absolute)" in s for s in said)


@pytest.mark.slow
@pytest.mark.parametrize("system", SWISS)
def test_every_sentence_of_200_generated_rounds_cites_its_own_text(system: str) -> None:
    rounds = checked = 0
    for trace in _rounds(system, 45):
        checked += _check(system, trace)
        rounds += 1
    assert rounds >= 200 and checked > 0


def test_the_2009_checker_cites_b1a_b2_not_the_basic_rules() -> None:
    """Failing before: a rematch "by C.04.1 art. 2", a third Black by "C.04.1 art.
    7"; the 2009 text's rules are B.1a and B.2b."""
    from conftest import build

    from cardtable.systems.override import breaches

    tournament = build(4, "3-1 0-1, 4-2 0-1", "4-1 0-1, 2-3 1-0", "3-1, 2-4",
                       system="dutch-2009", rounds=5)
    found = breaches(tournament, 3, (1,))
    rules = {b.rule for b in found}
    assert "B.1a" in rules and "B.2b" in rules
    assert all(rule in TABLES["dutch-2009"] for rule in rules)


@pytest.mark.slow
def test_every_sentence_of_200_round_robin_rounds_cites_c05() -> None:
    """Every round of round robins of 3 to 21 players (the Berger tables fix them all
    in advance), with a withdrawal in each from 6 players on."""
    from conftest import build

    plugin = descriptor("roundrobin")
    rounds = 0
    for players in range(3, 22):
        tournament = build(players, system="roundrobin", rounds=0)
        if players >= 6:
            tournament = tournament.with_players(
                replace(p, withdrawn_after=2) if p.start_no == 3 else p
                for p in tournament.players)
        for number in range(1, players + (players % 2)):
            trace = plugin.pair(tournament, number, trace=True).trace
            assert trace is not None
            _check("roundrobin", trace)
            rounds += 1
    assert rounds >= 200
