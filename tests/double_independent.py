"""An independent reading of the Double-Swiss system (FIDE C.04.5), for the property
tests: written from the rule text and the raw rounds of the tournament file only. It
uses none of the engine's cards, matchings or search: every question is answered by
brute force — all the sets of upfloaters in the order of art. 3.5.3-3.5.4, all the
pairing identifiers in lexicographic order (art. 3.6.2-3.6.3) — so that it can be
trusted on small fields, and it is slow on large ones.

:func:`violations` lists what a paired match breaks: an absolute criterion ([C1], [C2],
every player paired once), a PAB other than the one art. 3.4 gives, a bracket whose
upfloaters are not the first set of art. 3.5 or whose pairs are not the first
compliant identifier of art. 3.6.4, colours other than art. 4's, and a game 2 that is
not game 1 reversed."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, combinations_with_replacement

from cardtable.model.results import ByeKind, Outcome
from cardtable.model.colour import Colour
from cardtable.model.tournament import Tournament

#: identifiers walked at most when the fewest [C8] is searched by brute force
LIMIT = 200_000


class Reading:
    """What matches 1..m-1 say about every player, before game 1 of match m."""

    def __init__(self, t: Tournament, round_no: int):
        pts = t.settings.points
        self.match = (round_no + 1) // 2
        self.last = bool(t.settings.rounds) and self.match >= (t.settings.rounds + 1) // 2
        self.score: dict[int, Fraction] = {p.start_no: Fraction(0) for p in t.players}
        self.colours: dict[int, list[Colour]] = {p.start_no: [] for p in t.players}
        self.met: set[frozenset[int]] = set()
        self.barred: set[int] = set()
        self.played: dict[int, int] = {p.start_no: 0 for p in t.players}
        self.floater: set[int] = set()
        self.forbidden = {frozenset((a, b)) for g in t.settings.forbidden_pairs
                          for a in g for b in g if a != b}
        rounds = {r.number: r for r in t.rounds}
        for m in range(1, self.match):
            g1, g2 = rounds[2 * m - 1], rounds[2 * m]
            before = dict(self.score)
            self.floater = set()
            for r in (g1, g2):
                for game in r.games:
                    assert game.result is not None
                    for p, white in ((game.white, True), (game.black, False)):
                        self.score[p] += pts.for_outcome(game.result.outcome_for(white))
                for bye in r.byes:
                    self.score[bye.player] += pts.for_bye(bye.kind)
            for bye in g1.byes:
                if bye.kind in (ByeKind.PAB, ByeKind.FULL):
                    self.barred.add(bye.player)
            for game in g1.games:
                second = next(g for g in g2.games if {g.white, g.black} == {game.white,
                                                                             game.black})
                lost_both = {p for p in game.players
                             if all(_lost_by_forfeit(g, p) for g in (game, second))}
                if not lost_both:
                    self.met.add(frozenset(game.players))
                    for p in game.players:
                        self.played[p] += 1
                    if before[game.white] != before[game.black]:
                        self.floater |= set(game.players)
                for p in game.players:
                    if lost_both and p not in lost_both:
                        self.barred.add(p)
                if game.result.played or second.result.played:  # type: ignore[union-attr]
                    self.colours[game.white].append(Colour.WHITE)
                    self.colours[game.black].append(Colour.BLACK)

    def ok(self, a: int, b: int) -> bool:
        pair = frozenset((a, b))
        return pair not in self.met and pair not in self.forbidden

    def pairable(self, players: frozenset[int]) -> bool:
        return _pairable(players, self)

    # -- art. 3.4 ------------------------------------------------------------------
    def pab(self, players: frozenset[int]) -> int:
        order = sorted(players, key=lambda p: (self.score[p], -self.played[p], -p))
        return next(p for p in order
                    if p not in self.barred and self.pairable(players - {p}))

    # -- art. 3.5 ------------------------------------------------------------------
    def upfloaters(self, residents: list[int], lower: list[int],
                   following: Fraction | None) -> tuple[int, ...]:
        """``following``: the next score of the round below the residents' ([C6])."""
        rest_all = frozenset(lower)
        top = self.score[residents[0]]
        for count in range(len(residents) % 2, len(lower) + 1, 2):
            scores = sorted({self.score[p] for p in lower}, reverse=True)
            profiles = [pr for pr in combinations_with_replacement(scores, count)
                        if all(pr.count(s) <= sum(1 for p in lower if self.score[p] == s)
                               for s in pr)]
            profiles.sort(key=sorted, reverse=True)
            for profile in profiles:
                best: tuple[tuple[int, int, int], tuple[int, ...]] | None = None
                for index, chosen in enumerate(self._sets(lower, profile)):
                    bracket = frozenset(residents) | set(chosen)
                    rest = rest_all - set(chosen)
                    if not self.pairable(bracket) or not self.pairable(rest):
                        continue
                    floaters = 0 if self.last else sum(1 for p in chosen if p in self.floater)
                    key = (0 if self._c6(following, rest) else 1, floaters, index)
                    if best is None or key < best[0]:
                        best = (key, chosen)
                if best is not None:
                    return best[1]
        raise AssertionError("no set of upfloaters")

    def _sets(self, lower: list[int], profile: tuple[Fraction, ...]) -> list[tuple[int, ...]]:
        sets: list[tuple[int, ...]] = [()]
        for s in sorted(set(profile), reverse=True):
            group = sorted(p for p in lower if self.score[p] == s)
            sets = [a + c for a in sets for c in combinations(group, profile.count(s))]
        return sorted(sets, key=list)

    def _c6(self, following: Fraction | None, rest: frozenset[int]) -> bool:
        """[C6]: unless the following scoregroup has been emptied by upfloating, what
        is left of it pairs with no upfloater if even, one if odd, and the rest too."""
        left = frozenset(p for p in rest if self.score[p] == following)
        if not left:
            return True
        lower = [p for p in rest if self.score[p] < self.score[min(left)]]
        extras = [()] if len(left) % 2 == 0 else [(p,) for p in lower]
        return any(self.pairable(left | set(e))
                   and self.pairable(rest - left - set(e)) for e in extras)

    # -- art. 3.6 ------------------------------------------------------------------
    def c8(self, pairs: list[tuple[int, int]], ups: set[int]) -> int:
        if self.last:
            return 0
        return sum(1 for a, b in pairs if (a in ups) != (b in ups)
                   and (b if a in ups else a) in self.floater)

    def identifiers(self, players: list[int]) -> Iterator[tuple[int, ...]]:
        """The identifiers that comply with [C1], in lexicographic order."""
        half = len(players) // 2
        for tops in combinations(sorted(players), half):
            pool = sorted(set(players) - set(tops))
            yield from self._bottoms(tops, pool, 0, ())

    def _bottoms(self, tops: tuple[int, ...], pool: list[int], i: int,
                 acc: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if i == len(tops):
            yield tops + acc
            return
        for b in pool:
            if b not in acc and b > tops[i] and self.ok(tops[i], b):
                yield from self._bottoms(tops, pool, i + 1, acc + (b,))

    def bracket_pairs(self, players: list[int], ups: set[int]) -> list[tuple[int, int]] | None:
        """The first identifier with the fewest [C8]; None when too many to walk."""
        best: tuple[int, list[tuple[int, int]]] | None = None
        for walked, ident in enumerate(self.identifiers(players)):
            if walked > LIMIT:
                return None
            half = len(ident) // 2
            pairs = list(zip(ident[:half], ident[half:]))
            value = self.c8(pairs, ups)
            if best is None or value < best[0]:
                best = (value, pairs)
            if value == 0:
                break
        assert best is not None
        return best[1]

    # -- art. 4 --------------------------------------------------------------------
    def colours_of(self, a: int, b: int, initial: Colour) -> tuple[int, int]:
        hrp, other = sorted((a, b), key=lambda p: (-self.score[p], p))
        ch, co = self.colours[hrp], self.colours[other]
        if not ch and not co:
            colour = initial if hrp % 2 else initial.opposite
        elif ch.count(Colour.WHITE) != co.count(Colour.WHITE):
            colour = Colour.WHITE if ch.count(Colour.WHITE) < co.count(Colour.WHITE) \
                else Colour.BLACK
        else:
            colour = None
            for x, y in zip(reversed(ch), reversed(co)):
                if x is not y:
                    colour = x.opposite
                    break
            if colour is None:
                colour = ch[-1].opposite if ch else co[-1]
        return (hrp, other) if colour is Colour.WHITE else (other, hrp)


def _lost_by_forfeit(game: object, player: int) -> bool:
    result = game.result  # type: ignore[attr-defined]
    white = game.white == player  # type: ignore[attr-defined]
    return bool(result.outcome_for(white) is Outcome.FORFEIT_LOSS)


def _pairable(players: frozenset[int], reading: Reading) -> bool:
    @lru_cache(maxsize=None)
    def rec(left: frozenset[int]) -> bool:
        if not left:
            return True
        first = min(left)
        return any(reading.ok(first, o) and rec(left - {first, o}) for o in left - {first})
    if len(players) % 2:
        return False
    return rec(players)


def expected(t: Tournament, round_no: int) -> tuple[set[frozenset[int]], int | None,
                                                    set[tuple[int, int]]] | None:
    """The pairs, PAB and (white, black) of game 1 of a match by the text; None when a
    bracket is too large for brute force."""
    reading = Reading(t, round_no)
    rnd = t.round(round_no)
    players = frozenset(p for g in rnd.games for p in g.players) | (
        {rnd.pab} if rnd.pab is not None else set())
    unpaired = set(players)
    pab = None
    if len(unpaired) % 2:
        pab = reading.pab(frozenset(unpaired))
        unpaired.discard(pab)
    pairs: set[frozenset[int]] = set()
    while unpaired:
        top = max(reading.score[p] for p in unpaired)
        residents = sorted(p for p in unpaired if reading.score[p] == top)
        lower = sorted((p for p in unpaired if reading.score[p] < top),
                       key=lambda p: (-reading.score[p], p))
        following = max((reading.score[p] for p in players if reading.score[p] < top),
                        default=None)
        ups = reading.upfloaters(residents, lower, following)
        found = reading.bracket_pairs(sorted(residents + list(ups)), set(ups))
        if found is None:
            return None
        pairs |= {frozenset(p) for p in found}
        unpaired -= set(residents) | set(ups)
    initial = t.settings.first_colour
    coloured = {reading.colours_of(*sorted(p), initial) for p in pairs}
    return pairs, pab, coloured


def violations(t: Tournament, round_no: int) -> list[str]:
    """What round ``round_no`` (game 1 of a match) of a finished tournament breaks."""
    out: list[str] = []
    reading = Reading(t, round_no)
    rnd = t.round(round_no)
    seen: list[int] = [p for g in rnd.games for p in g.players]
    if rnd.pab is not None:
        seen.append(rnd.pab)
    if len(seen) != len(set(seen)):
        out.append(f"round {round_no}: a player paired twice")
    for p in t.players_to_pair(round_no):
        if p.start_no not in seen:
            out.append(f"round {round_no}: {p.start_no} not paired")
    for g in rnd.games:
        if not reading.ok(g.white, g.black):
            out.append(f"round {round_no}: [C1] {g.white}-{g.black} met or forbidden")
    if rnd.pab is not None and rnd.pab in reading.barred:
        out.append(f"round {round_no}: [C2] PAB to {rnd.pab}")
    second = t.round(round_no + 1)
    if {(g.black, g.white) for g in rnd.games} != {(g.white, g.black) for g in second.games}:
        out.append(f"round {round_no + 1}: game 2 is not game 1 reversed")
    want = expected(t, round_no)
    if want is None:
        return out
    pairs, pab, coloured = want
    if pab != rnd.pab:
        out.append(f"round {round_no}: PAB {rnd.pab}, art. 3.4 gives {pab}")
    got = {frozenset(g.players) for g in rnd.games}
    if got != pairs:
        out.append(f"round {round_no}: pairs {sorted(map(sorted, got))}, "
                   f"the text gives {sorted(map(sorted, pairs))}")
    elif {(g.white, g.black) for g in rnd.games} != coloured:
        out.append(f"round {round_no}: colours differ from art. 4")
    return out
