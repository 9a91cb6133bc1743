"""The first round of SwissBG, drawn by lot (the SwissBG document: "Die erste Runde wird
zufällig ausgelost").

The draw is reproducible: it shuffles the players present (by start number) with the
random seed recorded in the tournament file (``tournament.random_seed``) and pairs them
in the order drawn, first with second, third with fourth, ...; with an odd number the
player drawn last has the bye. The first of each pair is listed first on the board
(backgammon has no colours).

Forbidden pairs (TRF-2026 record 260; the seed knows none) are kept apart as in the
later rounds, by the rule of the simplified Swiss procedure ("Paarungen"): in the
order drawn, the first player not yet paired meets the first one drawn after them whom
they may meet and after whom the others can still all be paired (backtracking); the bye
goes to the player drawn last, or, when the others cannot all be paired then, to the
one drawn before them, and so on. Without forbidden pairs this is exactly first with
second, third with fourth. When no pairing avoids them, there is none (the tournament
cannot be paired, as when no pairing avoids a rematch)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from ..base import NotReady, PairingError
from ..simplified.search import first_bye, first_opponent
from ..simplified.tracing import no_pairing

ARTICLE = "SwissBG: the first round by lot"


@dataclass(frozen=True, slots=True)
class Draw:
    """The order drawn, the pairs in the order they were made and the bye player (or
    None); with forbidden pairs, the bye candidates passed over (the others could not
    all be paired) and every pair passed over, (player, opponent, legal): not legal, a
    forbidden pair, or legal but leaving the others unpairable (backtracking)."""

    order: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]
    bye: int | None
    tried: tuple[int, ...] = ()
    passed: tuple[tuple[int, int, bool], ...] = ()


def draw_first_round(players: list[int], seed: int | None,
                     never_meets: Mapping[int, frozenset[int]] | None = None) -> Draw:
    """Draw the first round of ``players`` with ``seed``, keeping apart the forbidden
    pairs (``never_meets``: the players each may not meet); :class:`NotReady` when the
    tournament has no seed recorded (the draw must be repeatable from the file),
    :class:`PairingError` when no pairing avoids the forbidden pairs."""
    if seed is None:
        raise NotReady("the first round of SwissBG is drawn by lot, and the tournament "
                       "has no random seed for it: set tournament.random_seed in the "
                       "file (cardtable new records one)")
    order = sorted(players)
    random.Random(seed).shuffle(order)
    barred = never_meets or {}
    bye = order[-1] if len(order) % 2 else None
    neighbours = tuple(zip(order[0:len(order) - 1:2], order[1::2]))
    if not any(b in barred.get(a, ()) for a, b in neighbours):
        # each player's first choice is the one drawn next to them, and after it the
        # neighbours pair the others: the rule gives the neighbours without a search
        return Draw(tuple(order), neighbours, bye)
    graph = {p: {q for q in order if q != p and q not in barred.get(p, ())} for p in order}
    found = first_bye(order[::-1] if len(order) % 2 else (), order, graph)
    if found is None:
        raise PairingError(no_pairing(len(order), forbidden=True), tuple(order), ARTICLE)
    bye, mates, tried = found
    left = [p for p in order if p != bye]
    pairs: list[tuple[int, int]] = []
    passed: list[tuple[int, int, bool]] = []
    while left:
        player = left[0]
        taken = first_opponent(player, left[1:], graph, mates)
        mates = taken.mates
        pairs.append((player, taken.opponent))
        passed += [(player, opponent, legal) for opponent, legal in taken.passed]
        left = [p for p in left if p not in (player, taken.opponent)]
    return Draw(tuple(order), tuple(pairs), bye, tuple(tried), tuple(passed))
