"""What ``cardtable simulate`` asks for (:class:`Simulation`) and how often the irregular
things happen in a simulated tournament (:class:`Chances`, which each system's plug-in
gives). A Swiss system plays a simulation by pairing every round with its engine
(:func:`.simulation.simulate_swiss_request`); a system whose rounds are fixed otherwise
(the round robin's Berger table) plays it its own way (``PairingSystemPlugin.simulate``).
Each way takes a :class:`Simulation` and returns the finished tournament, raising
ValueError for options it cannot honour."""

from __future__ import annotations

from dataclasses import dataclass

from ..model.results import GameResult
from ..model.tournament import Tournament


@dataclass(frozen=True, slots=True)
class Simulation:
    """What the command line asks for. ``rounds`` is None when not given."""

    system: str
    players: int
    rounds: int | None
    seed: int
    double: bool


#: How the expected score of White is computed from the two ratings (``expected``):
#: the logistic curve of the Elo system, or FIDE's table of B.02 (8.1.b).
EXPECTED = ("logistic", "fide-b02")


@dataclass(frozen=True)
class Chances:
    """How often the irregular things happen: the byes per player and round, the
    results per game. A game's expected score for White comes from the rating
    difference (``expected``, White's rating raised by ``white_advantage``); a share
    ``draw`` of the games between equals is drawn, fewer the larger the difference,
    and the expected score is kept (White wins ``E - d/2``, draws ``d``)."""

    draw: float = 0.30
    half_bye: float = 0.025
    zero_bye: float = 0.01
    forfeit: float = 0.015
    double_forfeit: float = 0.003
    withdrawals: int = 1
    late_entries: int = 1
    match_points: int = 0  # > 0: each game is a match to this many points (SwissBG)
    full_bye: float = 0.0
    half_zero: float = 0.0  # ½-0
    zero_half: float = 0.0  # 0-½
    zero_zero: float = 0.0  # 0-0
    white_advantage: int = 35
    expected: str = "logistic"

    @property
    def rare_results(self) -> tuple[tuple[GameResult, float], ...]:
        """The rare results with their chances, in the order they are drawn."""
        return ((GameResult.WHITE_HALF_BLACK_ZERO, self.half_zero),
                (GameResult.WHITE_ZERO_BLACK_HALF, self.zero_half),
                (GameResult.BOTH_LOSE, self.zero_zero))

