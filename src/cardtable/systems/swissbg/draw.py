"""The first round of SwissBG, drawn by lot (seed 004: "Die erste Runde wird zufällig
ausgelost").

The draw is reproducible: it shuffles the players present (by start number) with the
random seed recorded in the tournament file (``tournament.random_seed``) and pairs them
in the order drawn, first with second, third with fourth, ...; with an odd number the
player drawn last has the bye. The first of each pair is listed first on the board
(backgammon has no colours)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..base import NotReady

ARTICLE = "SwissBG: the first round by lot"


@dataclass(frozen=True, slots=True)
class Draw:
    """The order drawn, the pairs in that order and the bye player (or None)."""

    order: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]
    bye: int | None


def draw_first_round(players: list[int], seed: int | None) -> Draw:
    """Draw the first round of ``players`` with ``seed``; :class:`NotReady` when the
    tournament has no seed recorded (the draw must be repeatable from the file)."""
    if seed is None:
        raise NotReady("the first round of SwissBG is drawn by lot, and the tournament "
                       "has no random seed for it: set tournament.random_seed in the "
                       "file (cardtable new records one)")
    order = sorted(players)
    random.Random(seed).shuffle(order)
    bye = order[-1] if len(order) % 2 else None
    paired = order[:-1] if bye is not None else order
    pairs = tuple((paired[i], paired[i + 1]) for i in range(0, len(paired), 2))
    return Draw(tuple(order), pairs, bye)
