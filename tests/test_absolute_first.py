"""Issue 34, item 1: a correction judges the learner's answer by the system's own rules,
the absolute ones first. A rematch, a second PAB, an absolute colour rule: named
first, with the learner's own boards and the system's own article, before any
quality criterion or order of the procedure (before the fix: the 2026 Dutch said
"worse by C6", the team system "C5 ... larger score difference", the Double-Swiss
"7 is not a player of bracket 1" for a pair that met before).

What the correction must name is computed here from the tournament's history and the
articles written out per system (:data:`RULES`), not from the marking's own code; the
slow check over 500 wrong answers per system is in ``test_corrections_truth.py``."""

from __future__ import annotations

import re
from dataclasses import replace
from collections.abc import Iterator

import pytest

from test_exercise import changes

from cardtable.model.colour import Colour
from cardtable.model.history import EntryKind, History, Preference
from cardtable.model.tournament import Tournament
from cardtable.model.requests import forbid
from cardtable.systems.registry import descriptor
from cardtable.systems.base import Pairing
from cardtable.systems.exercise import (system_levels, ExerciseError, has_colours,
                                        make_exercise, mark)
from cardtable.systems.exercise.marking import Difference

#: each system's absolute rules in its own words, as its text numbers them: the
#: rematch, the one-bye rule, and the absolute colour rules it has (``same``: two
#: players with the same absolute preference; ``difference``: beyond ±2; ``thrice``:
#: a colour three times running)
RULES: dict[str, dict[str, str]] = {
    "dutch": {"rematch": "C.04.3 C1 / art. 2.1.1", "pab": "C.04.3 C2 / art. 2.1.2",
              "same": "C.04.3 C3 / art. 2.1.3", "difference": "C.04.1 art. 6",
              "thrice": "C.04.1 art. 7"},
    "dutch-2009": {"rematch": "B.1a", "pab": "B.1b", "difference": "B.2a",
                   "thrice": "B.2b"},
    "simplified": {"rematch": "simplified Swiss: basic rules",
                   "pab": "simplified Swiss: pairings",
                   "thrice": "simplified Swiss: colours"},
    "swissbg": {"rematch": "SwissBG with the simplified Swiss: basic rules",
                "pab": "SwissBG: bye"},
    "double": {"rematch": "C.04.5 art. 2.1.1 [C1]", "pab": "C.04.5 art. 2.1.2 [C2]"},
    "team": {"rematch": "C1 (C.04.6 art. 2.1.1)", "pab": "C2 (C.04.6 art. 2.1.2)"},
}


def test_every_system_with_exercises_has_its_absolute_rules_here() -> None:
    assert set(RULES) == set(system_levels())


def broken_first(system: str, tournament: Tournament, round_no: int, rules: Pairing,
                 answer: Pairing) -> tuple[str, set[tuple[int, int]]] | None:
    """The first absolute rule ``answer`` breaks, in the order of the criteria, and
    the learner's boards that break it (empty for the PAB); None when it breaks
    none. Computed from the history alone."""
    said = RULES[system]
    history = History(tournament, round_no - 1)
    forbidden = {frozenset(g) for g in tournament.settings.forbidden_pairs
                 if len(g) == 2}
    met = {b for b in answer.boards
           if any(e.played and e.opponent == b[1] for e in history.entries(b[0]))
           or frozenset(b) in forbidden}
    if met:
        return said["rematch"], met
    win = tournament.settings.points.win
    if answer.pab is not None and answer.pab != rules.pab and any(
            e.kind is EntryKind.PAB or (e.unplayed and e.points >= win)
            for e in history.entries(answer.pab)):
        return said["pab"], set()
    freed = _freed(system, tournament, round_no, answer)
    for kind in ("same", "difference", "thrice"):
        if kind not in said:
            continue
        boards = {b for b in answer.boards if _breaks(kind, history, b, freed)}
        if boards:
            return said[kind], boards
    return None


#: whom the final round frees from the colour difference and the third colour: the
#: 2009 note under B the topscorer alone, the 2026 Dutch (C.04.3 art. 1.8, C10/C11)
#: the topscorer's board; the simplified Swiss's colour rule has no exception
FREED = {"dutch-2009": "player", "dutch": "board"}


