"""What makes a pair legal (the simplified Swiss document, "Paarungen": "ein zulässiges
Paar").

The two have not played each other (the simplified Swiss document, Grundregeln; the
SwissBG document), and they are not a forbidden pair of the tournament (TRF-2026 record
260). Neither seed knows forbidden pairs; an arbiter who sets them (same family, same
club) means "these two never meet", as absolute as the rule against a second game, so
the search tests them exactly where it tests "have already met": a forbidden pair is
never made, the search passes over it and backtracks round it, and when no pairing
avoids it the tournament ends as when no pairing avoids a rematch. Neither condition is
ever dropped.

A condition names itself, the rule it comes from, and says why two players may not
meet under it. The systems list their conditions; a condition marked ``relaxable`` is
dropped only when no pairing at all meets every condition (the simplified Swiss
document, "Farbzuteilung": the colour rule does not apply when no legal pairing can be
had otherwise)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

from ...trace.search_steps import Barrier
from ..outside import FORBIDDEN
from .field import Card


@dataclass(frozen=True, slots=True)
class Condition:
    """One condition every pair must meet, named by what it bars."""

    name: Barrier
    article: str
    reason: Callable[[Card, Card], str | None]
    relaxable: bool = False


def _met_before(a: Card, b: Card) -> str | None:
    if b.start_no in a.state.opponents:
        return f"{a.start_no} and {b.start_no} have met before"
    return None


#: "Zwei Spieler dürfen nur einmal gegeneinander spielen" (the simplified Swiss document,
#: Grundregeln; the SwissBG document: "Kein Teilnehmer spielt zwei Mal gegen denselben
#: Gegner"). Only games played over the board count: after a forfeit the two have not
#: played each other.
NO_REMATCH = Condition(Barrier.REMATCH, "simplified Swiss: basic rules", _met_before)


def _forbidden(a: Card, b: Card) -> str | None:
    if b.start_no in a.never_meets:
        return (f"{a.start_no} and {b.start_no} are a forbidden pair and may not meet "
                f"({FORBIDDEN})")
    return None


#: The players of a forbidden group never meet (TRF-2026 record 260), tested beside
#: "have not played each other" and, like it, never dropped.
NO_FORBIDDEN_PAIR = Condition(Barrier.FORBIDDEN, FORBIDDEN, _forbidden)

#: The conditions every pair must meet in both systems, in the order they are named.
ABSOLUTE = (NO_REMATCH, NO_FORBIDDEN_PAIR)


def why_not(conditions: tuple[Condition, ...], a: Card,
            b: Card) -> tuple[Barrier, str] | None:
    """The first condition the pair breaks, as (its name, why), or None."""
    for condition in conditions:
        reason = condition.reason(a, b)
        if reason is not None:
            return condition.name, reason
    return None


def legal_graph(conditions: tuple[Condition, ...],
                cards: Mapping[int, Card]) -> dict[int, set[int]]:
    """Every player's legal opponents among ``cards``."""
    players = sorted(cards)
    graph: dict[int, set[int]] = {p: set() for p in players}
    for i, a in enumerate(players):
        for b in players[i + 1:]:
            if why_not(conditions, cards[a], cards[b]) is None:
                graph[a].add(b)
                graph[b].add(a)
    return graph
