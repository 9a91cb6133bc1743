"""The walkthrough's zoom (z) makes the shown thing larger (issue 24, item 11): the open
bracket's cards as their pairing numbers in big digits (three lines high), S1 facing
S2 a line each, the piles and the card columns out of the way; the boards likewise."""

from __future__ import annotations

import pytest
from app_helpers import copy_sample, drive, press
from textual.widgets import Digits

from cardtable.app.screens.walkthrough import WalkthroughScreen
from cardtable.app.widgets.walkthrough.zoom import ZoomView


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_zoom_shows_the_bracket_in_big_digits(tmp_path):
    path = copy_sample(tmp_path, "club-swiss.toml")

    async def script(app, pilot):
        await press(app, pilot, "w", "g", "2", "3", "enter")
        screen = app.screen
        assert isinstance(screen, WalkthroughScreen)
        step = screen.script.steps[screen.index]
        assert step.kind == "candidate"
        await press(app, pilot, "z")
        assert screen.has_class("-zoom-big")
        assert not screen.query_one("#table").display
        zoom = screen.query_one(ZoomView)
        assert zoom.display and zoom.rows
        digits = list(zoom.query(Digits))
        assert [d.value for d in digits] == list(zoom.rows)
        assert all(d.size.height == 3 for d in digits[:3])  # three lines per number
        paired = [row for row in zoom.rows if " - " in row]
        assert {tuple(int(n) for n in row.split(" - ")) for row in paired} <= {
            (a, b) for a, b in step.pairs} | {(b, a) for a, b in step.pairs}
        await press(app, pilot, "end")  # the final boards, in big digits too
        assert screen.has_class("-zoom-big") and zoom.title.startswith("Boards")
        await press(app, pilot, "z")
        assert not screen.has_class("-zoomed") and not zoom.display
        assert screen.query_one("#table").display

    drive(path, script)
