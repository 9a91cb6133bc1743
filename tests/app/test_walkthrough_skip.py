"""Issue 34: the 2026 rules' candidate questions were asked at every candidate the
walkthrough shows (224 in the club sample's round 5). A lecturer asks where art. 4's
order of generation starts, the first candidate of a bracket, and which pairs the
bracket takes (the accepted candidate's, at its choice); the candidates between are
shown without asking, and ``s`` (in the footer while questions are on in such a round)
skips them to the next question that is not a candidate. By Pilot, the steps chosen
by what they are, at 80×24."""

from __future__ import annotations

import pytest
from app_helpers import copy_sample, drive, press
from screen_text import screen_text

from cardtable.app.screens.walkthrough import WalkthroughScreen
from cardtable.app.widgets.walkthrough.questions import is_candidate, question_for
from cardtable.trace.steps import BracketStep, ChoiceStep


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_candidates_are_asked_at_the_first_of_a_bracket_and_s_skips_them(tmp_path):
    path = copy_sample(tmp_path, "club-swiss.toml")

    async def script(app, pilot):
        await press(app, pilot, "w")
        screen = app.screen
        assert isinstance(screen, WalkthroughScreen)
        steps = screen.script.steps
        candidates = [i for i, s in enumerate(steps) if is_candidate(s)]
        asked = [i for i in screen.questions if is_candidate(steps[i])]
        # one candidate question per bracket that walks candidates: its first
        opened = {}
        for i in candidates:
            bracket = max(j for j in range(i) if isinstance(steps[j], BracketStep))
            opened.setdefault(bracket, i)
        assert asked == sorted(opened.values()) and len(candidates) > 3 * len(asked)
        # every other step that decides is still asked
        assert all(i in screen.questions for i, s in enumerate(steps)
                   if not is_candidate(s) and question_for(s, screen.script.moves[i]))
        assert "Skip candidates" not in screen_text(app)  # offered with questions on
        first = next(i for i in asked if i + 1 in candidates)  # more follow it
        screen.index = first - 1
        await press(app, pilot, "q")
        assert "s Skip candidates" in screen_text(app)
        await press(app, pilot, "right")
        assert screen.asked is not None and screen.asked[0] == first
        assert "Your turn: bracket" in screen_text(app) and "candidate #" in screen_text(app)
        await press(app, pilot, *screen.asked[1].said, "enter")
        assert screen.index == first and "✓ Right" in screen_text(app)
        # the next candidate is shown at once, not asked
        await press(app, pilot, "right")
        assert screen.asked is None and screen.index == first + 1
        # s: past the candidates to the next question that is not one, asked
        await press(app, pilot, "s")
        target = next(i for i in sorted(screen.questions)
                      if i > first + 1 and not is_candidate(steps[i]))
        assert screen.asked is not None and screen.asked[0] == target
        assert screen.index == target - 1 and not is_candidate(steps[target])
        assert isinstance(steps[target], ChoiceStep), steps[target]
        assert "Your turn: which pairs does bracket" in screen_text(app)
        # questions off: s is not offered, and does nothing
        await press(app, pilot, "escape", "q")
        at = screen.index
        await press(app, pilot, "s")
        assert screen.index == at and "Skip candidates" not in screen_text(app)

    drive(path, script)


def test_a_round_without_2026_candidates_does_not_offer_s(tmp_path):
    path = copy_sample(tmp_path, "dutch-2009-seminar.toml")

    async def script(app, pilot):
        await press(app, pilot, "w", "q")
        screen = app.screen
        assert isinstance(screen, WalkthroughScreen) and screen.quiz is not None
        assert not screen.candidates and "Skip candidates" not in screen_text(app)

    drive(path, script)
