"""The pairing criteria of the 2009 rules, part B.

Absolute (never broken; a player who cannot be paired without breaking them moves
down, C.1):
B.1a  two players meet at most once (games played over the board, F.2; forbidden
      pairs named in the tournament file are kept apart in the same way);
B.1b  no bye for a player who already scored a point without playing;
B.2   no colour difference beyond ±2 (a), no colour three times in a row (b).

Relative, in descending priority (given up step by step by C.9-C.11, never a reason
to move a player down):
B.3   score differences as small as possible (the order of C.4: players moved down are
      paired first);
B.4   colour preferences, up to x pairings that cannot meet them (A.8);
B.5   no player gets the same float (↓ or ↑) as in the previous round;
B.6   ... nor as two rounds before.

The note under B: in the last round B.2, B.5 and B.6 are not applied to players with
more than 50 % of the possible points when floaters can be avoided that way."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...model.colour import Colour
from .cards import DOWN, UP, Card, RoundCards


@dataclass(frozen=True, slots=True)
class Rules:
    """The criteria in force for a bracket at its current step: the float criteria
    C.9 and C.10 have dropped (``"B.6↑"``, ``"B.5↑"``, ``"B.6↓"``, ``"B.5↓"``) and
    whether the last-round exception (note under B) is in use."""

    dropped: frozenset[str] = frozenset()
    exception: bool = False

    def drop(self, name: str) -> Rules:
        return replace(self, dropped=self.dropped | {name})

    def active(self, name: str) -> bool:
        return name not in self.dropped


def exempt(ctx: RoundCards, card: Card, rules: Rules) -> bool:
    """The note under B: in the last round B.2, B.5 and B.6 do not bind a player with
    more than 50 % of the possible points (A.7 a) once the exception is in use."""
    return rules.exception and ctx.last_round and card.topscorer


def keeps_b2(card: Card, colour: Colour) -> bool:
    """B.2 for ``card`` receiving ``colour``: difference within ±2, and not the same
    colour three times in a row (played games, F.2/F.3)."""
    after = card.colour_difference + (1 if colour is Colour.WHITE else -1)
    if after > 2 or after < -2:
        return False
    return not (len(card.colours) >= 2 and card.colours[-1] is colour
                and card.colours[-2] is colour)


def b2_orientations(ctx: RoundCards, a: Card, b: Card,
                    rules: Rules) -> tuple[tuple[Card, Card], ...]:
    """The (white, black) orientations of the pair that keep B.2 for every player it
    binds."""
    found = []
    for white, black in ((a, b), (b, a)):
        if ((exempt(ctx, white, rules) or keeps_b2(white, Colour.WHITE))
                and (exempt(ctx, black, rules) or keeps_b2(black, Colour.BLACK))):
            found.append((white, black))
    return tuple(found)


def pair_violation(ctx: RoundCards, a: Card, b: Card, rules: Rules) -> str | None:
    """The absolute criterion the pair (a, b) breaks, or None."""
    if b.start_no in a.opponents or (a.start_no, b.start_no) in ctx.forbidden:
        return "B.1a"
    if not b2_orientations(ctx, a, b, rules):
        return "B.2"
    return None


def float_violation(ctx: RoundCards, card: Card, arrow: str, rules: Rules) -> str | None:
    """B.5 / B.6 for ``card`` receiving the float ``arrow`` (``↓`` for a floater or
    the bye, A.5; ``↑`` for the lower player of a pair with different scores)."""
    if exempt(ctx, card, rules):
        return None
    last, before = card.floats
    if last == arrow and rules.active(f"B.5{arrow}"):
        return "B.5"
    if before == arrow and rules.active(f"B.6{arrow}"):
        return "B.6"
    return None


def bye_violation(ctx: RoundCards, card: Card, rules: Rules) -> str | None:
    """The bye of the lowest bracket: B.1b, and as a downfloat (A.5) B.5/B.6."""
    if not card.bye_eligible:
        return "B.1b"
    return float_violation(ctx, card, DOWN, rules)


__all__ = ["DOWN", "UP", "Rules", "b2_orientations", "bye_violation", "exempt",
           "float_violation", "keeps_b2", "pair_violation"]
