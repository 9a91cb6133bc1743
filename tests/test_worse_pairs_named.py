"""Issue 34: "each quality criterion it does worse on than the rules' pairing, with
both figures in words and the learner's pairs that cause it". Only C12 and C13 named
the learner's pairs; now C6 (the players left unpaired) and C14-C17 (repeated floats)
do too, whenever the pairs named account for the whole figure. Checked on the 2026
Dutch's wrong answers: every pair named is one of the learner's boards, every player
named floats as the text says (from the history's floats, not the marking's code),
and as many are named as the figure counts."""

from __future__ import annotations

import re

from test_exercise import changes

from cardtable.systems.exercise import ExerciseError, make_exercise, mark

def test_the_learners_pairs_behind_a_repeated_float_or_an_unpaired_player() -> None:
    named = 0
    for seed in range(1, 40):
        try:
            exercise = make_exercise("dutch", 10 + seed % 4, 4 + seed % 3, seed, "floater")
        except ExerciseError:
            continue
        for _, answer in changes(exercise.rules, False):
            first = mark(exercise.tournament, exercise.round, answer, exercise.rules).first
            if first is None:
                continue
            found = re.search(r"worse by (C6|C1[4-7]) \(.*?\): yours has (\d+) .*? \(your "
                              r"(.*?)\), the rules'", first.text)
            if not found:
                continue
            criterion, count, said = found.group(1), int(found.group(2)), found.group(3)
            down = re.search(r"your pairing \(.*?downfloaters ([\d, ]+|nobody)\)",
                             first.text)
            assert down is not None, first.text
            downfloaters = {int(n) for n in re.findall(r"\d+", down.group(1))}
            if criterion == "C6":  # the players the learner leaves unpaired
                assert said.endswith(" left unpaired in the bracket"), first.text
                left = {int(n) for n in re.findall(r"\d+", said)}
                assert left == downfloaters and len(left) == count, first.text
                named += 1
                continue
            parts = said.split("; ")
            assert len(parts) == count, first.text
            boards = {frozenset(b) for b in answer.boards}
            for part in parts:
                pair = re.match(r"(\d+)-(\d+): ", part)
                if pair:
                    assert frozenset(map(int, pair.groups())) in boards, first.text
                else:
                    player = int(re.findall(r"\d+", part)[0])
                    assert player in downfloaters, first.text
            named += 1
    assert named
