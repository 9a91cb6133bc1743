"""What a round-robin pairing did, step by step, for the walkthrough: which row of the
Berger table a round comes from, where each board comes from, and why the colours.

Plain frozen records, each with a ``kind`` and the ``article`` that decides it, and a
``text`` sentence as an arbiter would say it."""

from __future__ import annotations

from dataclasses import dataclass

ANNEX_1 = "C.05 Annex 1"
WITHDRAWAL = "C.05 art. 8.2"


@dataclass(frozen=True, slots=True)
class TableRowUsed:
    """The round is row ``table_round`` of the Berger table of size ``table_size``."""

    round: int
    table_size: int
    table_round: int
    leader: int
    cycle: int
    reversed: bool
    swapped: bool
    kind: str = "table row"
    article: str = ANNEX_1

    @property
    def text(self) -> str:
        how = ("number 1 begins" if self.table_round == 1 else
               "he had Black on the last board of the row before")
        said = (f"Round {self.round}: row {self.table_round} of the Berger table for "
                f"{self.table_size} players; {self.leader} plays {self.table_size} on "
                f"board 1 ({how})")
        if self.swapped:
            said += ("; the last two rows of the first cycle are played in exchanged "
                     "order, so that nobody has the same colour three times in a row "
                     "where the cycles meet (the round robin with Berger tables, note 7)")
        if self.reversed:
            said += f"; cycle {self.cycle}: the whole table again with colours reversed"
        return said


@dataclass(frozen=True, slots=True)
class BoardFromTable:
    """Table board ``table_board`` gives ``white`` – ``black``; ``board`` is the board
    it is published on (None when no game is played there)."""

    round: int
    table_board: int
    board: int | None
    white: int
    black: int
    colour_reason: str
    kind: str = "board"
    article: str = ANNEX_1

    @property
    def text(self) -> str:
        where = (f"board {self.board}" if self.board is not None else "no board")
        return (f"Table board {self.table_board}: {self.white} – {self.black} "
                f"({where}). {self.colour_reason}")


@dataclass(frozen=True, slots=True)
class FreeRound:
    """``player`` has no game this round: his opponent in the table is the number
    N = n + 1 of an odd table, or a withdrawn player whose results were removed."""

    round: int
    player: int
    table_opponent: int
    reason: str
    kind: str = "free"
    article: str = ANNEX_1

    @property
    def text(self) -> str:
        return f"{self.player} is free (spielfrei) in round {self.round}: {self.reason}"


@dataclass(frozen=True, slots=True)
class ForfeitScheduled:
    """``player`` has withdrawn after playing at least half of his games: his game of
    this round is published as lost by forfeit."""

    round: int
    board: int
    player: int
    opponent: int
    kind: str = "forfeit"
    article: str = WITHDRAWAL

    @property
    def text(self) -> str:
        return (f"Board {self.board}: {self.player} has withdrawn after playing at least "
                f"half of his games; his game against {self.opponent} is lost by "
                f"forfeit (−/+)")


Step = TableRowUsed | BoardFromTable | FreeRound | ForfeitScheduled


@dataclass(frozen=True, slots=True)
class RoundRobinTrace:
    """The steps of one round-robin pairing, in order."""

    round: int
    steps: tuple[Step, ...]

    def lines(self) -> list[str]:
        return [step.text for step in self.steps]


def colour_reason(table_board: int, table_round: int, leader: int, size: int,
                  board: tuple[int, int], reversed_: bool) -> str:
    """Why White and Black on a table board (the manual procedure of seed 001);
    ``board`` is (white, black) as the table row gives it, before any reversal."""
    white, black = board
    if table_board == 1:
        parity = "odd" if table_round % 2 else "even"
        reason = (f"Board 1: the highest number {size} stays on board 1, with Black in odd "
                  f"rows and White in even rows; row {table_round} is {parity}: "
                  f"{white} White, {black} Black.")
    else:
        reason = (f"Board {table_board}: counting on from {leader} in rising order (after "
                  f"{size - 1} comes 1), the {_nth(table_board - 1)} number, {white}, has "
                  f"White; Black goes to the {_nth(size - table_board)}, {black}, counted "
                  f"back up from the last board.")
    if reversed_:
        reason += (f" Second cycle: the colours of the table are reversed: {black} White, "
                   f"{white} Black.")
    return reason


def _nth(k: int) -> str:
    suffix = "th" if 10 <= k % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")
    return f"{k}{suffix}"
