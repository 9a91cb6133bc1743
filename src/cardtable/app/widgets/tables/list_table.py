"""The app's lists (start list, boards, standings, crosstable): a DataTable whose
Home and End move the row cursor to the first and the last row (Textual's own scroll
sideways only, which in a row list does nothing the user can see), and whose cell
changed draws its row again, not every row in view."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import zip_longest
from typing import Any, Self, TypeVar, overload

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual._two_way_dict import TwoWayDict
from textual.binding import Binding
from textual.cache import LRUCache
from textual.geometry import Region, Size
from textual.widgets import DataTable
from textual.widgets.data_table import ColumnKey, DuplicateKey, Row, RowKey

from cardtable.model.bulk import in_bulk

_Key = TypeVar("_Key", bound=tuple[Any, ...])

#: Rows added at once: a list of thousands (10 000 players, 5 000 boards) shows its
#: first screens at once ...
FIRST = 200
#: ... and takes the rest this many at a time, keys answered in between. Each step
#: draws the rows in view again (Textual's caches follow every change), so fewer,
#: larger steps fill sooner; a row's cells are measured from their text, so a step
#: of 1000 takes some tens of milliseconds (issue 36).
STEP = 1000
#: ... or this many when the caller gave the columns' widths: no row is measured, so a
#: step of 2000 takes about as long, and the start list of 10 000 players is filled in
#: five steps, not ten (some 60 ms sooner).
STEP_MEASURED = 2000


class ListTable(DataTable[str | Text]):
    """A DataTable of rows; Home and End go to the first and the last row."""

    BINDINGS = [Binding("home", "scroll_top", "First row", show=False),
                Binding("end", "scroll_bottom", "Last row", show=False)]

    _filling = 0
    """Counts the fills begun: a step of an older fill stops (the list was cleared)."""

    _drawn_size = Size(0, 0)
    """The list's own size at its last Resize (:meth:`_on_resize`)."""

    def _on_resize(self, event: events.Resize) -> None:
        """Textual's DataTable draws every row in view again at each Resize, which a
        list also gets when rows added below it change only its scrollable size: at
        each step of a fill (10 000 rows: ten times, some 35 ms each; issue 36). Here
        only a change of its own size does; a column widened by the new rows draws
        them again (:meth:`_update_dimensions`)."""
        if event.size == self._drawn_size:
            event.prevent_default()  # DataTable's handler, the only other, not called
        self._drawn_size = event.size

    def on_unmount(self) -> None:
        """Let go of the rows as the list leaves the screen (its screen closed): they
        are freed at once, the widget's reference cycles aside; left to the garbage
        collector with the widget, the rows of a closed standings or crosstable (some
        900 000 objects at 10 000 players) made a full collection of 1.5 s that fell
        on a later key (issue 36)."""
        self._filling += 1  # a fill's next step adds nothing
        self._data = {}
        self.rows = {}
        self._row_locations = TwoWayDict({})
        self._clear_caches()

    def clear(self, columns: bool = False) -> Self:
        self._filling += 1
        super().clear(columns)
        return self

    @property
    def _y_offsets(self) -> _OneLineRows:  # type: ignore[override]
        """Each line's row and line within it: every row of these lists is one line
        high, so line y is row y's first. Textual builds the list anew after each
        change (10 000 rows: a list of 10 000 at each step of a fill and each cell
        drawn again)."""
        return _OneLineRows(self)

    def _update_dimensions(self, new_rows: Iterable[RowKey]) -> None:
        """The columns widened to the new rows' cells, each measured from its text
        (:func:`cell_width`) where Textual renders every cell to measure it: the same
        widths, 10 000 rows measured in a few hundredths of a second, not two seconds
        (issue 36). Rows of their own height or with a label are Textual's to
        measure."""
        rows = [self.rows[key] for key in new_rows if key in self.rows]
        if any(row.auto_height or row.label is not None for row in rows):
            super()._update_dimensions(new_rows)
            return
        columns = self.ordered_columns
        data = self._data
        widened = False
        for row in rows:
            cells = data[row.key]
            for column in columns:
                width = cell_width(cells.get(column.key))
                if width > column.content_width:
                    column.content_width = width
                    widened = True
        if widened:  # the rows drawn so far are drawn again at the new widths
            self._update_count += 1
        header = self.header_height if self.show_header else 0
        self.virtual_size = Size(
            sum(column.get_render_width(self) for column in columns)
            + self._row_label_column_width, self._total_row_height + header)

    def update_cell(self, row_key: RowKey | str, column_key: ColumnKey | str,
                    value: str | Text, *, update_width: bool = False) -> None:
        """The cell changed and its row drawn again, alone. Textual counts every change
        as an update of the whole table, which voids all its drawn rows: each result
        entered on 5 000 boards drew the 34 rows in view again, some 100 ms a key
        (issue 36). A column measured again, or a row of its own height, is Textual's
        (the widths may change every row)."""
        row_key = RowKey(row_key) if isinstance(row_key, str) else row_key
        column_key = ColumnKey(column_key) if isinstance(column_key, str) else column_key
        row, index = self.rows.get(row_key), self._row_locations.get(row_key)
        if (update_width or row is None or index is None or row.height != 1
                or row.label is not None or self.fixed_rows
                or column_key not in self._column_locations):
            super().update_cell(row_key, column_key, value, update_width=update_width)
            return
        self._data[row_key][column_key] = value
        self._forget_row(row_key, index)

    def _forget_row(self, row_key: RowKey, index: int) -> None:
        """Drop what Textual keeps drawn of one row (its cells, its line, the
        renderables of its index) and mark its line on screen to be drawn again."""
        y = index + (self.header_height if self.show_header else 0)
        _drop(self._cell_render_cache, 0, row_key)
        _drop(self._row_render_cache, 0, row_key)
        _drop(self._row_renderable_cache, 1, index)
        _drop(self._line_cache, 0, y)
        width = max(self.size.width, self.virtual_size.width)
        self._refresh_region(Region(0, y, width, 1))

    def add_rows_in_steps(self, keys: Sequence[str], cells: Callable[[int], Sequence[Text]],
                          then: Callable[[], None] | None = None, *, cursor: int = 0,
                          widths: Sequence[int] | None = None) -> None:
        """Add a row keyed ``keys[i]`` with ``cells(i)`` for each i: :data:`FIRST` rows
        at once, the others :data:`STEP` at a time after each refresh (each row made when it is added,
        so from what holds by then); ``then`` once all are in. The cursor goes to row
        ``cursor`` in the step that adds it, unless a key moved it before: a key typed
        while the list is filled is kept (issue 36). ``widths``: each column's widest
        cell (:func:`text_width`) over the rows, when the caller has them (a row that
        changes before its step is measured by the caller, :meth:`widen`): the columns
        take them at once and no step measures its rows (10 000 rows of 8 cells: some
        80 ms less)."""
        self._filling += 1
        fill = self._filling
        if widths is not None:
            self.widen(widths)
        placed: list[int] = []  # where the cursor was left once the first rows were in

        def step(start: int, count: int) -> None:
            if fill != self._filling:
                return
            end = min(start + count, len(keys))
            with in_bulk():
                self._append_rows(keys[start:end], (cells(index) for index in range(start, end)),
                                  measured=widths is not None)
            if start <= cursor < end and (not placed or self.cursor_row == placed[0]):
                self.move_cursor(row=cursor)
            if not placed:
                placed.append(self.cursor_row)
            if end < len(keys):
                self.call_after_refresh(step, end, STEP if widths is None else STEP_MEASURED)
            elif then is not None:
                then()

        step(0, FIRST)

    def widen(self, widths: Sequence[int]) -> None:
        """Each column at least ``widths[i]`` wide (its cells' :func:`text_width`); the
        rows drawn so far drawn again when one is widened."""
        widened = False
        for column, width in zip(self.ordered_columns, widths):
            if width > column.content_width:
                column.content_width = width
                widened = True
        if widened:
            self._update_count += 1
            self._require_update_dimensions = True
            self.check_idle()

    def _append_rows(self, keys: Sequence[str], rows: Iterable[Sequence[Text]], *,
                     measured: bool = False) -> None:
        """What :meth:`DataTable.add_row` does, for many rows one line high at once:
        each row keyed, its cells stored and measured (:meth:`_update_dimensions`, when
        idle; not when ``measured``: the columns are as wide as they need already), and
        the cursor brought up to date once, not once a row (10 000 rows of 8 cells made
        beforehand: 0.03 s, against 0.15-0.18 s row by row; issue 36)."""
        columns = [column.key for column in self.ordered_columns]
        locations, data, table_rows = self._row_locations, self._data, self.rows
        was_empty = not table_rows
        for key, cells in zip(keys, rows):
            row_key = RowKey(key)
            if row_key in locations:
                raise DuplicateKey(f"The row key {row_key!r} already exists.")
            if len(cells) > len(columns):
                raise ValueError("More values provided than there are columns.")
            locations[row_key] = len(table_rows)
            data[row_key] = dict(zip_longest(columns, cells))
            table_rows[row_key] = Row(row_key, 1)
            if not measured:
                self._new_rows.add(row_key)
        self._require_update_dimensions = True
        self.cursor_coordinate = self.cursor_coordinate
        if was_empty and table_rows and columns and self.show_cursor \
                and self.cursor_type != "none":
            self._highlight_cursor()  # a cursor where there was none: said (as add_row)
        # The rows drawn so far are kept as drawn (Textual's add_row draws them all
        # again: at 10 000 players, ten times the rows in view as the list fills): new
        # rows below them change none of them; a column widened by the new rows draws
        # them again (:meth:`_update_dimensions`).
        self.check_idle()


