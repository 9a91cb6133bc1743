"""What ``cardtable simulate`` asks for, and the two ways a system plays it: every
round paired by a Swiss engine, or the rounds of a round robin's Berger table. Each
function takes a :class:`Simulation` and returns the finished tournament, raising
ValueError for options it cannot honour."""

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


def simulate_swiss_request(request: Simulation) -> Tournament:
    """A Swiss system: every round paired by the system's engine."""
    from .simulation import simulate_swiss

    if request.rounds is None or request.rounds < 1:
        raise ValueError(f"--rounds is required for the {request.system} system")
    if request.players < 2:
        raise ValueError(f"a Swiss tournament needs at least 2 players, not {request.players}")
    if request.double:
        raise ValueError("--double is only for a round robin")
    return simulate_swiss(request.system, request.players, request.rounds, request.seed)


def simulate_roundrobin_request(request: Simulation) -> Tournament:
    """The round-robin simulator: the Berger table fixes the rounds."""
    from .roundrobin.simulate import simulate_roundrobin

    if request.rounds is not None:
        raise ValueError("--rounds is not for a round robin: the Berger table fixes them "
                         "(N - 1 per cycle)")
    if request.players < 3:
        raise ValueError(f"a round robin needs at least 3 players, not {request.players}")
    return simulate_roundrobin(request.players, request.seed, request.double)
