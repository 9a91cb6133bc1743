"""How an open bracket is laid out in two columns, S1 on the left and S2 on the right
(C.04.3 art. 3.2), with the pairs of the candidate or choice shown side by side: each
S1 card faces its opponent, the S2 cards left over follow. A heterogeneous bracket
shows the MDPs in S1 first, then the remainder as S1R and S2R (art. 3.7). Headless."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from cardtable.trace import BracketStep


class SlotKind(enum.Enum):
    CARD = "card"          # a card not paired in what is shown
    PAIRED = "paired"      # a card facing its opponent
    FLOATER = "floater"    # left unpaired: moves down (art. 1.4.1)
    HEADING = "heading"    # a section title (S1R, S2R)
    EMPTY = "empty"        # nothing on this line of the column


@dataclass(frozen=True, slots=True)
class Slot:
    kind: SlotKind
    start_no: int | None = None
    text: str = ""


_EMPTY = Slot(SlotKind.EMPTY)


def bracket_columns(bracket: BracketStep, pairs: tuple[tuple[int, int], ...] = (),
                    floaters: tuple[int, ...] = ()) -> tuple[tuple[Slot, ...],
                                                             tuple[Slot, ...]]:
    """The S1 and S2 columns, of equal length, line by line."""
    partner: dict[int, int] = {}
    for a, b in pairs:
        partner[a], partner[b] = b, a
    placed: set[int] = set()
    left: list[Slot] = []
    right: list[Slot] = []

    def slot(player: int) -> Slot:
        placed.add(player)
        if player in partner:
            return Slot(SlotKind.PAIRED, player)
        if player in floaters:
            return Slot(SlotKind.FLOATER, player)
        return Slot(SlotKind.CARD, player)

    def section(first: tuple[int, ...], second: tuple[int, ...], heading: tuple[str, str]
                = ("", "")) -> None:
        first = tuple(p for p in first if p not in placed)
        if not first and not second:
            return
        if any(heading):
            left.append(Slot(SlotKind.HEADING, text=heading[0]))
            right.append(Slot(SlotKind.HEADING, text=heading[1]))
        # S2 cards not taken by an S1 card of this section face the unpaired S1 cards
        # in their own order, as before any pairing is tried.
        taken = {partner[p] for p in first if p in partner}
        free = [p for p in second if p not in taken and p not in placed]
        opposite: list[Slot] = []
        for player in first:
            if player in placed:  # an exchange paired it with an earlier S1 card
                continue
            left.append(slot(player))
            mate = partner.get(player)
            if mate is None or mate in placed:
                mate = free.pop(0) if free else None
            opposite.append(slot(mate) if mate is not None else _EMPTY)
        opposite += [slot(p) for p in free if p not in placed]
        left.extend([_EMPTY] * (len(opposite) - len(left) + len(right)))
        right.extend(opposite)

    if bracket.homogeneous:
        section(bracket.s1, bracket.s2)
    else:
        remainder = set(bracket.remainder_s1) | set(bracket.remainder_s2)
        section(bracket.s1, tuple(p for p in bracket.s2 if p not in remainder))
        section(bracket.remainder_s1, bracket.remainder_s2, ("S1R", "S2R"))
    return tuple(left), tuple(right)
