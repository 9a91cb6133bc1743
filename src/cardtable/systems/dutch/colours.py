"""Colour allocation (C.04.3 art. 5.2) and board order (art. 5.3).

For each pair, the first rule that decides:

5.2.1  grant both colour preferences (also when only one player has one);
5.2.2  grant the stronger preference (absolute over strong over mild); when both are
       absolute (topscorers in the final round) the wider colour difference;
5.2.3  alternate the colours to the most recent round in which one had White and the
       other Black (played games only; unplayed rounds moved to the front, C.04.2 3.4);
5.2.4  grant the colour preference of the higher ranked player;
5.2.5  otherwise the higher ranked player gets the initial colour if their (effective)
       pairing number is odd, the other colour if it is even.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...model.colour import Colour
from .cards import Card


@dataclass(frozen=True)
class ColourDecision:
    """The colours of one board: who has White and Black, the rule of art. 5 that
    decided them and what it says of this board in words."""

    white: Card
    black: Card
    rule: str
    reason: str


def ranks_above(a: Card, b: Card) -> bool:
    """Whether ``a`` is ranked above ``b`` (art. 1.2: score, then pairing number)."""
    return (a.score, -a.rank) > (b.score, -b.rank)


def allocate(a: Card, b: Card, initial: Colour) -> ColourDecision:
    """Colours of the pair (a, b)."""
    higher, lower = (a, b) if ranks_above(a, b) else (b, a)
    colour, rule, reason = _colour_of(higher, lower, initial)
    if colour is Colour.WHITE:
        return ColourDecision(higher, lower, rule, reason)
    return ColourDecision(lower, higher, rule, reason)


def _colour_of(h: Card, low: Card, initial: Colour) -> tuple[Colour, str, str]:
    """The colour of the higher ranked player ``h`` against ``low``."""
    hp, lp = h.preference, low.preference
    if hp is None or lp is None or hp is not lp:
        if hp is not None:
            return hp, "5.2.1", "both colour preferences are granted"
        if lp is not None:
            return lp.opposite, "5.2.1", "both colour preferences are granted"
        return _initial(h, initial)
    if h.absolute and (h.colour_imbalance > low.colour_imbalance or not low.absolute):
        return hp, "5.2.2", f"the stronger (absolute) preference of {h.start_no} is granted"
    if low.absolute and (low.colour_imbalance > h.colour_imbalance or not h.absolute):
        return lp.opposite, "5.2.2", (f"the stronger (absolute) preference of "
                                      f"{low.start_no} is granted")
    if h.strong and not low.strong:
        return hp, "5.2.2", f"the stronger preference of {h.start_no} is granted"
    if low.strong and not h.strong:
        return lp.opposite, "5.2.2", f"the stronger preference of {low.start_no} is granted"
    mine, theirs = _last_difference(h, low)
    if mine is not None and theirs is not None:
        return theirs, "5.2.3", ("colours alternate with the last round in which they "
                                 "had different colours")
    return hp, "5.2.4", "the preference of the higher ranked player is granted"


def _initial(h: Card, initial: Colour) -> tuple[Colour, str, str]:
    number = h.rank + 1
    if number % 2 == 1:
        return initial, "5.2.5", (f"the higher ranked player has an odd pairing number "
                                  f"({number}) and gets the initial colour")
    return initial.opposite, "5.2.5", (f"the higher ranked player has an even pairing "
                                       f"number ({number}) and gets the other colour")


def _last_difference(a: Card, b: Card) -> tuple[Colour | None, Colour | None]:
    """Going back through both players' played games, the colours of the most recent
    pair of games in which they differ."""
    i, j = len(a.colours) - 1, len(b.colours) - 1
    while i >= 0 and j >= 0 and a.colours[i] is b.colours[j]:
        i -= 1
        j -= 1
    return (a.colours[i] if i >= 0 else None), (b.colours[j] if j >= 0 else None)


def board_key(white: Card, black: Card) -> tuple[int, int, int]:
    """Board order (art. 5.3): the higher player's score, the other player's score
    (so the sum of scores), then the higher player's rank — scores without virtual
    points."""
    higher, lower = ((white, black) if (white.plain_score, -white.rank)
                     > (black.plain_score, -black.rank) else (black, white))
    return (-higher.plain_score, -lower.plain_score, higher.rank)
