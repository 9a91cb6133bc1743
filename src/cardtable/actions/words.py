"""How the acts name players in what they tell the user."""

from __future__ import annotations

from fractions import Fraction

from ..model.player import Player
from ..model.points import format_points


def describe(player: Player, score: Fraction | None = None) -> str:
    """``12 Anna Berg`` or, with a score, ``12 Anna Berg (2½)``."""
    text = f"{player.start_no} {player.name}"
    return text if score is None else f"{text} ({format_points(score, '½')})"
