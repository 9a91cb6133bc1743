"""The app's long lists (widgets/tables/list_table.py, issue 36): a row's cells measured
from their text and the lines read from the rows give what Textual's own DataTable
gives — the same column widths, the same lines on screen — and a list of thousands,
filled in steps, keeps the cursor's keys and the selection."""

from __future__ import annotations

import asyncio
import gc
from dataclasses import replace
import shutil
import sys

from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import DataTable

from cardtable.app.app import CardtableApp
from cardtable.app.widgets.tables.cursor import cursor_number
from cardtable.app.widgets.tables.list_table import FIRST, STEP, ListTable, text_width
from cardtable.app.widgets.tournament import start_list
from cardtable.app.widgets.tournament.start_list import StartList
from cardtable.model.results import ByeKind
from cardtable.model.tournament import Bye, Round

from app_helpers import settle
from conftest import SAMPLES, build
from screen_text import shown_lines

CELLS = ["the row's number", "Ñandú, Ana", "王 Wang", "", "[b]not markup[/b]", "2½", "👍 ok",
         "a\nsecond line"]


class Lists(App[None]):
    """A ListTable beside a plain DataTable, given the same rows."""

    def __init__(self, rows: int) -> None:
        super().__init__()
        self.rows = rows
        self.chosen: list[str | None] = []

    def compose(self) -> ComposeResult:
        yield ListTable(id="ours", cursor_type="row", zebra_stripes=True)
        yield DataTable(id="theirs", cursor_type="row", zebra_stripes=True)

    #: the row the cursor is asked for
    cursor = 0

    def first_rows_in(self, ours: ListTable) -> None:
        """Called once the first rows are in, before the next step."""

    def fill(self, ours: ListTable, keys: list[str]) -> None:
        ours.add_rows_in_steps(keys, self.row, cursor=self.cursor)

    def row(self, index: int) -> list[Text]:
        return [Text(str(index) if n == 0 else f"{cell}{'x' * (index % 7) if n == 1 else ''}",
                     justify="right" if n % 2 else "left")
                for n, cell in enumerate(CELLS)]

    def on_mount(self) -> None:
        for table in self.query(DataTable):
            table.add_columns("No", "Name", "Other", "", "Markup", "Pts", "Wide", "Two")
        keys = [str(index) for index in range(self.rows)]
        ours = self.query_one("#ours", ListTable)
        self.fill(ours, keys)
        self.first_rows_in(ours)
        theirs = self.query_one("#theirs", DataTable)
        for index, key in enumerate(keys):
            theirs.add_row(*self.row(index), key=key)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.chosen.append(event.row_key.value)


async def _settled(app: Lists, pilot) -> None:
    ours = app.query_one("#ours", ListTable)
    while ours.row_count < app.rows:
        await pilot.pause()
    await pilot.pause()


def _drawn_as_textual_draws(app: Lists) -> None:
    """The same column widths, scrollable size and lines on screen as the DataTable."""
    ours = app.query_one("#ours", ListTable)
    theirs = app.query_one("#theirs", DataTable)
    assert [c.content_width for c in ours.ordered_columns] == [
        c.content_width for c in theirs.ordered_columns]
    assert ours.virtual_size == theirs.virtual_size
    for y in range(ours.size.height):
        assert ours.render_line(y).text == theirs.render_line(y).text, y


def _settled_and_drawn_as_textual_draws(app: App[None], size: tuple[int, int]) -> None:
    """``app`` run at ``size`` until its list is filled: every line on screen the one
    Textual's DataTable draws with the same rows."""

    async def run() -> None:
        async with app.run_test(size=size) as pilot:
            await _settled(app, pilot)
            _drawn_as_textual_draws(app)

    asyncio.run(run())


def test_a_list_measures_and_draws_its_rows_as_textual_does():
    _settled_and_drawn_as_textual_draws(Lists(50), (160, 60))


def test_a_list_of_thousands_keeps_the_cursor_keys_and_the_selection():
    rows = FIRST + 2 * STEP + 17  # filled in four steps
    app = Lists(rows)

    async def run() -> None:
        async with app.run_test(size=(120, 30)) as pilot:
            ours = app.query_one("#ours", ListTable)
            ours.focus()
            await _settled(app, pilot)
            await pilot.press("end")
            assert ours.cursor_row == rows - 1 and cursor_number(ours) == rows - 1
            await pilot.pause()
            last = ours.render_line(ours.size.height - 1).text  # the last row, in view
            assert last.split()[0] == str(rows - 1) and f"Ñandú, Ana{'x' * ((rows - 1) % 7)}" in last
            await pilot.press("home")
            assert cursor_number(ours) == 0
            await pilot.press("pagedown")
            page = ours.cursor_row
            assert 0 < page < rows
            await pilot.press("down", "down", "up")
            assert cursor_number(ours) == page + 1
            await pilot.press("enter")
            await pilot.pause()
            assert app.chosen == [str(page + 1)]
            # the line under the cursor is the row's: row y of the list is line y
            assert ours._get_offsets(ours.header_height + page + 1)[0].value == str(page + 1)

    asyncio.run(run())


