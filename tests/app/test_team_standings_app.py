"""The app's standings screen of a team competition: the teams ranked by the primary
score and the team tie-break list of the file, the legend naming the list; a team's
row opens no player's card."""

from __future__ import annotations

from app_helpers import copy_sample, drive, press

from cardtable.app.screens.tables import StandingsScreen
from cardtable.app.widgets.tables.text_table import TextTable


def test_the_standings_screen_of_the_team_league_ranks_the_teams(tmp_path):
    async def script(app, pilot):
        await press(app, pilot, "s")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, StandingsScreen)
        table = app.screen.query_one(TextTable)
        assert table.row_count == 10
        assert [str(c.label) for c in table.columns.values()][:3] == ["Rank", "TPN", "Team"]
        assert str(table.get_row_at(2)[2]) == "Queen's Gambit"
        assert app.screen.selected is None
        await press(app, pilot, "enter")
        assert isinstance(app.screen, StandingsScreen)  # no player's card opened

    drive(copy_sample(tmp_path, "team-league.toml"), script, size=(120, 30))
