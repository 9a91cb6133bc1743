"""Small Double-Swiss tournaments written by hand for the tests: players 1..n, matches
given as (white of game 1, black of game 1, result of game 1, result of game 2), each
result seen from the board's White (game 2 is played with the colours reversed)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from cardtable.model.tournament import Bye, Game, Round, Settings, Tournament
from cardtable.model.results import ByeKind, GameResult
from cardtable.model.player import Player
from cardtable.model.points import PointSystem

R = {"1-0": GameResult.WHITE_WINS, "0-1": GameResult.BLACK_WINS, "=": GameResult.DRAW,
     "+/-": GameResult.WHITE_WINS_BY_FORFEIT, "-/+": GameResult.BLACK_WINS_BY_FORFEIT,
     "-/-": GameResult.DOUBLE_FORFEIT}

MatchSpec = tuple[int, int, str, str]


def tournament(players: int, matches: int = 4, *, initial: str = "white") -> Tournament:
    settings = Settings(name="Worked example", system="double", rounds=2 * matches,
                        initial_colour=initial, points=PointSystem(pab=Fraction(3, 4)))
    field = tuple(Player(n, f"Player {n}", 2400 - 10 * n) for n in range(1, players + 1))
    return Tournament(settings, field, ())


def with_match(t: Tournament, number: int, boards: list[MatchSpec], pab: int | None = None,
               byes: dict[int, ByeKind] | None = None) -> Tournament:
    """Match ``number`` (rounds 2m-1 and 2m) with these boards, PAB and requested byes."""
    requested = tuple(Bye(p, k) for p, k in (byes or {}).items())
    extra = (Bye(pab, ByeKind.PAB),) if pab is not None else ()
    first = tuple(Game(i, w, b, R[r1]) for i, (w, b, r1, _) in enumerate(boards, start=1))
    second = tuple(Game(i, b, w, R[r2]) for i, (w, b, _, r2) in enumerate(boards, start=1))
    t = t.with_round(Round(2 * number - 1, first, requested + extra))
    return t.with_round(Round(2 * number, second, requested + extra))


def withdraw(t: Tournament, player: int, after: int) -> Tournament:
    return t.with_player(replace(t.player(player), withdrawn_after=after))
