"""The round before any bracket is paired (C.04.3 art. 1.9): the cards in pairing order,
who may meet whom (C1, C3, forbidden pairs), the scoregroups; and what the parts of the
solver read of the round's solver (:class:`RoundSolver`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ...matching.cardinality import completable
from .cards import Card, CardIndex, RoundContext
from .criteria import compatibility
from .neighbours import Near


@dataclass(frozen=True)
class RoundGraph:
    """The round before any bracket is paired: the cards in pairing order (score, then
    pairing number), who may meet whom (C1, C3, forbidden pairs) and the scoregroups
    as runs of card indices."""

    ctx: RoundContext
    cards: tuple[Card, ...]
    neighbours: list[Near]
    groups: list[list[CardIndex]]

    @classmethod
    def of(cls, ctx: RoundContext) -> RoundGraph:
        cards = ctx.cards
        groups: list[list[CardIndex]] = []
        for i, card in enumerate(cards):
            if groups and cards[groups[-1][0]].score == card.score:
                groups[-1].append(CardIndex(i))
            else:
                groups.append([CardIndex(i)])
        return cls(ctx, cards, compatibility(ctx), groups)

    def can_complete(self, players: list[CardIndex], bye: Callable[[CardIndex], bool]) -> bool:
        """C4: ``players`` can all be paired, with one left over who satisfies ``bye``
        when their number is odd."""
        return completable(players, self.neighbours, bye)
