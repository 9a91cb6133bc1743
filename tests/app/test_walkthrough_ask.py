"""Issue 34, "ask before telling", in the app: ``q`` turns questions on; ``→`` then
asks what the next step decides ("Your turn: …") before showing it; the answer typed
is marked (right, or what the rules say and why) as the step shows; Escape leaves a
question without leaving the walkthrough; the score of the round is kept. The steps
are chosen by what they are, never by their number. At 80×24 and, projected, 120×40."""

from __future__ import annotations

import pytest

from app_helpers import copy_sample, drive, press
from screen_text import screen_text

from cardtable.app.screens.walkthrough import WalkthroughScreen
from cardtable.app.widgets.walkthrough.questions import question_for
from cardtable.systems.dutch2009.steps import XStep
from cardtable.trace.steps import ColourStep


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
@pytest.mark.slow  # 5 s at 80x24 (Pilot): the slow group, which .ci/run runs
def test_questions_before_the_steps(tmp_path, size):
    path = copy_sample(tmp_path, "dutch-2009-seminar.toml")

    async def script(app, pilot):
        await press(app, pilot, "w")
        screen = app.screen
        assert isinstance(screen, WalkthroughScreen)
        steps = screen.script.steps
        remainder = next(i for i, s in enumerate(steps)
                         if isinstance(s, XStep) and s.remainder)
        screen.index = remainder - 1
        await press(app, pilot, "q", "right")
        # asked, not shown: the step waits for the answer
        assert screen.index == remainder - 1 and screen.asked is not None
        shown = screen_text(app)
        assert "Your turn: the remainder 2 4: what are x and p (C.2)?" in shown
        step = steps[remainder]
        await press(app, pilot, *f"{step.x + 1} {step.p}", "enter")
        assert screen.index == remainder and screen.asked is None
        shown = screen_text(app)
        assert f"✗ You said {step.x + 1} {step.p}; the rules say x = {step.x}, " \
               f"p = {step.p}" in shown
        assert "Score: 0 of 1 right so far" in shown
        # a step that decides nothing is shown at once; the next question is asked
        following = next(i for i in range(remainder + 1, len(steps))
                         if question_for(steps[i]) is not None)
        for _ in range(following - remainder - 1):
            await press(app, pilot, "right")
        assert screen.index == following - 1
        await press(app, pilot, "right")
        assert screen.asked is not None and screen.asked[0] == following
        # Escape leaves the question, not the walkthrough; → asks it again
        await press(app, pilot, "escape")
        assert isinstance(app.screen, WalkthroughScreen) and screen.asked is None
        assert screen.index == following - 1
        await press(app, pilot, "right")
        question = screen.asked[1]
        await press(app, pilot, *question.said.replace("x = ", "").replace("p = ", ""),
                    "enter")
        assert "✓ Right: " in screen_text(app) and "Score: 1 of 2 right" in screen_text(app)
        # the last question of the round gives the score of the round
        last = max(i for i, s in enumerate(steps) if question_for(s) is not None)
        assert isinstance(steps[last], ColourStep)
        screen.index = last - 1
        await press(app, pilot, "right")
        await press(app, pilot, *str(steps[last].black), "enter")
        shown = screen_text(app)
        assert f"✗ You said {steps[last].black}; the rules say White: " \
               f"{steps[last].white} [{steps[last].article}]" in shown
        assert "Score: 1 of 3 right in round 4" in shown
        # q again: questions off, → steps on without asking
        await press(app, pilot, "q", "home", "right")
        assert screen.asked is None and screen.index == 1

    drive(path, script, size=size)
