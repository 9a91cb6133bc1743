"""The Swiss Team Pairing System (C.04.6) against an independent check of its
criteria (tests/team_independent.py) over simulated tournaments: 4-13 teams, 4-7
rounds, colour preference Type A, Type B or none, random match results, the odd
team count giving PABs."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

import pytest

from cardtable.model.colour import Colour
from cardtable.systems.base import PairingError
from cardtable.systems.team.engine import pair_teams
from cardtable.systems.team.state import ColourType, Options, TeamState
from team_independent import problems

TOURNAMENTS = 320


def _play(field: dict[int, TeamState], boards: tuple[tuple[int, int], ...], pab: int | None,
          lot: random.Random) -> dict[int, TeamState]:
    before = {k: t.primary for k, t in field.items()}
    after = dict(field)
    for white, black in boards:
        games = lot.randint(0, 8)  # game points of White of 4 boards, in halves
        mp = 2 if games > 4 else 1 if games == 4 else 0
        for me, other, colour, m, g in ((white, black, Colour.WHITE, mp, games),
                                        (black, white, Colour.BLACK, 2 - mp, 8 - games)):
            t = field[me]
            after[me] = replace(t, primary=t.primary + m, secondary=t.secondary + Fraction(g, 2),
                                rounds=t.rounds + (colour,), met=t.met | {other},
                                matches=t.matches + 1, floated=before[me] != before[other])
    for k, t in field.items():
        if k == pab:
            after[k] = replace(t, primary=t.primary + 1, secondary=t.secondary + 2,
                               rounds=t.rounds + (None,), pab_barred=True, floated=False)
    return after


def _tournament(seed: int) -> list[str]:
    lot = random.Random(seed)
    teams, rounds = lot.randint(4, 13), lot.randint(4, 7)
    kind = lot.choice(list(ColourType))
    field = {k: TeamState(k, f"T{k}", Fraction(0), Fraction(0)) for k in range(1, teams + 1)}
    found: list[str] = []
    for number in range(1, rounds + 1):
        options = Options(kind, lot.random() < 0.8, lot.choice(list(Colour)),
                          number == rounds, number >= rounds - 1)
        teams_now = list(field.values())
        try:
            pairing = pair_teams(teams_now, number, options, trace=True)
        except PairingError:
            break  # art. 3.3.3: small fields run out of opponents
        found += [f"seed {seed} round {number}: {p}"
                  for p in problems(teams_now, options, pairing)]
        field = _play(field, pairing.boards, pairing.pab, lot)
    return found


@pytest.mark.slow
def test_no_criterion_broken_and_no_earlier_compliant_candidate():
    found = [p for seed in range(TOURNAMENTS) for p in _tournament(seed)]
    assert not found, found[:10]


def test_a_few_tournaments_quickly():
    found = [p for seed in range(12) for p in _tournament(10_000 + seed)]
    assert not found, found[:10]
