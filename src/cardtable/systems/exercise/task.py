"""What a learner pairs when they try a round in the app: the whole round, the rest
of it after the pairs the engine made so far, or one bracket. Read from the engine's
trace; nothing is paired again."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from ...trace.steps import BracketStep, ChoiceStep, FloatStep, PileStep, Step
from ..base import Pairing


@dataclass(frozen=True, slots=True)
class Task:
    """``players``: the cards to place, in the order of the piles; ``given``: the
    boards laid out as the engine made them (with its colours); ``scope``: the players
    judged (None: the whole round); ``bracket``: the bracket paired (0: not one
    bracket), ``last`` when it is the lowest (its player left over takes the PAB)."""

    players: tuple[int, ...]
    given: tuple[tuple[int, int], ...] = ()
    scope: frozenset[int] | None = None
    bracket: int = 0
    last: bool = False


def _piled(rules: Pairing) -> list[int]:
    """Every player to be paired, in the order of the score-group piles."""
    present = {p for b in rules.boards for p in b} | ({rules.pab} - {None})
    steps = rules.trace.steps if rules.trace is not None else ()
    piled = [c.start_no for s in steps if isinstance(s, PileStep) for c in s.cards]
    return [p for p in piled if p in present] or sorted(present)  # type: ignore[arg-type]


def _final(rules: Pairing, pairs: Iterable[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """``pairs`` that are boards of the engine's pairing, as those boards (White
    first), each once."""
    boards = {frozenset(b): b for b in rules.boards}
    return tuple(dict.fromkeys(boards[frozenset(p)] for p in pairs if frozenset(p) in boards))


def round_task(rules: Pairing, done: Sequence[Step] = ()) -> Task:
    """The whole round, the pairs the engine chose in ``done`` (the steps before the
    walkthrough's current one) laid out: the learner places every other card and is
    judged on the whole round."""
    chosen = [p for s in done if isinstance(s, ChoiceStep) for p in s.pairs]
    return Task(tuple(_piled(rules)), _final(rules, chosen))


def bracket_task(rules: Pairing, number: int) -> Task | None:
    """Bracket ``number`` as the engine finally paired it (after C.12/C.13 of the 2009
    rules, too): its players (MDPs included) to pair, the boards of the brackets above
    laid out; judged up to this bracket. None when the trace has no such bracket."""
    steps = rules.trace.steps if rules.trace is not None else ()
    choices: dict[int, ChoiceStep] = {}
    floats: dict[int, FloatStep] = {}
    for step in steps:
        if isinstance(step, ChoiceStep) and step.bracket:
            choices[step.bracket] = step
            floats.pop(step.bracket, None)
        elif isinstance(step, FloatStep) and step.bracket:
            floats[step.bracket] = step
    if number < 1 or (number not in choices and number not in floats):
        return None
    if not any(isinstance(s, BracketStep) and s.number == number for s in steps):
        return None
    choice = choices.get(number)
    if choice is not None and len(_final(rules, choice.pairs)) < len(choice.pairs):
        return None  # paired again in a merged bracket (the 2009 rules' C.13)
    members = set(floats[number].players) if number in floats else set()
    if choice is not None:
        members |= {p for pair in choice.pairs for p in pair} | set(choice.floaters)
    given = _final(rules, [p for n, c in choices.items() if n < number for p in c.pairs])
    players = tuple(p for p in _piled(rules) if p in members)
    scope = frozenset(players) | {p for b in given for p in b}
    return Task(players, given, scope, number, number == max((*choices, *floats)))
