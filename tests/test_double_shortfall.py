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
from fractions import Fraction

import pytest
from wrong_answers import (cards_of, exercises, learners_upfloaters, marked,
                           other_pairings, trace_of)

from cardtable.systems.double.engine import last_match
from cardtable.systems.double.steps import DoubleBracketStep, IdentifierChoiceStep

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
    for exercise in exercises("double", seeds, ("floater", "transposition"),
                              lambda seed: (10 + seed % 5, 3 + 2 * (seed % 2))):
        rules, trace = exercise.rules, trace_of(exercise)
        lapsed = last_match(exercise.tournament, exercise.round)
        cards = cards_of(trace)
        brackets = {s.number: s for s in trace.steps
                    if isinstance(s, DoubleBracketStep)}
        for choice in (s for s in trace.steps if isinstance(s, IdentifierChoiceStep)):
            bracket = brackets[choice.bracket]
            members = sorted(bracket.players)
            ups = set(bracket.upfloaters)
            if len(members) > 8 or not ups:
                continue
            met = {frozenset((a, b)) for a, b, _ in bracket.incompatible}
            theirs = _count(choice.pairs, ups, cards, lapsed)
            assert len(theirs) == choice.c8
            for pairs, answer, first in other_pairings(exercise, members, met,
                                                       choice.pairs):
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


def test_a_learners_upfloaters_are_judged_by_c4_c5_c7_with_both_figures() -> None:
    """Issue 34 for the sets of upfloaters (art. 3.5): a learner who pulls up other
    players than the set taken was told only "9 is not a player of bracket 1". Now the
    learner's own set is judged: more upfloaters than the fewest ([C4]), lower scores
    ([C5]), or set aside by [C7] with how many of each set floated in the previous
    match — each checked here on the residents, the piles' cards and the sets
    weighed, never on the correction's code."""
    said: dict[str, int] = {}
    for exercise in exercises("double", range(1, 25), ("floater", "transposition"),
                              lambda seed: (10 + seed % 4, 3 + 2 * (seed % 2))):
        trace = trace_of(exercise)
        cards = cards_of(trace)
        for answer, first in marked(exercise):
            found = re.search(r"your (?:upfloaters \{([\d, ]+)\}|bracket pulls up "
                              r"(\d+) upfloaters? \(\{([\d, ]+)\}\))", first.text)
            if found is None:
                continue
            bracket, mine = learners_upfloaters(trace, first, answer, DoubleBracketStep)
            assert isinstance(bracket, DoubleBracketStep)
            named = {int(n) for n in re.findall(r"\d+", found[1] or found[3])}
            assert named == mine, first.text
            taken = set(bracket.upfloaters)
            if "[C4]" in first.rule:
                assert int(found[2]) == len(mine) > len(taken), first.text
            elif "[C5]" in first.rule:
                scores = re.search(r"have the scores ([\d½, ]+), the set taken "
                                   r"\{[\d, ]+\} ([\d½, ]+):", first.text)
                assert scores is not None, first.text
                ours = sorted(_score(x) for x in scores[1].split(", "))
                theirs = sorted(_score(x) for x in scores[2].split(", "))
                assert ours == sorted(_score(cards[t].score) for t in mine)
                assert theirs == sorted(_score(cards[t].score) for t in taken)
                assert len(ours) == len(theirs) and ours < theirs, first.text
            elif "[C7]" in first.rule:
                counts = re.search(r"(none|\d+) of them floated in the previous match "
                                   r"\(your ([\d, ]+)\), of the set taken \{[\d, ]+\} "
                                   r"(none|\d+)", first.text)
                assert counts is not None, first.text
                floated = {t for t in mine if cards[t].floats}
                assert {int(n) for n in counts[2].split(", ")} == floated
                assert int(counts[1]) == len(floated), first.text
                assert counts[3] == "none" or int(counts[3]) < len(floated)
                assert len({t for t in taken if cards[t].floats}) == \
                    (0 if counts[3] == "none" else int(counts[3])), first.text
            key = re.search(r"\[(C\d)\]|art\. (3\.5\.4)", first.rule)
            assert key is not None, first.rule
            said[key[1] or key[2]] = said.get(key[1] or key[2], 0) + 1
    assert {"C4", "C5", "C7"} <= set(said), said


def _score(text: str) -> Fraction:
    whole = text.replace("½", "")
    return Fraction(int(whole or 0)) + (Fraction(1, 2) if "½" in text else 0)
