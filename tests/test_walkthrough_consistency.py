"""Issue 34: what each panel, mark and footer of the walkthrough shows, compared with
the step's own figures. For every step of every sample (and, in the slow group, at
least 200 generated rounds per system): the columns' titles count their own cards;
S1 and S2 (of the bracket or of its remainder) are the step's; the remainder's
players at its C.2; ↓ only on the players who float down (never on those a candidate
leaves to the remainder); the footer's x and p those of the group the step speaks
of, equal to the figures its text gives; "remainder" in the frame exactly when the
text speaks of it; the bracket's kind in the frame as its step says it; the pairs
laid out are the step's; A.7 d switches named at the x step; a colour step cites B.2
only where part E would give the other way round. The number of comparisons made per
system is printed (``-s``) and asserted to be positive."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator

import pytest

from test_articles import SAMPLE, _rounds
from test_walkthrough_panels import _sample_traces

from cardtable.app.widgets.walkthrough.scene import Script
from cardtable.app.widgets.walkthrough.stage import (BracketStage, Column, bracket_stage,
                                                     formed_stage)
from cardtable.app.widgets.walkthrough.summary import summarised
from cardtable.app.widgets.walkthrough.layout import SlotKind
from cardtable.systems.registry import descriptor
from cardtable.systems.replay import before_round
from cardtable.trace.steps import (
    BoardsStep,
    BracketStep,
    CandidateStep,
    ChoiceStep,
    ColourStep,
    FloatStep,
    ProcedureStep,
    Trace,
)
from cardtable.trace.search_steps import BacktrackStep, PassedOverStep, SearchOrderStep
from cardtable.trace.table_moves import PairingTried
from cardtable.trace.table_steps import TableBoardStep, TableRowStep
from cardtable.app.widgets.walkthrough.search import REJECTED, UNDONE, search_at
from cardtable.systems.roundrobin.simulate import simulate_roundrobin

#: every system with a sample
SYSTEMS = sorted(SAMPLE)
#: the systems whose stage shows no bracket: their panels are the search for an
#: opponent (the simplified Swiss, SwissBG) and the Berger table's row, checked by
#: :func:`check_search` and :func:`check_table`
NO_BRACKETS = ("roundrobin", "simplified", "swissbg")
#: the counts of comparisons, per system, for the figures printed at the end
CHECKED: Counter[str] = Counter()


def _facing(left: Column, right: Column) -> set[frozenset[int]]:
    return {frozenset((a.start_no, b.start_no)) for a, b in zip(left.slots, right.slots)
            if a.kind is SlotKind.PAIRED and b.kind is SlotKind.PAIRED
            and a.start_no is not None and b.start_no is not None}


def _numbers(text: str) -> tuple[int, ...]:
    return tuple(int(n) for n in text.split() if n.isdigit())


class Checker:
    """Counts each comparison as it makes it."""

    def __init__(self, system: str):
        self.system = system
        self.count = 0

    def same(self, shown: object, stated: object, where: str) -> None:
        assert shown == stated, (self.system, where, shown, stated)
        self.count += 1

    def stage(self, at: int, step: object, stage: BracketStage, kind: str | None,
              floaters: Iterable[int]) -> None:
        """What every stage shows: titles that count their own cards, no card twice,
        ↓ only on the step's floaters."""
        where = f"step {at + 1}: {getattr(step, 'text', '')[:90]}"
        for column in (stage.left, stage.right):
            self.same(column.heading.split(" · ")[-1].split(" (")[0],
                      str(len(column.cards)), where)
            self.same(len(column.cards), len(set(column.cards)), where)
        self.same(set(stage.left.floating) | set(stage.right.floating) <= set(floaters),
                  True, where)
        if kind is not None and " · remainder · " not in stage.title:
            self.same(stage.title.split(" · ")[2], kind, where)  # as its step says it


def _kind(text: str) -> str:
    """The bracket's kind as the 2009 bracket step's sentence says it."""
    said = text.rsplit("; ", 1)[-1]
    return said.split(" (")[0]


