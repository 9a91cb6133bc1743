"""Colours by part E of the 2009 rules, in descending priority:

E.1  both colour preferences are met (also when only one player has one);
E.2  the stronger preference is met (absolute over strong over mild; A.7 e counts a
     strong preference in an odd round as absolute);
E.3  the colours of the last round in which the two had different colours are
     swapped (played games only, unplayed rounds moved to the front: F.2, F.3);
E.4  the preference of the higher-ranked player (A.2, present scores) is met;
E.5  (first round, and whenever neither player has a preference) S1 players with odd
     pairing numbers get the colour drawn by lot, those with even numbers the other.

Before them B.2 (absolute): when only one way round keeps every player within B.2
and part E would give the other, B.2 decides (it is cited only then). The colour
preferences are those of the group the pair was made in (A.7 d)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from ...model.colour import Colour
from ...model.history import Preference
from ..base import StartNo
from .cards import Card, RoundCards
from .criteria import Rules, b2_orientations
from .definitions import strength


#: a colour preference as A.7 gives it: the colour (None: none) and its strength
Wish = tuple[Colour | None, Preference]


@dataclass(frozen=True, slots=True)
class ColourDecision:
    """The colours of a pair, the rule of part E (or B.2) that gave them and why, and
    the preferences of White and Black as the rules compared them (A.7, with A.7 d
    in the group the pair was made in and A.7 e in an odd round)."""

    white: Card
    black: Card
    rule: str
    reason: str
    wishes: tuple[Wish, Wish] = ((None, Preference.NONE), (None, Preference.NONE))


def allocate(ctx: RoundCards, a: Card, b: Card,
             prefs: Mapping[StartNo, Colour | None]) -> ColourDecision:
    """The colours of the pair (a, b)."""
    higher, lower = (a, b) if a.key < b.key else (b, a)

    def wishes(white: Card, black: Card) -> tuple[Wish, Wish]:
        return ((prefs[white.start_no], strength(white, ctx.round_no)),
                (prefs[black.start_no], strength(black, ctx.round_no)))

    strict = b2_orientations(ctx, higher, lower, Rules())
    if not strict:  # only the last-round exception (note under B) made the pair
        strict = b2_orientations(ctx, higher, lower, Rules(exception=True))
    colour, rule, reason = _higher_colour(ctx, higher, lower, prefs)
    white, black = (higher, lower) if colour is Colour.WHITE else (lower, higher)
    if len(strict) == 1 and strict[0] != (white, black):
        # B.2 decides only when part E would give the way round it forbids
        white, black = strict[0]
        return ColourDecision(white, black, "B.2",
                              f"part E would give the other way round ({rule}), which "
                              f"would break B.2 (colour difference beyond ±2 or a third "
                              f"colour in a row)", wishes(white, black))
    return ColourDecision(white, black, rule, reason, wishes(white, black))


def _higher_colour(ctx: RoundCards, h: Card, low: Card,
                   prefs: Mapping[StartNo, Colour | None]) -> tuple[Colour, str, str]:
    """The colour of the higher-ranked player ``h``."""
    hp, lp = prefs[h.start_no], prefs[low.start_no]
    if hp is not lp:
        if hp is not None:
            return hp, "E.1", "both colour preferences are met"
        if lp is not None:
            return lp.opposite, "E.1", "both colour preferences are met"
    if hp is not None:
        hs, ls = strength(h, ctx.round_no), strength(low, ctx.round_no)
        if hs.value != ls.value:
            if hs.value > ls.value:
                return hp, "E.2", f"the stronger preference of {h.start_no} is met"
            return hp.opposite, "E.2", f"the stronger preference of {low.start_no} is met"
        swapped = _last_different(h, low)
        if swapped is not None:
            return swapped, "E.3", ("the colours of the last round in which they had "
                                    "different colours are swapped")
        return hp, "E.4", f"the preference of the higher-ranked {h.start_no} is met"
    colour = ctx.initial_colour if h.number % 2 else ctx.initial_colour.opposite
    parity = "odd" if h.number % 2 else "even"
    return colour, "E.5", (f"no preference: {h.start_no} has the {parity} pairing number "
                           f"{h.number}; the colour drawn by lot is "
                           f"{ctx.initial_colour.word}")


def _last_different(h: Card, low: Card) -> Colour | None:
    """E.3 with F.3: the histories aligned at the latest game; the colour ``h`` gets
    when the colours of the last round with different colours are swapped."""
    for mine, theirs in zip(reversed(h.colours), reversed(low.colours)):
        if mine is not theirs:
            return mine.opposite
    return None

