"""Exercises of the Double-Swiss system (``cardtable exercise new --system double``):
game 1 of a match to pair by hand, the matches before it played by the system's own
simulation (two rounds of the file each), the levels read from its typed trace, an
answer marked by the articles of C.04.5."""

from __future__ import annotations

import pytest

from cardtable.systems.base import Pairing
from cardtable.systems.registry import descriptor
from cardtable.systems.exercise import ExerciseError, make_exercise, mark
from cardtable.systems.double.steps import DoubleBracketStep, IdentifierStep


@pytest.mark.parametrize("level", ["homogeneous", "floater", "pab", "transposition"])
def test_game_1_of_a_match_exercises_each_level(level: str):
    exercise = make_exercise("double", 10, 5, 1, level)
    t = exercise.tournament
    assert t.last_complete_round == 4 and t.settings.rounds % 2 == 0
    assert t.settings.rounds > 6  # round 5's match is not the last: [C7], [C8] apply
    trace = exercise.rules.trace
    assert trace is not None
    ups = [s.upfloaters for s in trace.steps if isinstance(s, DoubleBracketStep)]
    if level == "homogeneous":
        assert not any(ups) and exercise.rules.pab is None
    elif level == "floater":
        assert any(ups) and exercise.rules.pab is None
    elif level == "pab":
        assert exercise.rules.pab is not None
    else:
        assert any(isinstance(s, IdentifierStep) for s in trace.steps)


def test_game_2_of_a_match_is_not_an_exercise_it_repeats_game_1():
    with pytest.raises(ExerciseError, match="rounds 1, 3, 5 .* round 4 repeats round 3"):
        make_exercise("double", 10, 4, 1)


def test_an_answer_is_marked_by_the_articles_of_c_04_5():
    exercise = make_exercise("double", 10, 5, 1, "floater")
    rules = exercise.rules
    assert mark(exercise.tournament, 5, Pairing(5, rules.boards, rules.pab)).right
    boards = list(rules.boards)
    (w1, b1), (w2, b2) = boards[0], boards[1]
    boards[0], boards[1] = (w1, b2), (w2, b1)
    verdict = mark(exercise.tournament, 5, Pairing(5, tuple(boards), rules.pab))
    assert not verdict.right and verdict.first is not None
    assert verdict.first.rule.startswith("C.04.5")
    assert all(d.rule.startswith("C.04.5") for d in verdict.others)
    turned = Pairing(5, (rules.boards[0][::-1], *rules.boards[1:]), rules.pab)
    colours = mark(exercise.tournament, 5, turned)
    assert colours.first is not None and colours.first.where == "colours"
    assert colours.first.rule.startswith("C.04.5 art. 4.3")


def test_the_plugin_offers_its_levels():
    exercises = descriptor("double").exercises
    assert exercises is not None and exercises.document == "the Double-Swiss system"
    assert descriptor("double").entry.rounds_per_pairing == 2
