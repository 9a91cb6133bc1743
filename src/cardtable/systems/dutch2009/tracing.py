"""The trace of the 2009 procedure: every action of the state machine as a step of
``cardtable.trace``, labelled with its article (C.1 ... C.14, D.1/D.2 rows as C.7/C.8
labels) and with x and p as they change (``NoteStep`` topics ``x`` and ``p``).

``trace_lines`` renders a trace as one line per step, ``article  text``; the
hand-worked rounds in ``docs/dutch-2009.md`` are written in that form.

A bracket's first ``CANDIDATE_LIMIT`` candidates are recorded one by one, later ones
only counted by the criterion that rejected them (``CandidateCountStep``)."""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from ...model import Colour, Preference, format_points
from ...trace import (
    BoardsStep,
    BracketStep,
    ByeStep,
    CandidateCountStep,
    CandidateStep,
    CardView,
    ChoiceStep,
    ColourStep,
    FloatStep,
    NoteStep,
    PileStep,
    Step,
    Trace,
)
from .cards import Card, RoundCards
from .verdicts import verdict_sentence

if TYPE_CHECKING:  # pragma: no cover
    from .colours import ColourDecision
    from .procedure import BracketMachine
    from .search import Candidate, Group
    from .tables import Exchange

SYSTEM = "dutch-2009"
CANDIDATE_LIMIT = 150

_PREFERENCE = {Preference.ABSOLUTE: "{}", Preference.STRONG: "({})", Preference.MILD: "{}"}


def points_text(value) -> str:
    return format_points(value, "½")


def nos(cards: Sequence[Card]) -> str:
    return " ".join(str(c.start_no) for c in cards) or "-"


def pairs_text(pairs: Sequence[tuple[Card, Card]]) -> str:
    return " ".join(f"{a.start_no}-{b.start_no}" for a, b in pairs)


def card_view(ctx: RoundCards, card: Card) -> CardView:
    colour, strength = card.preference
    pref = ""
    if colour is not None:
        letter = "W" if colour is Colour.WHITE else "B"
        pref = _PREFERENCE[strength].format(letter if strength is not Preference.MILD
                                            else letter.lower())
    return CardView(card.start_no, card.name, points_text(card.score),
                    card.colour_history(ctx.round_no - 1), pref,
                    "".join(f or "·" for f in reversed(card.floats)), card.bye_eligible)


