"""The procedure C.1-C.14 of the 2009 rules for one score bracket as an explicit state
machine, ``BracketMachine``, in states named after the articles (:mod:`.states`); the
round's procedure (:mod:`.procedure`) takes the brackets from the highest score down and
carries out C.12 and C.13, which reach back into the bracket above.

A bracket's states, each recorded in the trace:

C.1   players without any possible opponent in the bracket (B.1, B.2): a resident
      moves down; one moved down from above asks for C.12; in the lowest bracket C.13.
C.2   x (A.8).  C.3  p (A.6).  C.4, C.5  S1 and S2.
C.6-C.8, first part of C.9: the candidates in order (``search``); the first one that
      meets the criteria in force pairs the bracket.
C.9   (heterogeneous) give up B.6, then B.5, for upfloats; restart at C.4.
C.10  give up B.6, then B.5, for downfloats; restart at C.4.
C.11  raise x while it is below p (for a remainder: undo the pairings of the players
      moved down as well); restart at C.3. B.4 ranks above B.5 and B.6, so with the
      higher x they are in force again until C.9/C.10 give them up once more.
B     the note under B (last round): B.2, B.5, B.6 no longer bind players with more
      than 50 % when that avoids floaters; tried before anything that moves players.
C.12  (heterogeneous) another pairing of the bracket above that moves down other
      players with which p pairings are possible here.
C.13  (lowest bracket) other pairings of the penultimate bracket, down to p = 0 there,
      that let the lowest bracket be paired; else the two are merged (the penultimate's
      players in S1) and C.13 is repeated with the new penultimate bracket.
C.14  lower p (and x when above 1); at p = 0 the whole bracket moves down.

Where the text leaves a choice open, ``docs/dutch-2009.md`` gives the reading taken.

Termination: within one bracket every restart changes a bounded counter for good:
C.9/C.10 drop one of four criteria (reset only by C.11), C.11 raises x or the
remainder's x towards p (bounded by the group size), C.14 lowers p or the remainder's
p (bounded below by 0; C.3 restores p only after a C.11 raise, of which there are
finitely many). C.12 and C.13 only move a bracket's search forward, never back, C.13
merges brackets (their number falls), and each of C.12 and C.13 runs once per bracket
and set of players moved down. A step counter guards the argument."""

from __future__ import annotations

from fractions import Fraction
from typing import Callable, Iterator, Sequence

from ..base import PairingError
from .cards import Card, RoundCards
from .criteria import Rules, pair_violation
from .definitions import (XValue, a7d_switches, group_preferences, p_value, switches_text,
                          treated_homogeneous, x_value)
from .downstream import Downstream
from .search import (
    BYE,
    FLOAT,
    REMAINDER,
    Candidate,
    Group,
    Pass,
    candidates,
    heterogeneous_candidates,
)
from .states import (
    DOWNFLOAT_DROPS,
    STEP_LIMIT,
    UPFLOAT_DROPS,
    Accept,
    Mode,
    ProcedureRecorder,
    Signal,
    State,
    accept_any,
    x_after_c14,
)
from .steps import (
    DownfloatRelaxStep,
    LastRoundStep,
    NextCandidateStep,
    NoOpponentStep,
    NoPairingStep,
    Outcome,
    PStep,
    RelaxStep,
    XStep,
)


