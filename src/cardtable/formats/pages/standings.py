"""The standings for the notice board: a header, title, rating and federation beside
each name, and a legend naming every tie-break used (C.07 art. 7 lists them; the legend
gives each code with its name in words)."""

from __future__ import annotations

from html import escape

from ...model import Tournament
from ...tiebreaks import Standings
from ...tiebreaks.numbers import format_number
from ...tiebreaks.registry import definition
from ..html import document, table_element
from ..tables import Table, standings_notes
from .header import header, rating, rounds_line


def legend(table: Standings) -> str:
    """``<dl>`` of the tie-breaks in their order: code, then its name (C.07)."""
    items = "".join(f"<dt>{escape(code.name)}</dt><dd>{escape(definition(code).title)}</dd>"
                    for code in table.codes)
    return f'<dl class="legend"><dt>Pts</dt><dd>Points</dd>{items}</dl>'


def standings_page(tournament: Tournament, table: Standings) -> str:
    """Rank, number, title, name, rating, federation, points, the tie-breaks."""
    rows = []
    for row in table.rows:
        p = tournament.player(row.start_no)
        rows.append((str(row.rank), str(p.start_no), p.title, p.name, rating(p),
                     p.federation, format_number(row.points, 1),
                     *(format_number(row.values[c.name], definition(c).decimals)
                       for c in table.codes)))
    printed = Table("", "", ("Rank", "No", "Title", "Name", "Rtg", "Fed", "Pts",
                             *table.code_names), tuple(rows),
                    (True, True, False, False, True, False, True, *([True] * len(table.codes))))
    body = "\n".join((header(tournament, "Standings " + rounds_line(tournament,
                                                                    table.after_round)),
                      table_element(printed), legend(table),
                      *(f'<p class="note">{escape(n)}</p>' for n in standings_notes(table))))
    return document(f"{tournament.settings.name} — standings", body,
                    wide=len(printed.header) > 14)
