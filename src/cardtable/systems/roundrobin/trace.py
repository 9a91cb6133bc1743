"""What a round-robin pairing did, step by step, for ``explain`` and the walkthrough:
which row of the Berger table a round comes from, where each board comes from, and why
the colours. Each is a step of :mod:`.steps` (``table-row``, ``board``, ``free``,
``forfeit``) with the ``article`` that decides it and a ``text`` sentence as an arbiter
would say it."""

from __future__ import annotations

from .steps import BergerBoardStep, BergerRowStep, ForfeitStep, FreeStep

ANNEX_1 = "C.05 Annex 1"
WITHDRAWAL = "C.05 art. 8.2"


def table_row(round_no: int, table_size: int, table_round: int, leader: int, cycle: int,
              reversed_: bool, swapped: bool) -> BergerRowStep:
    """The round is row ``table_round`` of the Berger table of size ``table_size``."""
    how = ("number 1 begins" if table_round == 1 else
           f"{leader} had Black on the last board of the row before")
    said = (f"Round {round_no}: row {table_round} of the Berger table for "
            f"{table_size} players; {leader} plays {table_size} on "
            f"board 1 ({how})")
    if swapped:
        said += ("; the last two rows of the first cycle are played in exchanged "
                 "order, so that nobody has the same colour three times in a row "
                 "where the cycles meet (the round robin with Berger tables, note 7)")
    if reversed_:
        said += f"; cycle {cycle}: the whole table again with colours reversed"
    return BergerRowStep(ANNEX_1, said, table_size, table_round, cycle, round_no, leader,
                         reversed_, swapped)


def board_from_table(round_no: int, table_board: int, board: int | None, white: int,
                     black: int, colour_reason: str) -> BergerBoardStep:
    """Table board ``table_board`` gives ``white`` – ``black``; ``board`` is the board
    it is published on (None when no game is played there)."""
    game = f"{white} – {black}"
    said = (f"Board {board}: {game}" if board == table_board else
            f"Table board {table_board}: {game}, no game on it" if board is None else
            f"Table board {table_board}: {game}, played on board {board}")
    return BergerBoardStep(ANNEX_1, f"{said}: {colour_reason}", table_board, board,
                           white, black, round_no, colour_reason)


def free_round(round_no: int, player: int, table_opponent: int, reason: str,
               article: str = ANNEX_1) -> FreeStep:
    """``player`` has no game this round: their opponent in the table is the number
    N = n + 1 of an odd table, or a withdrawn player whose results were removed."""
    return FreeStep(article, f"{player} is free (spielfrei) in round {round_no}: {reason}",
                    round_no, player, table_opponent, reason)


def forfeit_scheduled(round_no: int, board: int, player: int,
                      opponent: int) -> ForfeitStep:
    """``player`` has withdrawn after playing at least half of their games: their game of
    this round is published as lost by forfeit."""
    return ForfeitStep(WITHDRAWAL, f"Board {board}: {player} has withdrawn after playing "
                                   f"at least half of their games; their game against "
                                   f"{opponent} is lost by forfeit (−/+)", round_no, board,
                       player, opponent)


def colour_reason(table_board: int, table_round: int, leader: int, size: int,
                  board: tuple[int, int], reversed_: bool) -> str:
    """Why White and Black on a table board (the manual procedure of the Berger-table
    document); ``board`` is (white, black) as the table row gives it, before any
    reversal."""
    white, black = board
    if table_board == 1:
        parity = "odd" if table_round % 2 else "even"
        reason = (f"the highest number, {size}, stays on table board 1, with Black in odd "
                  f"rows and White in even rows; row {table_round} is {parity}: "
                  f"{white} White, {black} Black.")
    else:
        # the numbers after the leader, rising, after N−1 coming 1 again: White goes
        # down the boards in that order, Black back up from the last board
        after = " ".join(str((leader - 1 + i) % (size - 1) + 1) for i in range(1, size - 1))
        nth = _nth(table_board - 1)
        reason = (f"after {leader} come {after} (rising, after {size - 1} comes 1); table "
                  f"board {table_board} takes the {nth} of them, {white}, with White and "
                  f"the {nth} from the end, {black}, with Black.")
    if reversed_:
        reason += (f" Second cycle: the colours of the table are reversed: {black} White, "
                   f"{white} Black.")
    return reason


def _nth(k: int) -> str:
    suffix = "th" if 10 <= k % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")
    return f"{k}{suffix}"