class _OneLineRows(Sequence[tuple[RowKey, int]]):
    """The lines of a list whose rows are one line each, read from its rows."""

    def __init__(self, table: ListTable):
        self._table = table

    def __len__(self) -> int:
        return self._table.row_count

    @overload
    def __getitem__(self, y: int) -> tuple[RowKey, int]: ...

    @overload
    def __getitem__(self, y: slice) -> Sequence[tuple[RowKey, int]]: ...

    def __getitem__(self, y: int | slice) -> tuple[RowKey, int] | Sequence[tuple[RowKey, int]]:
        if isinstance(y, slice):
            return [self[index] for index in range(*y.indices(len(self)))]
        key = self._table._row_locations.get_key(y) if 0 <= y < len(self) else None
        if key is None:
            raise IndexError(y)
        return key, 0

    def clear(self) -> None:
        """Nothing kept: the rows are the table's (Textual clears the list it built)."""


def _drop(cache: LRUCache[_Key, Any], part: int, value: object) -> None:
    """Drop the entries of ``cache`` whose key has ``value`` at ``part``."""
    for key in [key for key in cache.keys() if key[part] == value]:
        cache.discard(key)


def cell_width(cell: str | Text | None) -> int:
    """The width Textual measures a cell at (its text's widest line; a string is
    markup), found from the text alone."""
    if cell is None:
        return 0
    return text_width(Text.from_markup(cell).plain if isinstance(cell, str) else cell.plain)


def text_width(plain: str) -> int:
    """The width of a cell whose text is ``plain``: its widest line."""
    if plain.isprintable():  # no line break of any kind: one line, the usual cell
        return cell_len(plain)
    return max((cell_len(line) for line in plain.splitlines()), default=0)
