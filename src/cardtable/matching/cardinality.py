"""Maximum-cardinality matching in a general graph: Edmonds' blossom algorithm
("Paths, trees, and flowers", 1965) with one breadth-first search per free vertex,
blossoms contracted through their base (lowest common ancestor in the alternating
tree), O(n^3), after a greedy start that takes the most constrained vertices first.

``completable`` answers the completion criterion of the pairing systems: can the given
players all be paired, with at most one left over for the bye?"""

from __future__ import annotations

from collections import deque
from typing import Callable, Collection, Sequence, TypeVar

#: a vertex: any kind of int (the callers' own numbering)
V = TypeVar("V", bound=int)


def maximum_matching(n: int, adjacent: Sequence[Sequence[int]]) -> list[int]:
    """``mate[v]`` for a maximum matching (-1 for unmatched vertices)."""
    mate = [-1] * n
    # greedy start: most constrained vertices first
    for v in sorted(range(n), key=lambda x: len(adjacent[x])):
        if mate[v] == -1:
            for w in adjacent[v]:
                if mate[w] == -1 and w != v:
                    mate[v], mate[w] = w, v
                    break
    for root in range(n):
        if mate[root] == -1:
            augment_from(root, n, adjacent, mate)
    return mate


def augment_from(root: int, n: int, adjacent: Sequence[Sequence[int]], mate: list[int]) -> bool:
    """Grow the matching ``mate`` along one augmenting path from the free vertex
    ``root``; False when there is none."""
    parent = [-1] * n
    base = list(range(n))
    used = [False] * n
    used[root] = True
    queue = deque([root])

    def lca(a: int, b: int) -> int:
        seen = [False] * n
        while True:
            a = base[a]
            seen[a] = True
            if mate[a] == -1:
                break
            a = parent[mate[a]]
        while True:
            b = base[b]
            if seen[b]:
                return b
            b = parent[mate[b]]

    def mark_path(v: int, b: int, child: int, blossom: list[bool]) -> None:
        while base[v] != b:
            blossom[base[v]] = blossom[base[mate[v]]] = True
            parent[v] = child
            child = mate[v]
            v = parent[mate[v]]

    while queue:
        v = queue.popleft()
        for to in adjacent[v]:
            if base[v] == base[to] or mate[v] == to:
                continue
            if to == root or (mate[to] != -1 and parent[mate[to]] != -1):
                cur = lca(v, to)
                blossom = [False] * n
                mark_path(v, cur, to, blossom)
                mark_path(to, cur, v, blossom)
                for i in range(n):
                    if blossom[base[i]]:
                        base[i] = cur
                        if not used[i]:
                            used[i] = True
                            queue.append(i)
            elif parent[to] == -1:
                parent[to] = v
                if mate[to] == -1:
                    # augment along the path ending at ``to``
                    while to != -1:
                        pv = parent[to]
                        nxt = mate[pv]
                        mate[to], mate[pv] = pv, to
                        to = nxt
                    return True
                used[mate[to]] = True
                queue.append(mate[to])
    return False


def _greedy(players: Sequence[V],
            neighbours: Sequence[Collection[V]]) -> tuple[list[int], dict[V, int]]:
    """A greedy matching of ``players`` (most constrained first, each with their first
    unpaired neighbour), by positions in ``players``, with one spare slot when their
    number is odd; and the positions."""
    count = len(players)
    local = {p: k for k, p in enumerate(players)}
    mate = [-1] * (count + (count & 1))
    order = sorted(range(count), key=lambda k: len(neighbours[players[k]]))
    ascending = sorted(players)
    position = {local[p]: x for x, p in enumerate(ascending)}
    skip = list(range(count + 1))  # skip[x]: the first position >= x still unpaired

    def first_free(x: int) -> int:
        root = x
        while skip[root] != root:
            root = skip[root]
        while skip[x] != root:
            skip[x], x = root, skip[x]
        return root

    for k in order:
        if mate[k] != -1:
            continue
        near = neighbours[players[k]]
        if getattr(near, "ascending", False):
            # a container that iterates in ascending order (the Dutch neighbour view):
            # its first unpaired player, found by skipping the players already paired
            x = first_free(0)
            while x < count:
                j = local[ascending[x]]
                if j != k and ascending[x] in near:
                    mate[k], mate[j] = j, k
                    skip[x] = x + 1
                    skip[position[k]] = position[k] + 1
                    break
                x = first_free(x + 1)
            continue
        for other in near:
            at = local.get(other)
            if at is not None and at != k and mate[at] == -1:
                mate[k], mate[at] = at, k
                skip[position[k]] = position[k] + 1
                skip[position[at]] = position[at] + 1
                break
    return mate, local


def completable(players: Sequence[V], neighbours: Sequence[Collection[V]],
                may_get_bye: Callable[[V], bool]) -> bool:
    """Whether ``players`` can all be paired with compatible opponents (``neighbours``
    of a player, by the same numbering), except one player who may receive the PAB when
    their number is odd.

    A greedy pass pairs almost everybody in the usual, dense case; only when it leaves
    more than the PAB assignee unpaired is the exact matching run, with adjacency lists
    built just for the players it reaches."""
    count = len(players)
    mate, local = _greedy(players, neighbours)
    free = [k for k in range(count) if mate[k] == -1]
    if not free or (len(free) == 1 and count & 1 and may_get_bye(players[free[0]])):
        return True
    size = len(mate)
    adjacency: list[list[int]] = [[] for _ in range(size)]
    for k in range(count):
        near = neighbours[players[k]]
        adjacency[k] = [j for j, o in enumerate(players) if o in near]
    if count & 1:
        dummy = count
        for k in range(count):
            if may_get_bye(players[k]):
                adjacency[k].append(dummy)
                adjacency[dummy].append(k)
    for k in range(size):
        if mate[k] == -1:
            augment_from(k, size, adjacency, mate)
    return all(m != -1 for m in mate)


def maximum_mates(players: Sequence[V], neighbours: Sequence[Collection[V]]) -> list[int]:
    """A maximum matching of ``players``, ``mate[k]`` the position in ``players`` of
    the partner of ``players[k]`` (-1 for unpaired): the greedy matching, grown by
    augmenting paths only when it leaves more than one player unpaired."""
    count = len(players)
    mate, local = _greedy(players, neighbours)
    mate = mate[:count]
    if sum(1 for m in mate if m == -1) <= 1:
        return mate
    adjacency = [[j for j, o in enumerate(players) if o in neighbours[p]] for p in players]
    for k in range(count):
        if mate[k] == -1:
            augment_from(k, count, adjacency, mate)
    return mate


def matching_size(players: Sequence[V], neighbours: Sequence[Collection[V]]) -> int:
    """The number of pairs of a maximum matching of ``players`` (the most pairs a
    bracket can make)."""
    return sum(1 for m in maximum_mates(players, neighbours) if m != -1) // 2
