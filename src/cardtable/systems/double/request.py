"""What ``cardtable simulate --system double`` accepts (:mod:`.simulate` plays it)."""

from __future__ import annotations

from ...model.tournament import Tournament
from ..simulate_request import Simulation


def simulate_double_request(request: Simulation) -> Tournament:
    """Check the options, then play the tournament."""
    if request.rounds is None or request.rounds < 2 or request.rounds % 2:
        raise ValueError("--rounds is required for the double system and counts the "
                         "rounds of the file, two per match: give an even number")
    if request.players < 2:
        raise ValueError(f"a Swiss tournament needs at least 2 players, not {request.players}")
    if request.double:
        raise ValueError("--double is only for a round robin")
    from .simulate import simulate_double  # the simulator imports the registry

    return simulate_double(request.players, request.rounds, request.seed)
