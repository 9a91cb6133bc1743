"""The round-robin pairer: a round's pairing is a row of the Berger table
(C.05 Annex 1), read with the tournament's start numbers as Berger numbers.

* The player drawn against N = n + 1 of an odd table is free: no game, no points
  (``Pairing.free``, published as a zero-point bye).
* A player who has withdrawn keeps their place in the table (C.05 art. 8.2): when their
  results were removed their opponents are free; otherwise their games are published as
  lost by forfeit (``Pairing.forfeited``).
"""

from __future__ import annotations

from ...model.tournament import Tournament
from ..base import Pairing, PairingError
from ..berger import ScheduledRound, schedule, table_size
from ...trace.steps import BoardsStep, LeftOut, Step, Trace
from .steps import FreeStep
from ..outside import outside_step, withdrawn
from .trace import (
    ANNEX_1,
    WITHDRAWAL,
    board_from_table,
    colour_reason,
    forfeit_scheduled,
    free_round,
    table_row,
)
from .requests import refuse_byes, refuse_forbidden
from .withdrawal import results_removed


def pair(tournament: Tournament, round_no: int, *, trace: bool = False) -> Pairing:
    """The pairing of round ``round_no`` from the Berger table.

    Raises :class:`PairingError` when the start numbers are not 1..n, the round is
    beyond the table, an earlier round on file does not follow the table, or the file
    asks for what a table cannot give: a forbidden pair, a requested bye of a player
    with a game in the round (:mod:`.requests`)."""
    players = berger_numbers(tournament)
    rounds = schedule(players, tournament.settings.double_round_robin)
    if not 1 <= round_no <= len(rounds):
        raise PairingError(f"a round robin of {players} players has rounds 1 to "
                           f"{len(rounds)}; there is no round {round_no}", rule=ANNEX_1)
    check_published(tournament, rounds[:round_no - 1])
    refuse_forbidden(tournament, rounds)
    planned = rounds[round_no - 1]
    size = table_size(players)
    removed = {p.start_no for p in tournament.players
               if results_removed(tournament, p.start_no)}
    absent = {p.start_no for p in tournament.players
              if not p.takes_part_in(round_no)} - removed
    boards: list[tuple[int, int]] = []
    free: list[int] = []
    forfeited: list[int] = []
    leader = _leader(planned, size)
    steps: list[Step] = [*outside_step(tournament, round_no,
                                       _removed(tournament, removed))] if trace else []
    steps.append(table_row(round_no, size, planned.table_round, leader, planned.cycle,
                           planned.reversed, planned.swapped))
    for table_board, (white, black) in enumerate(planned.boards, start=1):
        as_in_table = (black, white) if planned.reversed else (white, black)
        reason = colour_reason(table_board, planned.table_round, leader, size,
                               as_in_table, planned.reversed)
        missing = [p for p in (white, black) if p > players or p in removed]
        if missing:
            steps.append(board_from_table(round_no, table_board, None, white, black, reason))
            for player in (white, black):
                if player not in missing:
                    free.append(player)
                    steps.append(_free(round_no, player, missing[0], players))
            continue
        boards.append((white, black))
        steps.append(board_from_table(round_no, table_board, len(boards), white, black,
                                    reason))
        for player, opponent in ((white, black), (black, white)):
            if player in absent:
                forfeited.append(player)
                steps.append(forfeit_scheduled(round_no, len(boards), player, opponent))
    refuse_byes(tournament, round_no, boards, free)
    recorded = None
    if trace:
        steps.append(BoardsStep(ANNEX_1, "The boards of the round", tuple(boards), None))
        recorded = Trace("roundrobin", round_no, tuple(boards), None, tuple(steps))
    return Pairing(round_no, tuple(boards), None, recorded,
                   free=tuple(free), forfeited=tuple(forfeited))


def berger_numbers(tournament: Tournament) -> int:
    """The number of players n, after checking that the start numbers are 1..n: in a
    round robin they are the Berger numbers of the table."""
    numbers = sorted(p.start_no for p in tournament.players)
    if len(numbers) < 3:
        raise PairingError(f"a round robin needs at least 3 players, the tournament "
                           f"has {len(numbers)}", rule=ANNEX_1)
    if numbers != list(range(1, len(numbers) + 1)):
        gaps = sorted(set(range(1, len(numbers) + 1)) - set(numbers))
        raise PairingError(f"the start numbers of a round robin must be 1 to "
                           f"{len(numbers)} (the Berger numbers); missing: "
                           f"{', '.join(map(str, gaps))}", rule=ANNEX_1)
    return len(numbers)


def check_published(tournament: Tournament, rounds: tuple[ScheduledRound, ...]) -> None:
    """Every game already on file in these rounds is one the table gives (games with
    an arbiter's override excepted): a player added after the start, or a changed
    start number, would change the whole table."""
    for planned in rounds:
        given = {frozenset(board) for board in planned.boards}
        for game in tournament.round(planned.number).games:
            if not game.override and frozenset(game.players) not in given:
                raise PairingError(
                    f"round {planned.number} on file does not follow the Berger table "
                    f"for {len(tournament.players)} players: {game.white}-{game.black} "
                    f"is not in row {planned.table_round}",
                    players=game.players, rule=ANNEX_1)


def _removed(tournament: Tournament, removed: set[int]) -> tuple[LeftOut, ...]:
    """The withdrawn players whose results are removed: the only players the table
    leaves out of a round (their opponents are free)."""
    return tuple(withdrawn(p, results_removed_by=WITHDRAWAL) for p in tournament.players
                 if p.start_no in removed)


def _leader(planned: ScheduledRound, size: int) -> int:
    """The player who meets N on board 1."""
    white, black = planned.boards[0]
    return black if white == size else white


def _free(round_no: int, player: int, opponent: int, players: int) -> FreeStep:
    if opponent > players:
        return free_round(round_no, player, opponent,
                          f"the table has {opponent} numbers for {players} players; the "
                          f"player drawn against {opponent} has no game that round")
    return free_round(round_no, player, opponent,
                      f"{opponent} withdrew having completed fewer than half of their games; "
                      f"their results are removed from the table", article=WITHDRAWAL)