def _freed(system: str, tournament: Tournament, round_no: int,
           answer: Pairing) -> set[int]:
    if round_no != tournament.settings.rounds or system not in FREED:
        return set()
    history = History(tournament, round_no - 1)
    half = (round_no - 1) * tournament.settings.points.win / 2
    top = {p for b in answer.boards for p in b if history.state(p).score > half}
    if FREED[system] == "board":
        return {p for b in answer.boards if set(b) & top for p in b}
    return top


def _breaks(kind: str, history: History, board: tuple[int, int],
            freed: set[int] = frozenset()) -> bool:  # type: ignore[assignment]
    if kind == "same":  # C3: only the 2026 Dutch, whose topscorers free the board
        if set(board) & freed:
            return False
        prefs = [history.state(p).preference for p in board]
        return all(s is Preference.ABSOLUTE for _, s in prefs) and prefs[0][0] == prefs[1][0]
    for player, colour in zip(board, (Colour.WHITE, Colour.BLACK)):
        if player in freed:
            continue
        colours = (*history.state(player).colours, colour)
        if kind == "difference" and abs(sum(1 if c is Colour.WHITE else -1
                                            for c in colours)) > 2:
            return True
        if kind == "thrice" and len(colours) >= 3 and len(set(colours[-3:])) == 1:
            return True
    return False


def names_first_broken(system: str, tournament: Tournament, round_no: int,
                       rules: Pairing, answer: Pairing, first: Difference) -> str | None:
    """Check that ``first`` names the first broken absolute rule when there is one;
    returns that rule (None: the answer breaks none, and then no absolute rule is
    named first)."""
    expected = broken_first(system, tournament, round_no, rules, answer)
    if expected is None:
        assert "An absolute rule" not in first.text, first.text
        return None
    rule, boards = expected
    assert first.rule == rule, (first.rule, rule, first.text)
    assert "An absolute rule" in first.text, first.text
    if boards:
        assert set(first.boards) == boards, (first.boards, boards, first.text)
        assert first.where == "your " + ", ".join(f"{a}-{b}" for a, b in first.boards)
        for a, b in boards:
            assert f"your {a}-{b}" in first.text, first.text
    else:
        assert first.where == "PAB" and f"bye to {answer.pab}," in first.text
    for a, b, r in re.findall(r"(\d+) and (\d+) met in round (\d+)", first.text):
        history = History(tournament, round_no - 1)
        assert any(e.played and e.opponent == int(b) and e.round == int(r)
                   for e in history.entries(int(a))), first.text
    return rule


def _answers(system: str, seeds: range, levels: tuple[str, ...]
             ) -> Iterator[tuple[Tournament, int, Pairing, Pairing]]:
    every = descriptor(system).entry.rounds_per_pairing
    for seed in seeds:
        for level in levels:
            try:
                exercise = make_exercise(system, 10 + seed % 3, 1 + every * 3, seed, level)
            except ExerciseError:
                continue
            plain = 0
            for _, answer in changes(exercise.rules, has_colours(system)):
                if broken_first(system, exercise.tournament, exercise.round,
                                exercise.rules, answer) is None:
                    plain += 1
                    if plain > 2:  # a few that break nothing absolute are enough
                        continue
                yield exercise.tournament, exercise.round, exercise.rules, answer


@pytest.mark.parametrize("system", sorted(RULES))
def test_a_rematch_is_named_first_with_the_learners_pairs_and_the_systems_rule(
        system: str) -> None:
    """Before: the Double-Swiss "3 is not a player of bracket 1", SwissBG "3 comes
    before 6 in 4's order of opponents", the team system "the set {4} ... is set
    aside by C1" for a learner's pair that met before."""
    seen = 0
    for tournament, round_no, rules, answer in _answers(system, range(1, 4), ("floater",)):
        first = mark(tournament, round_no, answer, rules).first
        assert first is not None
        rule = names_first_broken(system, tournament, round_no, rules, answer, first)
        if rule == RULES[system]["rematch"]:
            assert " met in round " in first.text
            seen += 1
            if seen == 4:
                break
    assert seen


