"""Where a recorded pairing parts from the one the rules give (for ``explain`` of a
recorded round and the checker).

The brackets are compared one by one in the order the engine pairs them. The first
bracket whose recorded pairs or downfloaters differ from the rules' is judged as a
candidate of that bracket with the engine's own criteria: the pair that breaks an
absolute criterion (C1, a forbidden pair, C3), or C4/C5, or the first quality
criterion on which it is worse than the candidate the rules choose (art. 3.8.1), or,
as good, that it comes later in the order of generation. When every bracket agrees,
the colours are compared board by board (art. 5.2)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ...trace.steps import DepartureStep, quality_text
from .criteria_text import CRITERIA, figure
from .candidates import ARTICLES
from .cards import CardIndex, StartNo
from .candidates import shortfalls
from .causes import causing
from .quality import pair_criterion

if TYPE_CHECKING:  # pragma: no cover
    from ..base import Pairing
    from .cards import RoundContext
    from .brackets import DutchPairing
    from .result import BracketResult
    from .colours import ColourDecision
    from .quality import BracketMeasure, Quality
    from .records import Walk


def _pairs_text(pairs: Iterable[tuple[int, int]]) -> str:
    return ", ".join(f"{a}-{b}" for a, b in pairs) or "no pairs"


def _players_text(players: Iterable[int]) -> str:
    return ", ".join(map(str, players)) or "nobody"


class Departures:
    """Compares a recorded pairing with the rules', bracket by bracket."""

    def __init__(self, recorded: Pairing):
        self.recorded = recorded
        self.partner: dict[int, int] = {}
        for white, black in recorded.boards:
            self.partner[white] = black
            self.partner[black] = white
        self.departed = False

    def bracket(self, pairing: DutchPairing, number: int, result: BracketResult,
                walk: Walk, measure: BracketMeasure) -> DepartureStep | None:
        if self.departed:
            return None
        cards = pairing.cards
        index: dict[int, CardIndex] = {c.start_no: CardIndex(i) for i, c in enumerate(cards)}
        bracket = sorted(result.mdps) + sorted(result.residents)
        members = set(bracket)
        pairs, floaters = [], []
        for i in bracket:
            other = index.get(self.partner.get(cards[i].start_no, 0))
            if other is None or other not in members:
                floaters.append(i)
            elif i < other:
                pairs.append((i, other))
        rules = sorted(result.pairs)
        if sorted(pairs) == rules and sorted(floaters) == sorted(result.floaters):
            return None
        self.departed = True

        def sn(i: CardIndex) -> StartNo:
            return cards[i].start_no

        recorded = tuple((sn(a), sn(b)) for a, b in sorted(pairs))
        chosen = tuple((sn(a), sn(b)) for a, b in rules)
        criterion, offending, why = self._verdict(pairing, measure, walk, pairs,
                                                  frozenset(floaters), set(result.mdps))
        text = (f"Bracket {number + 1}: the recorded pairing ({_pairs_text(recorded)}; "
                f"downfloaters {_players_text(sorted(map(sn, floaters)))}) departs from "
                f"the rules' ({_pairs_text(chosen)}; downfloaters "
                f"{_players_text(sorted(map(sn, result.floaters)))}): {why}")
        return DepartureStep(_article(criterion), text, number + 1, recorded, chosen,
                             tuple(sorted(map(sn, floaters))),
                             tuple(sorted(map(sn, result.floaters))), criterion,
                             None if offending is None else (sn(offending[0]),
                                                             sn(offending[1])))

    def _verdict(self, pairing: DutchPairing, measure: BracketMeasure, walk: Walk,
                 pairs: list[tuple[CardIndex, CardIndex]], floaters: frozenset[CardIndex],
                 mdps: set[CardIndex]
                 ) -> tuple[str | None, tuple[CardIndex, CardIndex] | None, str]:
        cards = pairing.cards
        for a, b in pairs:
            if a in mdps and b in mdps:
                return (None, None, f"{cards[a].start_no} and {cards[b].start_no} are "
                        f"both moved-down players: an MDP is paired with a resident of "
                        f"the bracket (art. 3.3.3)")
        for a, b in pairs:
            criterion = pair_criterion(pairing, a, b)
            if criterion:
                return (criterion, (a, b), f"{cards[a].start_no}-{cards[b].start_no} "
                        f"breaks {criterion}: {CRITERIA[criterion]}")
        criterion = measure.completion(floaters)
        if criterion:
            return criterion, None, f"it breaks {criterion}: {CRITERIA[criterion]}"
        weight = measure.weight(pairs, floaters)
        best = walk.chosen.weight
        assert best is not None, "the chosen candidate meets C1-C5 and has its weight"
        mine = measure.violations(weight, len(pairs), floaters)
        theirs = measure.violations(best, len(walk.chosen.pairs), walk.chosen.floaters)
        if weight < best:
            criterion = measure.first_worse(weight, best)
            if mine.get(criterion) is None:  # C4, C5: met or not, no value to compare
                return criterion, None, f"it breaks {criterion}: {CRITERIA[criterion]}"
            return (criterion, None,
                    f"it is worse by {criterion} ({CRITERIA[criterion]}): yours has "
                    f"{figure(criterion, mine.get(criterion))}"
                    f"{causing(criterion, mine.get(criterion), pairs, floaters, measure)}, "
                    f"the rules' candidate {figure(criterion, theirs.get(criterion))} "
                    f"(art. 3.8.1)"
                    f"{_worse_as_well(criterion, mine, theirs, pairs, floaters, measure)}")
        if weight == best:
            return ("order", None, "it is as good by every criterion, but the rules' "
                    "candidate comes first in the order of generation (art. 3.8.1, 4)")
        return (None, None, "by the engine's own measure it is better (quality: "
                f"{quality_text(shortfalls(mine)) or 'none violated'}); please report this")

    def stray(self, ctx: RoundContext) -> DepartureStep | None:
        """After every bracket agreed: players the recorded round pairs (or gives the
        PAB) who are not to be paired in it (absent, withdrawn, a requested bye)."""
        if self.departed:
            return None
        known = {c.start_no for c in ctx.cards}
        extra = sorted(p for p in list(self.partner) + [self.recorded.pab]
                       if p is not None and p not in known)
        if not extra:
            return None
        self.departed = True
        return DepartureStep("C.04.2 3", f"The recorded round pairs {_players_text(extra)}, "
                             f"who {'is' if len(extra) == 1 else 'are'} not to be paired "
                             f"in this round (absent, withdrawn or a requested bye)",
                             0, (), (), tuple(extra), (), None, None)

    def colours(self, decisions: list[ColourDecision]) -> list[DepartureStep]:
        """After every bracket agreed: boards whose colours differ, with the rule
        that decides them (art. 5.2)."""
        if self.departed:
            return []
        steps = []
        recorded = set(self.recorded.boards)
        for d in decisions:
            white, black = d.white.start_no, d.black.start_no
            if (white, black) in recorded or (black, white) not in recorded:
                continue
            steps.append(DepartureStep(
                f"C.04.3 {d.rule}",
                f"{white}-{black}: the recorded colours ({black} White, {white} Black) "
                f"depart from art. {d.rule}: {d.reason}",
                0, ((black, white),), ((white, black),), (), (), d.rule, None))
        return steps


def _worse_as_well(first: str, mine: Quality, theirs: Quality,
                   pairs: list[tuple[CardIndex, CardIndex]], floaters: frozenset[CardIndex],
                   measure: BracketMeasure) -> str:
    """Every further quality criterion, after ``first`` in the rules' order, on which
    the learner's candidate is worse too, each with both figures in words and the
    learner's pairs behind its figure (:func:`causes.causing`)."""
    ours = {s.criterion: s for s in shortfalls(mine)}
    rules = {s.criterion: s for s in shortfalls(theirs)}
    later = sorted((n for n in ours if n in rules and int(n[1:]) > int(first[1:])),
                   key=lambda n: int(n[1:]))
    said = [f"{n} ({CRITERIA[n]}): yours has {figure(n, mine.get(n))}"
            f"{causing(n, mine.get(n), pairs, floaters, measure)}, the rules' "
            f"candidate {figure(n, theirs.get(n))}"
            for n in later if ours[n].weight() > rules[n].weight()]
    return "; worse as well by " + "; ".join(said) if said else ""


def _article(criterion: str | None) -> str:
    return ARTICLES.get(criterion or "", "C.04.3 3.8.1")
