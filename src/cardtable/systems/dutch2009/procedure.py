"""The procedure C.1-C.14 of the 2009 rules as an explicit state machine: one
``BracketMachine`` per score bracket, in states named after the articles, and the
``RoundProcedure`` that takes the brackets from the highest score down and carries out
C.12 and C.13, which reach back into the bracket above.

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

import enum
from fractions import Fraction
from typing import Any, Callable, Iterator, Protocol, Sequence

from ..base import PairingError
from .cards import Card, RoundCards
from .criteria import Rules, pair_violation
from .downstream import Downstream
from .definitions import XValue, group_preferences, p_value, treated_homogeneous, x_value
from ...matching.assignment import min_assignment
from ...matching.min_cost import min_matching
from .search import (
    BYE,
    FLOAT,
    REMAINDER,
    Candidate,
    Group,
    Pass,
    Recorder,
    candidates,
    heterogeneous_candidates,
)

#: more steps than any bracket can take (the termination argument above)
STEP_LIMIT = 1_000_000

#: the criteria C.9 and C.10 give up, in their order
UPFLOAT_DROPS = ("B.6↑", "B.5↑")
DOWNFLOAT_DROPS = ("B.6↓", "B.5↓")
ALL_RELAXED = Rules(frozenset(UPFLOAT_DROPS + DOWNFLOAT_DROPS), exception=True)


class Signal(enum.Enum):
    """How a machine stops without a pairing."""

    C12 = "C.12"            # asks for another pairing of the bracket above
    C13 = "C.13"            # asks for other pairings of the penultimate bracket
    DISSOLVED = "C.14"      # p became 0: the whole bracket moves down
    EXHAUSTED = "exhausted"  # (resumed for C.12/C.13) nothing further at its steps
    FAILED = "failed"       # the lowest bracket with nothing above to change


class State(enum.Enum):
    """Where a bracket's machine stands: the articles C.1-C.14 (C.5-C.8 and the first
    part of C.9 are the search of the candidates), the note under B, and C.1 taken up
    again after C.12 found no other pairing above. ``_STEPS`` maps each to its step."""

    C1 = "C.1"
    C1_AFTER_C12 = "C.1 after C.12"
    C2 = "C.2"
    C3 = "C.3"
    C4 = "C.4"
    SEARCH = "C.6-C.9"
    C9 = "C.9"
    C10 = "C.10"
    C11 = "C.11"
    B = "B"
    C12 = "C.12"
    C13 = "C.13"
    C14 = "C.14"


class Mode(enum.Enum):
    """FULL: a bracket paired in turn. C12: resumed for C.12 by the bracket below
    (other pairings at the same step only). C13: resumed as the penultimate bracket
    for C.13 (its own C.9-C.11 and C.14 too, but not C.12/C.13)."""

    FULL = "full"
    C12 = "C.12"
    C13 = "C.13"


Accept = Callable[[Candidate], bool]


class ProcedureRecorder(Recorder, Protocol):
    """The recorder as the procedure uses it: the search's contract (``Recorder``:
    subgroups, candidates tried and passed over) and the procedure's own steps."""

    def enter(self, machine: BracketMachine) -> None:
        """``machine`` runs from here on (its steps are recorded under its number)."""

    def note(self, topic: str, article: str, text: str,
             data: dict[str, Any] | None = None) -> None:
        """A step of C.1-C.14 in the bracket entered last."""

    def bracket(self, machine: BracketMachine) -> None:
        """The bracket's players as C.2 finds them."""

    def closed(self, machine: BracketMachine) -> None:
        """The bracket's pairing and floaters once it is paired or dissolved."""


def accept_any(candidate: Candidate) -> bool:
    return True


