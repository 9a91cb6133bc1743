"""A :class:`~cardtable.formats.tables.Table` as CSV: one header row, then the rows
(comma separated, UTF-8, as RFC 4180 writes it: every field holding a CR, a LF, a
quote or a comma quoted, lines ending in CRLF); a cell a spreadsheet would run as a
formula, or a line of a cell, is written as text (``'=...``)."""

from __future__ import annotations

import csv
import io

from .safe_text import csv_cell
from .tables import Table


def render_csv(table: Table) -> str:
    """The table as CSV text (RFC 4180)."""
    out = io.StringIO()
    # RFC 4180: CRLF ends a record; the csv module quotes a field holding any
    # character of the line terminator, so a lone CR in a name is quoted too.
    writer = csv.writer(out, lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)
    writer.writerow(table.header)
    writer.writerows([csv_cell(c) for c in row] for row in table.rows)
    return out.getvalue()
