"""Berger tables (C.05 Annex 1) and the schedule of a single or double round robin.

The table is built by the manual procedure of the Berger-table document, which gives the
same tables as the C program printed there and as FIDE's published tables:

a. The highest number N stays on board 1, with Black in odd rounds and White in even
   rounds.
b. In round 1 number 1 plays N with White; the following boards get the next numbers
   in rising order with White (after N−1 comes 1 again).
c. On the last board the next number has Black; from there the Black numbers rise going
   back up the boards.
d. In every later round the player who had Black on the last board plays on board 1.

For an odd number of players n the table of N = n + 1 is used: the player drawn
against N is free that round (C.05 Annex 1; the Berger-table document: *spielfrei*).
"""

from __future__ import annotations

from dataclasses import dataclass

Board = tuple[int, int]  # (white, black) by Berger number


def table_size(players: int) -> int:
    """N: the number of players rounded up to even (the table of n + 1 for odd n)."""
    if players < 3:
        raise ValueError(f"a round robin needs at least 3 players, not {players}")
    return players + players % 2


@dataclass(frozen=True, slots=True)
class TableRound:
    """One row of the Berger table: the round's boards in board order, and the
    player who plays the fixed number N on board 1 (rule d)."""

    number: int
    leader: int
    boards: tuple[Board, ...]


@dataclass(frozen=True, slots=True)
class BergerTable:
    """The Berger table for ``players`` players, of size N (even)."""

    players: int
    size: int
    rounds: tuple[TableRound, ...]

    def round(self, number: int) -> TableRound:
        return self.rounds[number - 1]


def berger_table(players: int) -> BergerTable:
    """The Berger table for ``players`` (>= 3) by the manual procedure a–d above."""
    size = table_size(players)
    rotating = size - 1  # numbers 1..N−1 rotate, N stays on board 1
    rounds = []
    leader = 1
    for number in range(1, size):
        # the numbers in rising order from the leader, after N−1 coming 1 again (b, c)
        order = [(leader - 1 + i) % rotating + 1 for i in range(rotating)]
        first = (order[0], size) if number % 2 else (size, order[0])  # rule a
        others = tuple((order[b - 1], order[size - b]) for b in range(2, size // 2 + 1))
        rounds.append(TableRound(number, leader, (first, *others)))
        leader = order[size // 2]  # Black on the last board leads the next round (d)
    return BergerTable(players, size, tuple(rounds))


@dataclass(frozen=True, slots=True)
class ScheduledRound:
    """A tournament round and the table row it comes from. ``reversed`` is True in the
    second cycle of a double round robin (colours reversed); ``swapped`` marks the two
    last rounds of the first cycle, played in exchanged order."""

    number: int
    table_round: int
    cycle: int
    reversed: bool
    swapped: bool
    boards: tuple[Board, ...]


def schedule(players: int, double: bool = False) -> tuple[ScheduledRound, ...]:
    """All rounds of a single or double round robin.

    Double round robin (C.05 Annex 1; the Berger-table document, note 7): the first
    cycle is the table with its last two rounds swapped, which keeps anyone from having
    the same colour three times in a row where the cycles meet; the second cycle is the
    whole table again, in its original order, with colours reversed."""
    table = berger_table(players)
    last = table.size - 1
    out = []
    for row in table.rounds:
        number = row.number
        swapped = double and number >= last - 1
        if swapped:
            number = 2 * last - 1 - number  # N−2 <-> N−1
        out.append(ScheduledRound(number, row.number, 1, False, swapped, row.boards))
    out.sort(key=lambda r: r.number)
    if double:
        out.extend(
            ScheduledRound(last + row.number, row.number, 2, True, False,
                           tuple((black, white) for white, black in row.boards))
            for row in table.rounds
        )
    return tuple(out)


def rounds_in(players: int, double: bool = False) -> int:
    """How many rounds the table fixes: N − 1 per cycle."""
    return (table_size(players) - 1) * (2 if double else 1)
