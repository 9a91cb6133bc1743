"""Random Dutch tournaments for the property tests of the engine's shortcuts: played by
the engine itself (``simulate_swiss``), half of them with requested byes, forfeits,
withdrawals and late entries; a tournament the engine could not finish is kept up to
the round it could not pair."""

from __future__ import annotations

from typing import Callable

from hypothesis import strategies as st

from cardtable.systems.base import PairingError
from cardtable.systems.simulation import Chances, simulate_swiss


@st.composite
def dutch_tournaments(draw, players: tuple[int, int] = (6, 90),
                      rounds: Callable[[int], tuple[int, int]] = lambda players: (2, 9)):
    """``players`` and, for that many players, ``rounds``: the least and the most."""
    count = draw(st.integers(*players))
    played = draw(st.integers(*rounds(count)))
    seed = draw(st.integers(0, 10**6))
    heavy = draw(st.booleans())
    chances = (Chances(half_bye=0.08, zero_bye=0.04, forfeit=0.05, double_forfeit=0.02,
                       withdrawals=2, late_entries=2) if heavy else Chances())
    try:
        return simulate_swiss("dutch", count, played, seed, chances)
    except PairingError as exc:
        return exc.tournament