def check_trace(system: str, trace: Trace) -> int:
    """Every step of ``trace`` as the walkthrough shows it, against its own figures;
    returns the number of comparisons made."""
    plugin = descriptor(system)
    words = plugin.walkthrough.criterion_words
    script = Script(summarised(trace.steps, words), words=words, moves=plugin.walkthrough.table_move)
    check = Checker(system)
    kind: str | None = None
    for at, step in enumerate(script.steps):
        scene = script.scene(at)
        where = f"step {at + 1}: {step.text[:90]}"
        if isinstance(step, BracketStep) and system == "dutch-2009":
            kind = _kind(step.text)
        if isinstance(step, ColourStep) and system == "dutch-2009":
            check.same(step.rule != "B.2" or "part E would give" in step.text, True, where)
        if hasattr(step, "switched") and step.switched:
            for player, own, turned in step.switched:
                check.same(f"{player}'s for {own.capitalize()} counts as "
                           f"{turned.capitalize()}" in step.text, True, where)
        if scene.formed is not None and scene.move is not None or (
                scene.formed is not None and scene.bracket is None):
            stage = formed_stage(scene)
            check.stage(at, step, stage, None, ())
            if isinstance(scene.move, PairingTried):
                check.same(_facing(stage.left, stage.right),
                           {frozenset(p) for p in scene.move.pairs}, where)
            elif not scene.pairs:
                check.same(set(stage.left.cards), set(scene.formed.residents), where)
            continue
        if scene.bracket is None:
            continue
        stage = bracket_stage(scene, script.pile_number(scene.bracket.score))
        floaters: tuple[int, ...] = ()
        if isinstance(step, CandidateStep):
            floaters = () if step.to_remainder else step.floaters
            check.same(_facing(stage.left, stage.right),
                       {frozenset(p) for p in step.pairs}, where)
            check.same(set(stage.left.floating) | set(stage.right.floating),
                       set(floaters), where)
            if system == "dutch-2009":
                check.same(" · remainder · " in stage.title,
                           ": remainder " in step.text, where)
                found = re.search(r"\(x = (\d+)\)", step.text)
                if found:
                    check.same(f"x = {found.group(1)}" in stage.subtitle, True, where)
        elif isinstance(step, ChoiceStep):
            floaters = step.floaters
            check.same(_facing(stage.left, stage.right),
                       {frozenset(p) for p in step.pairs}, where)
            check.same(set(stage.left.floating) | set(stage.right.floating),
                       set(floaters), where)
        elif isinstance(step, FloatStep):
            floaters = step.players
            check.same(set(stage.left.floating) | set(stage.right.floating),
                       set(floaters), where)
        elif isinstance(step, BracketStep) and system == "dutch-2009":
            check.same(stage.left.cards, step.mdps or step.residents, where)
            check.same(stage.right.cards, step.residents if step.mdps else (), where)
            moved = re.search(r"; moved down: ([\d ]+);", step.text)
            check.same(stage.left.cards if step.mdps else (),
                       _numbers(moved.group(1)) if moved else (), where)
        elif isinstance(step, ProcedureStep):
            if step.subgroups is not None:
                s1, s2 = step.subgroups
                check.same(stage.left.cards, s1, where)
                check.same(sorted(stage.right.cards), sorted(s2), where)
                check.same(stage.left.title.startswith("Remainder"), step.of_remainder,
                           where)
                stated = re.search(r"S1 = ([-\d ]+); S2 = ([-\d ]+)", step.text)
                assert stated is not None, where
                check.same(stage.left.cards, _numbers(stated.group(1)), where)
            if step.of_remainder and step.group_players:
                check.same(stage.left.cards, step.group_players, where)
                check.same(stage.subtitle.startswith("remainder: "), True, where)
            for name, value in step.values:  # x and p as the text gives them
                check.same(f"{name} = {value}" in step.text, True, where)
                check.same(f"{name} = {value}" in stage.subtitle, True, where)
                check.same("remainder" in stage.subtitle, step.of_remainder, where)
        check.stage(at, step, stage, kind if system == "dutch-2009" else None, floaters)
    CHECKED[system] += check.count
    return check.count


