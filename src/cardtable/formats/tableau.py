"""The tableau of the Berger-table document: the crosstable of a round robin with points,
wins, Sonneborn-Berger and rank, one line per player in start-number order.

    Nr.  Name  1  2 … n  P  S  FW  Rang

Each cell holds the player's result against that opponent: ``1``, ``½``, ``0``, or
``+``/``-`` for a game won or lost by forfeit (C.05 art. 8.2); empty on the diagonal and
while the game is not played. A double round robin has two columns per opponent (the
Berger-table document): the result with White (``1w``) and with Black (``1b``). Points
and Sonneborn-Berger are written with ¼ ½ ¾. The values come from the standings (the
tie-break package); this module only lays them out."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable, Protocol

from ..model.colour import Colour
from ..model.results import Outcome
from ..model.tournament import Tournament
from ..model.history import round_entries

_SYMBOL = {Outcome.WIN: "1", Outcome.DRAW: "½", Outcome.LOSS: "0",
           Outcome.FORFEIT_WIN: "+", Outcome.FORFEIT_LOSS: "-"}
_QUARTERS = {Fraction(0): "", Fraction(1, 4): "¼", Fraction(1, 2): "½",
             Fraction(3, 4): "¾"}


class StandingsRow(Protocol):
    """What the tableau needs from a row of the standings."""

    start_no: int
    points: Fraction
    wins: int
    sb: Fraction
    rank: int


@dataclass(frozen=True, slots=True)
class TableauRow:
    """One player's values for the tableau: points (P), wins (S), Sonneborn-Berger
    (FW), rank, and Koya when asked for."""

    start_no: int
    points: Fraction
    wins: int
    sb: Fraction
    rank: int
    koya: Fraction | None = None


def quarters(value: Fraction) -> str:
    """``Fraction(73, 4)`` as ``18¼``; other fractions as a decimal."""
    whole, rest = divmod(Fraction(value), 1)
    if rest in _QUARTERS:
        return (str(whole) if whole or not rest else "") + _QUARTERS[rest]
    return f"{float(value):g}"


def crosstable(tournament: Tournament) -> dict[tuple[int, int, Colour | None], str]:
    """Every result by (player, opponent, player's colour): ``1 ½ 0 + -``, or ``""``
    for a game published without a result."""
    cells: dict[tuple[int, int, Colour | None], str] = {}
    for rnd in tournament.paired_rounds:
        for start_no, entry in round_entries(tournament, rnd.number).items():
            if entry.opponent is not None:
                symbol = _SYMBOL[entry.outcome] if entry.outcome is not None else ""
                cells[(start_no, entry.opponent, entry.colour)] = symbol
    return cells


def tableau_text(tournament: Tournament, standings_rows: Iterable[StandingsRow]) -> str:
    """The tableau as tab-separated lines, as in the Berger-table document. A ``Koya``
    column is added before ``Rang`` when the rows carry a ``koya`` value."""
    rows = {row.start_no: row for row in standings_rows}
    numbers = [p.start_no for p in tournament.players]
    double = tournament.settings.double_round_robin
    koya = any(getattr(row, "koya", None) is not None for row in rows.values())
    columns = ([f"{j}{c}" for j in numbers for c in ("w", "b")] if double
               else [str(j) for j in numbers])
    header = ["Nr.", "Name", *columns, "P", "S", "FW", *(["Koya"] if koya else []), "Rang"]
    cells = crosstable(tournament)
    lines = ["\t".join(header)]
    for player in tournament.players:
        i = player.start_no
        results = []
        for j in numbers:
            if double:
                results += [cells.get((i, j, Colour.WHITE), ""),
                            cells.get((i, j, Colour.BLACK), "")]
            else:
                results.append(_single(cells, i, j))
        values = _values(rows.get(i), koya)
        lines.append("\t".join([str(i), player.name, *results, *values]))
    return "\n".join(lines) + "\n"


def _values(row: StandingsRow | None, koya: bool) -> list[str]:
    """P, S, FW, (Koya,) Rang of one row; empty for a player without a row."""
    if row is None:
        return [""] * (5 if koya else 4)
    values = [quarters(row.points), str(row.wins), quarters(row.sb)]
    if koya:
        value = getattr(row, "koya", None)
        values.append("" if value is None else quarters(value))
    return values + [f"{row.rank}."]


def _single(cells: dict[tuple[int, int, Colour | None], str], i: int, j: int) -> str:
    for colour in (Colour.WHITE, Colour.BLACK, None):
        if (i, j, colour) in cells:
            return cells[(i, j, colour)]
    return ""
