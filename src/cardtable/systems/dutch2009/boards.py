"""F.1: the order of the boards before the pairing is published, in descending
priority: the score of the higher-ranked player of the pair, the sum of both scores,
the rank (A.2) of the higher-ranked player. The bye comes after the boards."""

from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from .cards import Card, SortKey
from .colours import ColourDecision


def board_key(white: Card, black: Card) -> tuple[Fraction, Fraction, SortKey]:
    higher = min(white, black, key=lambda c: c.key)
    return (-higher.score, -(white.score + black.score), higher.key)


def board_order(decisions: Sequence[ColourDecision]) -> list[ColourDecision]:
    return sorted(decisions, key=lambda d: board_key(d.white, d.black))
