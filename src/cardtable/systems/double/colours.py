"""Art. 4: the colours of a match, once the whole round is paired. The player given
White plays game 1 with White and game 2 with Black (Preface: the games alternate the
colours). A player's colour in a match is that of game 1, when at least one game of
it was played (art. 1.6); matches without one do not count.

* 4.1 the initial-colour is drawn by lot before the first round (the file's
  ``initial_colour``);
* 4.2 the higher ranked player (HRP) of a pair: the higher score, then the smaller TPN;
* 4.3.1 when neither player has a colour yet: the HRP gets the initial-colour if their
  TPN is odd, the other colour if it is even;
* 4.3.2 White to the player who had White fewer times;
* 4.3.3 comparing the two colour histories from the last match back, at the most
  recent match where they differ, each gets the colour they did not have then;
* 4.3.4 the HRP gets the colour other than their last one;
* 4.3.5 the HRP gets the last colour of their opponent (who so alternates)."""

from __future__ import annotations

from dataclasses import dataclass

from ...model.colour import Colour
from .matches import Card

ARTICLE = "C.04.5 art. 4.3"


@dataclass(frozen=True, slots=True)
class MatchColours:
    """The colours of a match: ``white`` has White in game 1; ``higher`` the HRP (4.2),
    ``rule`` the article of 4.3 that decided, ``reason`` the rule in words."""

    white: int
    black: int
    higher: int
    rule: str
    reason: str


def higher_ranked(a: Card, b: Card) -> tuple[Card, Card]:
    """Art. 4.2: (the HRP, their opponent)."""
    return (a, b) if (-a.score, a.tpn) <= (-b.score, b.tpn) else (b, a)


def allocate(a: Card, b: Card, initial: Colour) -> MatchColours:
    """The colours of the match between ``a`` and ``b`` (art. 4.3)."""
    hrp, other = higher_ranked(a, b)
    rule, colour, reason = _rule(hrp, other, initial)
    white, black = (hrp, other) if colour is Colour.WHITE else (other, hrp)
    return MatchColours(white.tpn, black.tpn, hrp.tpn, rule, reason)


def _rule(hrp: Card, other: Card, initial: Colour) -> tuple[str, Colour, str]:
    """The rule of 4.3 that decides and the HRP's colour."""
    if not hrp.colours and not other.colours:
        colour = initial if hrp.tpn % 2 else initial.opposite
        parity = "odd" if hrp.tpn % 2 else "even"
        return ("4.3.1", colour, f"neither has a colour yet; the higher ranked player (HRP, "
                f"art. 4.2) {hrp.tpn} has an {parity} "
                f"TPN: {colour.word} (initial-colour {initial.word})")
    if hrp.whites != other.whites:
        fewer = hrp if hrp.whites < other.whites else other
        colour = Colour.WHITE if fewer is hrp else Colour.BLACK
        return ("4.3.2", colour, f"{fewer.tpn} had White fewer times "
                f"({hrp.tpn}: {hrp.whites}, {other.tpn}: {other.whites})")
    for back in range(1, min(len(hrp.colours), len(other.colours)) + 1):
        mine, theirs = hrp.colours[-back], other.colours[-back]
        if mine is not theirs:
            return ("4.3.3", mine.opposite, f"the most recent match where their colours "
                    f"differ ({back} back): {hrp.tpn} had {mine.word}")
    if hrp.colours:
        last = hrp.colours[-1]
        return ("4.3.4", last.opposite, f"the higher ranked player (HRP, art. 4.2) "
                f"{hrp.tpn} alternates from {last.word}")
    last = other.colours[-1]
    return ("4.3.5", last, f"{other.tpn} alternates from {last.word}")
