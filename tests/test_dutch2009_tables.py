"""Seed 000's tables and figures: the 23 transpositions of D.1 in the seed's order, the
exchange orders a-i and j-r of D.2, the note for an odd bracket, and x of A.8."""

from __future__ import annotations

import itertools

import pytest

from cardtable.model.colour import Colour
from cardtable.systems.dutch2009.definitions import p_value, treated_homogeneous, x_value
from cardtable.systems.dutch2009.tables import exchanges, table_letter, transpositions

#: D.1 as the seed prints it, for S1 = 1 2 3 4 and S2 = 5 6 7 8
D1 = """5-6-8-7 5-7-6-8 5-7-8-6 5-8-6-7 5-8-7-6 6-5-7-8 6-5-8-7 6-7-5-8 6-7-8-5 6-8-5-7
6-8-7-5 7-5-6-8 7-5-8-6 7-6-5-8 7-6-8-5 7-8-5-6 7-8-6-5 8-5-6-7 8-5-7-6 8-6-5-7 8-6-7-5
8-7-5-6 8-7-6-5"""

#: D.2 as the seed prints it: one player (a-i) and two players (j-r) of S1 = 2 3 4
#: exchanged with S2 = 5 6 7
D2_ONE = {"a": ((4,), (5,)), "b": ((4,), (6,)), "c": ((3,), (5,)), "d": ((4,), (7,)),
          "e": ((3,), (6,)), "f": ((2,), (5,)), "g": ((3,), (7,)), "h": ((2,), (6,)),
          "i": ((2,), (7,))}
D2_TWO = {"j": ((3, 4), (5, 6)), "k": ((3, 4), (5, 7)), "l": ((2, 4), (5, 6)),
          "m": ((3, 4), (6, 7)), "n": ((2, 4), (5, 7)), "o": ((2, 3), (5, 6)),
          "p": ((2, 4), (6, 7)), "q": ((2, 3), (5, 7)), "r": ((2, 3), (6, 7))}


def test_d1_the_23_transpositions_of_5_6_7_8_in_the_seeds_order():
    expected = [tuple(map(int, row.split("-"))) for row in D1.split()]
    assert len(expected) == 23
    assert list(transpositions((5, 6, 7, 8))) == expected


def _within_tables(p: int, size: int, low: int):
    """The exchanges of a bracket restricted to the part the seed's tables show: S1
    players ``low``.. p, S2 players p+1 .. p+3."""
    s1, s2 = set(range(low, p + 1)), set(range(p + 1, p + 4))
    return [(e.out, e.into) for e in exchanges(p, size)
            if set(e.out) <= s1 and set(e.into) <= s2]


def test_d2_exchanges_are_tried_in_the_order_of_the_seeds_tables():
    order = _within_tables(4, 8, 2)
    assert order[:9] == [D2_ONE[k] for k in "abcdefghi"]
    assert order[9:18] == [D2_TWO[k] for k in "jklmnopqr"]


def test_d2_one_player_before_two_and_the_smallest_difference_first():
    found = list(exchanges(4, 8))
    sizes = [len(e.out) for e in found]
    assert sizes == sorted(sizes)
    ones = [e.difference for e in found if len(e.out) == 1]
    assert ones == sorted(ones) and found[0].out == (4,) and found[0].into == (5,)


def test_d2_the_seeds_letters_are_named_on_the_exchanges():
    letters = {table_letter(e, 4) for e in exchanges(4, 8)} - {""}
    assert letters == set("abcdefghijklmnopqr")


def test_d2_odd_bracket_every_number_in_s1_lowered_by_one():
    # 7 players: S1 = 1 2 3, S2 = 4 5 6 7; the tables with every number lowered by one
    order = _within_tables(3, 7, 1)
    lowered = [tuple(tuple(n - 1 for n in side) for side in D2_ONE[k]) for k in "abcdefghi"]
    assert order[:9] == lowered
    lowered = [tuple(tuple(n - 1 for n in side) for side in D2_TWO[k]) for k in "jklmnopqr"]
    assert order[9:18] == lowered


def test_d2_every_exchange_once():
    found = [(e.out, e.into) for e in exchanges(4, 9)]
    assert len(found) == len(set(found)) == sum(
        len(list(itertools.combinations(range(4), k))) *
        len(list(itertools.combinations(range(5), k))) for k in range(1, 5))


@pytest.mark.parametrize("whites, blacks, none, x", [
    (3, 1, 0, 1),   # q = 2: x = w - q
    (1, 4, 1, 1),   # q = 3: b > w, x = b - q
    (2, 2, 0, 0),
    (5, 0, 1, 2),   # q = 3
    (2, 3, 2, 0),   # q = 4: b - q below 0 counts no pairing
])
def test_a8_x(whites, blacks, none, x):
    prefs = [Colour.WHITE] * whites + [Colour.BLACK] * blacks + [None] * none
    value = x_value(prefs)
    assert (value.w, value.b, value.q) == (whites, blacks, (len(prefs) + 1) // 2)
    assert value.x == x


def test_a3_a6_heterogeneous_brackets_and_p():
    assert treated_homogeneous(0, 6) and p_value(0, 6) == 3
    assert not treated_homogeneous(2, 6) and p_value(2, 6) == 2
    assert treated_homogeneous(3, 6) and p_value(3, 6) == 3  # at least half moved down
    assert p_value(0, 7) == 3  # S1 one player short in an odd bracket (note to D.2)
