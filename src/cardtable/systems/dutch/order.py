"""The order in which C.04.3 art. 4 generates candidates, as the low-order bits of
the pair weights: among pairings that satisfy the criteria equally well, the one the
rules generate first has the largest total."""

from __future__ import annotations

from .cards import CardIndex

#: the order key of each pair (higher card first) in the low bits of its weight
OrderKeys = dict[tuple[CardIndex, CardIndex], int]


def mdp_order_keys(mdps: list[CardIndex], residents: list[CardIndex]) -> tuple[OrderKeys, int]:
    """Art. 4.4: the highest MDPs are paired first (as many as the criteria allow), and
    each MDP in order meets the first resident in S2 that keeps the best pairing."""
    m, r = len(mdps), len(residents)
    radix = r + 1
    opp_bits = (radix ** m).bit_length() + 1
    keys: OrderKeys = {}
    for i, a in enumerate(mdps):
        paired_bonus = 1 << (m - 1 - i)
        scale = radix ** (m - 1 - i)
        for j, b in enumerate(residents):
            keys[(a, b)] = (paired_bonus << opp_bits) + (r - j) * scale
    return keys, m + opp_bits


def exchange_heads(size: int, pairs: int) -> tuple[list[int], int]:
    """Art. 4.3 for a homogeneous bracket or remainder of ``size`` players with S1 = its
    first ``pairs`` players, as the value of a pair whose higher player has BSN x + 1:
    fewest exchanges (the higher player in S1); the smallest difference between the
    sums of the exchanged BSNs (the smallest sum of the higher players' BSNs); then the
    lowest S1 players exchanged first (4.3.2 rule 3), then the highest S2 players
    (rule 4). Returns the values by x and their bit width."""
    w4 = size + 1
    w3 = (size * (1 << pairs)).bit_length() + 1
    w2 = (size * size).bit_length() + 1
    w1 = size.bit_length() + 1
    heads = []
    for x in range(size):
        in_s1 = x < pairs
        t3 = (1 << pairs) - ((1 << x) if in_s1 else 0)
        t4 = 0 if in_s1 else 1 << (size - 1 - x)
        head = (((int(in_s1) << w2) + (size - x)) << w3) + t3
        heads.append((head << w4) + t4)
    return heads, w1 + w2 + w3 + w4


def remainder_order_keys(remainder: list[CardIndex], pairs: int) -> tuple[OrderKeys, int]:
    """The exchange order (``exchange_heads``), then the transpositions (art. 4.2):
    each S1 player in order meets the first S2 player possible."""
    size = len(remainder)
    if size < 2:
        return {}, 0
    heads, width = exchange_heads(size, pairs)
    radix = size + 1
    w5 = (radix ** size).bit_length() + 1
    keys: OrderKeys = {}
    for x in range(size):
        scale = radix ** (size - 1 - x)
        head = heads[x] << w5
        for y in range(x + 1, size):
            keys[(remainder[x], remainder[y])] = head + (size - y) * scale
    return keys, width + w5