class Recorder:
    """Collects the steps while the procedure works (does nothing when disabled)."""

    def __init__(self, ctx: RoundCards, enabled: bool, opening: Iterable[Step] = ()):
        """``opening``: the steps before the piles (who the round leaves out, the
        forbidden pairs: :func:`cardtable.systems.outside.outside_step`)."""
        self.ctx, self.enabled = ctx, enabled
        self.steps: list[Step] = list(opening)
        self.bracket_no = ""
        self.counts: Counter[str] = Counter()
        self.pending: dict[str, Any] | None = None
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
        reasons = ", ".join(f"{k} ×{v}" for k, v in sorted(found["by"].items()))
        self.steps.append(CandidateCountStep(
            found["article"], f"{found['count']} further candidates of bracket "
            f"{found['bracket']} rejected: {reasons}", 0, 0, 0, dict(found["by"])))

    def enter(self, machine: BracketMachine) -> None:
        self.bracket_no = machine.number

    def note(self, topic: str, article: str, text: str,
             data: dict[str, Any] | None = None) -> None:
        if self.enabled:
            self._add(NoteStep(article, f"bracket {self.bracket_no}: {text}", topic,
                               dict(data or {})))

    # -- the steps -------------------------------------------------------------------
    def _piles(self) -> None:
        groups: dict[Any, list[Card]] = {}
        for card in self.ctx.cards:
            groups.setdefault(card.score, []).append(card)
        for score, cards in groups.items():
            self.steps.append(PileStep("A.2", f"score group {points_text(score)}: "
                                       f"{nos(cards)}", points_text(score),
                                       tuple(card_view(self.ctx, c) for c in cards)))

    def bracket(self, machine: BracketMachine) -> None:
        if not self.enabled:
            return
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
        self._add(BracketStep("A.3", text, 0, points_text(machine.score),
                              tuple(c.start_no for c in residents),
                              tuple(c.start_no for c in mdps),
                              homogeneous=not machine.heterogeneous))

    def subgroups(self, group: Group, s1: Sequence[Card], s2: Sequence[Card],
                  exchange: Exchange | None) -> None:
        if not self.enabled:
            return
        where = "remainder: " if group.stage else ""
        if exchange is None:
            self.note("C.4", "C.4", f"{where}S1 = {nos(s1)}; S2 = {nos(s2)}",
                      {"s1": [c.start_no for c in s1], "s2": [c.start_no for c in s2]})
        else:
            self.note("C.8", "C.8", f"{where}{exchange.label(group.p)}: S1 = {nos(s1)}; "
                      f"S2 = {nos(s2)} (C.5)",
                      {"s1": [c.start_no for c in s1], "s2": [c.start_no for c in s2]})

    def tried(self, group: Group, label: str, pairs: Sequence[tuple[Card, Card]],
              rest: Sequence[Card], reason: str | None, detail: str) -> None:
        if not self.enabled:
            return
        article = _article(label)
        self.counts[self.bracket_no] += 1
        if self.counts[self.bracket_no] > CANDIDATE_LIMIT:
            if self.pending is None or self.pending["bracket"] != self.bracket_no:
                if self.pending is not None:
                    self._flush()
                self.pending = {"bracket": self.bracket_no, "article": article,
                                "count": 0, "by": Counter()}
            self.pending["count"] += 1
            self.pending["by"][reason or "accepted"] += 1
            return
        where = "remainder " if group.stage else ""
        shown = (f"pairs {pairs_text(pairs)}" if pairs else "pairs nobody") + (
            f", leaves {nos(rest)} unpaired" if rest else "")
        self._add(CandidateStep(article, f"bracket {self.bracket_no}: {where}{label} "
                                f"{shown}; {verdict_sentence(reason, detail)}", 0,
                                self.counts[self.bracket_no], label,
                                tuple((a.start_no, b.start_no) for a, b in pairs),
                                tuple(c.start_no for c in rest), reason,
                                offending=_offending(pairs, reason, detail)))

    def passed_over(self, group: Group, label: str, reason: str) -> None:
        if self.enabled:
            where = "remainder " if group.stage else ""
            self._add(CandidateStep(_article(label), f"bracket {self.bracket_no}: {where}"
                                    f"{label}: {reason}", 0, 0, label, (), (), "completion"))

    def remainder_failed(self, mdp: Candidate, again: bool) -> None:
        if not self.enabled:
            return
        text = ("the remainder cannot be paired"
                + (" (the same remainder as before)" if again else ""))
        if mdp.pairs:
            lowest, opponent = mdp.pairs[-1]
            text += (f": the pairing {lowest.start_no}-{opponent.start_no} of the lowest "
                     f"player moved down is undone, another opponent is sought (C.7)")
        self.note("C.9", "C.9", text)

    def closed(self, machine: BracketMachine) -> None:
        """The bracket's pairing (ChoiceStep) and its floaters (FloatStep)."""
        if not self.enabled:
            return
        self.bracket_no = machine.number
        if machine.dissolved:
            self._add(FloatStep("C.14", f"bracket {machine.number}: the whole bracket moves "
                                f"down: {nos(machine.outgoing)}", 0,
                                tuple(c.start_no for c in machine.outgoing)))
            return
        chosen = machine.accepted
        assert chosen is not None
        pairs = tuple((a.start_no, b.start_no) for a, b in chosen.pairs)
        text = f"bracket {machine.number} paired: {pairs_text(chosen.pairs) or 'no pairs'}"
        self._add(ChoiceStep("C.6", text, 0, 0, pairs,
                             tuple(c.start_no for c in chosen.rest), True))
        down = machine.outgoing
        if down and not machine.lowest:
            self._add(FloatStep("A.4", f"bracket {machine.number}: moved down to the next "
                                f"bracket: {nos(down)}", 0, tuple(c.start_no for c in down)))

    def finish(self, decisions: Sequence[ColourDecision], bye: Card | None,
               boards: tuple[tuple[int, int], ...]) -> Trace | None:
        if not self.enabled:
            return None
        self.bracket_no = ""
        if bye is not None:
            self._add(ByeStep("A.5", f"{bye.start_no} gets the bye: no opponent, no colour, "
                              f"1 point (a downfloat)", bye.start_no))
        for d in decisions:
            self._add(ColourStep(d.rule, f"{d.white.start_no}-{d.black.start_no}: {d.reason}",
                                 d.white.start_no, d.black.start_no, d.rule))
        listed = " ".join(f"{w}-{b}" for w, b in boards)
        self._add(BoardsStep("F.1", f"boards: {listed}" + (f"; bye {bye.start_no}"
                                                           if bye else ""),
                             boards, bye.start_no if bye else None))
        return Trace(SYSTEM, self.ctx.round_no, boards, bye.start_no if bye else None,
                     tuple(self.steps))


def _offending(pairs: Sequence[tuple[Card, Card]], reason: str | None,
               detail: str) -> tuple[int, int] | None:
    """The pair that breaks the criterion: the last pair tried, when the verdict names
    it (B.1a, B.2, B.4, B.5/B.6 for an upfloat)."""
    if reason is None or not pairs:
        return None
    a, b = pairs[-1]
    return (a.start_no, b.start_no) if detail.startswith(f"{a.start_no}-{b.start_no}") \
        else None


def _article(label: str) -> str:
    """The article a candidate label begins with (C.6, C.7 or C.8)."""
    return label.split(":")[0].split(" ")[0].rstrip(",")


def table_row(label: str) -> str:
    """The row of the D.1/D.2 tables a candidate label stands for, e.g. ``D.2 a) 1↔2,
    D.1 row 1`` for ``C.8 a) 1↔2: C.7 #1``; empty for a label without one."""
    found = []
    exchange = re.match(r"C\.8 ([^:]+):", label)
    if exchange:
        found.append(f"D.2 {exchange[1]}")
    rows = re.search(r"#(\d+)(?:–#(\d+))?", label)
    if rows:
        found.append(f"D.1 row {rows[1]}" + (f"–{rows[2]}" if rows[2] else ""))
    return ", ".join(found)


def trace_lines(trace: Trace) -> list[str]:
    """One line per step: ``article  text``."""
    return [f"{step.article}  {step.text}" for step in trace.steps]
