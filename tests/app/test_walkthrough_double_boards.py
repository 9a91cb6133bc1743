"""Issue 34: the final boards of a Double-Swiss round show both games of each match,
game 2 with the colours reversed (C.04.5 art. 4.4), as its colour steps say."""

from __future__ import annotations

from app_helpers import copy_sample, drive, press
from screen_text import screen_text

from cardtable.app.screens.walkthrough import WalkthroughScreen
from cardtable.app.widgets.walkthrough.boards import BoardsView
from cardtable.trace.steps import BoardsStep, ColourStep


def test_both_games_of_each_match_in_the_final_boards(tmp_path):
    path = copy_sample(tmp_path, "double-swiss.toml")

    async def script(app, pilot):
        await press(app, pilot, "w", "end")
        screen = app.screen
        assert isinstance(screen, WalkthroughScreen)
        assert isinstance(screen.script.steps[screen.index], BoardsStep)
        view = screen.query_one(BoardsView)
        colours = [s for s in screen.script.steps if isinstance(s, ColourStep)]
        assert colours and all("game 2" in s.text for s in colours)
        # each match on two lines: game 1 as coloured, game 2 reversed
        games = {(view.boards[at].white, view.boards[at].black, game)
                 for at, game in view.rows}
        for step in colours:
            assert {(step.white, step.black, 1), (step.white, step.black, 2)} <= games
        assert view.line_count == 1 + 2 * len(view.boards) + (view.pab is not None)
        shown = screen_text(app)
        assert " g2 " in shown and "game 2" in shown

    drive(path, script, size=(120, 40))
