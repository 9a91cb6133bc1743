"""Maximum-weight matching in a general graph: Edmonds' blossom algorithm in its
primal-dual form, O(n^3), as presented by Galil ("Efficient algorithms for finding
maximum matching in graphs", ACM Computing Surveys 18, 1986): S/T labels grown from
every free vertex at once, blossoms shrunk and expanded, dual variables on vertices
and blossoms changed by the least slack (the four delta cases), with the best edge to
each S-blossom kept to find that slack. Integer weights of any size.

The Dutch engine encodes the FIDE criteria, in their order of priority, as bit fields
of one large integer per pair of players: a maximum-weight matching is then the pairing
that satisfies the criteria best.

Vertices are 0..n-1; ``weights[v]`` maps each neighbour to the weight of the edge (the
map must be symmetric). Edges with weight <= 0 are never used. Duals are kept doubled so
that everything stays integral.
"""

from __future__ import annotations

from typing import Iterator, Sequence


def max_weight_matching(n: int, weights: Sequence[dict[int, int]]) -> list[int]:
    """Return ``mate`` with ``mate[v]`` the partner of ``v`` or -1."""
    if n == 0:
        return []
    # Edge list: edge k joins ends[2k] and ends[2k+1]; endpoint p belongs to vertex ends[p].
    ends: list[int] = []
    edge_weight: list[int] = []
    incident: list[list[int]] = [[] for _ in range(n)]  # remote endpoints per vertex
    top = 0
    for u in range(n):
        for v, w in weights[u].items():
            if u < v and w > 0:
                k = len(edge_weight)
                ends.append(u)
                ends.append(v)
                edge_weight.append(w)
                incident[u].append(2 * k + 1)
                incident[v].append(2 * k)
                if w > top:
                    top = w
    m = len(edge_weight)
    if m == 0:
        return [-1] * n
    return _Solver(n, ends, edge_weight, incident, top).run()