class BracketMachine:
    """C.1-C.14 for one score bracket: the players moved down into it (``mdps``) and
    its own score group (``residents``)."""

    def __init__(self, ctx: RoundCards, recorder: ProcedureRecorder, number: str,
                 incoming: Sequence[Card], members: Sequence[Card], lowest: bool,
                 joined: frozenset[int] = frozenset()):
        self.ctx, self.recorder, self.number, self.lowest = ctx, recorder, number, lowest
        self.incoming = tuple(incoming)
        self.members = tuple(members)
        self.joined = joined
        self.players = tuple(sorted((*incoming, *members), key=lambda c: c.key))
        self.moved: tuple[Card, ...] = ()     # moved down by C.1
        self.rules = Rules()
        self.x = self.p = 0
        self.x_rest_raise = 0   # C.11 for the remainder
        self.x_rest_drops = 0   # C.14 lowering the remainder's x
        self.p_rest_cut = 0     # C.14 lowering the remainder's p
        self.state = State.C1
        self.search: Iterator[Candidate] | None = None
        self.progress = Pass()
        self.c12_from_c1: tuple[Card, ...] = ()
        self.c12_done = self.c13_done = False
        self.accepted: Candidate | None = None
        self.dissolved = False
        self.steps = 0
        self.downstream = Downstream(ctx)  # filled in while C.13 pairs it again

    # -- what the bracket holds --------------------------------------------------
    @property
    def mdp_numbers(self) -> frozenset[int]:
        """Players moved down from above, and (C.13) those of a merged bracket."""
        return frozenset(c.start_no for c in self.incoming) | self.joined

    @property
    def residents(self) -> tuple[Card, ...]:
        return tuple(c for c in self.members if c.start_no not in self.joined)

    def moved_in(self, incoming: Sequence[Card]) -> tuple[Card, ...]:
        """The players moved down into this bracket if ``incoming`` came from above."""
        return (*incoming, *(c for c in self.members if c.start_no in self.joined))

    def again(self, incoming: Sequence[Card]) -> BracketMachine:
        """The bracket from C.1 with other players moved down from above."""
        return BracketMachine(self.ctx, self.recorder, self.number, incoming, self.members,
                              self.lowest, self.joined)

    @property
    def moved_down(self) -> int:
        return sum(1 for c in self.players if c.start_no in self.mdp_numbers)

    @property
    def heterogeneous(self) -> bool:
        return not treated_homogeneous(self.moved_down, len(self.players))

    @property
    def outgoing(self) -> tuple[Card, ...]:
        """Players this bracket moves down to the next one."""
        if self.dissolved:
            return tuple(sorted((*self.players, *self.moved), key=lambda c: c.key))
        rest = self.accepted.rest if self.accepted else ()
        return tuple(sorted((*rest, *self.moved), key=lambda c: c.key))

    @property
    def score(self) -> Fraction:
        return min((c.score for c in self.residents or self.players), default=Fraction(0))

    # -- running -------------------------------------------------------------------
    def run(self, accept: Accept = accept_any, mode: Mode = Mode.FULL) -> Candidate | Signal:
        """Run from the present state until a candidate is accepted (the state stays
        in the search, so a later run continues with the next candidate) or the
        machine stops."""
        self.recorder.enter(self)
        while True:
            self.steps += 1
            if self.steps > STEP_LIMIT:
                raise PairingError(f"the procedure did not end in bracket {self.number}",
                                   tuple(c.start_no for c in self.players), "C.1-C.14")
            outcome = _STEPS[self.state](self, accept, mode)
            if isinstance(outcome, (Candidate, Signal)):
                return outcome
            self.state = outcome

    def _C1(self, accept: Accept, mode: Mode) -> State | Signal:
        """C.1: players for whom no opponent can be found in the bracket."""
        rules = Rules(exception=self.ctx.last_round)
        lonely = [a for a in self.players
                  if all(pair_violation(self.ctx, a, b, rules) for b in self.players
                         if b is not a)]
        moved_down = [c for c in lonely if c.start_no in self.mdp_numbers]
        if moved_down and not self.c12_done and mode is Mode.FULL:
            self.c12_from_c1 = tuple(moved_down)
            self.c12_done = True
            self.recorder.note(NoOpponentStep(
                "C.1", f"{_nos(moved_down)} moved down from above: no possible opponent "
                f"here (B.1/B.2): C.12", players=_numbers(moved_down), outcome=Outcome.C12))
            return Signal.C12
        return self._c1_rest(lonely)

    def _c1_rest(self, lonely: list[Card]) -> State | Signal:
        if self.lowest:
            if len(lonely) > len(self.players) % 2 or any(not c.bye_eligible for c in lonely):
                if not self.c13_done:
                    self.c13_done = True
                    self.recorder.note(NoOpponentStep(
                        "C.1", f"{_nos(lonely)}: no possible opponent in the lowest "
                        f"bracket: C.13", players=_numbers(lonely), outcome=Outcome.C13))
                    return Signal.C13
                return self._fail(lonely)
            self.recorder.note(self._c1_step(lonely))
            return State.C2
        if lonely:
            self.moved = tuple(sorted((*self.moved, *lonely), key=lambda c: c.key))
            self.players = tuple(c for c in self.players if c not in lonely)
            self.recorder.note(NoOpponentStep(
                "C.1", f"{_nos(lonely)}: no possible opponent in the bracket (B.1/B.2): "
                f"moved down to the next bracket", players=_numbers(lonely),
                outcome=Outcome.MOVED_DOWN))
            if not self.players:
                self.dissolved = True
                return Signal.DISSOLVED
        else:
            self.recorder.note(self._c1_step(lonely))
        return State.C2

    def _c1_step(self, lonely: list[Card]) -> NoOpponentStep:
        if lonely:
            return NoOpponentStep("C.1", f"{_nos(lonely)} has no possible opponent: the "
                                  f"bye of the lowest bracket", players=_numbers(lonely),
                                  outcome=Outcome.BYE)
        return NoOpponentStep("C.1", "every player has a possible opponent in the bracket")

    def c12_failed(self) -> None:
        """C.12 found no other pairing above: go on where the machine asked for it."""
        if self.c12_from_c1:
            self.state = State.C1_AFTER_C12
        else:
            self.state = State.C13

    def _C1_after(self, accept: Accept, mode: Mode) -> State | Signal:
        lonely = list(self.c12_from_c1)
        self.c12_from_c1 = ()
        rules = Rules(exception=self.ctx.last_round)
        others = [a for a in self.players if a not in lonely and all(
            pair_violation(self.ctx, a, b, rules) for b in self.players if b is not a)]
        return self._c1_rest(lonely + others)

    def _C2(self, accept: Accept, mode: Mode) -> State:
        """C.2: x according to A.8 (for a heterogeneous bracket, of the whole bracket;
        a remainder gets its own at its C.2)."""
        prefs = group_preferences(self.players, self.ctx.round_no)
        value = x_value(list(prefs.values()))
        self.x = value.x
        self.recorder.bracket(self)
        switched = a7d_switches(self.players, self.ctx.round_no, prefs)
        self.recorder.note(XStep("C.2", f"x = {self.x} ({_x_text(value)}"
                                 f"{switches_text(switched)})", x=self.x,
                                 w=value.w, b=value.b, q=value.q, switched=switched))
        return State.C3

    def _C3(self, accept: Accept, mode: Mode) -> State:
        """C.3: p according to A.6."""
        self.p = p_value(self.moved_down, len(self.players))
        self.p_rest_cut = 0
        self.recorder.note(PStep("C.3", f"p = {self.p}", p=self.p))
        return State.C4

    def _C4(self, accept: Accept, mode: Mode) -> State:
        """C.4/C.5: S1 and S2; the search of C.6-C.9 starts."""
        self.progress = Pass()
        group = self._group()
        if self.heterogeneous:
            self.search = heterogeneous_candidates(self.ctx, group, self._remainder,
                                                   self.recorder, self.progress)
        else:
            self.search = candidates(self.ctx, group, self.recorder)
        return State.SEARCH

    def _SEARCH(self, accept: Accept, mode: Mode) -> State | Candidate:
        assert self.search is not None
        for candidate in self.search:
            if accept(candidate):
                self.accepted = candidate
                return candidate
            self.recorder.note(NextCandidateStep("C.7", "the pairings above do not let "
                                                 "the bracket below be paired: next "
                                                 "candidate"))
        return State.C9

    def _C9(self, accept: Accept, mode: Mode) -> State | Signal:
        """C.9, second part: no other opponent for the lowest player moved down; give
        up B.6, then B.5, for upfloats (wherever players of different scores meet)."""
        if mode is Mode.C12:
            return Signal.EXHAUSTED
        if len({c.score for c in self.players}) > 1:
            for name in UPFLOAT_DROPS:
                if self.rules.active(name):
                    self.rules = self.rules.drop(name)
                    self.recorder.note(RelaxStep(
                        "C.9", f"no other opponent for the lowest player moved down: "
                        f"{name[:3]} for upfloats is given up; back to C.4",
                        given_up=name[:3]))
                    return State.C4
        return State.C10

    def _C10(self, accept: Accept, mode: Mode) -> State:
        """C.10: give up B.6, then B.5, for downfloats."""
        for name in DOWNFLOAT_DROPS:
            if self.rules.active(name):
                self.rules = self.rules.drop(name)
                self.recorder.note(DownfloatRelaxStep(
                    "C.10", f"{name[:3]} for downfloats is given up; back to C.4",
                    given_up=name[:3]))
                return State.C4
        return State.C11

    def _C11(self, accept: Accept, mode: Mode) -> State:
        """C.11: raise x while it is below p; B.5/B.6 are in force again."""
        restored = Rules(exception=self.rules.exception)
        rest_max = self._rest_pairs_max()
        if self.heterogeneous and self.progress.reached_remainder and (
                self.x_rest_raise < rest_max):
            self.x_rest_raise += 1
            self.rules = restored
            self.recorder.note(XStep(
                "C.11", f"the remainder's x is raised by {self.x_rest_raise}; the "
                f"pairings of the players moved down are undone; B.5 and B.6 in force "
                f"again; back to C.3", remainder_raise=self.x_rest_raise))
            return State.C3
        if self.x < self.p:
            self.x += 1
            self.rules = restored
            self.recorder.note(XStep("C.11", f"x = {self.x}; B.5 and B.6 in force again; "
                                     f"back to C.3", x=self.x))
            return State.C3
        if self.heterogeneous and self.x_rest_raise < rest_max:
            self.x_rest_raise += 1
            self.rules = restored
            self.recorder.note(XStep(
                "C.11", f"the remainder's x is raised by {self.x_rest_raise}; B.5 and B.6 "
                f"in force again; back to C.3", remainder_raise=self.x_rest_raise))
            return State.C3
        return State.B

    def _B(self, accept: Accept, mode: Mode) -> State:
        """The note under B: the last-round exception for players with more than 50 %."""
        if (self.ctx.last_round and not self.rules.exception
                and any(c.topscorer for c in self.players)):
            self.rules = Rules(self.rules.dropped, exception=True)
            top = [c for c in self.players if c.topscorer]
            self.recorder.note(LastRoundStep(
                "B", f"last round: B.2, B.5 and B.6 no longer bind {_nos(top)} (more than "
                f"50 %), to avoid floaters; back to C.4", players=_numbers(top)))
            return State.C4
        return State.C12

    def _C12(self, accept: Accept, mode: Mode) -> State | Signal:
        if (mode is Mode.FULL and self.heterogeneous and not self.progress.reached_remainder
                and not self.c12_done):
            self.c12_done = True
            return Signal.C12
        return State.C13

    def _C13(self, accept: Accept, mode: Mode) -> State | Signal:
        if mode is Mode.FULL and self.lowest and not self.c13_done:
            self.c13_done = True
            return Signal.C13
        return State.C14

    def _C14(self, accept: Accept, mode: Mode) -> State | Signal:
        """C.14: lower p (and x when above 1)."""
        if self.lowest and not self.heterogeneous:
            return self._fail(self.players)
        if (not self.lowest and self.heterogeneous and self.progress.reached_remainder
                and self.p_rest_cut < self._rest_pairs_max()):
            self.p_rest_cut += 1
            self.x_rest_drops += 1
            self.recorder.note(PStep("C.14", f"the remainder's p is lowered by "
                                     f"{self.p_rest_cut} (x too when above 1); back to C.4",
                                     remainder_cut=self.p_rest_cut))
            return State.C4
        self.p -= 1
        self.x = x_after_c14(self.x, 1)
        if self.p > 0:
            self.recorder.note(PStep("C.14", f"p = {self.p}, x = {self.x}; back to C.4",
                                     p=self.p, x=self.x))
            return State.C4
        if mode is Mode.C13:
            self.recorder.note(PStep("C.14", "p = 0: no pairing here lets the lowest "
                                     "bracket be paired", p=0))
            return Signal.EXHAUSTED
        if self.lowest:
            return self._fail(self.players)
        self.dissolved = True
        self.recorder.note(PStep("C.14", "p = 0: the whole bracket moves down", p=0))
        return Signal.DISSOLVED

    def _fail(self, players: Sequence[Card]) -> Signal:
        self.recorder.note(NoPairingStep("C.14", f"{_nos(players)} cannot be paired in the "
                                         f"lowest bracket and nothing above can change: no "
                                         f"pairing", players=_numbers(players)))
        self.failed_players = tuple(c.start_no for c in players)
        return Signal.FAILED

    # -- groups ----------------------------------------------------------------------
    def _group(self) -> Group:
        prefs = group_preferences(self.players, self.ctx.round_no)
        hetero = self.heterogeneous
        return Group(self.players, self.p, self.x, prefs, self.rules,
                     REMAINDER if hetero else (BYE if self.lowest else FLOAT),
                     exchanges=not hetero, downstream=self.downstream)

    def _rest_pairs_max(self) -> int:
        return max(0, (len(self.players) - 2 * self.p) // 2)

    def _remainder(self, mdp: Candidate) -> Group:
        """C.2 and C.3 for the remainder left by a pairing of the players moved down."""
        players = tuple(sorted(mdp.rest, key=lambda c: c.key))
        prefs = group_preferences(players, self.ctx.round_no)
        value = x_value(list(prefs.values()))
        x = x_after_c14(value.x + self.x_rest_raise, self.x_rest_drops)
        p = max(0, len(players) // 2 - self.p_rest_cut)
        switched = a7d_switches(players, self.ctx.round_no, prefs)
        self.recorder.note(XStep("C.2", f"remainder {_nos(players)}: x = {x} "
                                 f"({_x_text(value)}{switches_text(switched)}), p = {p}",
                                 x=x, p=p, remainder=True, group=_numbers(players),
                                 w=value.w, b=value.b, q=value.q, switched=switched))
        return Group(players, p, x, prefs, self.rules, BYE if self.lowest else FLOAT,
                     exchanges=True, stage="remainder", downstream=self.downstream)


#: one step of a bracket's machine: the next state, or how it stops
Step = Callable[[BracketMachine, Accept, Mode], "State | Candidate | Signal"]

#: the explicit dispatch of ``BracketMachine.run``
_STEPS: dict[State, Step] = {
    State.C1: BracketMachine._C1,
    State.C1_AFTER_C12: BracketMachine._C1_after,
    State.C2: BracketMachine._C2,
    State.C3: BracketMachine._C3,
    State.C4: BracketMachine._C4,
    State.SEARCH: BracketMachine._SEARCH,
    State.C9: BracketMachine._C9,
    State.C10: BracketMachine._C10,
    State.C11: BracketMachine._C11,
    State.B: BracketMachine._B,
    State.C12: BracketMachine._C12,
    State.C13: BracketMachine._C13,
    State.C14: BracketMachine._C14,
}


def _nos(cards: Sequence[Card]) -> str:
    return " ".join(str(c.start_no) for c in cards)


def _numbers(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(c.start_no for c in cards)


def _x_text(value: XValue) -> str:
    return f"w = {value.w}, b = {value.b}, q = {value.q}"
