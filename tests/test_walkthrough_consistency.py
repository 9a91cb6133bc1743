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
from collections.abc import Iterable

import pytest

from test_articles import SAMPLE, _rounds
from test_walkthrough_panels import _sample_traces

from cardtable.app.widgets.walkthrough.scene import Script
from cardtable.app.widgets.walkthrough.stage import (BracketStage, Column, bracket_stage,
                                                     formed_stage)
from cardtable.app.widgets.walkthrough.summary import summarised
from cardtable.app.widgets.walkthrough.layout import SlotKind
from cardtable.systems import descriptor
from cardtable.trace import (BracketStep, CandidateStep, ChoiceStep, ColourStep,
                             FloatStep, ProcedureStep, Trace)
from cardtable.trace.table_moves import PairingTried

#: every system with a sample
SYSTEMS = sorted(SAMPLE)
#: the systems whose stage shows no bracket (a search for opponents, a table's rows):
#: their panels are checked by tests/test_walkthrough_panels.py
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


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_step_of_the_samples(system: str) -> None:
    checked = sum(check_trace(system, trace) for trace in _sample_traces(system))
    print(f"{system}: {checked} comparisons over the sample")
    assert checked > 0 or system in NO_BRACKETS


@pytest.mark.parametrize("system", ["dutch-2009", "dutch"])
def test_a_few_generated_rounds(system: str) -> None:
    checked = sum(check_trace(system, trace) for trace in _rounds(system, 3, 9))
    assert checked > 0


@pytest.mark.slow
@pytest.mark.parametrize("system", [s for s in SYSTEMS if s not in NO_BRACKETS])
def test_200_generated_rounds(system: str) -> None:
    rounds = checked = 0
    for trace in _rounds(system, 45 if system != "double" else 25):
        checked += check_trace(system, trace)
        rounds += 1
    print(f"{system}: {checked} comparisons over {rounds} generated rounds")
    assert rounds >= 200 and checked > 0
