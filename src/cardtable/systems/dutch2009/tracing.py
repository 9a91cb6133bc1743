"""The trace of the 2009 procedure: every action of the state machine as a step of
``cardtable.trace`` or of the 2009 rules' own (:mod:`.steps`), labelled with its
article (C.1 ... C.14, D.1/D.2 rows as C.7/C.8 labels) and with x and p as they
change.

``trace_lines`` renders a trace as one line per step, ``article  text``; the
hand-worked rounds in ``docs/dutch-2009.md`` are written in that form.

A bracket's first ``CANDIDATE_LIMIT`` candidates are recorded one by one, later ones
only counted by the criterion that rejected them (``CandidateCountStep``)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Iterable, Sequence

from ...model.colour import Colour
from ...model.history import Preference
from ...model.points import format_points
from ...trace.steps import (
    BoardsStep,
    BracketStep,
    ByeStep,
    CandidateCountStep,
    CandidateStep,
    CardView,
    ChoiceStep,
    ColourStep,
    FloatStep,
    PileStep,
    ProcedureStep,
    Step,
    Trace,
)
from .cards import Card, RoundCards
from .search import REMAINDER
from .steps import ExchangeStep, PStep, Rejection, RelaxStep, SubgroupsStep, XStep
from .verdicts import verdict_sentence
from ...model.numerals import is_digits

if TYPE_CHECKING:  # pragma: no cover
    from .colours import ColourDecision
    from .search import Candidate, Group, Place
    from .states import BracketView
    from .tables import Exchange

SYSTEM = "dutch-2009"
CANDIDATE_LIMIT = 150

_PREFERENCE = {Preference.ABSOLUTE: "{}", Preference.STRONG: "({})", Preference.MILD: "{}"}


def points_text(value: Fraction) -> str:
    return format_points(value, "½")


def nos(cards: Sequence[Card]) -> str:
    return " ".join(str(c.start_no) for c in cards) or "-"


def _numbers(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(c.start_no for c in cards)


def pairs_text(pairs: Sequence[tuple[Card, Card]]) -> str:
    return " ".join(f"{a.start_no}-{b.start_no}" for a, b in pairs)


def _a7_d_e(decision: ColourDecision) -> str:
    """The colour preferences A.7 d and e changed for this pair, in words (empty when
    they changed none): A.7 e counts a strong preference (from an unplayed round) as
    absolute in an odd round; A.7 d turns a mild one (from an unplayed round) to the
    colour that lowers x in an even round."""
    said = []
    for card, (colour, strength) in zip((decision.white, decision.black), decision.wishes):
        own_colour, own_strength = card.preference
        if own_strength is Preference.STRONG and strength is Preference.ABSOLUTE:
            said.append(f"A.7 e: in an odd round {card.start_no}'s strong preference "
                        f"(from an unplayed round) counts as absolute")
        if own_strength is Preference.MILD and colour is not own_colour and colour:
            said.append(f"A.7 d: in an even round {card.start_no}'s mild preference "
                        f"(from an unplayed round) is for {colour.word.capitalize()}, which lowers x")
    return f" ({'; '.join(said)})" if said else ""


def _names(players: tuple[int, ...]) -> str:
    """``5`` or ``5 and 7``."""
    return " and ".join(map(str, players))


def preference_mark(colour: Colour | None, strength: Preference) -> str:
    """A colour preference as the card shows it (A.7): ``W`` absolute, ``(W)`` strong,
    ``w`` mild, empty for none."""
    if colour is None:
        return ""
    letter = "W" if colour is Colour.WHITE else "B"
    return _PREFERENCE[strength].format(letter if strength is not Preference.MILD
                                        else letter.lower())


def card_view(ctx: RoundCards, card: Card) -> CardView:
    return CardView(card.start_no, card.name, points_text(card.score),
                    card.colour_history(ctx.round_no - 1), preference_mark(*card.preference),
                    "".join(f or "·" for f in reversed(card.floats)), card.bye_eligible)


@dataclass
class _Pending:
    """Candidates of one bracket past the limit, counted by their verdict."""

    bracket: str
    number: int
    article: str
    count: int = 0
    by: Counter[str] = field(default_factory=Counter)


class Recorder:
    """Collects the steps while the procedure works (does nothing when disabled)."""

    def __init__(self, ctx: RoundCards, enabled: bool, opening: Iterable[Step] = ()):
        """``opening``: the steps before the piles (who the round leaves out, the
        forbidden pairs: :func:`cardtable.systems.outside.outside_step`)."""
        self.ctx, self.enabled = ctx, enabled
        self.steps: list[Step] = list(opening)
        self.bracket_no = ""
        #: the bracket laid out last (A.3): its number, players and players moved down
        self.shown: tuple[str, tuple[Card, ...], frozenset[int]] | None = None
        self.counts: Counter[str] = Counter()
        self.pending: _Pending | None = None
        #: the players the last exchange (C.8) of the bracket (False) or of its
        #: remainder (True) moved: from S1 to S2, from S2 to S1
        self.exchanged: dict[bool, tuple[tuple[int, ...], tuple[int, ...]]] = {}
        #: the letters (x, p) already said in words this round
        self.said: set[str] = set()
        if enabled:
            self._piles()

    # -- plumbing --------------------------------------------------------------------
    def _add(self, step: Step) -> None:
        if self.pending is not None:
            self._flush()
        self.steps.append(step)

    def _flush(self) -> None:
        found = self.pending
        self.pending = None
        assert found is not None
        reasons = ", ".join(f"{k} ×{v}" for k, v in sorted(found.by.items()))
        self.steps.append(CandidateCountStep(
            found.article, f"{found.count} further candidates of bracket "
            f"{found.bracket} rejected: {reasons}", found.number, 0, 0, dict(found.by)))

    def enter(self, machine: BracketView) -> None:
        """The procedure works in ``machine``'s bracket; entering another bracket
        than the one it worked in (the next one, or the one above again by C.12 or
        C.13) opens it: its players are laid out (A.3) before C.1 speaks of them."""
        if machine.number != self.bracket_no:
            self.bracket_no = machine.number
            self.bracket(machine)

    @property
    def number(self) -> int:
        """The bracket worked in, as a number (0 for brackets merged by C.13)."""
        return int(self.bracket_no) if is_digits(self.bracket_no) else 0

    def note(self, step: ProcedureStep) -> None:
        """A step of C.1-C.14, said and recorded under the bracket worked in; the
        first x and the first p of the round say in words what the letter is."""
        if self.enabled:
            self._add(replace(step, bracket=self.bracket_no,
                              text=f"bracket {self.bracket_no}: {step.text}"
                                   + self._letters(step)))

    def _letters(self, step: ProcedureStep) -> str:
        """The words of x (A.8) and p (A.6) on the step that first sets them."""
        words = ""
        if isinstance(step, XStep) and step.w is not None and "x" not in self.said:
            self.said.add("x")
            words += (" — x is the number of pairs that cannot meet every colour "
                      "preference: b − q if b > w, else w − q (A.8; w, b: the players "
                      "preferring White, Black; q: half the players, rounded up)")
        p_set = step.p if isinstance(step, (XStep, PStep)) else None
        if p_set is not None and "p" not in self.said:
            self.said.add("p")
            words += " — p is the number of players in S1, the pairs to make (A.6)"
        return words

    # -- the steps -------------------------------------------------------------------
    def _piles(self) -> None:
        groups: dict[Fraction, list[Card]] = {}
        for card in self.ctx.cards:
            groups.setdefault(card.score, []).append(card)
        for score, cards in groups.items():
            count = f"{len(cards)} player{'s' if len(cards) > 1 else ''}"
            self.steps.append(PileStep("A.2", f"score group {points_text(score)} "
                                       f"({count}, in the order of A.2): {nos(cards)}",
                                       points_text(score),
                                       tuple(card_view(self.ctx, c) for c in cards)))

    def bracket(self, machine: BracketView) -> None:
        """The bracket's players as the procedure has them (A.3): on entering it, and
        at C.2 when C.1 has moved some of them down."""
        if not self.enabled:
            return
        shown = (machine.number, machine.players, machine.mdp_numbers)
        if shown == self.shown:
            return
        self.shown = shown
        mdps = [c for c in machine.players if c.start_no in machine.mdp_numbers]
        residents = [c for c in machine.players if c.start_no not in machine.mdp_numbers]
        if not mdps:
            kind = "homogeneous"
        elif machine.heterogeneous:
            kind = "heterogeneous"
        else:
            kind = "heterogeneous, treated as homogeneous (at least half moved down, A.3)"
        text = (f"bracket {machine.number} (score {points_text(machine.score)}): "
                f"{nos(machine.players)}"
                + (f"; moved down: {nos(mdps)}" if mdps else "") + f"; {kind}")
        self._add(BracketStep("A.3", text, self.number, points_text(machine.score),
                              tuple(c.start_no for c in residents),
                              tuple(c.start_no for c in mdps),
                              homogeneous=not machine.heterogeneous,
                              name=machine.number))

    def subgroups(self, group: Group, s1: Sequence[Card], s2: Sequence[Card],
                  exchange: Exchange | None) -> None:
        if not self.enabled:
            return
        where = "remainder: " if group.stage else ""
        first, second = _numbers(s1), _numbers(s2)
        if exchange is None:
            self.exchanged[bool(group.stage)] = ((), ())
            self.note(SubgroupsStep("C.4", f"{where}S1 = {nos(s1)}; S2 = {nos(s2)}",
                                    s1=first, s2=second, remainder=bool(group.stage)))
        else:
            # D.2 names positions in the bracket; the players moved, by pairing number
            number = {i: c.start_no for i, c in enumerate(group.players, start=1)}
            out = tuple(number[i] for i in sorted(exchange.out))
            into = tuple(number[i] for i in exchange.into)
            self.exchanged[bool(group.stage)] = (out, into)
            self.note(ExchangeStep(
                "C.8", f"{where}{exchange.players(group.p, number)}: {_names(out)} "
                f"from S1 and {_names(into)} from S2 change places (D.2 "
                f"{exchange.label(group.p)}, by positions): S1 = {nos(s1)}; S2 = "
                f"{nos(s2)} (C.5)", exchange=exchange.label(group.p), out=out, into=into,
                s1=first, s2=second, remainder=bool(group.stage)))

    def tried(self, group: Group, place: Place, pairs: Sequence[tuple[Card, Card]],
              rest: Sequence[Card], reason: str | None, detail: str,
              offending: tuple[Card, Card] | None = None) -> None:
        """A candidate and its verdict: ``reason`` the criterion it breaks (None:
        accepted), ``detail`` the players concerned, ``offending`` the pair that breaks
        it."""
        if not self.enabled:
            return
        label = place.label
        article = _article(label)
        self.counts[self.bracket_no] += 1
        if self.counts[self.bracket_no] > CANDIDATE_LIMIT:
            if self.pending is None or self.pending.bracket != self.bracket_no:
                if self.pending is not None:
                    self._flush()
                self.pending = _Pending(self.bracket_no, self.number, article)
            self.pending.count += 1
            self.pending.by[reason or "accepted"] += 1
            return
        where = "remainder " if group.stage else ""
        shown = (f"pairs {pairs_text(pairs)}" if pairs else "no pair to make") + (
            f", leaves {nos(rest)} unpaired" if rest else "")
        verdict = (verdict_sentence(reason, detail) if pairs or reason is not None
                   else f"accepted: {nos(rest)} {_LEFT_OVER[group.leftovers]}.")
        self._add(CandidateStep(article, f"bracket {self.bracket_no}: {where}{label}"
                                f"{_rows(place, len(pairs) == group.p, reason)} "
                                f"{shown}; {verdict}",
                                self.number, self.counts[self.bracket_no], label,
                                tuple((a.start_no, b.start_no) for a, b in pairs),
                                tuple(c.start_no for c in rest),
                                None if reason is None else Rejection(reason),
                                offending=None if offending is None else
                                (offending[0].start_no, offending[1].start_no),
                                moved=(self.exchanged.get(bool(group.stage), ((), ()))
                                       if label.startswith("C.8") else ((), ())),
                                reference=place.reference,
                                to_remainder=group.leftovers == REMAINDER))

    def passed_over(self, group: Group, place: Place, reason: str) -> None:
        if self.enabled:
            where = "remainder " if group.stage else ""
            label = place.label
            self._add(CandidateStep(_article(label), f"bracket {self.bracket_no}: {where}"
                                    f"{label}: {reason}", self.number, 0, label, (), (),
                                    Rejection.COMPLETION, reference=place.reference))

    def remainder_failed(self, mdp: Candidate, again: bool, below: bool = False) -> None:
        """C.9: the remainder cannot be paired (``below``: none of its pairings lets
        the bracket below be paired, C.12); ``again``: the same remainder as before."""
        if not self.enabled:
            return
        text = ("the remainder cannot be paired"
                + (" so that the bracket below can be" if below else "")
                + (" (the same remainder as before)" if again else ""))
        undone = None
        if mdp.pairs:
            lowest, opponent = mdp.pairs[-1]
            undone = (lowest.start_no, opponent.start_no)
            text += (f": the pairing {lowest.start_no}-{opponent.start_no} of the lowest "
                     f"player moved down is undone, another opponent is sought (C.7)")
        self.note(RelaxStep("C.9", text, undone=undone, again=again))

    def closed(self, machine: BracketView) -> None:
        """The bracket's pairing (ChoiceStep) and its floaters (FloatStep)."""
        if not self.enabled:
            return
        self.bracket_no = machine.number
        if machine.dissolved:
            self._add(FloatStep("C.14", f"bracket {machine.number}: the whole bracket moves "
                                f"down: {nos(machine.outgoing)}", self.number,
                                tuple(c.start_no for c in machine.outgoing)))
            return
        chosen = machine.accepted
        assert chosen is not None
        pairs = tuple((a.start_no, b.start_no) for a, b in chosen.pairs)
        text = f"bracket {machine.number} paired: {pairs_text(chosen.pairs) or 'no pairs'}"
        self._add(ChoiceStep("C.6", text, self.number, 0, pairs,
                             tuple(c.start_no for c in chosen.rest), True,
                             name=f"bracket {machine.number}"))
        down = machine.outgoing
        if down and not machine.lowest:
            self._add(FloatStep("A.4", f"bracket {machine.number}: moved down to the next "
                                f"bracket: {nos(down)}", self.number,
                                tuple(c.start_no for c in down)))

    def finish(self, decisions: Sequence[ColourDecision], bye: Card | None,
               boards: tuple[tuple[int, int], ...]) -> Trace | None:
        if not self.enabled:
            return None
        self.bracket_no = ""
        if bye is not None:
            self._add(ByeStep("A.5", f"{bye.start_no} gets the bye: no opponent, no colour, "
                              f"1 point (a downfloat)", bye.start_no))
        for d in decisions:
            reason = d.reason + _a7_d_e(d)
            self._add(ColourStep(d.rule, f"{d.white.start_no}-{d.black.start_no}: {reason}",
                                 d.white.start_no, d.black.start_no, d.rule, reason,
                                 (preference_mark(*d.wishes[0]),
                                  preference_mark(*d.wishes[1]))))
        listed = " ".join(f"{w}-{b}" for w, b in boards)
        self._add(BoardsStep("F.1", f"boards: {listed}" + (f"; bye {bye.start_no}"
                                                           if bye else ""),
                             boards, bye.start_no if bye else None))
        return Trace(SYSTEM, self.ctx.round_no, boards, bye.start_no if bye else None,
                     tuple(self.steps))


#: what becomes of the players a candidate without pairs leaves, by the group's rule
_LEFT_OVER = {"float": "moves down to the next bracket (A.4), as B.5 and B.6 for "
                       "downfloats in force allow",
              "bye": "gets the bye (A.5), as B.1b allows",
              "remainder": "form the remainder"}


def _rows(place: Place, complete: bool, reason: str | None) -> str:
    """When a label spans several orders of S2 (``C.6, C.7 #1–#5``): that they are one
    candidate (they pair S1 alike and differ only in the players they leave), or,
    beginning alike, rejected together by the same pair."""
    if place.rows < 2:
        return ""
    if complete:
        return f" ({place.rows} orders of S2 pairing S1 alike: one candidate)"
    if reason is not None:
        return f" ({place.rows} orders of S2 beginning alike, rejected together)"
    return ""


def _article(label: str) -> str:
    """The article a candidate label begins with (C.6, C.7 or C.8)."""
    return label.split(":")[0].split(" ")[0].rstrip(",")


def trace_lines(trace: Trace) -> list[str]:
    """One line per step: ``article  text``."""
    return [f"{step.article}  {step.text}" for step in trace.steps]
