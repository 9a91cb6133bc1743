"""The order of generation of C.04.3 (2026) art. 4 (``generation``) against the
examples of the rule text, and the walk past 100 000 candidates."""

from __future__ import annotations

from functools import cmp_to_key
from itertools import permutations
from math import comb, perm

import pytest
from hypothesis import given, strategies as st

from conftest import shared

from cardtable.systems.files import load_tournament
from cardtable.systems.dutch import pair, walk
from cardtable.systems.dutch.generation import candidate_count, exchanges, mdp_sets
from cardtable.systems.dutch.walk import LIMIT, RECORDS
from cardtable.systems.replay import before_round

ELEVEN_S1, ELEVEN_S2 = (1, 2, 3, 4, 5), (6, 7, 8, 9, 10, 11)


def _position(s1, s2, out, into) -> int:
    return list(exchanges(s1, s2)).index((tuple(out), tuple(into)))


def test_art_4_2_examples():
    """An 11-player homogeneous bracket has 720 transpositions; a heterogeneous one
    with two MDPs 72 (art. 4.2.2, note)."""
    assert len(set(p[:5] for p in permutations(ELEVEN_S2))) == perm(6, 5) == 720
    assert perm(9, 2) == 72
    assert candidate_count(11, 5) == comb(11, 5) * 720


def test_art_4_3_examples():
    """The examples of the comparison rules (art. 4.3.2)."""
    def before(a, b) -> bool:
        return _position(ELEVEN_S1, ELEVEN_S2, *a) < _position(ELEVEN_S1, ELEVEN_S2, *b)

    assert before(((4,), (6,)), ((5,), (8,)))                      # rule 2
    assert before(((3, 4), (6, 8)), ((4, 5), (8, 9)))              # rule 2
    assert before(((5,), (7,)), ((4,), (6,)))                      # rule 3: 5 before 4
    assert before(((2, 5), (6, 7)), ((3, 4), (6, 7)))              # rule 3: 5-2 before 4-3
    assert before(((1, 4, 5), (6, 7, 8)), ((2, 3, 5), (6, 7, 8)))  # rule 3: 5-4-1, 5-3-2
    assert before(((4, 5), (6, 9)), ((4, 5), (7, 8)))              # rule 4: 6-9 before 7-8
    assert before(((3, 4, 5), (6, 7, 10)), ((3, 4, 5), (6, 8, 9)))  # rule 4
    assert list(exchanges(ELEVEN_S1, ELEVEN_S2))[0] == ((), ())


def _literal(a, b) -> int:
    """The four comparison rules of art. 4.3.2, read literally: negative when
    exchange ``a`` comes first."""
    (out_a, in_a), (out_b, in_b) = a, b
    if len(out_a) != len(out_b):
        return len(out_a) - len(out_b)
    diff_a, diff_b = sum(in_a) - sum(out_a), sum(in_b) - sum(out_b)
    if diff_a != diff_b:
        return diff_a - diff_b
    differing = set(out_a) ^ set(out_b)
    if differing:
        return -1 if max(differing) in out_a else 1
    differing = set(in_a) ^ set(in_b)
    if differing:
        return -1 if min(differing) in in_a else 1
    return 0


@given(st.integers(2, 9), st.data())
def test_exchanges_follow_the_four_rules(n, data):
    p = data.draw(st.integers(1, n // 2))
    s1, s2 = tuple(range(1, p + 1)), tuple(range(p + 1, n + 1))
    found = list(exchanges(s1, s2))
    assert len(found) == len(set(found)) == comb(n, p)
    assert found == sorted(found, key=cmp_to_key(_literal))


def test_mdp_sets_limbo_first_then_smallest_differing_bsn():
    scores = {1: 3, 2: 3, 3: 3, 4: 2}
    order = list(mdp_sets([1, 2, 3, 4], 2, scores.__getitem__))
    # the Limbo should hold the 2-point player: sets with 4 come last
    assert order[:3] == [(1, 2), (1, 3), (2, 3)]
    assert order[3:] == [(1, 4), (2, 4), (3, 4)]


def test_a_walk_past_the_limit():
    """More than 100 000 candidates before the chosen one: 200 recorded, the rest
    counted up to 100 000, then the chosen candidate without a number."""
    path = shared("conformance", "dutch", "dutch-118544706-23p-7r.trf")
    tournament = load_tournament(path)
    trace = pair(before_round(tournament, 3), 3, trace=True).trace
    counts = [s for s in trace.of_kind("candidates") if s.more]
    assert counts
    count = counts[0]
    assert (count.first, count.last) == (RECORDS + 1, LIMIT)
    assert sum(count.by_criterion.values()) == LIMIT - RECORDS
    choice = [s for s in trace.of_kind("choice") if s.bracket == count.bracket][0]
    assert choice.more and choice.index == 0
    shown = [s for s in trace.of_kind("candidate") if s.bracket == count.bracket]
    assert [s.index for s in shown] == list(range(1, RECORDS + 1)) + [0]


COUNTED = [("dutch-20892227-19p-6r.trf", 6), ("dutch-198018683-18p-8r.trf", 7),
           ("dutch-1030790470-17p-9r.trf", 5), ("dutch-605834501-19p-4r.trf", 4),
           ("dutch-890041847-13p-8r.trf", 7), ("dutch-1043418148-25p-5r.trf", 4)]


@pytest.mark.parametrize("name, round_no", COUNTED)
def test_counting_whole_subtrees_agrees_with_counting_one_by_one(monkeypatch, name,
                                                                   round_no):
    """The walk counts whole subtrees at once (``tally``); switched off, it counts
    the same candidates one by one, with the same result by criterion."""
    tournament = load_tournament(shared("conformance", "dutch", name))
    state = before_round(tournament, round_no)

    def counts():
        trace = pair(state, round_no, trace=True).trace
        return [(s.bracket, s.first, s.last, s.by_criterion, s.more)
                for s in trace.of_kind("candidates")]

    at_once = counts()
    monkeypatch.setattr(walk._Walker, "_tally", lambda self, rows, cols, total: False)
    assert at_once and counts() == at_once
