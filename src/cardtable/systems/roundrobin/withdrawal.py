"""A player who leaves a round robin (C.05 art. 8.2; the Berger-table document).

Every player has contracted to play the whole tournament. When one leaves anyway:

* if they have completed fewer than half of their games, their results are removed from the
  table: their games are taken out of the rounds and each of their opponents is free that
  round (no game, no points), as against the empty number of an odd table;
* otherwise their results stay, and each of their remaining games is lost by forfeit
  (``-`` for them, ``+`` for their opponent).

Their completed games are the games the table gives them in the rounds up to their
withdrawal (played over the board or not); "half of their games" is half of all the games
the table gives them (n − 1 per cycle). Counted from the table, the answer does not
change when results are later removed or forfeited.
"""

from __future__ import annotations

from dataclasses import replace

from ...model.tournament import Bye, Game, Round, Tournament
from ...model.results import ByeKind, GameResult
from ..berger import schedule


def scheduled_games(tournament: Tournament) -> int:
    """The games the table gives each player: n − 1 per cycle."""
    cycles = 2 if tournament.settings.double_round_robin else 1
    return (len(tournament.players) - 1) * cycles


def completed_games(tournament: Tournament, start_no: int, upto: int) -> int:
    """The games the table gives ``start_no`` in rounds 1..``upto`` (their free rounds
    of an odd table are no games)."""
    players = len(tournament.players)
    rounds = schedule(players, tournament.settings.double_round_robin)[:upto]
    return sum(1 for rnd in rounds for board in rnd.boards
               if start_no in board and max(board) <= players)


def results_removed(tournament: Tournament, start_no: int) -> bool:
    """Whether the player has withdrawn having completed fewer than half of their games,
    so that their results do not count (C.05 art. 8.2)."""
    after = tournament.player(start_no).withdrawn_after
    if after is None:
        return False
    return 2 * completed_games(tournament, start_no, after) < scheduled_games(tournament)


def apply_withdrawal(tournament: Tournament, start_no: int, after_round: int) -> Tournament:
    """The tournament with ``start_no`` withdrawn after ``after_round`` (the last round
    they take part in): their results removed, or their published later games forfeited
    (C.05 art. 8.2). Rounds not yet published are handled when they are paired.

    Raises ValueError for an unknown player, a round before 0, or a later game of theirs
    that already has a result."""
    if not tournament.has_player(start_no):
        raise ValueError(f"no player with start number {start_no}")
    if after_round < 0:
        raise ValueError(f"the last round played cannot be {after_round}")
    for rnd in tournament.rounds:
        game = rnd.game_of(start_no)
        if (rnd.number > after_round and game is not None and game.result is not None
                and not _opponent_gone(tournament, rnd.number, game, start_no)):
            raise ValueError(f"round {rnd.number}: the game {game.white}-{game.black} "
                             f"already has a result; {start_no} cannot have left after round "
                             f"{after_round}")
    player = replace(tournament.player(start_no), withdrawn_after=after_round)
    tournament = tournament.with_player(player)
    if results_removed(tournament, start_no):
        rounds = (_without(rnd, start_no) for rnd in tournament.rounds)
    else:
        rounds = (_forfeited_after(tournament, rnd, start_no) for rnd in tournament.rounds)
    return replace(tournament, rounds=tuple(rounds))


def _opponent_gone(tournament: Tournament, round_no: int, game: Game, start_no: int) -> bool:
    """The opponent had already left before that round (their game was forfeited)."""
    opponent = tournament.player(game.opponent_of(start_no))
    return not opponent.takes_part_in(round_no)


def _without(rnd: Round, start_no: int) -> Round:
    """The round without the player's game; their opponent is free (zero-point bye)."""
    game = rnd.game_of(start_no)
    if game is None:
        return rnd
    games = tuple(replace(g, board=board) for board, g in
                  enumerate((g for g in rnd.games if g is not game), start=1))
    free = Bye(game.opponent_of(start_no), ByeKind.ZERO)
    return replace(rnd, games=games, byes=rnd.byes + (free,))


def _forfeited_after(tournament: Tournament, rnd: Round, start_no: int) -> Round:
    """A published later round with the player's game lost by forfeit (by both players
    when their opponent has left too)."""
    game = rnd.game_of(start_no)
    if game is None or tournament.player(start_no).takes_part_in(rnd.number):
        return rnd
    if _opponent_gone(tournament, rnd.number, game, start_no):
        result = GameResult.DOUBLE_FORFEIT
    elif game.white == start_no:
        result = GameResult.BLACK_WINS_BY_FORFEIT
    else:
        result = GameResult.WHITE_WINS_BY_FORFEIT
    games = tuple(replace(g, result=result) if g is game else g for g in rnd.games)
    return replace(rnd, games=games)
