"""The crosstable (wall chart) for printing: the table of
:func:`cardtable.formats.tables.crosstable` under a header, with withdrawn players
marked with the round after which they left and late entries with the round they
joined in."""

from __future__ import annotations

from html import escape

from ...model.player import Player
from ...model.tournament import Tournament
from ..html import document, table_element
from ..tables import Table
from .header import header


def status(player: Player) -> str:
    """"withdrawn after round 3", "late entry, from round 2", or empty."""
    marks = []
    if player.joins_in is not None and player.joins_in > 1:
        marks.append(f"late entry, from round {player.joins_in}")
    if player.withdrawn_after is not None:
        marks.append(f"withdrawn after round {player.withdrawn_after}")
    return "; ".join(marks)


def crosstable_page(tournament: Tournament, table: Table) -> str:
    """``table`` (a crosstable) with each withdrawn or late player's name marked."""
    number, name = table.header.index("No"), table.header.index("Name")
    rows = []
    for row in table.rows:
        mark = status(tournament.player(int(row[number])))
        cells = list(row)
        if mark:
            cells[name] = f"{row[name]} ({mark})"
        rows.append(tuple(cells))
    marked = Table(table.title, table.subtitle, table.header, tuple(rows), table.numeric,
                   table.notes)
    notes = "".join(f'<p class="note">{escape(n)}</p>' for n in table.notes)
    body = "\n".join((header(tournament, f"Crosstable {table.subtitle}"),
                      table_element(marked), notes))
    return document(table.title, body, wide=len(table.header) > 10)
