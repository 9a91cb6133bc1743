"""Issue 34 for the Team Swiss (C.04.6): a legal pairing of a bracket that falls short
of C8, C9 or C10 (art. 2.3.5-2.3.7) more than the rules' is corrected by that
criterion, "with both figures in words and the learner's pairs that cause it", and by
every later one it falls short of more too. Before, the correction named a candidate
the trace tried that held one of the learner's pairs ("candidate #2 … pairs 3-7 and
is rejected by C8"), without the counts or the learner's own pairs.

Every other legal pairing of each bracket is tried as the learner's answer (the rest
of the round as the rules pair it); the counts are recomputed here from the teams'
cards in the piles (their colour preference and float) and the tournament's number
of rounds (C10 is not applied in the last two rounds), not from the correction."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from wrong_answers import (cards_of, exercises, learners_upfloaters, marked,
                           other_pairings, trace_of)

from cardtable.systems.team.steps import TeamBracketStep, TeamChoiceStep

_NAMES = ("C8", "C9", "C10")
_WORSE = re.compile(r"your pairing of bracket (\d+), ([\d\- ]+), is worse than the "
                    r"rules' \(([\d\- ]+)\) by (C\d+) ")
_FIGURE = re.compile(r"(C\d+) \(art\. [\d.]+\): yours has (no|\d+) [^;(]*?"
                     r"(?: \(your ([^)]*)\))?, the rules' (no|\d+) ")


def _counts(pairs, cards, floats_count: bool) -> dict[str, list[tuple[int, int]]]:
    """C8-C10 of ``pairs`` from the cards: both show the same colour (C8), both in
    capitals, Type B's strong preference (C9), the higher team floated in the
    previous round against a team of a lower score (C10)."""
    out: dict[str, list[tuple[int, int]]] = {name: [] for name in _NAMES}
    for a, b in pairs:
        pa, pb = cards[a].preference, cards[b].preference
        if pa and pa.lower() == pb.lower():
            out["C8"].append((a, b))
            if pa.isupper() and pb.isupper():
                out["C9"].append((a, b))
        sa, sb = Fraction(cards[a].score), Fraction(cards[b].score)
        higher = cards[a] if sa > sb else cards[b]
        if floats_count and sa != sb and higher.floats != "·":
            out["C10"].append((a, b))
    return out


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_a_worse_bracket_pairing_names_its_counts_and_the_learners_pairs() -> None:
    named, as_good = _check(range(1, 9))
    assert "C8" in named and "C10" in named and as_good, (named, as_good)


@pytest.mark.slow
def test_many_bracket_pairings_are_judged_by_c8_to_c10() -> None:
    """The slow group: at least 500 other pairings of brackets."""
    named, as_good = _check(range(9, 60))
    print(f"team: {sum(named.values()) + as_good} bracket pairings, worse by {named}")
    assert sum(named.values()) + as_good >= 500 and {"C8", "C10"} <= set(named)


def _check(seeds: range) -> tuple[dict[str, int], int]:
    """Every other legal pairing of each bracket of exercises from ``seeds``: the
    criteria named (with how many figures) and how many were as good."""
    named: dict[str, int] = {}
    as_good = 0
    for exercise in exercises("team", seeds, ("colours", "transposition", "floater"),
                              lambda seed: (12 + seed % 5, 2 + seed % 3)):
        rules, trace = exercise.rules, trace_of(exercise)
        rounds = exercise.tournament.settings.rounds
        floats_count = not (rounds and exercise.round >= rounds - 1)
        cards = cards_of(trace)
        brackets = {s.number: s for s in trace.steps if isinstance(s, TeamBracketStep)}
        for choice in (s for s in trace.steps if isinstance(s, TeamChoiceStep)):
            bracket = brackets[choice.bracket]
            members = sorted({*bracket.residents, *bracket.upfloaters})
            if len(members) > 8:
                continue
            met = {frozenset(p) for p in bracket.incompatible}
            theirs = _counts(choice.pairs, cards, floats_count)
            assert [len(theirs[n]) for n in _NAMES] == [choice.c8, choice.c9,
                                                        choice.c10]
            for pairs, answer, first in other_pairings(exercise, members, met,
                                                       choice.pairs):
                mine = _counts(pairs, cards, floats_count)
                worse = [len(mine[n]) for n in _NAMES] > [len(theirs[n]) for n in _NAMES]
                said = _WORSE.search(first.text)
                if not worse:
                    assert said is None, first.text
                    as_good += 1
                    continue
                assert said is not None, first.text
                criterion = next(n for n in _NAMES if len(mine[n]) != len(theirs[n]))
                assert said[4] == criterion and first.rule.startswith(criterion)
                assert said[3].split() == [f"{a}-{b}" for a, b in choice.pairs]
                figures = _FIGURE.findall(first.text)
                assert figures and figures[0][0] == criterion, first.text
                for name, yours, causes, rules_count in figures:
                    assert int(yours.replace("no", "0")) == len(mine[name]), first.text
                    assert int(rules_count.replace("no", "0")) == len(theirs[name])
                    assert {frozenset(map(int, p.split("-"))) for p in
                            re.findall(r"\d+-\d+", causes)} == \
                        {frozenset(p) for p in mine[name]}, first.text
                    named[name] = named.get(name, 0) + 1
    return named, as_good


def test_a_learners_upfloaters_set_aside_by_c7_name_both_counts() -> None:
    """The sets of upfloaters (art. 3.5): a learner's own set that the trace weighed
    and set aside by C7 (art. 2.3.4) was told "more of its upfloaters floated in the
    previous round than of the set taken", without the counts or the teams. Now both
    counts and the learner's upfloaters who floated, checked here on the residents,
    the learner's boards and the teams' cards (their float of the previous round)."""
    checked = 0
    for exercise in exercises("team", range(1, 30), ("floater", "transposition"),
                              lambda seed: (10 + seed % 4, 3 + seed % 3)):
        trace = trace_of(exercise)
        cards = cards_of(trace)
        for answer, first in marked(exercise):
            said = re.search(r"your upfloaters \{([\d, ]+)\} \(weighed #(\d+) .*?\) are "
                             r"set aside by C7: (none|\d+)(?: \(your ([\d, ]+)\))? "
                             r"floated in the previous round, of the set taken "
                             r"\{([\d, ]+)\} (none|\d+)", first.text)
            if said is None:
                continue
            bracket, mine = learners_upfloaters(trace, first, answer, TeamBracketStep)
            assert isinstance(bracket, TeamBracketStep)
            assert {int(n) for n in said[1].split(", ")} == mine, first.text
            names, why = bracket.sets[int(said[2]) - 1]
            assert set(names) == mine and why == "C7", first.text
            floated = {t for t in mine if cards[t].floats != "·"}
            assert _number(said[3]) == len(floated), first.text
            assert {int(n) for n in (said[4] or "").split(", ") if n} == floated
            assert {int(n) for n in said[5].split(", ")} == set(bracket.upfloaters)
            theirs = {t for t in bracket.upfloaters if cards[t].floats != "·"}
            assert _number(said[6]) == len(theirs) < len(floated), first.text
            checked += 1
    assert checked, "no learner's set set aside by C7"


def _number(said: str) -> int:
    return 0 if said == "none" else int(said)
