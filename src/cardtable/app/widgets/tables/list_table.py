"""The app's lists (start list, boards, standings, crosstable): a DataTable whose
Home and End move the row cursor to the first and the last row (Textual's own scroll
sideways only, which in a row list does nothing the user can see)."""

from __future__ import annotations

from textual.binding import Binding
from textual.widgets import DataTable


class ListTable(DataTable):
    """A DataTable of rows; Home and End go to the first and the last row."""

    BINDINGS = [Binding("home", "scroll_top", "First row", show=False),
                Binding("end", "scroll_bottom", "Last row", show=False)]
