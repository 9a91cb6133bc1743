"""Whether a bracket can be paired at all once every relative criterion is given up
(B.1 and B.2 only): the tests C.12 (p pairings possible with other players moved down)
and C.13 (the lowest bracket completely paired) accept a pairing of the bracket above
by."""

from __future__ import annotations

from typing import Sequence

from ...matching.assignment import min_assignment
from ...matching.min_cost import min_matching
from .cards import Card, RoundCards
from .criteria import pair_violation
from .definitions import treated_homogeneous
from .states import ALL_RELAXED


def _edges(ctx: RoundCards, players: Sequence[Card],
           apart: frozenset[int]) -> dict[tuple[int, int], int]:
    """Pairs that keep B.1 and B.2 with everything relative given up; no pair within
    ``apart`` (players moved down, who meet residents in a heterogeneous bracket)."""
    edges: dict[tuple[int, int], int] = {}
    for i, a in enumerate(players):
        for j in range(i + 1, len(players)):
            b = players[j]
            if a.start_no in apart and b.start_no in apart:
                continue
            if pair_violation(ctx, a, b, ALL_RELAXED) is None:
                edges[i, j] = 0
    return edges


def completes(ctx: RoundCards, mdps: Sequence[Card], residents: Sequence[Card]) -> bool:
    """C.13: the lowest bracket with these players moved down can be paired
    completely (the bye to one player allowed it, B.1b) once C.9-C.11 and the note
    under B have relaxed everything they may."""
    players = (*mdps, *residents)
    hetero = not treated_homogeneous(len(mdps), len(players))
    apart = frozenset(c.start_no for c in mdps) if hetero else frozenset()
    spare = [i for i, c in enumerate(players)
             if c.bye_eligible and c.start_no not in apart]
    return min_matching(len(players), _edges(ctx, players, apart), spare,
                        len(players) % 2) is not None


def mdps_pairable(ctx: RoundCards, mdps: Sequence[Card], residents: Sequence[Card],
                  lowest: bool) -> bool:
    """C.12: p pairings are possible in the bracket with these players moved down."""
    if lowest:
        return completes(ctx, mdps, residents)
    players = (*mdps, *residents)
    if treated_homogeneous(len(mdps), len(players)):
        edges = _edges(ctx, players, frozenset())
        unpaired = len(players) % 2
        return min_matching(len(players), edges, range(len(players)), unpaired) is not None
    if len(mdps) > len(residents):
        return False
    cost = [[None if pair_violation(ctx, a, b, ALL_RELAXED) else 0 for b in residents]
            for a in mdps]
    return min_assignment(cost) is not None
