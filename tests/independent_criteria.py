"""An independent check of the absolute criteria, for the trace tests.

Written from the rule text (C.04.1 art. 2-4, C.04.3 (2026) art. 1.7, 1.8, 2.1-2.3)
and the raw rounds of the tournament file only: it uses none of the engine's cards,
criteria, colour preferences or matchings. It confirms that a candidate the trace
rejects does break the criterion the trace names."""

from __future__ import annotations

import random
from fractions import Fraction

from cardtable.model.results import ByeKind
from cardtable.model.colour import Colour
from cardtable.model.tournament import Tournament
from cardtable.trace.steps import CandidateStep, PileStep, Trace

PRIME = (1 << 61) - 1


class Independent:
    """What the rounds before ``round_no`` say about each player."""

    def __init__(self, tournament: Tournament, round_no: int):
        points = tournament.settings.points
        self.round_no = round_no
        self.rounds_total = tournament.settings.rounds
        self.win = points.win
        self.met: set[frozenset[int]] = set()
        self.colours: dict[int, list[Colour]] = {}
        self.score: dict[int, Fraction] = {}
        self.eligible: dict[int, bool] = {}
        for p in tournament.players:
            self.colours[p.start_no] = []
            self.score[p.start_no] = Fraction(0)
            self.eligible[p.start_no] = True
        for rnd in sorted(tournament.rounds, key=lambda r: r.number):
            if rnd.number >= round_no:
                continue
            for game in rnd.games:
                if game.result is None:
                    continue
                for player, white in ((game.white, True), (game.black, False)):
                    outcome = game.result.outcome_for(white)
                    gained = points.for_outcome(outcome)
                    self.score[player] += gained
                    if game.result.played:
                        self.colours[player].append(Colour.WHITE if white else Colour.BLACK)
                    elif gained >= points.win:
                        self.eligible[player] = False
                if game.result.played:
                    self.met.add(frozenset(game.players))
            for bye in rnd.byes:
                gained = points.for_bye(bye.kind)
                self.score[bye.player] += gained
                if bye.kind is ByeKind.PAB or gained >= points.win:
                    self.eligible[bye.player] = False
        self.forbidden = {frozenset((a, b)) for group in tournament.settings.forbidden_pairs
                          for a in group for b in group if a != b}

    # -- C1, forbidden pairs, C3 -------------------------------------------------------
    def absolute_preference(self, player: int) -> Colour | None:
        """Art. 1.7.1: colour difference beyond ±1, or the same colour in the two
        latest games played."""
        colours = self.colours[player]
        difference = sum(1 if c is Colour.WHITE else -1 for c in colours)
        if difference > 1:
            return Colour.BLACK
        if difference < -1:
            return Colour.WHITE
        if len(colours) >= 2 and colours[-1] is colours[-2]:
            return Colour.BLACK if colours[-1] is Colour.WHITE else Colour.WHITE
        return None

    def topscorer(self, player: int) -> bool:
        """Art. 1.8: more than half the maximum score, when pairing the final round."""
        final = self.rounds_total and self.round_no == self.rounds_total
        return bool(final) and self.score[player] > (self.round_no - 1) * self.win / 2

    def breaks(self, criterion: str, a: int, b: int) -> bool:
        if criterion == "C1":
            return frozenset((a, b)) in self.met
        if criterion == "forbidden":
            return frozenset((a, b)) in self.forbidden
        if criterion == "C3":
            pa, pb = self.absolute_preference(a), self.absolute_preference(b)
            return (pa is not None and pa is pb
                    and not (self.topscorer(a) or self.topscorer(b)))
        raise ValueError(criterion)

    def legal(self, a: int, b: int) -> bool:
        return not any(self.breaks(c, a, b) for c in ("C1", "forbidden", "C3"))

    # -- C4 and C5 ---------------------------------------------------------------------
    def completable(self, players: frozenset[int], bye_ok) -> bool:
        """Whether ``players`` can all be paired legally, one of them receiving the
        PAB when their number is odd (``bye_ok`` says who may): the rank of a Tutte
        matrix with random entries (a graph has a perfect matching exactly when its
        Tutte matrix is non-singular; random values show it with near certainty)."""
        return _perfect_matching(tuple(sorted(players)), self, bye_ok)


def _perfect_matching(players: tuple[int, ...], rules: Independent, bye_ok) -> bool:
    size = len(players) + (len(players) % 2)
    if size == 0:
        return True
    rng = random.Random(len(players) * 7919 + sum(players))
    matrix = [[0] * size for _ in range(size)]

    def link(i: int, j: int) -> None:
        value = rng.randrange(1, PRIME)
        matrix[i][j] = value
        matrix[j][i] = PRIME - value

    for i, a in enumerate(players):
        for j in range(i + 1, len(players)):
            if rules.legal(a, players[j]):
                link(i, j)
        if size > len(players) and bye_ok(a):
            link(i, size - 1)
    return _rank(matrix) == size


def _rank(matrix: list[list[int]]) -> int:
    rows = [row[:] for row in matrix]
    rank = 0
    columns = len(rows[0]) if rows else 0
    for col in range(columns):
        pivot = next((r for r in range(rank, len(rows)) if rows[r][col]), None)
        if pivot is None:
            continue
        rows[rank], rows[pivot] = rows[pivot], rows[rank]
        inverse = pow(rows[rank][col], PRIME - 2, PRIME)
        for r in range(len(rows)):
            if r != rank and rows[r][col]:
                factor = rows[r][col] * inverse % PRIME
                rows[r] = [(x - factor * y) % PRIME for x, y in zip(rows[r], rows[rank])]
        rank += 1
    return rank


def recheck(trace: Trace, rules: Independent) -> int:
    """Confirm the criterion of every rejected candidate recorded in full; returns how
    many were checked. Raises AssertionError naming the first that is not confirmed."""
    piles = [s for s in trace.steps if isinstance(s, PileStep)]
    below: dict[str, frozenset[int]] = {}
    for k, pile in enumerate(piles):
        below[pile.score] = frozenset(c.start_no for p in piles[k + 1:] for c in p.cards)
    bracket_score = {s.number: s.score for s in trace.steps if s.kind == "bracket"}
    pab_score = rules.score[trace.pab] if trace.pab is not None else None
    checked = 0
    for step in trace.steps:
        if not isinstance(step, CandidateStep) or step.criterion is None:
            continue
        what = f"round {trace.round}, bracket {step.bracket}, candidate #{step.index}"
        if step.criterion in ("C1", "forbidden", "C3"):
            a, b = step.offending
            assert (a, b) in step.pairs or (b, a) in step.pairs, what
            assert rules.breaks(step.criterion, a, b), f"{what}: {a}-{b} {step.criterion}"
        else:
            for a, b in step.pairs:
                assert rules.legal(a, b), f"{what}: {a}-{b} is illegal but named {step.criterion}"
            left = frozenset(step.floaters) | below[bracket_score[step.bracket]]
            eligible = rules.eligible.__getitem__
            may_complete = rules.completable(left, eligible)
            if step.criterion == "C4":
                assert not may_complete, f"{what}: {sorted(left)} can be completed"
            else:  # C5: only with the PAB above the lowest score possible
                assert may_complete, what
                lowest = rules.completable(
                    left, lambda p: eligible(p) and rules.score[p] <= pab_score)
                assert not lowest, f"{what}: the PAB can go to a score of {pab_score}"
        checked += 1
    return checked