def x_after_c14(x: int, times: int) -> int:
    """C.14 lowers x by 1 each time it is above 1."""
    return x if x <= 1 else max(1, x - times)


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
            self.recorder.note("C.1", "C.1", f"{_nos(moved_down)} moved down from above: "
                               f"no possible opponent here (B.1/B.2): C.12")
            return Signal.C12
        return self._c1_rest(lonely)

    def _c1_rest(self, lonely: list[Card]) -> State | Signal:
        if self.lowest:
            if len(lonely) > len(self.players) % 2 or any(not c.bye_eligible for c in lonely):
                if not self.c13_done:
                    self.c13_done = True
                    self.recorder.note("C.1", "C.1", f"{_nos(lonely)}: no possible opponent "
                                       f"in the lowest bracket: C.13")
                    return Signal.C13
                return self._fail(lonely)
            self.recorder.note("C.1", "C.1", self._c1_text(lonely))
            return State.C2
        if lonely:
            self.moved = tuple(sorted((*self.moved, *lonely), key=lambda c: c.key))
            self.players = tuple(c for c in self.players if c not in lonely)
            self.recorder.note("C.1", "C.1", f"{_nos(lonely)}: no possible opponent in the "
                               f"bracket (B.1/B.2): moved down to the next bracket")
            if not self.players:
                self.dissolved = True
                return Signal.DISSOLVED
        else:
            self.recorder.note("C.1", "C.1", self._c1_text(lonely))
        return State.C2

    def _c1_text(self, lonely: list[Card]) -> str:
        if lonely:
            return f"{_nos(lonely)} has no possible opponent: the bye of the lowest bracket"
        return "every player has a possible opponent in the bracket"

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
        value = x_value(list(group_preferences(self.players, self.ctx.round_no).values()))
        self.x = value.x
        self.recorder.bracket(self)
        self.recorder.note("x", "C.2", f"x = {self.x} ({_x_text(value)})",
                           {"x": self.x, "w": value.w, "b": value.b, "q": value.q})
        return State.C3

    def _C3(self, accept: Accept, mode: Mode) -> State:
        """C.3: p according to A.6."""
        self.p = p_value(self.moved_down, len(self.players))
        self.p_rest_cut = 0
        self.recorder.note("p", "C.3", f"p = {self.p}", {"p": self.p})
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
            self.recorder.note("C.7", "C.7", "the pairings above do not let the bracket "
                               "below be paired: next candidate")
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
                    self.recorder.note("C.9", "C.9", f"no other opponent for the lowest "
                                       f"player moved down: {name[:3]} for upfloats is given "
                                       f"up; back to C.4")
                    return State.C4
        return State.C10

    def _C10(self, accept: Accept, mode: Mode) -> State:
        """C.10: give up B.6, then B.5, for downfloats."""
        for name in DOWNFLOAT_DROPS:
            if self.rules.active(name):
                self.rules = self.rules.drop(name)
                self.recorder.note("C.10", "C.10", f"{name[:3]} for downfloats is given up; "
                                   f"back to C.4")
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
            self.recorder.note("x", "C.11", f"the remainder's x is raised by "
                               f"{self.x_rest_raise}; the pairings of the players moved down "
                               f"are undone; B.5 and B.6 in force again; back to C.3",
                               {"remainder_raise": self.x_rest_raise})
            return State.C3
        if self.x < self.p:
            self.x += 1
            self.rules = restored
            self.recorder.note("x", "C.11", f"x = {self.x}; B.5 and B.6 in force again; "
                               f"back to C.3", {"x": self.x})
            return State.C3
        if self.heterogeneous and self.x_rest_raise < rest_max:
            self.x_rest_raise += 1
            self.rules = restored
            self.recorder.note("x", "C.11", f"the remainder's x is raised by "
                               f"{self.x_rest_raise}; B.5 and B.6 in force again; back to C.3",
                               {"remainder_raise": self.x_rest_raise})
            return State.C3
        return State.B

    def _B(self, accept: Accept, mode: Mode) -> State:
        """The note under B: the last-round exception for players with more than 50 %."""
        if (self.ctx.last_round and not self.rules.exception
                and any(c.topscorer for c in self.players)):
            self.rules = Rules(self.rules.dropped, exception=True)
            self.recorder.note("exception", "B", "last round: B.2, B.5 and B.6 no longer "
                               f"bind {_nos([c for c in self.players if c.topscorer])} "
                               f"(more than 50 %), to avoid floaters; back to C.4")
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
            self.recorder.note("p", "C.14", f"the remainder's p is lowered by "
                               f"{self.p_rest_cut} (x too when above 1); back to C.4",
                               {"remainder_cut": self.p_rest_cut})
            return State.C4
        self.p -= 1
        self.x = x_after_c14(self.x, 1)
        if self.p > 0:
            self.recorder.note("p", "C.14", f"p = {self.p}, x = {self.x}; back to C.4",
                               {"p": self.p, "x": self.x})
            return State.C4
        if mode is Mode.C13:
            self.recorder.note("p", "C.14", "p = 0: no pairing here lets the lowest "
                               "bracket be paired", {"p": 0})
            return Signal.EXHAUSTED
        if self.lowest:
            return self._fail(self.players)
        self.dissolved = True
        self.recorder.note("p", "C.14", "p = 0: the whole bracket moves down", {"p": 0})
        return Signal.DISSOLVED

    def _fail(self, players: Sequence[Card]) -> Signal:
        self.recorder.note("C.14", "C.14", f"{_nos(players)} cannot be paired in the lowest "
                           f"bracket and nothing above can change: no pairing")
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
        self.recorder.note("x", "C.2", f"remainder {_nos(players)}: x = {x} "
                           f"({_x_text(value)}), p = {p}", {"x": x, "p": p, "remainder": True})
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


