"""The printed pages of a team competition (C.04.6): the pairings of a round as its
matches, each with its board line-ups (board by board the two players, the colours and
the result), and a table of the teams under the page header (the team standings, the
crosstable of matches). The matches and tables are made by the team system
(the team competition's role, :mod:`cardtable.systems.competition`); every name is escaped here."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from ...model.player import Player
from ...model.tournament import Tournament
from ..html import document, table_element
from ..tables import Table
from .header import header, rating, titled


@dataclass(frozen=True, slots=True)
class PrintedBoard:
    """One board of a match: its number in the match (board 1 has the first team's
    colour, C.04.6 art. 1.6), its number in the round (what ``result`` takes; None for
    a board empty on one side), the players (None: the empty seat of a short line-up,
    whose opponent wins by forfeit) and the result (empty until entered)."""

    board: int
    table: int | None
    white: Player | None
    black: Player | None
    result: str


@dataclass(frozen=True, slots=True)
class PrintedMatch:
    """A match of the round: its number, the two teams (the first has White on the
    match's first board, C.04.6 art. 1.6) with their scores before the round, the
    match score once a result is in (``2½ – 1½``, else empty) and its boards."""

    number: int
    first: str
    second: str
    score: str
    boards: tuple[PrintedBoard, ...]


def team_pairings_page(tournament: Tournament, line: str, matches: tuple[PrintedMatch, ...],
                       others: tuple[tuple[str, str], ...]) -> str:
    """Each match as a heading (``Match 2: 3 Rooks (4) – 1 Knights (4)``, the score
    once entered) and its boards: board, White (number, title and name, rating),
    result, Black, the board's number in the round (its table); then ``others``: the teams without a match (team, why: the PAB, a
    bye, not paired)."""
    parts = [header(tournament, line)]
    for match in matches:
        score = f" · {match.score}" if match.score else ""
        title = f"Match {match.number}: {match.first} – {match.second}{score}"
        parts.append(f'<h2 class="match">{escape(title)}</h2>')
        rows = []
        for b in match.boards:
            (w_no, w_name, w_rtg), (b_no, b_name, b_rtg) = _seat(b.white), _seat(b.black)
            rows.append((str(b.board), w_no, w_name, w_rtg, b.result, b_name, b_rtg, b_no,
                         "" if b.table is None else str(b.table)))
        parts.append(table_element(Table("", "", ("Board", "No", "White", "Rtg", "Result",
                                                  "Black", "Rtg", "No", "Table"), tuple(rows),
                                         (True, True, False, True, False, False, True,
                                          True, True))))
    if others:
        parts.append('<h2 class="match">Without a match</h2>')
        parts.append(table_element(Table("", "", ("Team", "Round"), others, (False, False))))
    return document(f"{tournament.settings.name} — team pairings", "\n".join(parts))


def _seat(player: Player | None) -> tuple[str, str, str]:
    """Number, title and name, rating of a board's player; an empty seat says so."""
    if player is None:
        return "", "(empty board)", ""
    return str(player.start_no), titled(player), rating(player)


def team_table_page(tournament: Tournament, table: Table, line: str) -> str:
    """A table of the teams (standings, crosstable of matches) under the page header
    (``line``: what it is, e.g. "Team standings after round 3 of 7"), its notes
    below."""
    notes = "".join(f'<p class="note">{escape(n)}</p>' for n in table.notes)
    return document(table.title, "\n".join((header(tournament, line), table_element(table),
                                            notes)), wide=len(table.header) > 14)
