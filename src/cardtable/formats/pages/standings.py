"""The standings for the notice board: a header, title, rating and federation beside
each name, and a legend naming every tie-break used (C.07 art. 7 lists them; the legend
gives each code with its name in words)."""

from __future__ import annotations

from html import escape

from ...model.tournament import Tournament
from ...tiebreaks.standings import Standings
from ...tiebreaks.codes import TieBreakCode
from ...tiebreaks.footnotes import MARK, pab_footnote
from ...tiebreaks.numbers import format_number
from ...tiebreaks.registry import definition
from ..html import document, table_element
from ..tables import Table, standings_notes
from .crosstable import status
from .header import header, rating, rounds_line


def legend(table: Standings) -> str:
    """``<dl>`` of the tie-breaks in their order: code, then its name (C.07) and what
    its modifiers do (``BH/C1``: Buchholz without the lowest opponent's score)."""
    items = "".join(f"<dt>{escape(code.name)}</dt><dd>{escape(describe(code))}</dd>"
                    for code in table.codes)
    return f'<dl class="legend"><dt>Pts</dt><dd>Points</dd>{items}</dl>'


def describe(code: TieBreakCode) -> str:
    """The tie-break's name and, in words, its modifiers (C.07 art. 14): ``Buchholz,
    cut 1: the lowest value left out``; a code that could take a cut and has none says
    that every round counts."""
    words = [definition(code).title]
    if code.cut:
        words.append(f"cut {code.cut}: the {_lowest(code.cut)} left out (C.07 art. 14.1)")
    elif code.median:
        words.append(f"median {code.median}: the {_lowest(code.median)} and the "
                     f"{_lowest(code.median).replace('lowest', 'highest')} left out "
                     f"(C.07 art. 14.3)")
    elif "C" in definition(code).modifiers:
        words.append("no cut: every round counts")
    if code.forfeits_as_games:
        words.append("forfeits counted as games against the scheduled opponent")
    if code.fore:
        words.append("over Fore Buchholz")
    if code.limit:
        words.append(f"the Koya limit moved by {code.limit:+d} half point(s) (C.07 art. 14.5)")
    return ", ".join(words)


def _lowest(n: int) -> str:
    return "lowest value" if n == 1 else f"{n} lowest values"


def standings_page(tournament: Tournament, table: Standings) -> str:
    """Rank, number, title, name (a withdrawn player or a late entry marked, and the
    PAB footnote's mark), rating, federation, points, the tie-breaks."""
    footnote = pab_footnote(table)
    marked = set(footnote.players) if footnote else set()
    rows = []
    for row in table.rows:
        p = tournament.player(row.start_no)
        name = p.name + (f" ({status(p)})" if status(p) else "")
        name += f" {MARK}" if p.start_no in marked else ""
        rows.append((str(row.rank), str(p.start_no), p.title, name, rating(p),
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
