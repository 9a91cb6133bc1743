"""Who may meet whom, stored by exclusions (``neighbours``): the view answers exactly
as the set it stands for — membership, size, iteration order, ``&`` with a set (the
same elements in the same order) — and the matchings built on it count the same."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.matching.cardinality import completable, matching_size
from cardtable.systems.dutch.neighbours import view


@st.composite
def fields(draw):
    size = draw(st.integers(2, 60))
    group = frozenset(draw(st.sets(st.integers(0, size - 1), max_size=size // 3)))
    rows = []
    for i in range(size):
        own = set(draw(st.sets(st.integers(0, size - 1), max_size=4))) | {i}
        rows.append((own, group if draw(st.booleans()) and i in group else frozenset()))
    inside = draw(st.sets(st.integers(0, size - 1)))
    return size, rows, inside


def plain(size: int, own: set[int], group: frozenset[int]) -> set[int]:
    """The set the engine built before: every player minus the exclusions."""
    return set(range(size)) - (own | group)


@settings(max_examples=150, deadline=None)
@given(fields())
def test_view_answers_as_the_set(field):
    size, rows, inside = field
    for own, group in rows:
        near, old = view(size, own, group), plain(size, own, group)
        assert len(near) == len(old)
        assert list(near) == list(old)
        assert [b in near for b in range(size)] == [b in old for b in range(size)]
        assert list(near & inside) == list(old & inside)
        assert near.isdisjoint(inside) == old.isdisjoint(inside)


@settings(max_examples=100, deadline=None)
@given(fields(), st.sets(st.integers(0, 59)))
def test_matchings_on_views_count_as_on_sets(field, bye):
    size, rows, _ = field
    # symmetric exclusions, as the engine's are
    excluded = [set(own) for own, _ in rows]
    for i, own in enumerate(excluded):
        for j in own:
            excluded[j].add(i)
    views = [view(size, own, frozenset()) for own in excluded]
    sets = [plain(size, own, frozenset()) for own in excluded]
    players = list(range(0, size, 2)) + list(range(1, size, 2))
    assert matching_size(players, views) == matching_size(players, sets)
    assert (completable(players, views, lambda i: i in bye)
            == completable(players, sets, lambda i: i in bye))
