"""A :class:`~cardtable.formats.tables.Table` as CSV: one header row, then the rows
(comma separated, quoted where needed, UTF-8); a cell a spreadsheet would run as a
formula is written as text (``'=...``)."""

from __future__ import annotations

import csv
import io

from .safe_text import csv_cell
from .tables import Table


def render_csv(table: Table) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(table.header)
    writer.writerows([csv_cell(c) for c in row] for row in table.rows)
    return out.getvalue()
