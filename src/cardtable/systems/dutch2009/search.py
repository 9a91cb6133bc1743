"""C.4-C.8 and the first part of C.9: the candidates of a bracket in the order the
procedure tries them, each checked as C.6 says.

C.6 pairs S1[i] with S2[i]. A candidate is checked pair by pair in S1 order (B.1a,
B.2, then B.4: the pairings that cannot meet both colour preferences may not exceed
x, then B.5/B.6 for the upfloat of the lower player of a pair with different scores),
then its unpaired players: in a homogeneous bracket they move down (B.5/B.6 for
their downfloat), in the lowest bracket the one left over gets the bye (B.1b, and
B.5/B.6 as the bye is a downfloat, A.5), in a heterogeneous bracket they form the
remainder. C.7 tries the next transposition of S2 (D.1), C.8 the next exchange
(D.2, homogeneous groups only) with S1 and S2 ordered again (C.5).

When a pair fails, every transposition that begins with the same pairs fails with it:
they are passed over as one block of D.1 rows. In larger groups, once the walk
through the transpositions has to turn back often, a block that cannot be completed,
and an exchange whose S1 and S2 cannot give p valid pairs at all, are passed over the
same way (``matching.assignment``, ``matching.min_cost``); the first valid candidate is
the same. While C.13 pairs the penultimate bracket again, blocks whose unpaired players
cannot let the lowest bracket be paired are passed over too (``downstream``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterator, Mapping, Protocol, Sequence

from ...model.colour import Colour
from ..base import StartNo
from .cards import DOWN, UP, Card, RoundCards
from .criteria import Rules, bye_violation, float_violation, pair_violation
from .definitions import colour_conflict
from .downstream import Downstream
from ...matching.assignment import Assignment, min_assignment
from ...matching.min_cost import min_matching
from .tables import Exchange, exchanges, rows_of_prefix

#: groups up to this size are searched without the completion tests, so that the
#: trace lists every transposition and exchange as an arbiter would try them
LITERAL_SIZE = 10

#: while C.13 pairs a bracket again, groups above this size pass over the blocks that
#: cannot let the lowest bracket be paired (``downstream``); smaller ones are walked
#: literally, as an arbiter would
FEED_SIZE = 6

FLOAT = "float"          # unpaired players move down to the next bracket
BYE = "bye"              # lowest bracket: the one unpaired player gets the bye
REMAINDER = "remainder"  # heterogeneous bracket: unpaired residents form the remainder


@dataclass(frozen=True)
class Group:
    """Players paired at one level of a bracket: ``players`` in A.2 order, S1 = the
    first ``p``; ``x`` of A.8 (as C.11/C.14 changed it); the colour preferences of
    the group (A.7 d); what becomes of the unpaired players; whether C.8 applies."""

    players: tuple[Card, ...]
    p: int
    x: int
    prefs: Mapping[StartNo, Colour | None]
    rules: Rules
    leftovers: str
    exchanges: bool
    stage: str = ""  # "" for the bracket, "remainder" for a remainder
    downstream: Downstream | None = None  # C.13: the lowest bracket to be fed

    @property
    def feeding(self) -> bool:
        """C.13 is pairing this group again for the lowest bracket."""
        return self.downstream is not None and self.downstream.active


@dataclass(frozen=True)
class Candidate:
    """A candidate pairing: (S1 player, S2 player) pairs, the unpaired players, the
    number of pairings that cannot meet both colour preferences, and the colour
    preferences it was judged with (A.7 d may differ between groups)."""

    pairs: tuple[tuple[Card, Card], ...]
    rest: tuple[Card, ...]
    conflicts: int
    label: str
    prefs: Mapping[StartNo, Colour | None] = field(default_factory=dict)


class Recorder(Protocol):
    enabled: bool

    def subgroups(self, group: Group, s1: Sequence[Card], s2: Sequence[Card],
                  exchange: Exchange | None) -> None: ...

    def tried(self, group: Group, place: Place, pairs: Sequence[tuple[Card, Card]],
              rest: Sequence[Card], reason: str | None, detail: str,
              offending: tuple[Card, Card] | None = None) -> None: ...

    def passed_over(self, group: Group, place: Place, reason: str) -> None: ...

    def remainder_failed(self, mdp: Candidate, again: bool,
                         below: bool = False) -> None: ...


@dataclass(frozen=True, slots=True)
class Place:
    """Which candidates a step of the trace speaks of: ``label`` as the procedure
    names them (``C.8 a) 7⇄5: C.7 #3–#5``, the exchange by the players it swaps) and ``reference``, their rows in the tables
    of D.1 and D.2 (``D.2 a) 1↔2, D.1 row 3–5``; empty when none)."""

    label: str
    reference: str = ""
    rows: int = 1
    """How many orders of S2 (rows of D.1, C.6's counted) the label spans."""


@dataclass
class Pass:
    """What one pass of C.4-C.9 met: whether any pairing of the players moved down
    was valid (then the remainder is where it failed)."""

    reached_remainder: bool = False


def pair_reason(ctx: RoundCards, a: Card, b: Card, rules: Rules) -> str | None:
    """B.1a, B.2, then B.5/B.6 for the upfloat of the lower player (A.4)."""
    reason = pair_violation(ctx, a, b, rules)
    if reason is None and a.score != b.score:
        lower = b if a.score > b.score else a
        reason = float_violation(ctx, lower, UP, rules)
        if reason:
            reason += UP
    return reason


def leftover_reason(ctx: RoundCards, group: Group, card: Card) -> str | None:
    if group.leftovers == FLOAT:
        reason = float_violation(ctx, card, DOWN, group.rules)
        return reason + DOWN if reason else None
    if group.leftovers == BYE:
        reason = bye_violation(ctx, card, group.rules)
        return reason if reason == "B.1b" or reason is None else reason + DOWN
    return None


def candidates(ctx: RoundCards, group: Group, recorder: Recorder) -> Iterator[Candidate]:
    """C.4-C.8 for a group: the original S1/S2 with its transpositions, then (C.8,
    homogeneous groups) each exchange with its transpositions."""
    players, p = group.players, group.p
    s1, s2 = players[:p], players[p:]
    large = len(players) > LITERAL_SIZE

    def hopeless() -> bool:
        downstream = group.downstream
        if (len(players) > FEED_SIZE and downstream is not None and downstream.active
                and not downstream.group_completes(
                    players, p, lambda c: leftover_reason(ctx, group, c) is None)):
            recorder.passed_over(group, Place("C.13"), "no pairing of these players "
                                 "lets the lowest bracket be paired")
            return True
        return False

    if hopeless():
        return
    recorder.subgroups(group, s1, s2, None)
    yield from _orders(ctx, group, s1, s2, recorder, "")
    if not group.exchanges or p == 0 or len(s2) == 0 or hopeless():
        return
    if large and not _any_pairing(ctx, group):
        recorder.passed_over(group, Place("C.8"), "no exchange gives p valid pairings")
        return
    number = {c.start_no: i for i, c in enumerate(players, start=1)}
    at = {i: c.start_no for i, c in enumerate(players, start=1)}
    for exchange in exchanges(p, len(players)):
        moved = set(exchange.out) | set(exchange.into)
        new_s1 = tuple(c for c in players
                       if (number[c.start_no] <= p) != (number[c.start_no] in moved))
        new_s2 = tuple(c for c in players if c not in new_s1)
        named = exchange.label(p)
        if large and not _arrangement_feasible(ctx, group, new_s1, new_s2):
            recorder.passed_over(group, Place(f"C.8 {named}"),
                                 "no order of S2 gives p valid pairings")
            continue
        recorder.subgroups(group, new_s1, new_s2, exchange)
        yield from _orders(ctx, group, new_s1, new_s2, recorder, named,
                           exchange.players(p, at))


def heterogeneous_candidates(ctx: RoundCards, group: Group,
                             remainder_of: Callable[[Candidate], Group],
                             recorder: Recorder, progress: Pass) -> Iterator[Candidate]:
    """A heterogeneous bracket (A.3, A.6): S1 = the players moved down, paired first
    (C.6, C.7); for each valid pairing of them the remainder is paired as a
    homogeneous group from C.2 (``remainder_of`` gives it its x and p). When the
    remainder cannot be paired, C.9 undoes the pairing of the lowest player moved
    down and looks for another opponent for them: the next transposition (C.7)."""
    players, p = group.players, group.p
    s1, s2 = players[:p], players[p:]
    recorder.subgroups(group, s1, s2, None)
    failed: set[frozenset[int]] = set()
    for mdp in _orders(ctx, group, s1, s2, recorder, ""):
        progress.reached_remainder = True
        key = frozenset(c.start_no for c in mdp.rest)
        if key in failed:
            recorder.remainder_failed(mdp, True)
            continue
        remainder = remainder_of(mdp)
        found = False
        for rest in candidates(ctx, remainder, recorder):
            found = True
            yield Candidate(mdp.pairs + rest.pairs, rest.rest, mdp.conflicts + rest.conflicts,
                            f"{mdp.label} / remainder {rest.label}",
                            {**mdp.prefs, **rest.prefs})
        if not found:
            failed.add(key)
        # every remainder pairing found was refused by the bracket below (C.12): the
        # same C.9 as a remainder that cannot be paired at all
        recorder.remainder_failed(mdp, False, below=found)


def _orders(ctx: RoundCards, group: Group, s1: Sequence[Card], s2: Sequence[Card],
            recorder: Recorder, exchange: str, swapped: str = "") -> Iterator[Candidate]:
    """C.6 and C.7: the orders of S2 (D.1) as a depth-first walk in the table's
    order, passing over the blocks of rows that fail together; ``exchange`` names the
    exchange of D.2 (C.8) that gave S1 and S2 by its positions, ``swapped`` by the
    players it swapped (the labels' words), empty for the original ones."""
    return _Transpositions(ctx, group, s1, s2, recorder, exchange, swapped).candidates()


class _Transpositions:
    """The walk through the transpositions of S2 (D.1) against one S1: ``chosen[i]``
    is the S2 player (by position) that S1[i] meets. A prefix of pairs stands for the
    block of table rows that begin with it, so a pair that fails passes over its whole
    block. Large groups also pass over the blocks that cannot be completed within x
    (``completion``, once the walk has turned back often: ``visits``) and, while C.13
    pairs the bracket again, those that cannot let the lowest bracket be paired
    (``feeds``)."""

    def __init__(self, ctx: RoundCards, group: Group, s1: Sequence[Card],
                 s2: Sequence[Card], recorder: Recorder, exchange: str,
                 swapped: str = "") -> None:
        self.ctx, self.group, self.s1, self.s2 = ctx, group, s1, s2
        self.recorder, self.exchange = recorder, exchange
        self.prefix = f"C.8 {swapped or exchange}: " if exchange else ""
        self.p, self.m = p, m = len(s1), len(s2)
        #: small groups are walked literally, as an arbiter would (and the bye of the
        #: lowest bracket with more than one player left over is never completed)
        self.literal = p + m <= LITERAL_SIZE or (group.leftovers == BYE and m - p > 1)
        #: the C.13 test applies to groups above FEED_SIZE only, while C.13 pairs the
        #: bracket again (``group.feeding``, which may change between candidates)
        self.prune = p + m > FEED_SIZE
        self.visits = 0  # nodes walked; completion tests start once the walk struggles
        self._reasons: dict[tuple[int, int], str | None] = {}

    def candidates(self) -> Iterator[Candidate]:
        if self.prune and self.group.feeding and not self.feeds([], 0):
            self.recorder.passed_over(self.group, Place(self.prefix + "C.6, C.7",
                                                        self.table_d2()),
                                      "no order of S2 lets the lowest bracket be paired")
            return
        yield from self.walk([], 0, None)

    # -- one pair ------------------------------------------------------------------
    def reason(self, i: int, j: int) -> str | None:
        """Why S1[i] may not meet S2[j] (B.1a, B.2, B.5/B.6 for the upfloat)."""
        if (i, j) not in self._reasons:
            self._reasons[i, j] = pair_reason(self.ctx, self.s1[i], self.s2[j],
                                              self.group.rules)
        return self._reasons[i, j]

    def conflict(self, i: int, j: int) -> int:
        """1 when S1[i] and S2[j] cannot both get their colour preference (B.4)."""
        prefs = self.group.prefs
        return int(colour_conflict(prefs[self.s1[i].start_no], prefs[self.s2[j].start_no]))

    # -- what the trace shows ----------------------------------------------------------
    def label(self, chosen: list[int]) -> str:
        if not self.recorder.enabled:
            return ""
        prefix = self.prefix
        first, last = rows_of_prefix(chosen, self.m)
        if first == 0 and last == 0:
            return prefix + "C.6"
        if first == last:
            return f"{prefix}C.7 #{first}"
        if first == 0:
            return f"{prefix}C.6, C.7 #1" + (f"–#{last}" if last > 1 else "")
        return f"{prefix}C.7 #{first}–#{last}"

    def table_d2(self) -> str:
        """The exchange's row of D.2, empty for the original S1 and S2."""
        return f"D.2 {self.exchange}" if self.exchange else ""

    def place(self, chosen: list[int]) -> Place:
        """The candidates beginning with the pairs ``chosen``: their label, and their
        rows of D.2 and D.1 (row 0 is C.6's, counted in D.1 as row 1)."""
        if not self.recorder.enabled:
            return Place("")
        found = [self.table_d2()] if self.exchange else []
        first, last = rows_of_prefix(chosen, self.m)
        if last:
            low = max(first, 1)
            found.append(f"D.1 row {low}" + (f"–{last}" if last > low else ""))
        return Place(self.label(chosen), ", ".join(found), last - first + 1)

    def pairs_of(self, chosen: list[int]) -> tuple[tuple[Card, Card], ...]:
        return tuple((self.s1[i], self.s2[j]) for i, j in enumerate(chosen))

    # -- the walk ------------------------------------------------------------------------
    def walk(self, chosen: list[int], conflicts: int,
             rest: Assignment | None) -> Iterator[Candidate]:
        group, recorder, s1, s2 = self.group, self.recorder, self.s1, self.s2
        p, m = self.p, self.m
        depth = len(chosen)
        self.visits += 1
        if depth == p:
            yield from self.leaf(chosen, conflicts)
            return
        for j in range(m):
            if j in chosen:
                continue
            why = self.reason(depth, j)
            total = conflicts + self.conflict(depth, j)
            if why is None and total > group.x:
                why = "B.4"
            if why is not None:
                detail = (f"{s1[depth].start_no}-{s2[j].start_no}"
                          + (f", x = {group.x}" if why == "B.4" else ""))
                recorder.tried(group, self.place(chosen + [j]), self.pairs_of(chosen + [j]),
                               (), why, detail, (s1[depth], s2[j]))
                continue
            after = None
            if not self.literal and self.visits > 4 * p + 8:
                if rest is None:
                    rest = self.completion(chosen)
                after = rest.fixed(j, depth)
                best = after.total
                if best is None or total + best > group.x:
                    recorder.tried(group, self.place(chosen + [j]),
                                   self.pairs_of(chosen + [j]), (), "completion",
                                   "the other players cannot all be paired")
                    continue
            if self.prune and group.feeding and not self.feeds(chosen + [j], total):
                recorder.tried(group, self.place(chosen + [j]), self.pairs_of(chosen + [j]),
                               (), "C.13", "the players left cannot let the lowest bracket "
                               "be paired")
                continue
            yield from self.walk(chosen + [j], total, after)

    def leaf(self, chosen: list[int], conflicts: int) -> Iterator[Candidate]:
        """S1 all paired: the players left over (B.1b, B.5/B.6 for their float)."""
        group = self.group
        left = tuple(self.s2[j] for j in range(self.m) if j not in chosen)
        why = None
        if group.leftovers == BYE and len(left) > 1:
            why = "B.1b"
        for card in left:
            why = why or leftover_reason(self.ctx, group, card)
        self.recorder.tried(group, self.place(chosen), self.pairs_of(chosen), left, why,
                            _unpaired_detail(left, why, group))
        if why is None:
            yield Candidate(self.pairs_of(chosen), left, conflicts, self.label(chosen),
                            group.prefs)

    # -- passing over blocks -------------------------------------------------------------
    def completion(self, chosen: list[int]) -> Assignment:
        """The cheapest way to pair the rest once ``chosen`` is fixed (rows: S2,
        columns: S1 and the places of the unpaired)."""
        p, m = self.p, self.m
        cost = []
        for j in range(m):
            line: list[int | None] = [None if self.reason(i, j) else self.conflict(i, j)
                                      for i in range(p)]
            line.extend([None if leftover_reason(self.ctx, self.group, self.s2[j])
                         else 0] * (m - p))
            cost.append(line)
        found = Assignment(cost)
        for i, j in enumerate(chosen):
            found = found.fixed(j, i)
        return found

    def feeds(self, chosen: list[int], conflicts: int) -> bool:
        """C.13: the rest of S1 can still meet S2 within x so that the players left
        over let the lowest bracket be paired."""
        group = self.group
        assert group.downstream is not None  # only while C.13 feeds the lowest bracket
        rest = [j for j in range(self.m) if j not in chosen]
        depth = len(chosen)

        def cost(i: int, k: int) -> int | None:
            return (None if self.reason(depth + i, rest[k])
                    else self.conflict(depth + i, rest[k]))

        return group.downstream.completes(
            self.s1[depth:], [self.s2[j] for j in rest], cost,
            lambda c: leftover_reason(self.ctx, group, c) is None, group.x - conflicts)


def _unpaired_detail(rest: Sequence[Card], why: str | None, group: Group) -> str:
    if not why:
        return ""
    if group.leftovers == BYE and len(rest) > 1:
        return "more than one player left for the bye"
    return next((str(c.start_no) for c in rest), "")


def _arrangement_feasible(ctx: RoundCards, group: Group, s1: Sequence[Card],
                          s2: Sequence[Card]) -> bool:
    """Some order of S2 gives a valid candidate for this S1 and S2."""
    slots = len(s2) - len(s1)
    if group.leftovers == BYE and slots > 1:
        return False
    cost = []
    for b in s2:
        line: list[int | None] = [
            None if pair_reason(ctx, a, b, group.rules)
            else int(colour_conflict(group.prefs[a.start_no], group.prefs[b.start_no]))
            for a in s1]
        line.extend([None if leftover_reason(ctx, group, b) else 0] * slots)
        cost.append(line)
    best = min_assignment(cost)
    return best is not None and best <= group.x


def _any_pairing(ctx: RoundCards, group: Group) -> bool:
    """Some exchange and transposition gives a valid candidate: p valid pairs among
    the group's players, at most x of them against colour preferences, the unpaired
    ones allowed to be unpaired."""
    players = group.players
    edges = {}
    for i, a in enumerate(players):
        for j in range(i + 1, len(players)):
            b = players[j]
            if pair_reason(ctx, a, b, group.rules) is None:
                edges[i, j] = int(colour_conflict(group.prefs[a.start_no],
                                                  group.prefs[b.start_no]))
    spare = [i for i, c in enumerate(players) if not leftover_reason(ctx, group, c)]
    best = min_matching(len(players), edges, spare, len(players) - 2 * group.p)
    return best is not None and best <= group.x
