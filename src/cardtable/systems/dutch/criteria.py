"""The pairing criteria of C.04.3 art. 2 (2026 text), pair by pair.

Absolute criteria decide whether two players may meet at all:
C1 (no rematch: only games played over the board count, C.04.1), forbidden pairs named
in the tournament file, and C3 (two players with the same absolute colour preference
do not meet, except topscorers in the final round, art. 1.8, 2.1.3). C2 (PAB eligibility) and
C4 (completion) concern the whole round and live in ``byes`` and ``brackets``.

The PAB criterion C5 and the quality criteria C6-C21 are evaluated per pair here as 0/1 (or per-score) values that
``weights`` packs, in the order of priority, into one integer per pair."""

from __future__ import annotations

from ...model.history import Float
from .cards import Card, CardIndex, RoundContext
from .neighbours import Near, view


def compatible(ctx: RoundContext, a: Card, b: Card) -> bool:
    """C1, forbidden pairs and C3 for the pair (a, b)."""
    if b.start_no in a.opponents or (a.start_no, b.start_no) in ctx.forbidden:
        return False
    if a.absolute and b.absolute and a.preference is b.preference:
        # C3, with the topscorer exception of the final round (art. 1.8)
        return ctx.last_round and (ctx.is_topscorer(a) or ctx.is_topscorer(b))
    return True


def compatibility(ctx: RoundContext) -> list[Near]:
    """For every card (by index), the cards it may meet: ``compatible`` for all pairs at
    once, built from the few players each one may not meet (``neighbours.view``: memory
    in the number of exclusions, not in the square of the field)."""
    cards = ctx.cards
    index: dict[int, CardIndex] = {c.start_no: CardIndex(i) for i, c in enumerate(cards)}
    absolute: dict[object, set[CardIndex]] = {}
    for i, c in enumerate(cards):
        if c.absolute:
            exempt = ctx.last_round and ctx.is_topscorer(c)
            if not exempt:
                absolute.setdefault(c.preference, set()).add(CardIndex(i))
    groups = {colour: frozenset(members) for colour, members in absolute.items()}
    forbidden: dict[int, list[CardIndex]] = {}
    for (a, b) in ctx.forbidden:
        if b in index:
            forbidden.setdefault(a, []).append(index[b])
    size = len(cards)
    result = []
    for i, c in enumerate(cards):
        excluded: set[CardIndex] = {index[o] for o in c.opponents if o in index}
        excluded.update(forbidden.get(c.start_no, ()))
        excluded.add(CardIndex(i))
        group: frozenset[CardIndex] = frozenset()
        if c.absolute and not (ctx.last_round and ctx.is_topscorer(c)):
            group = groups.get(c.preference, frozenset())
        result.append(view(size, excluded, group))
    return result


def colour_values(higher: Card, lower: Card) -> tuple[int, int, int, int]:
    """C10-C13 for a pair, 1 where the pair does NOT cause the violation:

    C10  no topscorer (or opponent) ends with a colour difference beyond ±2: violated
         when both have a colour difference beyond ±1 towards the same colour;
    C11  no topscorer (or opponent) gets the same colour three times in a row: violated
         when both have the same absolute preference and the one who will not get it
         (the smaller colour difference, art. 5.2.2) already had that colour twice;
    C12  both get their colour preference: violated when they prefer the same colour;
    C13  both get their strong preference: violated when they prefer the same colour,
         both preferences are strong or absolute, and not both absolute."""
    same = (higher.preference is not None and higher.preference is lower.preference)
    c10 = not (same and higher.absolute_imbalance and lower.absolute_imbalance)
    if same and higher.absolute and lower.absolute:
        if higher.colour_imbalance == lower.colour_imbalance:
            c11 = (lower.repeated_colour is None
                   or lower.repeated_colour is not higher.repeated_colour)
        else:
            loser = higher if lower.colour_imbalance > higher.colour_imbalance else lower
            c11 = loser.repeated_colour is not lower.preference.opposite  # type: ignore
    else:
        c11 = True
    c12 = not same
    c13 = not (same
               and (higher.strong or higher.absolute)
               and (lower.strong or lower.absolute)
               and not (higher.absolute and lower.absolute))
    return int(c10), int(c11), int(c12), int(c13)


def repeated_float_counts(higher: Card, lower: Card, rounds_back: int) -> tuple[int, int]:
    """C14/C16 and C15/C17 for a pair inside the bracket: how many of the two players
    avoid repeating the downfloat of the previous round (or two rounds before) — a
    player paired inside their own score group does not float — and whether the lower
    player avoids repeating an upfloat."""
    k = rounds_back - 1
    down = int(lower.floats[k] is Float.DOWN)
    if higher.score <= lower.score and higher.floats[k] is Float.DOWN:
        down += 1
    up = int(not (higher.score > lower.score and lower.floats[k] is Float.UP))
    return down, up
