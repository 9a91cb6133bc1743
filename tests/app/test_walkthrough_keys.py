"""The walkthrough's teaching keys on the club sample's round 5 (a bracket of 365
candidates): the summary step, c to the choice, ] and [ through the brackets, g to a
step, the legend, the zoom, end to the boards, autoplay stopping at decisions; the
failing pair marked. The final boards' lines are checked headless."""

from __future__ import annotations

import pytest

from app_helpers import copy_sample, drive, press
from scene_helpers import walkthrough
from textual.widgets import ContentSwitcher

from cardtable.app.screens.legend import LegendScreen
from cardtable.app.screens.walkthrough import WalkthroughScreen
from cardtable.app.widgets.walkthrough.boards import BoardsView
from cardtable.app.widgets.walkthrough.columns import CardColumn
from cardtable.systems.files import read_toml

from conftest import SAMPLES


@pytest.mark.slow  # a long Pilot flow (3-7 s): the slow group, which .ci/run runs
def test_the_keys_of_a_long_bracket(tmp_path):
    path = copy_sample(tmp_path, "club-swiss.toml")

    async def script(app, pilot):
        await press(app, pilot, "w")
        screen = app.screen
        assert isinstance(screen, WalkthroughScreen)
        steps = screen.script.steps
        # step 1 lists player 4's requested bye outside the piles (C.04.1 c)
        await press(app, pilot, "g", "2", "2", "enter")
        summary = steps[screen.index]
        assert summary.kind == "summary" and summary.total == 365
        assert summary.chosen == 365 and "203 fail: 203 by C1" in summary.text
        await press(app, pilot, "c")
        assert steps[screen.index].kind == "choice" and steps[screen.index].index == 365
        bracket = screen.index
        await press(app, pilot, "right_square_bracket")
        assert steps[screen.index].kind == "bracket" and screen.index > bracket
        await press(app, pilot, "left_square_bracket")
        assert steps[screen.index].kind == "bracket" and screen.index < bracket
        await press(app, pilot, "g", "2", "3", "enter")
        failing = steps[screen.index]
        assert failing.kind == "candidate" and failing.offending == (11, 19)
        assert screen.query_one("#s1", CardColumn).offending == {11, 19}
        assert "breaks C1: the two players have met before (11-19)" in str(
            screen.query_one("#verdict").content)
        await press(app, pilot, "z")
        assert screen.has_class("-zoomed") and not screen.query_one("#piles").display
        await press(app, pilot, "z", "l")
        assert isinstance(app.screen, LegendScreen)
        marks = {mark for _, section in app.screen.sections for mark, _ in section}
        assert {"(W) (B)", "-WBW", "↓↑", "–3", "✗", "C1", "C12"} <= marks
        await press(app, pilot, "escape", "end")
        assert screen.query_one("#views", ContentSwitcher).current == "boards"
        await press(app, pilot, "home", "a")
        assert screen.stop_at_decisions
        screen.playing = True
        while screen.playing:
            screen._tick()
        assert screen.index in screen.script.decisions and screen.index > 0

    drive(path, script)


def test_a_finished_round_robin_shows_its_last_round(tmp_path):
    path = copy_sample(tmp_path, "berger-example-8.toml")

    async def script(app, pilot):
        assert app.tournament.finished
        await press(app, pilot, "w")
        assert isinstance(app.screen, WalkthroughScreen)
        assert app.screen.round_no == app.tournament.last_paired_round

    drive(path, script)


def test_the_final_boards_name_the_pab():
    """Headless: the last scene of round 4's walkthrough, as the boards view lists it,
    ends in the pairing-allocated bye."""
    script = walkthrough(read_toml(SAMPLES / "club-swiss.toml"), 4)
    final = script.scene(len(script) - 1)
    boards = BoardsView()
    boards.boards, boards.cards, boards.pab = final.boards, script.cards, final.pab
    assert boards.pab == 24 and boards.line_count == len(boards.boards) + 2
    last = str(boards.line(boards.line_count - 1, 60))
    assert "PAB" in last and "24" in last
