"""Issue 34 for Double-Swiss (C.04.5): a legal pairing of a bracket with more
upfloaters' opponents who floated in the previous match than the rules' ([C8], art.
2.3.5) is corrected by [C8] itself, "with both figures in words and the learner's
pairs that cause it", whether its identifier comes before or after the rules'. Before,
one coming after was told only "comes after it in lexicographic order", one before
"does not comply with [C8]" with the rules' count alone.

Every other legal pairing of each bracket is tried as the learner's game 1 (the rest
of the round as the rules pair it); the count is recomputed here from the players'
cards in the piles (a floater of the previous match, art. 1.5) and the bracket's
upfloaters, not from the correction."""

from __future__ import annotations

import re

import pytest
from test_team_shortfall import _matchings

from cardtable.systems.base import Pairing
from cardtable.systems.double.engine import last_match
from cardtable.systems.double.steps import DoubleBracketStep, IdentifierChoiceStep
from cardtable.systems.exercise import ExerciseError, make_exercise, mark
from cardtable.trace.steps import PileStep

_WORSE = re.compile(r"yours is worse by \[C8\] \(art\. 2\.3\.5\): it has (no|\d+) "
                    r"upfloaters?'s? opponents? who floated in the previous match"
                    r"(?: \(your ([^)]*)\))?, the rules' (no|\d+) ")


def _count(pairs, upfloaters: set[int], cards, lapsed: bool) -> list[frozenset[int]]:
    """[C8] of ``pairs``: an upfloater against a player who floated in the previous
    match (their card's float), never in the last match."""
    if lapsed:
        return []
    return [frozenset(p) for p in pairs if len(set(p) & upfloaters) == 1
            and cards[next(t for t in p if t not in upfloaters)].floats]


def test_a_bracket_pairing_worse_by_c8_names_its_counts_and_the_learners_pairs() -> None:
    named, as_good = _check(range(1, 25))
    assert named and as_good, (named, as_good)


@pytest.mark.slow
def test_many_bracket_pairings_are_judged_by_c8() -> None:
    """The slow group: at least 500 other pairings of brackets with upfloaters."""
    named, as_good = _check(range(25, 150))
    print(f"double: {named + as_good} bracket pairings, {named} worse by [C8]")
    assert named + as_good >= 500 and named


def _check(seeds: range) -> tuple[int, int]:
    """Every other legal pairing of each bracket with upfloaters of exercises from
    ``seeds``: how many were worse by [C8] (and so said), how many as good."""
    named = as_good = 0
    for seed in seeds:
        for level in ("floater", "transposition"):
            try:
                exercise = make_exercise("double", 10 + seed % 5, 3 + 2 * (seed % 2),
                                         seed, level)
            except ExerciseError:
                continue
            rules, trace = exercise.rules, exercise.rules.trace
            assert trace is not None
            lapsed = last_match(exercise.tournament, exercise.round)
            cards = {c.start_no: c for s in trace.steps if isinstance(s, PileStep)
                     for c in s.cards}
            brackets = {s.number: s for s in trace.steps
                        if isinstance(s, DoubleBracketStep)}
            for choice in (s for s in trace.steps if isinstance(s, IdentifierChoiceStep)):
                bracket = brackets[choice.bracket]
                members = sorted(bracket.players)
                ups = set(bracket.upfloaters)
                if len(members) > 8 or not ups:
                    continue
                met = {frozenset((a, b)) for a, b, _ in bracket.incompatible}
                kept = [b for b in rules.boards if not set(b) & set(members)]
                theirs = _count(choice.pairs, ups, cards, lapsed)
                assert len(theirs) == choice.c8
                for pairs in _matchings(members):
                    keys = {frozenset(p) for p in pairs}
                    if keys & met or keys == {frozenset(p) for p in choice.pairs}:
                        continue
                    answer = Pairing(rules.round, tuple(kept + pairs), rules.pab)
                    first = mark(exercise.tournament, exercise.round, answer, rules).first
                    assert first is not None
                    mine = _count(pairs, ups, cards, lapsed)
                    said = _WORSE.search(first.text)
                    if len(mine) <= len(theirs):
                        assert said is None, first.text
                        as_good += 1
                        continue
                    assert said is not None and first.rule.endswith("[C8]"), first.text
                    assert int(said[1]) == len(mine), first.text
                    assert int(said[3].replace("no", "0")) == len(theirs), first.text
                    causes = {frozenset(map(int, p)) for p in
                              re.findall(r"(\d+)-(\d+): ", said[2])}
                    assert causes == set(mine), first.text
                    named += 1
    return named, as_good