class Placed(Lists):
    """A list whose cursor is asked for on a row of its third step; ``moved``: a key
    moves the cursor to row 3 once the first rows are in (before the next step)."""

    cursor = FIRST + STEP + 5

    def __init__(self, moved: bool) -> None:
        super().__init__(FIRST + 2 * STEP + 17)
        self.moved = moved

    def first_rows_in(self, ours: ListTable) -> None:
        assert ours.row_count == FIRST and ours.cursor_row == 0  # its row not in yet
        if self.moved:
            for _ in range(3):
                ours.action_cursor_down()  # as the key would, between two steps


def test_a_list_filled_in_steps_puts_its_cursor_on_the_row_asked_for_unless_a_key_moved_it():
    for moved, row in ((False, Placed.cursor), (True, 3)):
        app = Placed(moved)

        async def run() -> None:
            async with app.run_test(size=(120, 30)) as pilot:
                await _settled(app, pilot)
                ours = app.query_one("#ours", ListTable)
                assert (ours.cursor_row, cursor_number(ours)) == (row, row), moved

        asyncio.run(run())


class WiderLater(Lists):
    """Rows whose second column is wider from the third step on."""

    def row(self, index: int) -> list[Text]:
        cells = super().row(index)
        if index >= FIRST + STEP:
            cells[1] = Text(f"{cells[1].plain} and a longer name", justify="right")
        return cells


def test_a_list_filled_in_steps_draws_its_first_rows_again_when_a_step_widens_a_column():
    """Rows added in bulk leave the rows drawn so far as drawn, unless a later step
    widens a column (the third, after the screen was drawn twice): then every line
    on screen is the one Textual's DataTable draws with all the rows added."""
    _settled_and_drawn_as_textual_draws(WiderLater(FIRST + 2 * STEP + 17), (160, 40))


class Measured(WiderLater):
    """The same rows, their widths given by the caller (:func:`text_width` of every
    cell): no step measures its rows."""

    def fill(self, ours: ListTable, keys: list[str]) -> None:
        rows = [self.row(index) for index in range(self.rows)]
        ours.add_rows_in_steps(keys, self.row, widths=[
            max(text_width(row[n].plain) for row in rows) for n in range(len(CELLS))])


def test_a_list_filled_with_its_widths_given_is_drawn_as_textual_draws_it():
    """Rows whose widths the caller gives (the start list) take the columns' widths at
    once, a wider step included: every line on screen is the one Textual's DataTable
    draws, which measures each cell."""
    _settled_and_drawn_as_textual_draws(Measured(FIRST + 2 * STEP + 17), (160, 40))


class OneStartList(App[None]):
    def compose(self) -> ComposeResult:
        yield StartList()


def test_a_start_list_widens_a_column_for_a_row_changed_before_its_step():
    """A row changed while the start list is filled is made from the new values when
    its step comes; its column is widened for it (no step measures the rows): the
    same players, the last of them asking for a bye (the only one) while the first
    rows are in."""
    before = build(FIRST + 500, rounds=3)
    last = before.players[-1].start_no
    after = replace(before, rounds=(Round(1, byes=(Bye(last, ByeKind.HALF),)),))
    app = OneStartList()

    async def run() -> None:
        async with app.run_test(size=(160, 30)) as pilot:
            players = app.query_one(StartList)
            while not players.size.width:
                await pilot.pause()
            players.show(before)
            assert players.row_count == FIRST  # the first step, at once
            players.show(after)  # the same players: their rows updated
            while players.row_count < FIRST + 500:
                await pilot.pause()
            await pilot.pause()
            assert players.ordered_columns[5].content_width == len("bye H R1")
            await pilot.press("end")
            await pilot.pause()
            assert "bye H R1" in shown_lines(players)[-1]

    asyncio.run(run())


def test_a_cell_changed_draws_its_row_again_and_no_other():
    """The same lines as Textual's DataTable after the same changes, and every other
    row in view drawn from what was drawn before (the very same line)."""
    app = Lists(60)

    async def run() -> None:
        async with app.run_test(size=(160, 60)) as pilot:
            await _settled(app, pilot)
            ours = app.query_one("#ours", ListTable)
            theirs = app.query_one("#theirs", DataTable)
            lines = range(ours.header_height, ours.size.height)
            before = {y: ours.render_line(y) for y in lines}
            for table in (ours, theirs):
                table.update_cell("3", table.ordered_columns[1].key, Text("Changed, Carl"))
                table.update_cell("5", table.ordered_columns[5].key,
                                  Text("1", justify="right"))
            await pilot.pause()
            for y in range(ours.size.height):
                assert ours.render_line(y).text == theirs.render_line(y).text, y
            assert "Changed, Carl" in shown_lines(ours)[ours.header_height + 3]
            changed = {ours.header_height + 3, ours.header_height + 5}
            assert "Changed, Carl" in ours.render_line(ours.header_height + 3).text
            assert [y for y in lines if ours.render_line(y) is not before[y]] == sorted(changed)
            # a wider cell is measured again: Textual's way, the column widened
            ours.update_cell("7", ours.ordered_columns[1].key, Text("W" * 40), update_width=True)
            theirs.update_cell("7", theirs.ordered_columns[1].key, Text("W" * 40),
                               update_width=True)
            await pilot.pause()
            assert ours.ordered_columns[1].content_width == 40
            for y in range(ours.size.height):
                assert ours.render_line(y).text == theirs.render_line(y).text, y

    asyncio.run(run())