def check_search(system: str, trace: Trace) -> int:
    """The search panel of the simplified Swiss and SwissBG at every step, against
    the step texts: the searching player, the pair's number and the order of
    opponents as the search-order step states them; ✗ on exactly the opponents its
    text rejected, ↶ on those it undid, the current one the step's; the choice's
    opponent taken from that order, unmarked."""
    check = Checker(system)
    steps = trace.steps
    opened: SearchOrderStep | None = None
    for at, step in enumerate(steps):
        where = f"step {at + 1}: {step.text[:90]}"
        search = search_at(steps, at)
        if isinstance(step, SearchOrderStep):
            opened = step
            stated = re.match(r"Pair (\d+): (\d+) is .*opponents in the order "
                              r"([\d ]+?)(?: … \((\d+) more\))?$", step.text)
            assert stated is not None and search is not None, where
            listed = _numbers(stated.group(3))  # a long order ends "… (N more)"
            check.same((search.pair, search.player, search.order[:len(listed)]),
                       (int(stated.group(1)), int(stated.group(2)), listed), where)
            check.same(len(search.order), len(listed) + int(stated.group(4) or 0), where)
            check.same(search.marks, {}, where)
        elif isinstance(step, PassedOverStep):
            assert search is not None and opened is not None, where
            pair = re.search(r"(\d+)-(\d+) is ", step.text)
            assert pair is not None, where
            check.same((search.player, search.current),
                       (int(pair.group(1)), int(pair.group(2))), where)
            mark = UNDONE if isinstance(step, BacktrackStep) else REJECTED
            check.same(search.marks.get(step.opponent), mark, where)
            check.same(step.opponent in search.order, True, where)
        elif isinstance(step, ChoiceStep) and opened is not None and step.pairs:
            before = search_at(steps, at - 1)
            assert before is not None, where
            (a, b), = step.pairs
            other = b if a == before.player else a
            check.same(before.player in (a, b), True, where)
            check.same(other in before.order and other not in before.marks, True, where)
            check.same(search, None, where)  # a pair formed ends the search
            opened = None
    CHECKED[system] += check.count
    return check.count


def check_table(system: str, trace: Trace) -> int:
    """The Berger table's row the round robin's walkthrough shows: its boards are the
    board steps after it, each as its text states it (White first), and the boards
    strip at each board step holds that board; the final boards are the round's."""
    check = Checker(system)
    script = Script(trace.steps)
    for at, step in enumerate(script.steps):
        where = f"step {at + 1}: {step.text[:90]}"
        if isinstance(step, TableRowStep):
            row = re.search(r"row (\d+) of the Berger table for (\d+) players", step.text)
            assert row is not None, where
            check.same((step.table_round, step.table_size),
                       (int(row.group(1)), int(row.group(2))), where)
        elif isinstance(step, TableBoardStep):
            said = re.match(r"(?:Table board|Board) (\d+): (\d+) – (\d+)", step.text)
            assert said is not None, where
            check.same((step.table_board, step.white, step.black),
                       tuple(int(n) for n in said.groups()), where)
            check.same("no game on it" in step.text, step.board is None, where)
            if step.board is not None:
                shown = {(b.white, b.black) for b in script.scene(at).boards}
                check.same((step.white, step.black) in shown, True, where)
        elif isinstance(step, BoardsStep):
            check.same({(b.white, b.black) for b in script.scene(at).boards},
                       set(step.boards), where)
    CHECKED[system] += check.count
    return check.count


def check_any(system: str, trace: Trace) -> int:
    """Every comparison the system's walkthrough allows: its brackets, its search,
    its table."""
    if system == "roundrobin":
        return check_table(system, trace)
    if system in NO_BRACKETS:
        return check_search(system, trace) + check_trace(system, trace)
    return check_trace(system, trace)


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_step_of_the_samples(system: str) -> None:
    checked = sum(check_any(system, trace) for trace in _sample_traces(system))
    print(f"{system}: {checked} comparisons over the sample")
    assert checked > 0


@pytest.mark.parametrize("system", ["roundrobin", "simplified", "swissbg"])
def test_a_few_generated_rounds_without_brackets(system: str) -> None:
    checked = sum(check_any(system, trace) for trace in _generated(system, 3))
    assert checked > 0


@pytest.mark.parametrize("system", ["dutch-2009", "dutch"])
def test_a_few_generated_rounds(system: str) -> None:
    checked = sum(check_trace(system, trace) for trace in _rounds(system, 3, 9))
    assert checked > 0


def _generated(system: str, tournaments: int) -> Iterator[Trace]:
    """Generated rounds: Swiss tournaments (:func:`test_articles._rounds`), or round
    robins of 3 to 3 + ``tournaments`` players, every round."""
    if system != "roundrobin":
        yield from _rounds(system, tournaments)
        return
    plugin = descriptor(system)
    for seed in range(1, tournaments + 1):
        played = simulate_roundrobin(3 + seed, seed, double=seed % 4 == 0)
        for number in range(1, played.last_complete_round + 1):
            pairing = plugin.pair(before_round(played, number), number, trace=True)
            assert pairing.trace is not None
            yield pairing.trace


@pytest.mark.slow
@pytest.mark.parametrize("system", SYSTEMS)
def test_200_generated_rounds(system: str) -> None:
    rounds = checked = 0
    tournaments = {"double": 50, "roundrobin": 24}.get(system, 45)
    for trace in _generated(system, tournaments):
        checked += check_any(system, trace)
        rounds += 1
    print(f"{system}: {checked} comparisons over {rounds} generated rounds")
    assert rounds >= 200 and checked > 0
