"""The start list: pairing number, title, name, rating, federation, club, FIDE id."""

from __future__ import annotations

from html import escape

from ...model.tournament import Tournament
from ...model.events import EventKind
from ...model.roster import provisional_words
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
                    header(tournament, line) + "\n" + table_element(table)
                    + renumbering_notes(tournament))


def renumbering_notes(tournament: Tournament) -> str:
    """The late entries' provisional numbers (C.04.2 art. 2.4), and the pairing numbers
    that changed after they were posted (art. 2.5), from the integrity log: a sheet
    posted before says other numbers."""
    changed = [e for e in tournament.log if e.kind is EventKind.NUMBERS_REASSIGNED]
    provisional = [p.start_no for p in tournament.players if p.provisional]
    return ("".join(f'\n<p class="note">{escape(_capital(provisional_words(tournament, n)))}.'
                    f"</p>" for n in provisional)
            + "".join(f'\n<p class="note">Numbers changed after round {e.round}: '
                      f"{escape(e.text)}.</p>" for e in changed))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
