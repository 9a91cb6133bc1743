"""Counting the candidates below a node of the walk at once (see ``walk``): the rest
of S1 takes the free S2 players in every order, and the arrangements are counted by
the criterion that rejects them, or by their total weight, without listing them.

S2 players who play alike against every remaining S1 player (the same weight, or the
same broken criterion, pair by pair) are grouped; a state of the dynamic programme is
how many players of each group are still free."""

from __future__ import annotations

from collections import Counter
from math import factorial

#: states of the dynamic programme beyond which counting gives up (the walk then
#: goes one level deeper)
STATES = 4096

#: what one pair (or a row's downfloaters) gives: the criterion it breaks, or its weight
Entry = str | int
#: arrangements counted: by the criterion that rejects them, and the others by weight
Part = tuple[Counter[str], dict[int, int]]


def settle(part: Part, entry: Entry, found: Part) -> None:
    """Add the arrangements of ``part`` whose last (dummy) row is ``entry`` to
    ``found``: all rejected by ``entry`` when it is a criterion."""
    rejected, totals = found
    rejected.update(part[0])
    if isinstance(entry, str):
        rejected[entry] += sum(part[1].values())
        return
    for weight, ways in part[1].items():
        totals[weight + entry] = totals.get(weight + entry, 0) + ways


def arrangements(columns: list[tuple[Entry, ...]], rejected: Counter[str]) -> Part | None:
    """Arrange ``columns`` (one per S2 player: for each row the pair's weight, or the
    criterion it breaks) against the rows in every order: the arrangements whose
    first illegal entry (row by row) breaks each criterion, counted in ``rejected``,
    and the others by total weight. There are as many columns as rows. Columns alike
    are grouped; a state is how many of each group are still free, written as one
    number in mixed radix. None when there are too many states."""
    groups = Counter(columns)
    kinds = list(groups)
    sizes = [groups[g] for g in kinds]
    radix = []
    base = 1
    for size in sizes:
        radix.append(base)
        base *= size + 1
    rows = len(columns)
    states: dict[int, dict[int, int]] = {sum(s * r for s, r in zip(sizes, radix)): {0: 1}}
    span = range(len(kinds))
    for row in range(rows):
        after: dict[int, dict[int, int]] = {}
        rest = factorial(rows - row - 1)
        entries = [kind[row] for kind in kinds]
        for state, totals in states.items():
            ways = 0
            for g in span:
                left = state // radix[g] % (sizes[g] + 1)
                if not left:
                    continue
                entry = entries[g]
                if isinstance(entry, str):
                    if not ways:
                        ways = sum(totals.values())
                    rejected[entry] += ways * left * rest
                    continue
                nxt = state - radix[g]
                target = after.get(nxt)
                if target is None:
                    after[nxt] = {weight + entry: count * left
                                  for weight, count in totals.items()}
                    continue
                for weight, count in totals.items():
                    key = weight + entry
                    target[key] = target.get(key, 0) + count * left
        if len(after) > STATES:
            return None
        states = after
    return rejected, states.get(0, {})
