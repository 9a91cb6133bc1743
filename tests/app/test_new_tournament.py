"""A new tournament in the app: ``cardtable open NEW.toml`` on a file that does not
exist asks whether to create it and opens a form of its settings, checked as typed,
the tie-breaks those the system recommends."""

from __future__ import annotations

from app_helpers import drive, press, saved

from cardtable.app.screens.dialogs import ConfirmScreen, FormScreen
from cardtable.app.screens.tournament import TournamentScreen


async def _type(app, pilot, key: str, value: str) -> str:
    app.screen.query_one(f"#field-{key}").value = value
    await pilot.pause()
    return str(app.screen.query_one("#error").render())


def test_a_missing_file_is_created_from_a_form(tmp_path):
    path = tmp_path / "spring-open.toml"

    async def script(app, pilot):
        assert isinstance(app.screen, ConfirmScreen)
        assert "Create spring-open.toml?" in str(app.screen.query_one("#question").render())
        await press(app, pilot, "y")
        assert isinstance(app.screen, FormScreen)
        assert app.screen.query_one("#field-name").value == "spring open"
        assert app.screen.query_one("#field-tiebreaks").value == "BH/C1, BH, DE"
        assert "expected a whole number" in await _type(app, pilot, "rounds", "BH, SB")
        assert await _type(app, pilot, "rounds", "5") == ""
        assert "expected dutch or" in await _type(app, pilot, "system", "swiss")
        await _type(app, pilot, "system", "roundrobin")
        assert app.screen.query_one("#field-tiebreaks").value == "DE, WIN, SB"
        await _type(app, pilot, "system", "dutch")
        assert app.screen.query_one("#field-tiebreaks").value == "BH/C1, BH, DE"
        assert "three-letter" in await _type(app, pilot, "federation", "Germany")
        await _type(app, pilot, "federation", "GER")
        assert "expected a date" in await _type(app, pilot, "start_date", "14.3.2026")
        await _type(app, pilot, "start_date", "2026-03-14")
        assert "unknown tie-break" in await _type(app, pilot, "tiebreaks", "BH, XX")
        await _type(app, pilot, "tiebreaks", "BH/C1, BH, DE")
        await _type(app, pilot, "acceleration", "baku")
        await _type(app, pilot, "chief_arbiter", "Anna Arbiter")
        await press(app, pilot, "enter")
        assert isinstance(app.screen, TournamentScreen)
        assert "spring open" in app.screen.sub_title

    drive(path, script)
    s = saved(path).settings
    assert (s.name, s.rounds, s.federation, s.start_date, s.acceleration, s.chief_arbiter,
            s.tiebreaks) == ("spring open", 5, "GER", "2026-03-14", "baku", "Anna Arbiter",
                             ("BH/C1", "BH", "DE"))


def test_no_leaves_without_a_file(tmp_path):
    path = tmp_path / "none.toml"

    async def script(app, pilot):
        await press(app, pilot, "n")

    drive(path, script)
    assert not path.exists()
