"""How an open bracket is laid out in two columns, S1 on the left and S2 on the right
(C.04.3 art. 3.2). As the bracket opens, the columns are its subgroups. Once a
candidate or the choice pairs it, each pair faces its opponent: the player ranked
higher in the bracket on the left (after an exchange S1 holds other players than it
began with, art. 3.3.2), the pairs in the order of the left players, and the players
left unpaired last, on the right, as floaters. A heterogeneous bracket shows the MDPs
and their opponents first, then the remainder as S1R and S2R (art. 3.7). Headless."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Iterable

from cardtable.trace.steps import BracketStep


class SlotKind(enum.Enum):
    CARD = "card"          # a card of a subgroup, nothing paired yet
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
Columns = tuple[tuple[Slot, ...], tuple[Slot, ...]]


def bracket_columns(bracket: BracketStep, pairs: tuple[tuple[int, int], ...] = (),
                    floaters: tuple[int, ...] = ()) -> Columns:
    """The S1 and S2 columns, of equal length, line by line."""
    left: list[Slot] = []
    right: list[Slot] = []

    def section(first: Iterable[Slot], second: Iterable[Slot], heading: str = "") -> None:
        first, second = list(first), list(second)
        if not first and not second:
            return
        if heading:
            left.append(Slot(SlotKind.HEADING, text=f"{heading[0]}1{heading[1:]}"))
            right.append(Slot(SlotKind.HEADING, text=f"{heading[0]}2{heading[1:]}"))
        size = max(len(first), len(second))
        left.extend(first + [_EMPTY] * (size - len(first)))
        right.extend(second + [_EMPTY] * (size - len(second)))

    remainder = set(bracket.remainder_s1) | set(bracket.remainder_s2)
    if not pairs:  # the subgroups; a candidate without pairs: each card floats
        def cards(players: Iterable[int]) -> list[Slot]:
            return [Slot(SlotKind.FLOATER if p in floaters else SlotKind.CARD, p)
                    for p in players]

        if bracket.homogeneous:
            section(cards(bracket.s1), cards(bracket.s2))
        else:  # the MDPs in limbo show once they float down
            section(cards((*bracket.s1, *(p for p in bracket.limbo if p in floaters))),
                    cards(p for p in bracket.s2 if p not in remainder))
            section(cards(bracket.remainder_s1), cards(bracket.remainder_s2), "SR")
        return tuple(left), tuple(right)

    rank = {p: i for i, p in enumerate((*bracket.mdps, *bracket.residents))}
    last = len(rank)  # a player outside the bracket: after its own
    facing = sorted(((a, b) if rank.get(a, last) <= rank.get(b, last) else (b, a)
                     for a, b in pairs), key=lambda pair: rank.get(pair[0], last))
    paired = {p for pair in pairs for p in pair}
    # left unpaired: floaters, or (a procedure that pairs step by step, the 2009
    # rules' C.6) the players not paired yet
    unpaired = [Slot(SlotKind.FLOATER if p in floaters else SlotKind.CARD, p)
                for p in dict.fromkeys((*bracket.s1, *bracket.limbo, *bracket.residents))
                if p not in paired and (p in floaters or not floaters)]
    mdps = set(bracket.s1) if not bracket.homogeneous else set()
    with_mdp = [pair for pair in facing if mdps & set(pair)]
    rest = [pair for pair in facing if not mdps & set(pair)]
    section([Slot(SlotKind.PAIRED, a) for a, _ in with_mdp or rest],
            [Slot(SlotKind.PAIRED, b) for _, b in with_mdp or rest]
            + ([] if with_mdp and rest else unpaired))
    if with_mdp and rest:
        section([Slot(SlotKind.PAIRED, a) for a, _ in rest],
                [Slot(SlotKind.PAIRED, b) for _, b in rest] + unpaired, "SR")
    return tuple(left), tuple(right)


def subgroup_columns(s1: tuple[int, ...], s2: tuple[int, ...],
                     pairs: tuple[tuple[int, int], ...] = (),
                     floaters: tuple[int, ...] = ()) -> Columns:
    """S1 and S2 exactly as a step of the procedure states them (the 2009 rules'
    C.4, C.8), line by line: each S1 player facing their opponent of ``pairs`` in S2,
    in S1's order; then S1's players left unpaired, and S2's players left, in S2's
    order (``floaters`` marked as moving down)."""
    partner = {p: q for pair in pairs for p, q in (pair, pair[::-1])}

    def unpaired(player: int) -> Slot:
        return Slot(SlotKind.FLOATER if player in floaters else SlotKind.CARD, player)

    facing = [(a, partner[a]) for a in s1 if a in partner]
    left = [Slot(SlotKind.PAIRED, a) for a, _ in facing]
    right = [Slot(SlotKind.PAIRED, b) for _, b in facing]
    left += [unpaired(p) for p in s1 if p not in partner]
    right += [unpaired(p) for p in s2 if p not in partner or partner[p] not in s1]
    size = max(len(left), len(right))
    return (tuple(left + [_EMPTY] * (size - len(left))),
            tuple(right + [_EMPTY] * (size - len(right))))


def formed_columns(residents: tuple[int, ...], upfloaters: tuple[int, ...],
                   pairs: tuple[tuple[int, int], ...] = ()) -> Columns:
    """A bracket formed of a top-scoregroup and the upfloaters pulled up to it (C.04.5,
    C.04.6 art. 3.5), line by line: before a pairing is laid out, the residents on the
    left and the upfloaters on the right; a pairing's pairs as it gives them, the top
    member on the left facing the bottom member (art. 3.6.1), and the teams it leaves
    unpaired (a rejected beginning of identifiers) after them, where they stood."""
    if not pairs:
        left = [Slot(SlotKind.CARD, p) for p in residents]
        right = [Slot(SlotKind.CARD, p) for p in upfloaters]
    else:
        paired = {p for pair in pairs for p in pair}
        left = [Slot(SlotKind.PAIRED, a) for a, _ in pairs]
        right = [Slot(SlotKind.PAIRED, b) for _, b in pairs]
        left += [Slot(SlotKind.CARD, p) for p in residents if p not in paired]
        right += [Slot(SlotKind.CARD, p) for p in upfloaters if p not in paired]
    size = max(len(left), len(right))
    return (tuple(left + [_EMPTY] * (size - len(left))),
            tuple(right + [_EMPTY] * (size - len(right))))
