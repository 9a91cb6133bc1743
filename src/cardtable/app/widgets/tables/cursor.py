"""The number a DataTable's row under the cursor was keyed with (a start list by
pairing number, a board list by board number)."""

from __future__ import annotations

from textual.coordinate import Coordinate
from textual.widgets import DataTable
from textual.widgets.data_table import CellType


def cursor_number(table: DataTable[CellType]) -> int | None:
    """The number of the row under the cursor (rows added with ``key=str(number)``);
    None when the cursor is on no row."""
    if not 0 <= table.cursor_row < table.row_count:
        return None
    key = table.coordinate_to_cell_key(Coordinate(table.cursor_row, 0)).row_key.value
    return None if key is None else int(key)
