"""``explain --player`` and ``--why`` for a round robin, read from its trace: the row of
the Berger table the round is (``table-row``), the table boards (``board``), the
players free that round (``free``), the games lost by forfeit (``forfeit``) and the
players the round leaves out (``outside``). The table fixes everything (C.05 Annex 1):
each answer names the row and the table board that decide it."""

from __future__ import annotations

from ...trace import NoteStep, Trace
from ...trace.query import QueryError, not_paired
from ..berger import berger_table


def _row(trace: Trace) -> str:
    """Which row of which table the round is."""
    data = trace.notes("table-row")[0].data
    cycle = (f" (cycle {data['cycle']}, colours reversed)" if data["reversed"] else
             f" (cycle {data['cycle']})" if data["cycle"] > 1 else "")
    return (f"row {data['table_round']} of the Berger table for {data['table_size']} "
            f"players{cycle}")


def _board(trace: Trace, player: int) -> NoteStep:
    """The table board of ``player`` (QueryError when the table leaves him out)."""
    for step in trace.notes("board"):
        if player in (step.data["white"], step.data["black"]):
            return step
    raise not_paired(trace, player)


def _placed(step: NoteStep, player: int) -> str:
    """The player's colour and opponent on his table board."""
    data = step.data
    white = data["white"] == player
    return f"{'White' if white else 'Black'} against {data['black' if white else 'white']}"


def player_path(trace: Trace, player: int) -> list[str]:
    """The row of the table, the player's table board with opponent and colour and the
    board it is published on; or the table's bye (a free round); a game lost by
    forfeit."""
    step = _board(trace, player)
    data = step.data
    lines = [f"Player {player}", f"Round {trace.round}: {_row(trace)} [{step.article}]"]
    free = [s for s in trace.notes("free") if s.data["player"] == player]
    if free:
        lines.append(f"No game: table board {data['table_board']} puts him "
                     f"{_placed(step, player)}, so he has the table's bye, without points "
                     f"(published as a zero-point bye, Z)")
        return lines + [f"{s.text} [{s.article}]" for s in free]
    lines.append(f"Board {data['board']}: {_placed(step, player)} — table board "
                 f"{data['table_board']} of the row [{step.article}]")
    lines.append(f"Colours: {data['colour_reason']}")
    return lines + [f"{s.text} [{s.article}]" for s in trace.notes("forfeit")
                    if player in (s.data["player"], s.data["opponent"])]


def why(trace: Trace, first: int, second: int) -> list[str]:
    """Whether the row of the table pairs the two this round, and if not, which row
    does."""
    if first == second:
        raise QueryError("give two different players")
    one, other = _board(trace, first), _board(trace, second)
    if one is other:
        data = one.data
        where = (f"published as board {data['board']}" if data["board"] is not None
                 else "no game is played")
        return [f"{first} and {second} are paired: {_row(trace)} puts them on table board "
                f"{data['table_board']}, {data['white']} White, {data['black']} Black; "
                f"{where} [{one.article}]",
                f"Colours: {data['colour_reason']}"]
    size = trace.notes("table-row")[0].data["table_size"]
    meets = next(r.number for r in berger_table(size).rounds
                 if any({first, second} == set(b) for b in r.boards))
    return [f"{first} and {second} are not paired in round {trace.round}: {_row(trace)} "
            f"puts {first} on table board {one.data['table_board']} "
            f"({_placed(one, first)}) and {second} on table board "
            f"{other.data['table_board']} "
            f"({_placed(other, second)}) [{one.article}]; they meet in row {meets} of the "
            f"table"]