def test_rows_added_below_keep_the_rows_drawn_and_a_wider_one_draws_them_again():
    """Rows added in steps are drawn as Textual draws them; those in view are not drawn
    again for rows added below them, unless a new row widens a column."""
    app = Lists(40)

    async def run() -> None:
        async with app.run_test(size=(160, 30)) as pilot:
            await _settled(app, pilot)
            ours = app.query_one("#ours", ListTable)
            theirs = app.query_one("#theirs", DataTable)
            lines = range(ours.size.height)
            before = {y: ours.render_line(y) for y in lines}

            def add(start: int, count: int, wide: bool = False) -> None:
                keys = [str(index) for index in range(start, start + count)]

                def row(index: int) -> list[Text]:
                    cells = app.row((start + index) % 40)  # no column wider
                    return cells[:1] + [Text("W" * 30)] + cells[2:] if wide else cells

                ours.add_rows_in_steps(keys, row)
                for index, key in enumerate(keys):
                    theirs.add_row(*row(index), key=key)

            add(40, FIRST + 30)
            while ours.row_count < 40 + FIRST + 30:
                await pilot.pause()
            await pilot.pause()
            assert [y for y in lines if ours.render_line(y) is not before[y]] == []
            assert ours.virtual_size == theirs.virtual_size
            await pilot.press("end")
            theirs.move_cursor(row=ours.cursor_row)
            await pilot.pause()
            assert [ours.render_line(y).text for y in lines] == [
                theirs.render_line(y).text for y in lines]
            shown = {y: ours.render_line(y) for y in lines}
            add(40 + FIRST + 30, 3, wide=True)
            await _settled(app, pilot)
            while ours.row_count < 40 + FIRST + 33:
                await pilot.pause()
            await pilot.pause()
            assert ours.ordered_columns[1].content_width == 30
            assert all(ours.render_line(y) is not shown[y] for y in lines)
            theirs.move_cursor(row=ours.cursor_row)
            await pilot.pause()
            assert [ours.render_line(y).text for y in lines] == [
                theirs.render_line(y).text for y in lines]

    asyncio.run(run())


def _opened_and_listed(tmp_path, check) -> None:
    """Open the club sample, wait for its start list filled, then ``check(app)``."""
    path = tmp_path / "club.toml"
    shutil.copy(SAMPLES / "club-swiss.toml", path)
    app = CardtableApp(path)

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(app, pilot)
            players = app.screen.query_one(StartList)
            while players.row_count < len(app.tournament.players):
                await pilot.pause()
            await pilot.pause()
            check(app)

    asyncio.run(run())


def test_an_opened_file_is_kept_apart_from_full_collections(tmp_path, monkeypatch):
    """Once the start list of the file opened is filled, its players are out of the
    garbage collector's full collections (a full collection walked a million objects at
    10 000 players): a large file's (the sample's 24 players counted as many here)."""
    monkeypatch.setattr(start_list, "KEPT_FROM", 24)

    def check(app) -> None:
        assert gc.get_freeze_count() > 0
        player = app.tournament.players[0]
        assert gc.is_tracked(player) and not any(o is player for o in gc.get_objects())

    _opened_and_listed(tmp_path, check)


def test_a_small_file_is_not_kept_apart_from_full_collections(tmp_path):
    """A small tournament (fewer than ``KEPT_FROM`` players) is never frozen: its
    collections are quick, and what a freeze keeps stays until the program ends."""

    def check(app) -> None:
        assert gc.get_freeze_count() == 0

    _opened_and_listed(tmp_path, check)


def test_a_list_that_leaves_the_screen_lets_go_of_its_rows():
    """The rows of a list removed (its screen closed) are freed at once, not left to a
    full collection of the garbage collector with the widget (the rows out of view:
    Textual's caches of the rows drawn are its own)."""
    app = Lists(300)

    async def run() -> None:
        async with app.run_test(size=(120, 30)) as pilot:
            await _settled(app, pilot)
            ours = app.query_one("#ours", ListTable)
            cell = ours.get_row_at(250)[1]  # never in view
            assert isinstance(cell, Text) and sys.getrefcount(cell) > 2  # the list's too
            gc.disable()
            try:
                await ours.remove()
                await pilot.pause()
                assert sys.getrefcount(cell) == 2  # this test's alone (and the call's)
            finally:
                gc.enable()

    asyncio.run(run())