class RoundProcedure:
    """Part C for a whole round: the brackets from the highest score down."""

    def __init__(self, ctx: RoundCards, recorder: ProcedureRecorder):
        self.ctx, self.recorder = ctx, recorder

    def run(self) -> tuple[list[tuple[Card, Card, Candidate]], Card | None]:
        """The pairs (with the candidate that made each, for its colour preferences)
        and the player who gets the bye."""
        groups = _score_groups(self.ctx.cards)
        stack: list[BracketMachine] = []
        machine: BracketMachine | None = None
        index = 0
        while True:
            if machine is None:
                if index >= len(groups):
                    break
                machine = self._machine(str(index + 1), stack, groups[index],
                                        index == len(groups) - 1)
            outcome = machine.run()
            if isinstance(outcome, Candidate) or outcome is Signal.DISSOLVED:
                self.recorder.closed(machine)
                stack.append(machine)
                machine, index = None, index + 1
            elif outcome is Signal.C12:
                machine = self._c12(machine, stack)
            elif outcome is Signal.C13:
                machine = self._c13(machine, stack)
            else:
                raise PairingError(
                    f"round {self.ctx.round_no} cannot be paired: "
                    f"{', '.join(map(str, machine.failed_players))} cannot all be paired "
                    f"without breaking B.1 or B.2", machine.failed_players, "B.1/B.2")
        pairs = [(a, b, m.accepted) for m in stack if m.accepted for a, b in m.accepted.pairs]
        lowest = stack[-1] if stack else None
        bye = lowest.accepted.rest[0] if lowest and lowest.accepted and lowest.accepted.rest \
            else None
        return pairs, bye

    def _machine(self, number: str, stack: list[BracketMachine], residents: Sequence[Card],
                 lowest: bool) -> BracketMachine:
        incoming = stack[-1].outgoing if stack else ()
        return BracketMachine(self.ctx, self.recorder, number, incoming, residents, lowest)

    def _c12(self, machine: BracketMachine, stack: list[BracketMachine]) -> BracketMachine:
        """C.12: undo the pairing of the bracket above; accept another pairing of it
        that moves down other players with whom p pairings are possible here."""
        above = stack[-1] if stack and not stack[-1].dissolved else None
        if above is None:
            self.recorder.note("C.12", "C.12", f"bracket {machine.number}: no pairing above "
                               f"to undo")
            machine.c12_failed()
            return machine
        before = frozenset(c.start_no for c in above.outgoing)
        self.recorder.note("C.12", "C.12", f"bracket {machine.number} cannot pair its p "
                           f"players moved down: the pairing of bracket {above.number} is "
                           f"undone and its next pairings are tried")

        def accept(candidate: Candidate) -> bool:
            down = (*candidate.rest, *above.moved)
            if frozenset(c.start_no for c in down) == before:
                return False
            return mdps_pairable(self.ctx, machine.moved_in(down), machine.residents,
                                 machine.lowest)

        again = self._pair_again(machine, above, accept, Mode.C12,
                                 f"bracket {machine.number} starts again at C.1")
        if again is not None:
            return again
        self.recorder.note("C.12", "C.12", f"no other pairing of bracket {above.number} "
                           f"helps: its pairing stays")
        self.recorder.enter(machine)
        machine.c12_failed()
        return machine

    def _pair_again(self, machine: BracketMachine, above: BracketMachine,
                    accept: Accept, mode: Mode,
                    then: str) -> BracketMachine | None:
        """C.12/C.13: the next pairing of the bracket above that ``accept``s, and
        ``machine`` started again with what it moves down; None when there is none."""
        if not isinstance(above.run(accept, mode), Candidate):
            return None
        self.recorder.note(mode.value, mode.value, f"bracket {above.number} paired anew; "
                           f"{then}")
        self.recorder.closed(above)
        return machine.again(above.outgoing)

    def _c13(self, machine: BracketMachine, stack: list[BracketMachine]) -> BracketMachine:
        """C.13: other pairings of the penultimate bracket, else merge the two."""
        if not stack:
            self.recorder.note("C.13", "C.13", "no penultimate bracket")
            machine.state = State.C14
            return machine
        above = stack[-1]
        if not above.dissolved:
            self.recorder.note("C.13", "C.13", f"the lowest bracket cannot be paired: the "
                               f"pairing of bracket {above.number} is undone and other "
                               f"pairings of it are tried")

            verdicts: dict[frozenset[int], bool] = {}

            def accept(candidate: Candidate) -> bool:
                down = frozenset(c.start_no for c in candidate.rest)
                if down not in verdicts:
                    verdicts[down] = completes(
                        self.ctx, machine.moved_in((*candidate.rest, *above.moved)),
                        machine.residents)
                return verdicts[down]

            above.downstream.feed(machine.moved_in(above.moved), machine.residents)
            again = self._pair_again(machine, above, accept, Mode.C13,
                                     "the lowest bracket starts again at C.1")
            above.downstream.stop()
            if again is not None:
                return again
        stack.pop()
        came = {c.start_no for c in above.incoming}
        merged = tuple(c for c in (*above.players, *above.moved) if c.start_no not in came)
        number = f"{above.number}+{machine.number}"
        self.recorder.note("merge", "C.13", f"brackets {above.number} and {machine.number} "
                           f"are merged into the lowest bracket {number}, the players of "
                           f"bracket {above.number} in S1", {"merged": _numbers(merged)})
        members = (*machine.members, *merged)
        return BracketMachine(self.ctx, self.recorder, number, above.incoming, members, True,
                              frozenset(c.start_no for c in merged))


