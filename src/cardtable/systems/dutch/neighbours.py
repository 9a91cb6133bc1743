"""Who may meet whom (C.04.3 C1, forbidden pairs, C3), stored by the few players each
one may NOT meet, so that a field of n players costs memory in n and the number of
exclusions, not n².

A player's ``Neighbours`` is a read-only view of the set ``range(n)`` minus their
exclusions: their opponents, forbidden partners, themselves, and — for a player with an
absolute colour preference outside the topscorer exception — the group of players with
the same absolute preference (shared by the whole group, not copied). It answers
``in``, ``len``, iteration (ascending, as the set of small integers it stands for
iterates), ``&`` with a set (the same elements in the same order as ``set & set``) and
``isdisjoint``. A player who is excluded from a quarter of the field or more gets the
plain set instead (``compatibility``), built as before, so that everything that
depends on iteration order stays exactly as it was."""

from __future__ import annotations

from typing import AbstractSet, Iterable, Iterator, Union, cast

from .cards import CardIndex


class Neighbours:
    """The card indices ``0..size-1`` not in ``own`` nor in ``group``."""

    __slots__ = ("size", "own", "group", "count")
    ascending = True  # iteration order, for the matchings that rely on it

    def __init__(self, size: int, own: frozenset[CardIndex], group: frozenset[CardIndex],
                 excluded: int):
        self.size = size
        self.own = own
        self.group = group
        self.count = size - excluded

    def __contains__(self, b: object) -> bool:
        return b not in self.own and b not in self.group

    def __len__(self) -> int:
        return self.count

    def __iter__(self) -> Iterator[CardIndex]:
        own, group = self.own, self.group
        ascending = (b for b in range(self.size) if b not in own and b not in group)
        return cast(Iterator[CardIndex], ascending)  # card indices

    def __and__(self, other: AbstractSet[CardIndex]) -> set[CardIndex]:
        # ``set & set`` walks the smaller set (the right one when sizes are equal) and
        # inserts what the other holds into a new set: done alike here
        own, group = self.own, self.group
        if len(other) > self.count:
            return {b for b in self if b in other}
        return {b for b in other if b not in own and b not in group}

    def isdisjoint(self, other: Iterable[CardIndex]) -> bool:
        own, group = self.own, self.group
        return all(b in own or b in group for b in other)


#: the players one player may meet: a view, or the plain set
Near = Union["Neighbours", set[CardIndex]]


def view(size: int, own: set[CardIndex], group: frozenset[CardIndex]) -> Near:
    """The neighbours of one player: a ``Neighbours`` view when they are excluded from
    fewer than a quarter of the ``size`` players, else the plain set (then
    ``set(range(size)) - excluded`` iterates in an order the view cannot reproduce)."""
    excluded = len(own) + len(group) - len(own & group) if group else len(own)
    if (size >> 2) > excluded:
        return Neighbours(size, frozenset(own), group, excluded)
    return {CardIndex(b) for b in range(size)} - (own | group)


def within(near: Near, members: list[CardIndex],
           member_set: set[CardIndex]) -> list[CardIndex]:
    """The players of ``members`` (ascending) that ``near`` holds, in the order ``near``
    iterates."""
    if isinstance(near, Neighbours):
        return [b for b in members if b in near]
    return [b for b in near if b in member_set]
