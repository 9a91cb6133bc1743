"""A bye given to a player who already had one is corrected by the one-bye rule of
the system's own text, and SwissBG's bye says why this player (issue 24, item 9)."""

from __future__ import annotations

import pytest

from cardtable.systems.base import Pairing
from cardtable.systems.exercise.making import make_exercise
from cardtable.systems.exercise.marking import Marking, mark
from cardtable.trace.steps import ByeStep


def _bye_to_a_player_who_had_one(system: str, seed: int) -> tuple[int, Marking]:
    exercise = make_exercise(system, 11, 4, seed, "pab")
    rules = exercise.rules
    had = [rnd.pab for rnd in exercise.tournament.paired_rounds if rnd.pab]
    assert had and rules.pab is not None
    old = had[0]
    boards = tuple((rules.pab if w == old else w, rules.pab if b == old else b)
                   for w, b in rules.boards)
    answer = Pairing(exercise.round, boards, old)
    return old, mark(exercise.tournament, exercise.round, answer, rules)


@pytest.mark.parametrize("system, seed, rule", [("dutch", 3, "C.04.3 C2 / art. 2.1.2"),
                                                ("simplified", 1, "simplified Swiss: pairings"),
                                                ("swissbg", 1, "SwissBG: bye")])
def test_a_second_bye_is_corrected_by_the_one_bye_rule(system, seed, rule):
    """Before: the 2026 Dutch said 'worse by C6 (fewer pairs)' in bracket 3 (or C4:
    the players not yet paired could not all be paired)."""
    old, marking = _bye_to_a_player_who_had_one(system, seed)
    first = marking.first
    assert first is not None
    # issue 34: every absolute rule broken is named, in the order of the criteria (a
    # rematch the moved player makes comes before the one-bye rule)
    assert first.where == "PAB" and first.rule == rule or \
        first.where.startswith("your ") and f"({rule})" in first.text
    assert f"you give the bye to {old}, who already had it in round" in first.text
    assert "C4" not in first.text and "C6" not in first.text


def test_the_swissbg_bye_says_why_this_player_and_no_colour():
    exercise = make_exercise("swissbg", 11, 4, 1, "pab")
    assert exercise.rules.trace is not None
    (bye,) = exercise.rules.trace.of_type(ByeStep)
    assert "the last in the current standings who has not had a bye" in bye.text
    assert "colour" not in bye.text
