"""What the Berger tables promise, for any number of players (C.05 Annex 1):

* every pair meets exactly once per cycle, and nobody plays twice in a round;
* the fixed number N of an even table alternates: Black in odd rounds, White in even;
* every other player's colours alternate strictly in his games against 1..N−1, so the
  only repetition is at his game against N: never the same colour three times in a
  row, and White and Black differ by one (numbers 1..N/2 have the extra White);
* with an odd number of players (N = n + 1 is the free round) every player's colours
  alternate strictly, free rounds skipped, White and Black equal;
* a double round robin: each pair once with each colour, White equal to Black for
  everyone, and at most two equal colours in a row across the cycles — which is what
  swapping the last two rounds of the first cycle buys for an even table (without it,
  three; an odd table, free rounds skipped, would not need it).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.systems.roundrobin import berger_table, schedule, table_size

players = st.integers(min_value=3, max_value=80)


def colours(rounds, player: int, skip: int | None = None) -> str:
    """The player's colours round by round ('W'/'B'); games against ``skip`` left out."""
    out = []
    for rnd in rounds:
        for white, black in rnd.boards:
            if skip in (white, black):
                continue
            if player == white:
                out.append("W")
            elif player == black:
                out.append("B")
    return "".join(out)


def alternates(sequence: str) -> bool:
    return all(a != b for a, b in zip(sequence, sequence[1:]))


def longest_run(sequence: str) -> int:
    best = run = 0
    for i, colour in enumerate(sequence):
        run = run + 1 if i and sequence[i - 1] == colour else 1
        best = max(best, run)
    return best


@settings(max_examples=60, deadline=None)
@given(players, st.booleans())
def test_every_pair_meets_once_per_cycle(n, double):
    size = table_size(n)
    rounds = schedule(n, double)
    assert len(rounds) == (size - 1) * (2 if double else 1)
    for rnd in rounds:
        seen = [p for board in rnd.boards for p in board]
        assert sorted(seen) == list(range(1, size + 1))
    for cycle in (1, 2) if double else (1,):
        met = Counter(frozenset(b) for r in rounds if r.cycle == cycle for b in r.boards)
        assert set(met) == {frozenset(p) for p in combinations(range(1, size + 1), 2)}
        assert set(met.values()) == {1}


@settings(max_examples=60, deadline=None)
@given(players.map(lambda n: n + n % 2))
def test_even_table_colours(n):
    rounds = berger_table(n).rounds
    assert colours(rounds, n) == "".join("B" if r % 2 else "W" for r in range(1, n))
    for p in range(1, n):
        own = colours(rounds, p)
        assert alternates(colours(rounds, p, skip=n))
        assert longest_run(own) <= 2
        assert own.count("W") - own.count("B") == (1 if p <= n // 2 else -1)


@settings(max_examples=60, deadline=None)
@given(players.filter(lambda n: n % 2))
def test_odd_table_colours_alternate_around_the_free_round(n):
    rounds = berger_table(n).rounds
    for p in range(1, n + 1):
        own = colours(rounds, p, skip=n + 1)
        assert len(own) == n - 1
        assert alternates(own)
        assert own.count("W") == own.count("B")


@settings(max_examples=60, deadline=None)
@given(players)
def test_double_round_robin_colours(n):
    size = table_size(n)
    rounds = schedule(n, double=True)
    games = Counter(b for r in rounds for b in r.boards)
    assert all(games[(b, w)] == 1 for (w, b) in games)
    skip = size if n % 2 else None
    for p in range(1, n + 1):
        own = colours(rounds, p, skip=skip)
        assert own.count("W") == own.count("B")
        assert longest_run(own) <= 2


@settings(max_examples=30, deadline=None)
@given(players.map(lambda n: n + n % 2))
def test_without_the_swap_someone_has_three_in_a_row(n):
    table = berger_table(n).rounds
    unswapped = [*table, *(type(r)(r.number, r.leader, tuple((b, w) for w, b in r.boards))
                           for r in table)]
    assert max(longest_run(colours(unswapped, p)) for p in range(1, n + 1)) == 3
