"""The round's part C of the 2009 rules: the brackets from the highest score down, each
paired by its own state machine (:mod:`.machine`), and C.12 and C.13, which reach back
into the bracket above: C.12 (heterogeneous) accepts another pairing of the bracket
above that moves down other players with which p pairings are possible here; C.13
(lowest bracket) other pairings of the penultimate bracket, down to p = 0 there, that
let the lowest bracket be paired, else merges the two (the penultimate's players in S1)
and repeats with the new penultimate bracket. Each of C.12 and C.13 runs once per
bracket and set of players moved down, and only moves a bracket's search forward."""

from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from ..base import PairingError
from .cards import Card, RoundCards
from .feasible import completes, mdps_pairable
from .machine import BracketMachine
from .search import Candidate
from .states import Accept, Mode, ProcedureRecorder, Signal, State
from .steps import AboveStep, MergeStep, PenultimateStep, Redo, undone_text


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
            self.recorder.note(AboveStep("C.12", f"bracket {machine.number}: no pairing "
                                         f"above to undo", redo=Redo.NOTHING_ABOVE))
            machine.c12_failed()
            return machine
        before = frozenset(c.start_no for c in above.outgoing)
        self.recorder.note(AboveStep("C.12", undone_text(machine.number, above.number, True),
                                     above=above.number, redo=Redo.UNDONE))

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
        self.recorder.note(AboveStep("C.12", f"no other pairing of bracket {above.number} "
                                     f"helps: its pairing stays", above=above.number,
                                     redo=Redo.KEPT))
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
        said = f"bracket {above.number} paired anew; {then}"
        self.recorder.note(
            AboveStep("C.12", said, above=above.number, redo=Redo.PAIRED_ANEW)
            if mode is Mode.C12 else
            PenultimateStep("C.13", said, above=above.number, redo=Redo.PAIRED_ANEW))
        self.recorder.closed(above)
        return machine.again(above.outgoing)

    def _c13(self, machine: BracketMachine, stack: list[BracketMachine]) -> BracketMachine:
        """C.13: other pairings of the penultimate bracket, else merge the two."""
        if not stack:
            self.recorder.note(PenultimateStep("C.13", "no penultimate bracket",
                                               redo=Redo.NOTHING_ABOVE))
            machine.state = State.C14
            return machine
        above = stack[-1]
        if not above.dissolved:
            self.recorder.note(PenultimateStep(
                "C.13", undone_text(machine.number, above.number, False),
                above=above.number, redo=Redo.UNDONE))

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
        self.recorder.note(MergeStep("C.13", f"brackets {above.number} and {machine.number} "
                                     f"are merged into the lowest bracket {number}, the "
                                     f"players of bracket {above.number} in S1",
                                     above=above.number, lowest=machine.number,
                                     merged_into=number, merged=_numbers(merged)))
        members = (*machine.members, *merged)
        return BracketMachine(self.ctx, self.recorder, number, above.incoming, members, True,
                              frozenset(c.start_no for c in merged))


def _score_groups(cards: Sequence[Card]) -> list[tuple[Card, ...]]:
    groups: dict[Fraction, list[Card]] = {}
    for card in cards:
        groups.setdefault(card.score, []).append(card)
    return [tuple(groups[s]) for s in sorted(groups, reverse=True)]


def _numbers(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(c.start_no for c in cards)
