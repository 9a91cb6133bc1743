"""What ``cardtable simulate`` asks for (:class:`Simulation`), how often the irregular
things happen in a simulated tournament (:class:`Chances`, which each system's plug-in
gives), and the way a Swiss system plays it: every round paired by its engine. A system
whose rounds are fixed otherwise (the round robin's Berger table) plays it its own way
(``PairingSystemPlugin.simulate``). Each way takes a :class:`Simulation` and returns
the finished tournament, raising ValueError for options it cannot honour."""

from __future__ import annotations

from dataclasses import dataclass

from ..model import Tournament


@dataclass(frozen=True, slots=True)
class Simulation:
    """What the command line asks for. ``rounds`` is None when not given."""

    system: str
    players: int
    rounds: int | None
    seed: int
    double: bool


@dataclass(frozen=True)
class Chances:
    """How often the irregular things happen, per player and round."""

    draw: float = 0.30
    half_bye: float = 0.025
    zero_bye: float = 0.01
    forfeit: float = 0.015
    double_forfeit: float = 0.003
    withdrawals: int = 1
    late_entries: int = 1
    match_points: int = 0  # > 0: each game is a match to this many points (SwissBG)


def simulate_swiss_request(request: Simulation) -> Tournament:
    """A Swiss system: every round paired by the system's engine."""
    from .simulation import simulate_swiss  # it pairs through the registry, which imports us

    if request.rounds is None or request.rounds < 1:
        raise ValueError(f"--rounds is required for the {request.system} system")
    if request.players < 2:
        raise ValueError(f"a Swiss tournament needs at least 2 players, not {request.players}")
    if request.double:
        raise ValueError("--double is only for a round robin")
    return simulate_swiss(request.system, request.players, request.rounds, request.seed)