class _Solver:
    """State of one run. Blossoms are numbered n..2n-1; a vertex is a trivial blossom."""

    def __init__(self, n: int, ends: list[int], edge_weight: list[int],
                 incident: list[list[int]], top: int) -> None:
        self.n = n
        self.ends = ends
        self.w = edge_weight
        self.incident = incident
        nb = 2 * n
        self.mate = [-1] * n  # remote endpoint of the matched edge, or -1
        self.label = [0] * nb  # 0 free, 1 S (outer), 2 T (inner)
        self.labelend = [-1] * nb
        self.inblossom = list(range(n))
        self.parent = [-1] * nb
        self.childs: list[list[int] | None] = [None] * nb
        self.base = list(range(n)) + [-1] * n
        self.endps: list[list[int] | None] = [None] * nb
        self.bestedge = [-1] * nb
        self.bestedges: list[list[int] | None] = [None] * nb
        self.unused = list(range(n, nb))
        self.dual = [top] * n + [0] * n  # doubled duals
        self.allowed = [False] * len(edge_weight)
        self.queue: list[int] = []

    # -- helpers ---------------------------------------------------------------
    def slack(self, k: int) -> int:
        return self.dual[self.ends[2 * k]] + self.dual[self.ends[2 * k + 1]] - 2 * self.w[k]

    def leaves(self, b: int) -> Iterator[int]:
        if b < self.n:
            yield b
            return
        stack = [b]
        childs = self.childs
        n = self.n
        while stack:
            x = stack.pop()
            for c in childs[x]:  # type: ignore[union-attr]
                if c < n:
                    yield c
                else:
                    stack.append(c)

    def assign_label(self, w: int, t: int, p: int) -> None:
        b = self.inblossom[w]
        self.label[w] = self.label[b] = t
        self.labelend[w] = self.labelend[b] = p
        self.bestedge[w] = self.bestedge[b] = -1
        if t == 1:
            self.queue.extend(self.leaves(b))
        else:
            base = self.base[b]
            self.assign_label(self.ends[self.mate[base]], 1, self.mate[base] ^ 1)

    def scan_blossom(self, v: int, w: int) -> int:
        """Trace back from v and w to find a new blossom's base, or -1 for an
        augmenting path."""
        path = []
        base = -1
        label, inblossom, labelend, ends = self.label, self.inblossom, self.labelend, self.ends
        while v != -1 or w != -1:
            b = inblossom[v]
            if label[b] & 4:
                base = self.base[b]
                break
            path.append(b)
            label[b] = 5
            if labelend[b] == -1:
                v = -1
            else:
                v = ends[labelend[b]]
                b = inblossom[v]
                v = ends[labelend[b]]
            if w != -1:
                v, w = w, v
        for b in path:
            label[b] = 1
        return base

    def add_blossom(self, base: int, k: int) -> None:
        ends, inblossom, labelend = self.ends, self.inblossom, self.labelend
        v, w = ends[2 * k], ends[2 * k + 1]
        bb = inblossom[base]
        bv = inblossom[v]
        bw = inblossom[w]
        b = self.unused.pop()
        self.base[b] = base
        self.parent[b] = -1
        self.parent[bb] = b
        childs: list[int] = []
        endps: list[int] = []
        while bv != bb:
            self.parent[bv] = b
            childs.append(bv)
            endps.append(labelend[bv])
            v = ends[labelend[bv]]
            bv = inblossom[v]
        childs.append(bb)
        childs.reverse()
        endps.reverse()
        endps.append(2 * k)
        while bw != bb:
            self.parent[bw] = b
            childs.append(bw)
            endps.append(labelend[bw] ^ 1)
            w = ends[labelend[bw]]
            bw = inblossom[w]
        self.childs[b] = childs
        self.endps[b] = endps
        self.label[b] = 1
        labelend[b] = labelend[bb]
        self.dual[b] = 0
        for x in self.leaves(b):
            if self.label[inblossom[x]] == 2:
                self.queue.append(x)
            inblossom[x] = b
        # least-slack edges from the new blossom to other S-blossoms
        best_to: dict[int, int] = {}
        slack = self.slack
        for bv in childs:
            known = self.bestedges[bv]
            if known is None:
                lists = [[p // 2 for p in self.incident[x]] for x in self.leaves(bv)]
            else:
                lists = [known]
            for edges in lists:
                for kk in edges:
                    i, j = ends[2 * kk], ends[2 * kk + 1]
                    if inblossom[j] == b:
                        i, j = j, i
                    bj = inblossom[j]
                    if (bj != b and self.label[bj] == 1
                            and (bj not in best_to or slack(kk) < slack(best_to[bj]))):
                        best_to[bj] = kk
            self.bestedges[bv] = None
            self.bestedge[bv] = -1
        kept = self.bestedges[b] = list(best_to.values())
        best = -1
        for kk in kept:
            if best == -1 or slack(kk) < slack(best):
                best = kk
        self.bestedge[b] = best

    def expand_blossom(self, b: int, endstage: bool) -> None:
        """Dissolve blossom b into its sub-blossoms. Mid-stage (a T-blossom whose dual
        reached zero) the sub-blossoms on the even path from the entry child to the base
        are relabelled so the alternating tree stays valid."""
        ends, inblossom, label, labelend = self.ends, self.inblossom, self.label, self.labelend
        childs = self.childs[b]
        endps = self.endps[b]
        assert childs is not None and endps is not None
        for s in childs:
            self.parent[s] = -1
            if s < self.n:
                inblossom[s] = s
            elif endstage and self.dual[s] == 0:
                self.expand_blossom(s, endstage)
            else:
                for x in self.leaves(s):
                    inblossom[x] = s
        if not endstage and label[b] == 2:
            entry = inblossom[ends[labelend[b] ^ 1]]
            j = childs.index(entry)
            if j & 1:
                j -= len(childs)
                jstep, trick = 1, 0
            else:
                jstep, trick = -1, 1
            p = labelend[b]
            while j != 0:
                label[ends[p ^ 1]] = 0
                label[ends[endps[j - trick] ^ trick ^ 1]] = 0
                self.assign_label(ends[p ^ 1], 2, p)
                self.allowed[endps[j - trick] // 2] = True
                j += jstep
                p = endps[j - trick] ^ trick
                self.allowed[p // 2] = True
                j += jstep
            bv = childs[j]
            label[ends[p ^ 1]] = label[bv] = 2
            labelend[ends[p ^ 1]] = labelend[bv] = p
            self.bestedge[bv] = -1
            j += jstep
            while childs[j] != entry:
                bv = childs[j]
                if label[bv] == 1:
                    j += jstep
                    continue
                found = -1
                for v in self.leaves(bv):
                    if label[v] != 0:
                        found = v
                        break
                if found != -1:
                    label[found] = 0
                    label[ends[self.mate[self.base[bv]]]] = 0
                    self.assign_label(found, 2, labelend[found])
                j += jstep
        label[b] = labelend[b] = -1
        self.childs[b] = self.endps[b] = None
        self.base[b] = -1
        self.bestedges[b] = None
        self.bestedge[b] = -1
        self.unused.append(b)

    def augment_blossom(self, b: int, v: int) -> None:
        """Swap matched and unmatched edges along the path from v to b's base."""
        t = v
        while self.parent[t] != b:
            t = self.parent[t]
        if t >= self.n:
            self.augment_blossom(t, v)
        childs = self.childs[b]
        endps = self.endps[b]
        assert childs is not None and endps is not None
        i = j = childs.index(t)
        if i & 1:
            j -= len(childs)
            jstep, endptrick = 1, 0
        else:
            jstep, endptrick = -1, 1
        ends = self.ends
        while j != 0:
            j += jstep
            t = childs[j]
            p = endps[j - endptrick] ^ endptrick
            if t >= self.n:
                self.augment_blossom(t, ends[p])
            j += jstep
            t = childs[j]
            if t >= self.n:
                self.augment_blossom(t, ends[p ^ 1])
            self.mate[ends[p]] = p ^ 1
            self.mate[ends[p ^ 1]] = p
        childs = self.childs[b] = childs[i:] + childs[:i]
        self.endps[b] = endps[i:] + endps[:i]
        self.base[b] = self.base[childs[0]]

    def augment_matching(self, k: int) -> None:
        ends = self.ends
        for s, p in ((ends[2 * k], 2 * k + 1), (ends[2 * k + 1], 2 * k)):
            while True:
                bs = self.inblossom[s]
                if bs >= self.n:
                    self.augment_blossom(bs, s)
                self.mate[s] = p
                if self.labelend[bs] == -1:
                    break
                t = ends[self.labelend[bs]]
                bt = self.inblossom[t]
                s = ends[self.labelend[bt]]
                j = ends[self.labelend[bt] ^ 1]
                if bt >= self.n:
                    self.augment_blossom(bt, j)
                self.mate[j] = self.labelend[bt]
                p = self.labelend[bt] ^ 1

    # -- main loop -------------------------------------------------------------
    def run(self) -> list[int]:
        n = self.n
        ends, incident, inblossom = self.ends, self.incident, self.inblossom
        label, labelend, bestedge, allowed, dual = (self.label, self.labelend, self.bestedge,
                                                    self.allowed, self.dual)
        slack = self.slack
        for _stage in range(n):
            for i in range(2 * n):
                label[i] = 0
                bestedge[i] = -1
            for b in range(n, 2 * n):
                self.bestedges[b] = None
            for k in range(len(allowed)):
                allowed[k] = False
            self.queue = []
            for v in range(n):
                if self.mate[v] == -1 and label[inblossom[v]] == 0:
                    self.assign_label(v, 1, -1)
            augmented = False
            while True:
                while self.queue and not augmented:
                    v = self.queue.pop()
                    for p in incident[v]:
                        k = p // 2
                        w = ends[p]
                        bv, bw = inblossom[v], inblossom[w]
                        if bv == bw:
                            continue
                        if not allowed[k]:
                            kslack = dual[v] + dual[w] - 2 * self.w[k]
                            if kslack <= 0:
                                allowed[k] = True
                        if allowed[k]:
                            if label[bw] == 0:
                                self.assign_label(w, 2, p ^ 1)
                            elif label[bw] == 1:
                                base = self.scan_blossom(v, w)
                                if base >= 0:
                                    self.add_blossom(base, k)
                                else:
                                    self.augment_matching(k)
                                    augmented = True
                                    break
                            elif label[w] == 0:
                                label[w] = 2
                                labelend[w] = p ^ 1
                        elif label[bw] == 1:
                            if bestedge[bv] == -1 or kslack < slack(bestedge[bv]):
                                bestedge[bv] = k
                        elif label[w] == 0:
                            if bestedge[w] == -1 or kslack < slack(bestedge[w]):
                                bestedge[w] = k
                if augmented:
                    break
                # Dual adjustment.
                deltatype = 1
                delta = min(dual[v] for v in range(n))
                deltaedge = deltablossom = -1
                for v in range(n):
                    if label[inblossom[v]] == 0 and bestedge[v] != -1:
                        d = slack(bestedge[v])
                        if d < delta:
                            delta, deltatype, deltaedge = d, 2, bestedge[v]
                for b in range(2 * n):
                    if self.parent[b] == -1 and label[b] == 1 and bestedge[b] != -1:
                        d = slack(bestedge[b])
                        # slack of an edge between S-blossoms is even (doubled duals)
                        d //= 2
                        if d < delta:
                            delta, deltatype, deltaedge = d, 3, bestedge[b]
                for b in range(n, 2 * n):
                    if (self.base[b] >= 0 and self.parent[b] == -1 and label[b] == 2
                            and dual[b] < delta):
                        delta, deltatype, deltablossom = dual[b], 4, b
                for v in range(n):
                    lab = label[inblossom[v]]
                    if lab == 1:
                        dual[v] -= delta
                    elif lab == 2:
                        dual[v] += delta
                for b in range(n, 2 * n):
                    if self.base[b] >= 0 and self.parent[b] == -1:
                        if label[b] == 1:
                            dual[b] += delta
                        elif label[b] == 2:
                            dual[b] -= delta
                if deltatype == 1:
                    break
                if deltatype in (2, 3):
                    allowed[deltaedge] = True
                    i, j = ends[2 * deltaedge], ends[2 * deltaedge + 1]
                    if label[inblossom[i]] == 0:
                        i, j = j, i
                    self.queue.append(i)
                else:
                    self.expand_blossom(deltablossom, False)
            if not augmented:
                break
            for b in range(n, 2 * n):
                if (self.parent[b] == -1 and self.base[b] >= 0 and label[b] == 1
                        and dual[b] == 0):
                    self.expand_blossom(b, True)
        return [ends[p] if p >= 0 else -1 for p in self.mate]
