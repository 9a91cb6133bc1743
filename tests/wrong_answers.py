"""The exercises and wrong answers the tests of issue 34's corrections walk (the
learner's own pairs behind a worse figure: tests/test_worse_pairs_named.py,
test_team_shortfall.py, test_double_shortfall.py): exercises of some levels, seed
after seed, with the cards of their trace, and each single change of the rules'
pairing marked."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from test_exercise import changes

from cardtable.systems.base import Pairing
from cardtable.systems.exercise import Exercise, ExerciseError, make_exercise, mark
from cardtable.systems.exercise.marking import Difference
from cardtable.trace.steps import CardView, PileStep, Step, Trace


def exercises(system: str, seeds: Iterable[int], levels: Iterable[str],
              shape: Callable[[int], tuple[int, int]]) -> Iterator[Exercise]:
    """An exercise of ``system`` per seed and level (``shape``: the players and the
    round of a seed), the levels a seed has none of left out."""
    wanted = tuple(levels)
    for seed in seeds:
        for level in wanted:
            players, round_no = shape(seed)
            try:
                yield make_exercise(system, players, round_no, seed, level)
            except ExerciseError:
                continue


def trace_of(exercise: Exercise) -> Trace:
    trace = exercise.rules.trace
    assert trace is not None
    return trace


def cards_of(trace: Trace) -> dict[int, CardView]:
    """Each card in the piles, by its number."""
    return {c.start_no: c for s in trace.steps if isinstance(s, PileStep) for c in s.cards}


def marked(exercise: Exercise, answers: Iterable[Pairing] | None = None
           ) -> Iterator[tuple[Pairing, Difference]]:
    """Each answer (by default each single change of the rules' pairing) with the
    first difference its marking names."""
    rules = exercise.rules
    for answer in (answers if answers is not None
                   else (a for _, a in changes(rules, False))):
        first = mark(exercise.tournament, exercise.round, answer, rules).first
        assert first is not None
        yield answer, first


def learners_upfloaters(trace: Trace, first: Difference, answer: Pairing,
                        kind: type[Step]) -> tuple[Step, set[int]]:
    """The bracket a correction is about (its step of ``kind``, by the number in
    ``first.where``) and the upfloaters the learner pulls up to it: the residents'
    opponents from lower scoregroups."""
    number = int(first.where.split()[1])
    bracket = next(s for s in trace.steps if isinstance(s, kind)
                   and getattr(s, "number") == number)
    residents = set(getattr(bracket, "residents"))
    partner = {p: q for b in answer.boards for p, q in (b, b[::-1])}
    return bracket, {partner[r] for r in residents if r in partner} - residents


def _matchings(players: list[int]) -> Iterator[list[tuple[int, int]]]:
    """Every pairing of ``players`` (an even number)."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for k, other in enumerate(rest):
        for tail in _matchings(rest[:k] + rest[k + 1:]):
            yield [(first, other), *tail]


def other_pairings(exercise: Exercise, members: list[int], met: set[frozenset[int]],
                   taken: Iterable[tuple[int, int]]
                   ) -> Iterator[tuple[list[tuple[int, int]], Pairing, Difference]]:
    """Every other legal pairing of one bracket's ``members`` (no pair of ``met``, not
    the pairs ``taken``) as the learner's answer, the rest of the round as the rules
    pair it, with the first difference its marking names."""
    rules = exercise.rules
    kept = [b for b in rules.boards if not set(b) & set(members)]
    theirs = {frozenset(p) for p in taken}
    others = [pairs for pairs in _matchings(members)
              if not {frozenset(p) for p in pairs} & met
              and {frozenset(p) for p in pairs} != theirs]
    answers = [Pairing(rules.round, tuple(kept + pairs), rules.pab) for pairs in others]
    for pairs, (answer, first) in zip(others, marked(exercise, answers)):
        yield pairs, answer, first
