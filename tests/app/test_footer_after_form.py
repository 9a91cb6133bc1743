"""Issue 33 item 9: at 80×24 the tournament screen's footer shows its whole key list
again once a form closes (saved, or left with escape), not the cut "a Add f Forbid o
Setup" it kept from the form."""

from __future__ import annotations

import pytest
from app_helpers import copy_sample, drive, press, settle
from screen_text import screen_text

from cardtable.app.screens.tournament import TournamentScreen

KEYS = ("a Add", "f Forbid", "o Setup", "p Pair", "w Walk", "r Round", "s Standings",
        "x Cross", "h Print", "? Keys")


@pytest.mark.parametrize("keys", [("a", "Kurz, Karl", "tab", "1700", "enter"),
                                  ("l", "Lang, Lena", "tab", "1650", "enter"),
                                  ("a", "escape"), ("o", "escape")],
                         ids=["add-saved", "late-entry-saved", "add-left", "setup-left"])
def test_the_footer_after_a_form_closes_shows_every_key(tmp_path, keys):
    path = copy_sample(tmp_path)
    footers = []

    async def script(app, pilot):
        await press(app, pilot, keys[0])
        assert not isinstance(app.screen, TournamentScreen)  # the form is open
        for key in keys[1:]:
            if len(key) > 1 and key not in ("tab", "enter", "escape"):
                await pilot.press(*key)
            else:
                await pilot.press(key)
        await settle(app, pilot)
        assert isinstance(app.screen, TournamentScreen)  # closed
        footers.append(screen_text(app).splitlines()[-1])

    drive(path, script)
    for key in KEYS:
        assert key in footers[0], footers[0]
