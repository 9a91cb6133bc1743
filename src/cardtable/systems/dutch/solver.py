"""What the parts of the Dutch solver (the edge weights, the fast route) read of the
round's solver (:class:`.brackets.DutchPairing`): the round's cards and context, who may
meet whom, and the plan of the PAB (C.04.1 art. 3; C.04.3 C2, C9)."""

from __future__ import annotations

from typing import Callable, Protocol

from .byes import ByePlan
from .cards import Card, CardIndex, RoundContext
from .neighbours import Near


class RoundSolver(Protocol):
    """The round's solver as the weights and the fast route see it."""

    @property
    def ctx(self) -> RoundContext: ...

    @property
    def cards(self) -> tuple[Card, ...]: ...

    @property
    def neighbours(self) -> list[Near]: ...

    @property
    def bye(self) -> ByePlan: ...

    def may_get_bye(self, i: CardIndex) -> bool:
        """C2 with the PAB assignee's score (C.04.1 art. 3)."""

    def card_may_get_bye(self, card: Card) -> bool:
        """The same for a card."""

    def can_complete(self, players: list[CardIndex],
                     bye: Callable[[CardIndex], bool] | None = None) -> bool:
        """C4: ``players`` can all be paired, one left over for the PAB if odd."""
