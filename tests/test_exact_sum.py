"""``exact_sum`` (issue 36: the tie-breaks of 10 000 players added without a gcd at
every step) gives what ``sum`` gives: the same value and the same type, for ints,
bools, Fractions of any denominators, and nothing."""

from __future__ import annotations

import random
from fractions import Fraction

from cardtable.tiebreaks.numbers import exact_sum


def test_the_same_value_and_type_as_sum():
    rng = random.Random(36)
    for _ in range(5000):
        values = [rng.choice([Fraction(rng.randint(-9, 9), rng.choice([1, 2, 3, 4, 100])),
                              rng.randint(-5, 5), True])
                  for _ in range(rng.randint(0, 9))]
        expected = sum(values)
        got = exact_sum(iter(values))
        assert got == expected and type(got) is type(expected), values


def test_cases_by_hand():
    assert exact_sum([]) == 0 and type(exact_sum([])) is int
    assert exact_sum([Fraction(1, 2), Fraction(1, 2)]) == Fraction(1)
    assert type(exact_sum([Fraction(1, 2), Fraction(1, 2)])) is Fraction
    assert exact_sum([Fraction(1, 3), Fraction(1, 4), 1]) == Fraction(19, 12)
    assert exact_sum([2, 3]) == 5 and type(exact_sum([2, 3])) is int