def test_a_second_pab_is_named_by_the_one_bye_rule_and_a_team_is_a_team() -> None:
    """Before: "the bye goes only to a player who has not had one" in the team
    system, which pairs teams."""
    for system, node in (("team", "team"), ("dutch", "player"), ("dutch-2009", "player")):
        exercise, old = next(
            (e, had[0]) for e in (make_exercise(system, 11, 4, seed, "pab")
                                  for seed in range(1, 30))
            if (had := [rnd.pab for rnd in e.tournament.paired_rounds if rnd.pab]))
        rules = exercise.rules
        boards = tuple((rules.pab if w == old else w, rules.pab if b == old else b)
                       for w, b in rules.boards)
        answer = Pairing(exercise.round, boards, old)
        marking = mark(exercise.tournament, exercise.round, answer, rules)
        assert marking.first is not None
        names_first_broken(system, exercise.tournament, exercise.round, rules, answer,
                           marking.first)
        assert f"the bye goes only to a {node} who has not had one" in marking.first.text
        assert f"({RULES[system]['pab']})" in marking.first.text \
            or marking.first.rule == RULES[system]["pab"]


@pytest.mark.parametrize("system", ["dutch", "dutch-2009", "simplified"])
def test_an_absolute_colour_rule_is_named_where_the_system_has_one(system: str) -> None:
    """A board turned so that a player gets a colour a third time running (or the
    2026 Dutch's C3 pair): the system's absolute colour rule, named with that board,
    before the colour allocation that would have avoided it."""
    colour_rules = {v for k, v in RULES[system].items() if k in ("same", "difference",
                                                                  "thrice")}
    seen = 0
    for tournament, round_no, rules, answer in _answers(system, range(1, 6),
                                                        ("colours", "floater")):
        first = mark(tournament, round_no, answer, rules).first
        assert first is not None
        if names_first_broken(system, tournament, round_no, rules, answer,
                              first) in colour_rules:
            seen += 1
            if seen == 3:
                break
    assert seen


@pytest.mark.parametrize("system, rule", [("dutch", "TRF-2026 260"), ("dutch-2009", "B.1a")])
def test_a_forbidden_pair_is_named_first_by_the_article_that_keeps_it_apart(
        system: str, rule: str) -> None:
    """A learner's pair the tournament forbids: named first, with the article the
    system's own trace cites for its forbidden pairs (the 2009 text keeps them apart
    as B.1a keeps apart players who have met)."""
    exercise = make_exercise(system, 10, 4, 1, "floater")
    history = History(exercise.tournament, exercise.round - 1)
    theirs = {frozenset(b) for b in exercise.rules.boards}
    _, answer = next((n, a) for n, a in changes(exercise.rules, True)
                     if (new := [b for b in a.boards if frozenset(b) not in theirs])
                     and not any(b[1] in history.state(b[0]).opponents for b in new))
    a, b = next(b for b in answer.boards if frozenset(b) not in theirs)
    tournament = forbid(exercise.tournament, (min(a, b), max(a, b)))
    first = mark(tournament, exercise.round, answer).first
    assert first is not None
    assert first.rule == rule and first.where.startswith("your ")
    assert (f"{a} and {b} may not meet (your {a}-{b}): a forbidden pair of the tournament "
            f"is kept apart") in first.text


@pytest.mark.parametrize("system", ["dutch", "dutch-2009", "simplified"])
def test_the_final_round_still_judges_colours_except_for_topscorers(system: str) -> None:
    """Before: in a tournament's final round no colour difference beyond ±2 and no
    colour three times running was judged at all, though the exception (the 2009
    note under B, C.04.3 art. 1.8) frees only topscorers (the Dutch: and their
    opponents), and the simplified Swiss's colour rule has none. Every turned or
    swapped board of a final round is checked against :func:`broken_first`."""
    named = freed_seen = 0
    plugin = descriptor(system)
    for seed in range(1, 12):
        exercise = make_exercise(system, 10 + seed % 3, 4 + seed % 2, seed, "colours")
        settings = replace(exercise.tournament.settings, rounds=exercise.round)
        tournament = replace(exercise.tournament, settings=settings)
        rules = plugin.pair(tournament, exercise.round, trace=True)
        freed = _freed(system, tournament, exercise.round, rules)
        for _, answer in changes(rules, True):
            first = mark(tournament, exercise.round, answer, rules).first
            assert first is not None
            rule = names_first_broken(system, tournament, exercise.round, rules, answer,
                                      first)
            if rule in (RULES[system].get("difference"), RULES[system].get("thrice")):
                named += 1
            elif rule is None and freed and any(
                    _breaks(kind, History(tournament, exercise.round - 1), b)
                    for kind in ("difference", "thrice") if kind in RULES[system]
                    for b in answer.boards):
                freed_seen += 1  # a break only a topscorer (or opponent) makes
    assert named
    if system in FREED:
        assert freed_seen