def _score_groups(cards: Sequence[Card]) -> list[tuple[Card, ...]]:
    groups: dict[Fraction, list[Card]] = {}
    for card in cards:
        groups.setdefault(card.score, []).append(card)
    return [tuple(groups[s]) for s in sorted(groups, reverse=True)]


def _edges(ctx: RoundCards, players: Sequence[Card], apart: frozenset[int]) -> dict:
    """Pairs that keep B.1 and B.2 with everything relative given up; no pair within
    ``apart`` (players moved down, who meet residents in a heterogeneous bracket)."""
    edges = {}
    for i, a in enumerate(players):
        for j in range(i + 1, len(players)):
            b = players[j]
            if a.start_no in apart and b.start_no in apart:
                continue
            if pair_violation(ctx, a, b, ALL_RELAXED) is None:
                edges[i, j] = 0
    return edges


def completes(ctx: RoundCards, mdps: Sequence[Card], residents: Sequence[Card]) -> bool:
    """C.13: the lowest bracket with these players moved down can be paired
    completely (the bye to one player allowed it, B.1b) once C.9-C.11 and the note
    under B have relaxed everything they may."""
    players = (*mdps, *residents)
    hetero = not treated_homogeneous(len(mdps), len(players))
    apart = frozenset(c.start_no for c in mdps) if hetero else frozenset()
    spare = [i for i, c in enumerate(players)
             if c.bye_eligible and c.start_no not in apart]
    return min_matching(len(players), _edges(ctx, players, apart), spare,
                        len(players) % 2) is not None


def mdps_pairable(ctx: RoundCards, mdps: Sequence[Card], residents: Sequence[Card],
                  lowest: bool) -> bool:
    """C.12: p pairings are possible in the bracket with these players moved down."""
    if lowest:
        return completes(ctx, mdps, residents)
    players = (*mdps, *residents)
    if treated_homogeneous(len(mdps), len(players)):
        edges = _edges(ctx, players, frozenset())
        unpaired = len(players) % 2
        return min_matching(len(players), edges, range(len(players)), unpaired) is not None
    if len(mdps) > len(residents):
        return False
    cost = [[None if pair_violation(ctx, a, b, ALL_RELAXED) else 0 for b in residents]
            for a in mdps]
    return min_assignment(cost) is not None


def _nos(cards: Sequence[Card]) -> str:
    return " ".join(str(c.start_no) for c in cards)


def _numbers(cards: Sequence[Card]) -> list[int]:
    return [c.start_no for c in cards]


def _x_text(value: XValue) -> str:
    return f"w = {value.w}, b = {value.b}, q = {value.q}"
