"""The steps of a search for opponents down the scoregroups, as the simplified Swiss
document's hand procedure makes it ("Paarungen") and SwissBG after it: the searching
player's order of opponents, each pair passed over (not legal, with the condition it
breaks, or legal but undone by backtracking), the bye rule and the bye passed on, a
condition dropped for the round, and a first round drawn by lot. Shared by both systems;
headless."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from .steps import Step


class Barrier(enum.StrEnum):
    """Why a pair is not legal (the simplified Swiss document; TRF-2026 260)."""

    REMATCH = "rematch"      # the two have met before
    FORBIDDEN = "forbidden"  # a forbidden pair of the tournament (TRF-2026 260)
    COLOUR = "colour"        # one of them would get a colour a third time in a row


@dataclass(frozen=True, slots=True)
class SearchOrderStep(Step):
    """Pair number ``pair``: ``player`` searches; the halves ``upper`` and ``lower``
    of their scoregroup, the players ``below`` it, their ``order`` of opponents."""

    kind: ClassVar[str] = "search-order"
    pair: int = 0
    player: int = 0
    upper: tuple[int, ...] = ()
    lower: tuple[int, ...] = ()
    below: tuple[int, ...] = ()
    order: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class PassedOverStep(Step):
    """A base: the pair ``player``-``opponent`` of the search is passed over."""

    player: int = 0
    opponent: int = 0


@dataclass(frozen=True, slots=True)
class RejectedStep(PassedOverStep):
    """The pair is not legal: it breaks ``condition``."""

    kind: ClassVar[str] = "rejected"
    condition: Barrier = Barrier.REMATCH


@dataclass(frozen=True, slots=True)
class BacktrackStep(PassedOverStep):
    """The pair is legal, but the players left could then not all be paired: the hand
    procedure would undo back to it (backtracking)."""

    kind: ClassVar[str] = "backtrack"


@dataclass(frozen=True, slots=True)
class RelaxedStep(Step):
    """No pairing keeps every condition: ``dropped`` are given up for the round."""

    kind: ClassVar[str] = "relaxed"
    dropped: tuple[Barrier, ...] = ()


@dataclass(frozen=True, slots=True)
class ByeRuleStep(Step):
    """Who may get the bye: ``candidates`` in the order tried, ``had_bye`` those passed
    over because they had it already."""

    kind: ClassVar[str] = "bye-rule"
    candidates: tuple[int, ...] = ()
    had_bye: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ByeChangeStep(Step):
    """With ``player`` on the bye the others could not all be paired: it passes on."""

    kind: ClassVar[str] = "bye-change"
    player: int = 0


@dataclass(frozen=True, slots=True)
class LotStep(Step):
    """A base: a round drawn by lot with ``seed`` (None: drawn at the board, the
    published pairing taken as the lot): the ``order`` drawn and the ``pairs`` made,
    neighbours in that order unless forbidden pairs part them."""

    seed: int | None = None
    order: tuple[int, ...] = ()
    pairs: tuple[tuple[int, int], ...] = ()

    @property
    def neighbours(self) -> bool:
        """The pairs are the drawn neighbours (1.-2., 3.-4., …)."""
        order = self.order
        return list(self.pairs) == [(order[i], order[i + 1])
                                    for i in range(0, len(order) - 1, 2)]


#: the step kinds of the search of an opponent, registered by the systems that record
#: them when they load (the simplified Swiss, SwissBG)
SEARCH_STEPS: tuple[type[Step], ...] = (SearchOrderStep, RejectedStep, BacktrackStep,
                                        RelaxedStep, ByeRuleStep, ByeChangeStep)
