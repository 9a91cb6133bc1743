"""Issue 34, item 5: "HRP" in words. Before: "neither has a colour yet; HRP 3 has an
odd TPN" and "HRP 2 alternates from Black" in the Double-Swiss colour steps, their
corrections and ``explain``, with the abbreviation never expanded."""

from __future__ import annotations

import re

from cardtable.systems.exercise import make_exercise, mark
from cardtable.systems.base import Pairing
from cardtable.trace.steps import ColourStep

HRP = re.compile(r"HRP")
SAID = re.compile(r"the higher ranked player \(HRP, art\. 4\.2\) (\d+)")


def test_every_hrp_a_colour_step_names_is_the_higher_ranked_player_in_words() -> None:
    said = 0
    for seed in (1, 2, 3):
        exercise = make_exercise("double", 10, 3, seed, "homogeneous")
        steps = [s for s in exercise.rules.trace.steps if isinstance(s, ColourStep)]
        for step in steps:
            for text in (step.text, step.reason):
                assert len(HRP.findall(text)) == len(SAID.findall(text)), text
            said += len(SAID.findall(step.reason))
            (white, black) = step.white, step.black
            turned = Pairing(exercise.round, tuple(
                (b, a) if (a, b) == (white, black) else (a, b)
                for a, b in exercise.rules.boards), exercise.rules.pab)
            marking = mark(exercise.tournament, exercise.round, turned, exercise.rules)
            for line in (marking.first.line, *(d.line for d in marking.others)):
                assert len(HRP.findall(line)) == len(SAID.findall(line)), line
    assert said
