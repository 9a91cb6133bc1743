"""Issue 24, item 3: the walkthrough's panels are views of the trace's recorded
state. Over every step of every sample and of generated rounds: S1 and S2 are laid
out as the step states them (a candidate's pairs face each other, S1's player on the
left), the boards strip holds exactly the current tentative pairs (no player twice, a
bracket's pairs gone once C.12 or C.13 undoes it) and ends as the round's boards."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from conftest import SAMPLES
from test_articles import SAMPLE, _rounds

from cardtable.app.widgets.walkthrough.layout import SlotKind, subgroup_columns
from cardtable.app.widgets.walkthrough.scene import Script
from cardtable.systems.files import read_toml
from cardtable.systems.replay import replay_round
from cardtable.trace.steps import BoardsStep, CandidateStep, ChoiceStep, ProcedureStep, Trace


def _sample_traces(system: str) -> Iterator[Trace]:
    """Every round of the sample: the rounds paired, and the next one when there is
    one (``explain`` and the walkthrough show it)."""
    tournament = read_toml(SAMPLES / SAMPLE[system])
    last = min(tournament.next_round, tournament.settings.rounds or tournament.next_round)
    for number in range(1, last + 1):
        trace = replay_round(tournament, number).rules.trace
        if trace is not None:
            yield trace


def check_panels(trace: Trace) -> int:
    """Every step of ``trace``: what the panels show equals what the step records."""
    script = Script(trace.steps)
    for index, step in enumerate(trace.steps):
        scene = script.scene(index)
        players = [p for board in scene.boards for p in (board.white, board.black)]
        assert len(players) == len(set(players)), (index + 1, step.text, scene.boards)
        shown = {frozenset((b.white, b.black)) for b in scene.boards}
        if isinstance(step, ChoiceStep):
            assert {frozenset(p) for p in step.pairs} <= shown, (index + 1, step.text)
        if isinstance(step, BoardsStep):
            assert shown == {frozenset(b) for b in step.boards}
        if isinstance(step, ProcedureStep) and step.subgroups is not None:
            assert scene.subgroups == step.subgroups, (index + 1, step.text)
        if isinstance(step, CandidateStep) and scene.subgroups is not None:
            s1, s2 = scene.subgroups
            assert {p for pair in step.pairs for p in pair} <= {*s1, *s2}, \
                (index + 1, step.text, scene.subgroups)
            left, right = subgroup_columns(s1, s2, scene.pairs, scene.floaters)
            assert [s.start_no for s in left if s.start_no is not None] == list(s1)
            assert sorted(s.start_no for s in right if s.start_no is not None) == sorted(s2)
            facing = {frozenset((a.start_no, b.start_no)) for a, b in zip(left, right)
                      if a.kind is SlotKind.PAIRED}
            assert facing == {frozenset(p) for p in step.pairs}, (index + 1, step.text)
    return len(trace.steps)


def test_seminar_round_4_step_53_shows_s1_and_s2_as_the_text_states_them() -> None:
    """Failing before: step 53 ("C.6 pairs 9-6", S1 = 9; S2 = 6 7) showed S1 = 6 and
    S2 = 9, 5, 7; step 62 showed 8 and 7 on two boards each."""
    trace = list(_sample_traces("dutch-2009"))[3]
    script = Script(trace.steps)
    scene = script.scene(52)
    assert scene.subgroups == ((9,), (6, 7))
    left, right = subgroup_columns(*scene.subgroups, scene.pairs, scene.floaters)
    assert [s.start_no for s in left] == [9, None] and [s.start_no for s in right] == [6, 7]
    boards = {(b.white, b.black) for b in script.scene(62).boards}
    assert boards == {(3, 1), (2, 4), (8, 7), (5, 6)}


@pytest.mark.parametrize("system", sorted(SAMPLE))
def test_every_step_of_the_samples(system: str) -> None:
    assert sum(check_panels(trace) for trace in _sample_traces(system)) > 0


@pytest.mark.slow
@pytest.mark.parametrize("system", ["dutch-2009", "simplified", "swissbg"])
def test_every_step_of_200_generated_rounds(system: str) -> None:
    rounds = 0
    for trace in _rounds(system, 45):
        check_panels(trace)
        rounds += 1
    assert rounds >= 200


def test_seminar_round_4_panels_follow_the_remainder() -> None:
    """Issue 34, item 3, on the seminar's round 4: at "bracket paired" the panel was
    titled "Moved down · 1" but listed 3 and 2; the remainder's cards carried ↓ though
    paired in the same bracket; the footer kept the bracket's x and p at the
    remainder's steps; the frame said "homogeneous" where the text said "heterogeneous,
    treated as homogeneous"."""
    from cardtable.app.widgets.walkthrough.stage import bracket_stage
    from cardtable.systems.dutch2009.steps import XStep

    trace = list(_sample_traces("dutch-2009"))[3]
    script = Script(trace.steps)
    steps = script.steps
    choice = next(i for i, s in enumerate(steps)
                  if isinstance(s, ChoiceStep) and s.pairs == ((3, 1), (2, 4)))
    stage = bracket_stage(script.scene(choice), 0)
    assert (stage.left.heading, stage.right.heading) == ("Paired · 2", "Opponents · 2")
    assert stage.left.cards == (3, 2) and stage.right.cards == (1, 4)
    leaving = next(i for i, s in enumerate(steps) if isinstance(s, CandidateStep)
                   and s.to_remainder and s.floaters == (2, 4) and s.criterion is None)
    stage = bracket_stage(script.scene(leaving), 0)
    assert not stage.left.floating and not stage.right.floating
    remainder = next(i for i, s in enumerate(steps) if isinstance(s, XStep) and s.remainder)
    stage = bracket_stage(script.scene(remainder), 0)
    assert stage.left.heading == "Remainder · 2" and stage.left.cards == (2, 4)
    assert stage.subtitle == "remainder: x = 0 · p = 1"
    assert stage.title == "Bracket 2 · remainder · scoregroup 2"
    treated = next(i for i, s in enumerate(steps)
                   if isinstance(s, ChoiceStep) and s.pairs == ((9, 11),))
    assert bracket_stage(script.scene(treated), 0).title.endswith(
        "heterogeneous, treated as homogeneous")
