"""A :class:`~cardtable.formats.tables.Table` as CSV: one header row, then the rows
(comma separated, quoted where needed, UTF-8)."""

from __future__ import annotations

import csv
import io

from .tables import Table


def render_csv(table: Table) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(table.header)
    writer.writerows(table.rows)
    return out.getvalue()
