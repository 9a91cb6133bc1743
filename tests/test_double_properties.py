"""The Double-Swiss engine against an independent brute-force reading of C.04.5
(``double_independent``) over simulated tournaments: no absolute criterion broken
([C1], [C2], everybody paired once), the PAB of art. 3.4, the first set of upfloaters of
art. 3.5, the first compliant pairing identifier of art. 3.6.4 (so no compliant
identifier earlier in the lexicographic order), the colours of art. 4 and game 2 the
reverse of game 1."""

from __future__ import annotations

import pytest

from cardtable.model.tournament import Round, Tournament
from cardtable.systems.double.engine import pair
from cardtable.systems.double.simulate import simulate_double
from cardtable.systems.double.steps import DoubleBracketStep, IdentifierChoiceStep
from cardtable.systems.simulation import RoundNotPaired
from double_independent import Reading, violations


def played(seed: int) -> Tournament:
    players, matches = 5 + seed % 12, 3 + seed % 3
    forbidden = ((1, 2), (3, 4, 5)) if seed % 4 == 0 else ()  # TRF-2026 260, as [C1]
    try:
        return simulate_double(players, 2 * matches, seed, forbidden=forbidden)
    except RoundNotPaired as ended:  # more matches than the field allows
        return ended.tournament


def check(seeds: range) -> int:
    rounds = 0
    for seed in seeds:
        t = played(seed)
        for number in range(1, t.last_complete_round, 2):
            assert violations(t, number) == [], f"seed {seed}"
            rounds += 1
    return rounds


def test_forty_simulated_tournaments_follow_the_text():
    assert check(range(40)) > 120


@pytest.mark.slow
def test_three_hundred_simulated_tournaments_follow_the_text():
    assert check(range(300)) > 1000


def test_no_compliant_identifier_comes_before_the_one_chosen():
    """Art. 3.6.4 read off the trace: for every bracket, the identifiers of its players
    before the chosen one (lexicographic order, art. 3.6.3) all break [C1] or have more
    upfloaters' opponents who floated ([C8])."""
    checked = 0
    for seed in range(40, 80):
        t = played(seed)
        for number in range(1, t.last_complete_round, 2):
            requested = tuple(b for b in t.round(number).byes if b.kind.requested)
            before = Tournament(t.settings, t.players,
                                tuple(r for r in t.rounds if r.number < number)
                                + (Round(number, (), requested),))
            found = pair(before, number, trace=True)
            assert found.trace is not None
            reading = Reading(before, number)
            steps = found.trace.steps
            brackets = {s.number: s for s in steps if isinstance(s, DoubleBracketStep)}
            for choice in (s for s in steps if isinstance(s, IdentifierChoiceStep)):
                bracket = brackets[choice.bracket]
                ups = set(bracket.upfloaters)
                for ident in reading.identifiers(list(bracket.players)):
                    if ident == choice.identifier:
                        break
                    half = len(ident) // 2
                    assert reading.c8(list(zip(ident[:half], ident[half:])), ups) > choice.c8
                checked += 1
    assert checked > 200
