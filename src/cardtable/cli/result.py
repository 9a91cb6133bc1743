"""``cardtable result FILE ROUND BOARD RESULT``: enter (or correct) a result."""

from __future__ import annotations

import argparse
import sys

from ..model import GameResult, Tournament
from ..model.integrity import result_entered
from ..systems import descriptor
from ..systems.defaults import has_draws
from ..systems.match_boards import board_match, match_score
from .common import CommandError, describe, edit
from ..model.numerals import is_digits
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("round", type=integer)
    parser.add_argument("board", type=integer)
    parser.add_argument("result", help="1-0, ½-½ (also =, 1/2-1/2), 0-1, +/-, -/+ or -/-")
    parser.add_argument("--unrated", action="store_true",
                        help="the game lasted less than one move: it counts, unrated")
    parser.add_argument("--score", metavar="W:B",
                        help="the match score, first player's points first, e.g. 7:3 "
                             "(SwissBG: its point difference breaks ties)")


def run(args: argparse.Namespace) -> int:
    try:
        result = GameResult.parse(args.result)
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    if args.unrated and not result.played:
        raise CommandError("--unrated is for a game agreed at the board; a forfeit is "
                           "never rated anyway")
    score = _match_score(args.score, result) if args.score else None
    with edit(args.file) as change:
        t = change.tournament
        system = descriptor(t.settings.system)
        if score is not None and not system.entry.match_scores:
            raise CommandError(f"--score: a match score is for systems whose games are "
                               f"matches, such as SwissBG; this tournament is paired "
                               f"with {system.entry.title} ({system.name})")
        if result is GameResult.DRAW and not has_draws(system.name):
            raise CommandError(f"{result.token}: a backgammon match has no draws "
                               f"({system.entry.title}): 1-0 or 0-1 for the winner, with "
                               f"--score W:B for the match score")
        rnd = t.round(args.round)
        game = next((g for g in rnd.games if g.board == args.board), None)
        if game is None:
            boards = (f"boards 1 to {len(rnd.games)}" if rnd.games
                      else f"no boards: it is not paired yet, cardtable pair FILE pairs "
                           f"round {t.next_round}" if not rnd.paired else "no boards")
            raise CommandError(f"round {args.round} has no board {args.board} "
                               f"(it has {boards})")
        if score is None and game.result is result:
            score = game.match_score  # the same result again keeps its match score
        # a correction after a later round is paired is logged (cardtable log)
        change.tournament = result_entered(t, args.round, args.board, result,
                                           rated=not args.unrated, match_score=score)
        later = t.last_paired_round > args.round and game.result not in (None, result)
    white, black = t.player(game.white), t.player(game.black)
    print(f"round {args.round}, board {args.board}: {describe(white)} - {describe(black)}"
          f"  {result.token}" + (f"  ({score[0]}:{score[1]})" if score else "")
          + ("  (unrated)" if args.unrated else ""))
    _team_match(change.tournament, args.round, args.board)
    if later:
        print(f"note: round {t.last_paired_round} is already paired; a corrected result "
              f"affects only pairings yet to be made (C.04.2)", file=sys.stderr)
    return 0


def _team_match(t: Tournament, round_no: int, board: int) -> None:
    """A team match's result as it stands after the board (C.04.6 art. 1.2), with its
    boards left empty and won by forfeit (a short line-up)."""
    match = board_match(t, round_no, board)
    if match is None or match.teams is None:
        return
    names = {p.start_no: p for p in t.players}
    print(f"match: {match_score(t, match)}" + "".join(
        f"; {b.label} empty opposite {describe(names[b.winner])}: won by forfeit"
        for b in match.empty))


def _match_score(text: str, result: GameResult) -> tuple[int, int]:
    """``7:3`` as (7, 3): two whole numbers, the winner's the larger."""
    parts = text.replace("-", ":").split(":")
    if len(parts) != 2 or not all(is_digits(p.strip()) for p in parts):
        raise CommandError(f"--score: expected two whole numbers such as 7:3, found {text!r}")
    first, second = (int(p) for p in parts)
    winner = {GameResult.WHITE_WINS: first > second, GameResult.BLACK_WINS: second > first}
    if result not in winner:
        raise CommandError(f"--score: a match score goes with a match won at the board "
                           f"(1-0 or 0-1), not with {result.token}")
    if not winner[result]:
        raise CommandError(f"--score {text}: the result {result.token} needs the "
                           f"{'first' if result is GameResult.WHITE_WINS else 'second'} "
                           f"player's points to be the larger")
    return first, second
