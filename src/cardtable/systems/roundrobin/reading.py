"""``explain --player`` and ``--why`` for a round robin, read from its trace: the row of
the Berger table the round is (``table-row``), the table boards (``board``), the
players free that round (``free``), the games lost by forfeit (``forfeit``) and the
players the round leaves out (``outside``). The table fixes everything (C.05 Annex 1):
each answer names the row and the table board that decide it."""

from __future__ import annotations

from ...trace.steps import Trace
from ...trace.query import QueryError, not_paired
from ..berger import berger_table
from .steps import BergerBoardStep, BergerRowStep, ForfeitStep, FreeStep


def _row(trace: Trace) -> str:
    """Which row of which table the round is."""
    row = trace.of_type(BergerRowStep)[0]
    cycle = (f" (cycle {row.cycle}, colours reversed)" if row.reversed else
             f" (cycle {row.cycle})" if row.cycle > 1 else "")
    return f"row {row.table_round} of the Berger table for {row.table_size} players{cycle}"


def _board(trace: Trace, player: int) -> BergerBoardStep:
    """The table board of ``player`` (QueryError when the table leaves them out)."""
    for step in trace.of_type(BergerBoardStep):
        if player in (step.white, step.black):
            return step
    raise not_paired(trace, player)


def _placed(step: BergerBoardStep, player: int) -> str:
    """The player's colour and opponent on their table board."""
    white = step.white == player
    return f"{'White' if white else 'Black'} against {step.black if white else step.white}"


def player_path(trace: Trace, player: int) -> list[str]:
    """The row of the table, the player's table board with opponent and colour and the
    board it is published on; or the table's bye (a free round); a game lost by
    forfeit."""
    step = _board(trace, player)
    lines = [f"Player {player}", f"Round {trace.round}: {_row(trace)} [{step.article}]"]
    free = [s for s in trace.of_type(FreeStep) if s.player == player]
    if free:
        lines.append(f"No game: table board {step.table_board} puts {player} "
                     f"{_placed(step, player)}, so {player} has the table's bye, without points "
                     f"(published as a zero-point bye, Z)")
        return lines + [f"{s.text} [{s.article}]" for s in free]
    lines.append(f"Board {step.board}: {_placed(step, player)} — table board "
                 f"{step.table_board} of the row [{step.article}]")
    lines.append(f"Colours: {step.colour_reason}")
    return lines + [f"{s.text} [{s.article}]" for s in trace.of_type(ForfeitStep)
                    if player in (s.player, s.opponent)]


def why(trace: Trace, first: int, second: int) -> list[str]:
    """Whether the row of the table pairs the two this round, and if not, which row
    does."""
    if first == second:
        raise QueryError("give two different players")
    one, other = _board(trace, first), _board(trace, second)
    if one is other:
        where = (f"published as board {one.board}" if one.board is not None
                 else "no game is played")
        return [f"{first} and {second} are paired: {_row(trace)} puts them on table board "
                f"{one.table_board}, {one.white} White, {one.black} Black; "
                f"{where} [{one.article}]",
                f"Colours: {one.colour_reason}"]
    size = trace.of_type(BergerRowStep)[0].table_size
    meets = next(r.number for r in berger_table(size).rounds
                 if any({first, second} == set(b) for b in r.boards))
    return [f"{first} and {second} are not paired in round {trace.round}: {_row(trace)} "
            f"puts {first} on table board {one.table_board} "
            f"({_placed(one, first)}) and {second} on table board "
            f"{other.table_board} "
            f"({_placed(other, second)}) [{one.article}]; they meet in row {meets} of the "
            f"table"]
