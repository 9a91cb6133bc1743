"""Issue 28 (and issue 24, item 3, for the Team and Double-Swiss systems): the
walkthrough's card table for the Swiss Team Pairing System (C.04.6) and the
Double-Swiss system (C.04.5) is a view of the typed trace, through the plug-in's
``table_move``. Over every step of the samples' rounds and of simulated team rounds:
the bracket is the top-scoregroup's residents with the upfloaters pulled up to it
from lower piles, each pairing tried is laid out as its step gives it with the
criterion that rejected it, in lexicographic order of identifiers, the first
compliant one taken; the boards strip holds exactly the pairs taken so far (no team
twice), coloured by the colour steps, and ends as the round's boards."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from conftest import SAMPLES
from cardtable.app.widgets.walkthrough.layout import SlotKind, formed_columns
from cardtable.app.widgets.walkthrough.legend import legend
from cardtable.app.widgets.walkthrough.scene import CardState, Script
from cardtable.app.widgets.walkthrough.summary import summarised
from cardtable.systems.registry import descriptor
from cardtable.systems.files import read_toml
from cardtable.systems.replay import before_round, replay_round
from cardtable.systems.simulation import RoundNotPaired, simulate_swiss
from cardtable.trace.steps import BoardsStep, ColourStep, Trace
from cardtable.trace.table_moves import (BracketFormed, ByeGiven, MatchColoured,
                                         PairingTried, UpfloatersTried)

SAMPLE = {"team": "team-league.toml", "double": "double-swiss.toml"}


def sample_traces(system: str) -> Iterator[Trace]:
    """Every round of the sample paired by the rules, and the next one."""
    tournament = read_toml(SAMPLES / SAMPLE[system])
    for number in range(1, tournament.next_round + 1):
        trace = replay_round(tournament, number).rules.trace
        if trace is not None:
            yield trace


def simulated_team_traces(tournaments: int) -> Iterator[Trace]:
    """The rounds of simulated team tournaments (6-15 teams, 6 rounds)."""
    team = descriptor("team")
    for seed in range(1, tournaments + 1):
        try:
            played = simulate_swiss("team", 6 + seed % 10, 6, seed)
        except RoundNotPaired as stopped:  # art. 3.3.3: a small field runs out
            played = stopped.tournament
        for number in range(1, played.last_complete_round + 1):
            pairing = team.pair(before_round(played, number), number, trace=True)
            assert pairing.trace is not None
            yield pairing.trace


def script_of(system: str, trace: Trace) -> Script:
    plugin = descriptor(system)
    return Script(summarised(trace.steps, plugin.walkthrough.criterion_words), None,
                  plugin.walkthrough.criterion_words, plugin.walkthrough.table_move)


def check_table(system: str, trace: Trace) -> int:
    """Every step of ``trace``: what each panel shows equals the state the step
    records. Returns the number of pairings tried that were rejected."""
    script = script_of(system, trace)
    taken: set[frozenset[int]] = set()
    coloured: dict[frozenset[int], str] = {}
    last_identifier: tuple[int, ...] = ()
    rejected = 0
    for index, step in enumerate(script.steps):
        scene, move = script.scene(index), script.moves[index]
        where = (index + 1, step.text)
        players = [p for b in scene.boards for p in (b.white, b.black)]
        assert len(players) == len(set(players)), (where, scene.boards)  # no team twice
        if isinstance(move, BracketFormed):
            last_identifier = ()
            assert scene.formed == move and scene.bracket is None, where
            pile = next(p for p in script.piles(scene.structure) if p.score == move.score)
            lying = {c.card.start_no: c for c in pile.cards}
            # a searched set of upfloaters is laid out at the step that takes it
            upfloaters = () if move.searched else move.upfloaters
            assert set(move.residents) | set(upfloaters) <= set(lying), where
            for team in move.residents:
                assert lying[team].state is CardState.IN_BRACKET and not lying[team].moved
            for team in upfloaters:  # pulled up from a lower pile, marked so
                assert lying[team].state is CardState.UPFLOATER, where
                assert lying[team].moved and lying[team].up, where
                assert script.cards[team].score != move.score, where
            if move.sets:  # the sets of upfloaters weighed, each set aside by its reason
                assert scene.verdict is not None, where
                assert scene.verdict.text.startswith(
                    f"upfloaters taken: {' '.join(map(str, move.upfloaters)) or 'none'}")
                for players, why in move.sets:
                    if why:
                        assert f"{' '.join(map(str, players)) or 'none'} {why}" in \
                            scene.verdict.text, where
            left, right = formed_columns(move.residents, move.upfloaters, scene.pairs)
            assert [s.start_no for s in left if s.start_no] == list(move.residents)
            assert [s.start_no for s in right if s.start_no] == list(move.upfloaters)
        if isinstance(move, UpfloatersTried):
            assert scene.formed is not None and scene.formed.number == move.bracket
            assert scene.verdict is not None and scene.verdict.ok == (not move.criterion)
        if isinstance(move, PairingTried):
            assert scene.formed is not None and scene.formed.number == move.bracket, where
            assert scene.pairs == move.pairs, where
            assert scene.verdict is not None and scene.verdict.ok is move.taken, where
            formed = scene.formed
            left, right = formed_columns(formed.residents, formed.upfloaters, scene.pairs)
            facing = {(a.start_no, b.start_no) for a, b in zip(left, right)
                      if a.kind is SlotKind.PAIRED}
            assert facing == set(move.pairs), where  # top member left, bottom right
            assert all(a < b for a, b in move.pairs), where  # art. 3.6.1
            if move.identifier and 2 * len(move.pairs) == len(formed.residents) + len(
                    formed.upfloaters):
                assert move.identifier > last_identifier, where  # art. 3.6.3 order
                last_identifier = move.identifier
            if move.taken:
                taken |= {frozenset(p) for p in move.pairs}
                lying = {c.card.start_no: c for pile in script.piles(scene.structure)
                         for c in pile.cards}
                for a, b in move.pairs:
                    assert lying[a].state is CardState.PAIRED and lying[a].partner == b
            else:
                rejected += 1
                words = move.said or script.words(move.criterion)
                assert f"rejected by {move.criterion}: {words}" in scene.verdict.text, where
                assert words, (where, move.criterion)  # said in words, not a code alone
                assert scene.offending == tuple(move.offending or ()), where
                taken_move = next(m for m in script.moves if isinstance(m, PairingTried)
                                  and m.taken and m.bracket == move.bracket)
                mine, theirs = dict(move.counts), dict(taken_move.counts)
                if move.criterion in mine:  # C8-C10: it falls shorter than the one taken
                    assert (f"({move.criterion} {mine[move.criterion]}; the pairing taken "
                            f"{theirs[move.criterion]})") in scene.verdict.text, where
                    assert list(mine.values()) > list(theirs.values()), where
        if isinstance(move, MatchColoured):
            coloured[frozenset((move.white, move.black))] = move.rule
        elif isinstance(step, ColourStep):  # Double-Swiss: the generic colour step
            coloured[frozenset((step.white, step.black))] = step.rule
        if isinstance(move, ByeGiven):
            assert scene.pab == move.player
        if isinstance(step, BoardsStep):
            assert {frozenset(b) for b in step.boards} == {
                frozenset((b.white, b.black)) for b in scene.boards}
            assert [(b.white, b.black) for b in scene.boards] == list(trace.boards)
        elif script.moves and any(isinstance(m, PairingTried) for m in script.moves):
            # the strip: exactly the pairs taken so far, coloured by the colour steps
            assert {frozenset((b.white, b.black)) for b in scene.boards} == taken, where
            for board in scene.boards:
                key = frozenset((board.white, board.black))
                assert board.coloured == (key in coloured), where
                if key in coloured:
                    assert board.rule == coloured[key], where
    return rejected


@pytest.mark.parametrize("system", sorted(SAMPLE))
def test_every_step_of_the_sample(system: str) -> None:
    traces = list(sample_traces(system))
    assert traces
    rejected = sum(check_table(system, trace) for trace in traces)
    assert rejected > 0  # the samples show pairings rejected by a criterion


def test_every_step_of_100_simulated_team_rounds() -> None:
    rounds = rejected = 0
    for trace in simulated_team_traces(24):
        rejected += check_table("team", trace)
        rounds += 1
    assert rounds >= 100 and rejected > 0


def test_the_team_legend_says_every_term_its_screens_use() -> None:
    """The legend of a team round: top-scoregroup, resident, upfloater, identifier,
    compliant (the pairing taken), first-team, Type A and Type B colour preferences
    and the criteria C1-C10 of C.04.6 art. 2, each with its article."""
    team = descriptor("team")
    trace = list(sample_traces("team"))[4]  # round 5: a pairing rejected by C8, by C1
    sections = dict(legend(script_of("team", trace), team.walkthrough.criterion_words,
                           own=team.walkthrough.legend_words, criteria=team.walkthrough.legend_criteria))
    said = {mark: meaning for marks in sections.values() for mark, meaning in marks}
    for mark, article in (("top-scoregroup", "art. 3.2"), ("Residents", "art. 3.2"),
                          ("Upfloaters ↑", "art. 3.5"), ("identifier", "art. 3.6.2"),
                          ("✓", "art. 3.6.4"), ("first-team", "art. 4.2"),
                          ("Top | Bottom", "art. 3.6.1"), ("↑", "art. 3.5"),
                          ("set aside: 2 6 C3", "art. 3.5.5")):
        assert article in said[mark], (mark, said.get(mark))
    assert "Type A" in said["w  b"] and "Type B" in said["w  b"]
    assert "never absolute" in said.get("W  B", "never absolute")
    assert [code for code, _ in sections["Criteria"]] == [f"C{n}" for n in range(1, 11)]
    for code, meaning in sections["Criteria"]:
        assert re.search(r"\(art\. 2\.\d\.\d\)$", meaning), meaning
    assert "↓" not in dict(sections["In the piles"])  # no card moves down in C.04.6


def test_the_double_swiss_legend_says_resident_upfloater_identifier() -> None:
    double = descriptor("double")
    trace = list(sample_traces("double"))[-1]
    sections = dict(legend(script_of("double", trace), double.walkthrough.criterion_words,
                           own=double.walkthrough.legend_words, criteria=double.walkthrough.legend_criteria))
    said = {mark: meaning for marks in sections.values() for mark, meaning in marks}
    assert "resident" in said["Residents"] and "art. 1.3.2" in said["Residents"]
    assert "art. 3.5" in said["Upfloaters ↑"] and "art. 3.6.2" in said["identifier"]
    assert "[C1]" in said["✓"] and "art. 3.6.4" in said["✓"]
    assert "art. 4.2" in said["HRP"]  # the colour steps start from the HRP
    assert [code for code, _ in sections["Criteria"]] == [f"C{n}" for n in range(1, 9)]
    assert "↓" not in dict(sections["In the piles"])  # players float up, never down
