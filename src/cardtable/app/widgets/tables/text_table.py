"""A printable table of the core (:class:`cardtable.formats.tables.Table`: standings, the
crosstable, the round-robin tableau) as a DataTable, numbers right-aligned, each row
keyed by the player's number so that a row leads to their card."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.text import Text

from cardtable.model.roster import PROVISIONAL_MARK
from .list_table import ListTable

if TYPE_CHECKING:  # the tables' modules are the standings' (not on the first screen)
    from cardtable.formats.tables import Table

#: The column that holds the player's number in the core's tables.
NUMBER = "No"
#: The last column kept in view when the table scrolls sideways: who the row is.
NAME = "Name"


class TextTable(ListTable):
    """Rows of a core table; ``start_no`` of the row under the cursor. The columns up
    to the name stay in view when the table scrolls sideways."""

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)
        self._numbers: list[int | None] = []

    def show(self, table: Table, filled: Callable[[], None] | None = None) -> None:
        """The rows of ``table`` (added in steps); ``filled`` once the last is in."""
        keep = self.cursor_row
        self.clear(columns=True)
        self.fixed_columns = table.header.index(NAME) + 1 if NAME in table.header else 0
        for label, numeric in zip(table.header, table.numeric):
            self.add_column(Text(label, justify="right" if numeric else "left"), key=label)
        number = table.header.index(NUMBER) if NUMBER in table.header else None

        def cells(index: int) -> list[Text]:
            return [Text(cell, justify="right" if numeric else "left",
                         style="bold" if number is not None and not table.rows[index][number]
                         else "")
                    for cell, numeric in zip(table.rows[index], table.numeric)]

        # a row without a number (a team's line above its players, in bold) leads to no
        # card
        self._numbers = [int(row[number].rstrip(PROVISIONAL_MARK)) if row[number] else None
                         for row in table.rows] if number is not None else []
        if not table.rows:
            if filled is not None:
                filled()
            return
        # thousands of rows: in steps, keys answered in between
        self.add_rows_in_steps([str(index) for index in range(len(table.rows))], cells,
                               then=filled, cursor=min(keep, len(table.rows) - 1))

    @property
    def start_no(self) -> int | None:
        """The player of the row under the cursor."""
        if not 0 <= self.cursor_row < len(self._numbers):
            return None
        return self._numbers[self.cursor_row]
