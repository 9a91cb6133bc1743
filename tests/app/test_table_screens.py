"""The standings and crosstable screens while their table is computed (issue 36): the
key answers at once with the screen saying it is computing, the table comes from a
child process, a table being listed in steps is titled as such until its last row is
in, keys typed meanwhile wait and then act in order on the table, and a table
computed before for the same tournament is shown again at once."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from textual.widgets import Static

from cardtable.app.screens.tables import CrosstableScreen, StandingsScreen
from cardtable.app.widgets.tables import list_table
from cardtable.app.widgets.tables.text_table import TextTable
from cardtable.formats.save import FileLock
from cardtable.formats.toml_file import save_tournament

from app_helpers import copy_sample, drive, notices, settle
from large_field import large_tournament


def _gated(monkeypatch, screen: type, gate: Path) -> None:
    """``screen`` computes its table only once ``gate`` exists (the child process
    waits for the file: it shares no memory with the test)."""
    build = screen.build

    def waiting(self, tournament):
        while not gate.exists():
            time.sleep(0.01)
        return build(self, tournament)

    monkeypatch.setattr(screen, "build", waiting)


def _legend(app) -> str:
    return str(app.screen.query_one("#legend", Static).render())


def test_the_screen_says_it_computes_then_shows_the_standings(tmp_path, monkeypatch):
    gate = tmp_path / "go"
    _gated(monkeypatch, StandingsScreen, gate)

    async def script(app, pilot):
        await pilot.press("s")
        await pilot.pause()
        table = app.screen.query_one(TextTable)
        assert isinstance(app.screen, StandingsScreen)
        assert table.loading and table.border_title == "Standings: computing…"
        assert _legend(app) == "Computing the standings…"
        gate.touch()
        await settle(app, pilot)
        assert not table.loading and table.border_title == "Standings"
        assert table.border_subtitle == "after round 4" and table.row_count == 24
        assert _legend(app).startswith("Players equal on points and every tie-break")

    drive(copy_sample(tmp_path), script)


def test_keys_typed_while_computing_wait_and_act_in_order_on_the_table(
        tmp_path, monkeypatch):
    gate = tmp_path / "go"
    _gated(monkeypatch, StandingsScreen, gate)

    async def script(app, pilot):
        await pilot.press("s", "down", "down", "left_square_bracket", "down")
        await pilot.pause()
        table = app.screen.query_one(TextTable)
        assert table.loading and table.cursor_row == 0  # nothing acted yet
        gate.touch()
        await settle(app, pilot)
        await settle(app, pilot)
        assert table.border_title == "Standings"
        assert table.border_subtitle == "after round 3"  # the table asked for last
        assert table.cursor_row == 3  # two rows down, then one more after the [

    drive(copy_sample(tmp_path), script)


@pytest.mark.slow  # about 3 s (Pilot): the slow group, which .ci/run runs, keeps plain pytest under 5 min
def test_a_table_listed_in_steps_is_not_titled_whole_until_its_last_row(
        tmp_path, monkeypatch):
    path = _field_listed_in_steps(tmp_path, monkeypatch, step=5)
    seen: list[tuple[int, str]] = []  # rows in and the title, as the table is given
    show = CrosstableScreen._show_table

    def shown(self, table):
        show(self, table)
        widget = self.query_one(TextTable)
        seen.append((widget.row_count, str(widget.border_title)))

    monkeypatch.setattr(CrosstableScreen, "_show_table", shown)

    async def script(app, pilot):
        await pilot.press("x")
        await settle(app, pilot)
        table = app.screen.query_one(TextTable)
        while table.row_count < 300:
            await pilot.pause()
        await settle(app, pilot)
        assert isinstance(app.screen, CrosstableScreen)
        seen.append((table.row_count, str(table.border_title)))

    drive(path, script)
    assert seen == [(40, "Crosstable: listing 300 rows…"), (300, "Crosstable")]


def test_a_table_computed_for_the_tournament_is_shown_again_at_once(tmp_path, monkeypatch):
    gate = tmp_path / "go"
    _gated(monkeypatch, StandingsScreen, gate)

    async def script(app, pilot):
        gate.touch()
        await pilot.press("s")
        await settle(app, pilot)
        gate.unlink()  # computed again, it would wait: still loading below
        await pilot.press("escape", "s")
        await pilot.pause()
        table = app.screen.query_one(TextTable)
        assert not table.loading and table.border_title == "Standings"
        assert table.row_count == 24
        await pilot.press("left_square_bracket")  # not computed yet: computed
        await pilot.pause()
        assert table.loading and table.border_title == "Standings: computing…"
        gate.touch()
        await settle(app, pilot)
        assert table.border_subtitle == "after round 3"

    drive(copy_sample(tmp_path), script)


def test_a_table_that_cannot_be_computed_says_why_and_lets_the_keys_go(
        tmp_path, monkeypatch):
    def refuse(self, tournament):
        raise ValueError("unknown tie-break code 'XYZ'")

    monkeypatch.setattr(StandingsScreen, "build", refuse)

    async def script(app, pilot):
        await pilot.press("s")
        await settle(app, pilot)
        assert "unknown tie-break code 'XYZ'" in notices(app)[-1]
        table = app.screen.query_one(TextTable)
        assert not table.loading and table.border_title == "Standings: not computed"
        assert _legend(app) == "Cannot compute the standings: unknown tie-break code 'XYZ'"
        await pilot.press("escape")
        await settle(app, pilot)
        assert not isinstance(app.screen, StandingsScreen)  # the keys go on

    drive(copy_sample(tmp_path), script)


def test_a_key_that_moves_while_the_rows_come_is_not_undone_by_the_last_step(
        tmp_path, monkeypatch):
    path = _field_listed_in_steps(tmp_path, monkeypatch, step=20)

    async def script(app, pilot):
        await pilot.press("s", "down", "down", "down")  # wait for the first rows
        table = app.screen.query_one(TextTable)
        while table.row_count < 300 or table.border_title != "Standings":
            await pilot.pause()
        await settle(app, pilot)
        assert table.cursor_row == 3

    drive(path, script)


def _field_listed_in_steps(tmp_path, monkeypatch, step: int):
    """A 300-player file whose tables are listed 40 rows first, then ``step`` at a time."""
    monkeypatch.setattr(list_table, "FIRST", 40)
    monkeypatch.setattr(list_table, "STEP", step)
    path = tmp_path / "field.toml"
    with FileLock(path):
        save_tournament(large_tournament(300, 3), path)
    return path
