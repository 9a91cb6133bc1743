"""The start list: pairing number, title, name, rating, federation, club, FIDE id."""

from __future__ import annotations

from ...model import Tournament
from ..html import document, table_element
from ..tables import Table
from .header import header, rating


def startlist_page(tournament: Tournament) -> str:
    """Every player by pairing (start) number."""
    rows = tuple((str(p.start_no), p.title, p.name, rating(p), p.federation, p.club,
                  str(p.fide_id or "")) for p in sorted(tournament.players,
                                                       key=lambda p: p.start_no))
    table = Table("", "", ("No", "Title", "Name", "Rtg", "Fed", "Club", "FIDE ID"), rows,
                  (True, False, False, True, False, False, True))
    line = f"{len(rows)} players" + (f", {tournament.settings.rounds} rounds"
                                     if tournament.settings.rounds else "")
    return document(f"{tournament.settings.name} — start list",
                    header(tournament, line) + "\n" + table_element(table))
