"""Whether a group of players can all be paired with one another ([C1] with the
forbidden pairs): the test behind [C3] (the round-pairing can be completed), art. 3.4.1
(the PAB leaves a legal pairing of the others) and the brackets of art. 3.5."""

from __future__ import annotations

from collections.abc import Sequence

from ...matching.cardinality import maximum_mates
from .matches import Card


def compatible(cards: Sequence[Card]) -> list[set[int]]:
    """For each position in ``cards``, the positions of the players they may meet."""
    return [{j for j, other in enumerate(cards) if j != i and card.may_meet(other)}
            for i, card in enumerate(cards)]


def can_pair(cards: Sequence[Card]) -> bool:
    """Every player of ``cards`` paired with one they may meet: an even number and a
    perfect matching."""
    if len(cards) % 2:
        return False
    if not cards:
        return True
    mates = maximum_mates(range(len(cards)), compatible(cards))
    return all(m != -1 for m in mates)
