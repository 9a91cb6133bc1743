"""The header every printed page shares: the tournament, its place and dates, the chief
arbiter and how many rounds are played of how many."""

from __future__ import annotations

from html import escape

from ...model.player import Player
from ...model.tournament import Tournament


def header(tournament: Tournament, line: str) -> str:
    """The lines under the heading: place and dates, chief arbiter, then ``line``
    (e.g. "Round 3 of 5"). Empty fields are left out."""
    s = tournament.settings
    dates = " – ".join(d for d in (s.start_date, s.end_date) if d)
    where = ", ".join(part for part in (s.place, dates) if part)
    parts = [where, f"Chief arbiter: {s.chief_arbiter}" if s.chief_arbiter else "", line]
    return '<p class="subtitle">' + "<br>".join(escape(p) for p in parts if p) + "</p>"


def rounds_line(tournament: Tournament, played: int) -> str:
    """"after round 3 of 5" (or "of 5" left out when the number is not set)."""
    total = f" of {tournament.settings.rounds}" if tournament.settings.rounds else ""
    return f"after round {played}{total}"


def titled(player: Player) -> str:
    """A name with its FIDE title in front: ``GM Carlsen, Magnus``."""
    return f"{player.title} {player.name}" if player.title else player.name


def rating(player: Player) -> str:
    return str(player.rating) if player.rating else ""
