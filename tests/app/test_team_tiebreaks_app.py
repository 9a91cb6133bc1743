"""The app's settings form ``o`` edits a team competition's own tie-break list (the
team table's, ``[team] tiebreaks``), which the standings screen then ranks by; the
tournament screen names it (issue 32)."""

from __future__ import annotations

import pytest
from app_helpers import copy_sample, drive, press, saved, settle
from screen_text import screen_text

from cardtable.app.screens.dialogs import ConfirmScreen, FormScreen
from cardtable.app.screens.tables import StandingsScreen
from cardtable.app.widgets.tables.text_table import TextTable


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_o_sets_the_team_tiebreaks_and_the_standings_rank_by_them(tmp_path):
    path = copy_sample(tmp_path, "team-league.toml")
    seen: dict[str, object] = {}

    async def script(app, pilot):
        seen["summary"] = screen_text(app)
        await press(app, pilot, "o")
        form = app.screen
        assert isinstance(form, FormScreen)
        keys = [f.key for f in form.fields]
        assert "team_tiebreaks" in keys and "tiebreaks" not in keys
        form.query_one("#field-team_tiebreaks").value = "BC, TBR"
        await settle(app, pilot)
        await press(app, pilot, "enter")
        while isinstance(app.screen, ConfirmScreen):  # a change after round 1, asked
            seen.setdefault("asked", str(app.screen.query_one("#reasons").render()))
            await press(app, pilot, "y")
        await press(app, pilot, "s")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, StandingsScreen)
        table = app.screen.query_one(TextTable)
        seen["columns"] = [str(c.label) for c in table.columns.values()]

    drive(path, script, size=(120, 40))
    summary = str(seen["summary"])
    assert "Team tie-breaks GP EDE" in summary and "EGGSB BH:MP" in summary
    assert "was  GP, EDE, EGGSB, BH:MP" in str(seen["asked"])
    assert saved(path).settings.team.tiebreaks == ("BC", "TBR")
    assert seen["columns"][-2:] == ["BC", "TBR"]


def test_o_refuses_a_code_that_is_not_a_team_tiebreak(tmp_path):
    path = copy_sample(tmp_path, "team-league.toml")
    before = path.read_bytes()
    said: list[str] = []

    async def script(app, pilot):
        await press(app, pilot, "o")
        app.screen.query_one("#field-team_tiebreaks").value = "ARO"
        await settle(app, pilot)
        await press(app, pilot, "enter")
        assert isinstance(app.screen, FormScreen)  # stays open, saying why
        said.append(screen_text(app))

    drive(path, script, size=(120, 40))
    assert "not a tie-break of a team competition" in said[0]
    assert path.read_bytes() == before
