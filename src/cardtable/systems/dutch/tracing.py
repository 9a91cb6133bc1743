"""Recording the Dutch engine's own procedure as a trace (see ``cardtable.trace``)."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Callable, Collection, Iterable

from ...model.colour import Colour
from ...model.history import Float, Preference
from ...model.points import format_points
from ...trace.steps import (
    BoardsStep,
    BracketStep,
    ByeStep,
    CardView,
    ChoiceStep,
    ColourStep,
    FloatStep,
    PileStep,
    Step,
    Trace,
)
from ...matching.cardinality import matching_size
from .cards import Card, CardIndex, RoundContext, StartNo
from .steps import WalkConflictStep
from .candidates import candidate_steps, choice_text
from .labels import in_pairing_numbers
from .departure import Departures
from .neighbours import Neighbours
from .quality import rejection
from .walk import walk_bracket

if TYPE_CHECKING:  # pragma: no cover
    from ..base import Pairing
    from .brackets import DutchPairing
    from .result import BracketResult
    from .colours import ColourDecision

_FLOAT = {Float.DOWN: "↓", Float.UP: "↑", Float.NONE: "·"}


def score_text(ctx: RoundContext, score: int) -> str:
    return format_points(Fraction(score, ctx.unit), "½")


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def card_view(ctx: RoundContext, card: Card) -> CardView:
    unplayed = max(0, ctx.played_rounds - len(card.colours))
    colours = "-" * unplayed + "".join("W" if c is Colour.WHITE else "B"
                                       for c in card.colours)
    pref = ""
    if card.preference is not None:
        letter = "W" if card.preference is Colour.WHITE else "B"
        pref = {Preference.ABSOLUTE: letter, Preference.STRONG: f"({letter})",
                Preference.MILD: letter.lower()}.get(card.strength, "")
    return CardView(card.start_no, card.name, score_text(ctx, card.score), colours, pref,
                    "".join(_FLOAT[f] for f in card.floats), card.bye_eligible)


@dataclass(frozen=True)
class _Subgroups:
    """The subgroups of a bracket as start numbers: S1 and S2 (art. 3.2); for a
    heterogeneous bracket S1 = the MDPs paired, S2 = the residents, the Limbo = the
    MDPs left over, and S1R/S2R the original subgroups of the remainder (art. 3.7)."""

    s1: tuple[StartNo, ...]
    s2: tuple[StartNo, ...]
    limbo: tuple[StartNo, ...] = ()
    remainder_s1: tuple[StartNo, ...] = ()
    remainder_s2: tuple[StartNo, ...] = ()


def _subgroups(result: BracketResult,
               sn: Callable[[Iterable[CardIndex]], tuple[StartNo, ...]]) -> _Subgroups:
    rp = result.remainder_pairs
    if result.mdps:
        limbo = [m for m in result.mdps if m not in result.paired_mdps]
        return _Subgroups(sn(result.paired_mdps), sn(result.residents), sn(limbo),
                          sn(result.remainder[:rp]), sn(result.remainder[rp:]))
    return _Subgroups(sn(result.remainder[:rp]), sn(result.remainder[rp:]))


def _bracket_text(number: int, score: str, result: BracketResult) -> str:
    """What the bracket is (art. 3.1-3.3.3): heterogeneous with M0, M1 and the
    remainder, or homogeneous with S1 and S2."""
    rp = result.remainder_pairs
    if result.mdps:
        limbo = [m for m in result.mdps if m not in result.paired_mdps]
        return (f"Bracket {number + 1} (scoregroup {score}) is heterogeneous: "
                f"{plural(len(result.mdps), 'moved-down player')} (M0, the MDPs) and "
                f"{plural(len(result.residents), 'resident')}; MaxPairs (the most pairs "
                f"the bracket can make) = {len(result.pairs)}, M1 (the most MDPs that "
                f"can be paired) = {len(result.paired_mdps)}. S1 = the MDPs "
                f"paired, S2 = the residents"
                + (f", the Limbo = the {plural(len(limbo), 'MDP')} left over"
                   if limbo else "")
                + f"; the remainder makes {plural(rp, 'pair')} (art. 3.1, 3.2, 3.3.3)")
    return (f"Bracket {number + 1} (scoregroup {score}) is homogeneous: "
            f"{plural(len(result.residents), 'player')}, MaxPairs (the most pairs "
            f"the bracket can make) = {len(result.pairs)}; S1 = the first {rp}, S2 = the other "
            f"{len(result.residents) - rp} (art. 3.1.2, 3.2.2)")


def _completion_limit(pairing: DutchPairing, result: BracketResult) -> int:
    """When the bracket makes fewer pairs than C1 and C3 alone would allow, the reason
    is completion: more pairs would leave the players below unpairable (C4) or the
    PAB to a higher score (C5), art. 3.1.2. The pairs C1 and C3 would allow then, 0
    otherwise."""
    members = sorted(result.mdps) + sorted(result.residents)
    if len(result.pairs) == len(members) // 2:
        return 0  # no bracket makes more
    # an MDP meets residents only (art. 3.3.3)
    near: list[Collection[CardIndex]] = list(pairing.neighbours)
    for m in result.mdps:
        near[m] = {r for r in result.residents if r in pairing.neighbours[m]}
    possible = matching_size(members, near)
    return possible if possible > len(result.pairs) else 0


def _limit_text(possible: int, pairs: int) -> str:
    return (f"; C1 and C3 would allow {plural(possible, 'pair')}, but more than "
            f"{pairs} would leave the players below impossible to pair "
            f"completely (C4, C5)")


def _incompatible(pairing: DutchPairing, result: BracketResult
                  ) -> tuple[tuple[StartNo, StartNo, str], ...]:
    """The pairs of a bracket that may not meet (an MDP meets residents only), in the
    order of the in-bracket sequence numbers; found from the few players each one may
    not meet (``neighbours``), not by trying every pair."""
    cards, neighbours = pairing.cards, pairing.neighbours
    members = sorted(result.mdps) + sorted(result.residents)
    bsn = {v: k for k, v in enumerate(members)}
    mdps = set(result.mdps)
    groups: dict[int, list[int]] = {}  # a colour group's members in the bracket, by BSN
    found = []
    for k, a in enumerate(members[:len(members) - 1]):
        near = neighbours[a]
        if isinstance(near, Neighbours):
            group = groups.get(id(near.group))
            if group is None:
                group = groups[id(near.group)] = sorted(bsn[b] for b in near.group
                                                        if b in bsn)
            barred = {bsn[b] for b in near.own if b in bsn}
            barred.update(group[bisect_right(group, k):])
            later = [members[j] for j in sorted(barred) if j > k]
        else:
            later = [b for b in members[k + 1:] if b not in near]
        for b in later:
            if b in mdps:
                continue  # two MDPs are not paired with each other in any case
            found.append((cards[a].start_no, cards[b].start_no, rejection(pairing, a, b)))
    return tuple(found)


class TraceRecorder:
    """Observer handed to ``DutchPairing``: collects the steps as the engine works."""

    def __init__(self, ctx: RoundContext, recorded: Pairing | None = None,
                 opening: Iterable[Step] = ()):
        """``opening``: the steps before the piles (who the round leaves out, the
        forbidden pairs: :func:`cardtable.systems.outside.outside_step`)."""
        self.ctx = ctx
        self.departures = Departures(recorded) if recorded is not None else None
        self.steps: list[Step] = list(opening)
        groups: dict[int, list[Card]] = {}
        for card in ctx.cards:
            groups.setdefault(card.score, []).append(card)
        for score, cards in groups.items():
            text = (f"Scoregroup {score_text(ctx, score)}: "
                    f"{len(cards)} player{'s' if len(cards) != 1 else ''}, "
                    f"ordered by score and pairing number (art. 1.2, 1.3.1)")
            self.steps.append(PileStep("C.04.3 1.3.1", text, score_text(ctx, score),
                                       tuple(card_view(ctx, c) for c in cards)))

    def bracket(self, pairing: DutchPairing, number: int, result: BracketResult) -> None:
        ctx, cards = self.ctx, pairing.cards

        def sn(idx: Iterable[CardIndex]) -> tuple[StartNo, ...]:
            return tuple(cards[i].start_no for i in idx)

        single = result.single
        score = score_text(ctx, cards[result.residents[0]].score)
        bsns = sn(sorted(result.mdps) + sorted(result.residents))
        subgroups = _subgroups(result, sn)
        step = BracketStep("C.04.3 3.2", _bracket_text(number, score, result),
                           number=number + 1, score=score,
                           residents=sn(result.residents), mdps=sn(result.mdps),
                           s1=subgroups.s1, s2=subgroups.s2, limbo=subgroups.limbo,
                           remainder_s1=subgroups.remainder_s1,
                           remainder_s2=subgroups.remainder_s2,
                           max_pairs=len(result.pairs), m0=len(result.mdps),
                           m1=len(result.paired_mdps), homogeneous=not result.mdps,
                           bsns=bsns, incompatible=_incompatible(pairing, result))
        limit = _completion_limit(pairing, result)
        if limit:
            step = replace(step, text=step.text + _limit_text(limit, len(result.pairs)),
                           possible_pairs=limit)
        self.steps.append(step)
        walk, measure = walk_bracket(pairing, number, result, single,
                                     lambda score: score_text(ctx, score))
        self.steps.extend(candidate_steps(number + 1, walk, measure, bsns))
        if walk.conflict:
            self.steps.append(WalkConflictStep(
                "C.04.3 3.8.1", f"Bracket {number + 1}: the walk through the candidates "
                f"disagrees with the engine: {walk.conflict}", number + 1, walk.conflict))
        chosen = walk.chosen
        pairs = tuple((cards[a].start_no, cards[b].start_no) for a, b in chosen.pairs)
        self.steps.append(ChoiceStep(
            "C.04.3 3.4.1" if walk.perfect else "C.04.3 3.8.1",
            choice_text(number + 1, walk, measure, pairs, bsns), number + 1, chosen.index,
            pairs,
            sn(result.floaters), walk.perfect, "perfect" if walk.perfect else "best",
            chosen.label, walk.more, (sn(chosen.moved[0]), sn(chosen.moved[1])),
            label_numbers=in_pairing_numbers(chosen.label, bsns)))
        if self.departures is not None:
            departure = self.departures.bracket(pairing, number, result, walk, measure)
            if departure is not None:
                self.steps.append(departure)
        if result.floaters:
            moved = sn(result.floaters)
            last = number + 1 == len(pairing.groups)
            where = ("is left over for the pairing-allocated bye" if last else
                     f"move{'s' if len(moved) == 1 else ''} down to bracket {number + 2} as "
                     f"{'an MDP' if len(moved) == 1 else 'MDPs'}")
            self.steps.append(FloatStep(
                "C.04.3 1.4.1",
                f"Bracket {number + 1}: {', '.join(map(str, moved))} "
                f"{'remains' if len(moved) == 1 else 'remain'} unpaired and {where}",
                number + 1, moved))

    def finish(self, decisions: list[ColourDecision], pairing: Pairing) -> Trace:
        ctx = self.ctx
        if pairing.pab is not None:
            self.steps.append(ByeStep(
                "C.04.1 3; C.04.3 2.1.2, 2.3.1",
                f"{pairing.pab} receives the pairing-allocated bye: left over from the last "
                f"bracket, from the lowest score at which a PAB can be given with everybody "
                f"else paired (C5), and eligible for it (C2: no PAB yet, never a win's "
                f"points without playing)",
                pairing.pab))
        departures = {}
        if self.departures is not None:
            departures = {step.rules[0]: step for step in self.departures.colours(decisions)}
            stray = self.departures.stray(ctx)
            if stray is not None:
                self.steps.append(stray)
        for d in decisions:
            self.steps.append(ColourStep(f"C.04.3 {d.rule}",
                                         f"{d.white.start_no}-{d.black.start_no}: {d.reason}",
                                         d.white.start_no, d.black.start_no, d.rule,
                                         d.reason))
            departure = departures.get((d.white.start_no, d.black.start_no))
            if departure is not None:
                self.steps.append(departure)
        self.steps.append(BoardsStep(
            "C.04.2 3.6", "Boards ordered by the higher player's score, the sum of the "
            "scores, then the higher player's rank", pairing.boards, pairing.pab))
        return Trace("dutch", ctx.round_no, pairing.boards, pairing.pab, tuple(self.steps))
