"""Definitions of the 2009 rules that shape a score bracket: homogeneous or heterogeneous
(A.3), S1 and p (A.6), the colour preferences of A.7 d and e, and x (A.8)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from ...model.colour import Colour
from ...model.history import Preference
from ..base import StartNo
from .cards import Card


def treated_homogeneous(moved_down: int, size: int) -> bool:
    """A.3: a bracket without players moved down is homogeneous; one in which at least
    half of the players come from a higher bracket is treated as homogeneous too."""
    return moved_down == 0 or 2 * moved_down >= size


def p_value(moved_down: int, size: int) -> int:
    """A.6: in a heterogeneous bracket S1 holds the players moved down, in a
    homogeneous one the upper half (rounded down); p is the size of S1."""
    return size // 2 if treated_homogeneous(moved_down, size) else moved_down


def strength(card: Card, round_no: int) -> Preference:
    """A.7 e: in an odd round a strong preference (which then comes from a bye or an
    unplayed game) counts as absolute. It only ranks preferences for E.2: it cannot
    make a floater, as B.2 still speaks of colour differences."""
    pref = card.preference[1]
    if round_no % 2 == 1 and pref is Preference.STRONG:
        return Preference.ABSOLUTE
    return pref


def group_preferences(cards: Sequence[Card], round_no: int) -> dict[StartNo, Colour | None]:
    """Colour preferences in a group, with A.7 d applied: in an even round a mild
    preference (which then comes from a bye or an unplayed game) turns into the mild
    preference that lowers x. Only as many of them change as x needs, the
    lowest-ranked first; x bounds colour conflicts only, so this never adds a
    floater."""
    prefs = {c.start_no: c.preference[0] for c in cards}
    if round_no % 2:
        return prefs
    flexible = [c for c in cards if c.preference[1] is Preference.MILD]
    for card in reversed(flexible):  # lowest-ranked first (cards are in A.2 order)
        values = list(prefs.values())
        whites, blacks = values.count(Colour.WHITE), values.count(Colour.BLACK)
        mine = prefs[card.start_no]
        larger = Colour.WHITE if whites > blacks else Colour.BLACK
        if abs(whites - blacks) >= 2 and mine is larger:
            prefs[card.start_no] = larger.opposite
    return prefs


def a7d_switches(cards: Sequence[Card], round_no: int,
                 prefs: Mapping[StartNo, Colour | None]) -> tuple[tuple[int, str, str], ...]:
    """The preferences A.7 d turned in ``prefs`` (from :func:`group_preferences`):
    (player, own colour, colour counted), in words."""
    return tuple((c.start_no, c.preference[0].word, turned.word) for c in cards
                 if c.preference[0] is not None
                 and (turned := prefs[c.start_no]) is not None
                 and turned is not c.preference[0])


def switches_text(switched: Sequence[tuple[int, str, str]]) -> str:
    """``; A.7 d: 5's mild preference (from an unplayed round) for Black counts as
    White, which lowers x`` (empty when none turned)."""
    if not switched:
        return ""
    said = ", ".join(f"{no}'s for {own.capitalize()} counts as {turned.capitalize()}"
                     for no, own, turned in switched)
    return (f"; A.7 d: in an even round a mild preference from an unplayed round may "
            f"take the colour that lowers x: {said}")


@dataclass(frozen=True, slots=True)
class XValue:
    """A.8: w and b players preferring White and Black, q half the group rounded up,
    x = b - q when b > w, else w - q (never below 0: it counts pairings)."""

    w: int
    b: int
    q: int

    @property
    def x(self) -> int:
        return max(0, (self.b if self.b > self.w else self.w) - self.q)


def x_value(prefs: Sequence[Colour | None]) -> XValue:
    return XValue(sum(1 for p in prefs if p is Colour.WHITE),
                  sum(1 for p in prefs if p is Colour.BLACK), (len(prefs) + 1) // 2)


def colour_conflict(a: Colour | None, b: Colour | None) -> bool:
    """B.4: a pairing in which not both colour preferences can be met."""
    return a is not None and a is b
