"""Phase A with one MDP placed by LP bounds (``systems/dutch/placement.py``) gives the
same pairing as the maximum-weight matching of the whole bracket it replaces: every
round of simulated tournaments is paired both ways (hypothesis) and compared, and the
bounds must settle most brackets they are asked about."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings

from cardtable.systems.base import PairingError
from cardtable.systems.dutch import fastpath, pair
from cardtable.systems.replay import before_round
from cardtable.systems.simulation import simulate_swiss
from simulated import dutch_tournaments


class Calls:
    def __init__(self) -> None:
        self.asked = 0
        self.settled = 0


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Calls:
    seen = Calls()
    real = fastpath.place_mdp

    def counted(bracket):
        seen.asked += 1
        placed = real(bracket)
        seen.settled += placed is not None
        return placed

    monkeypatch.setattr(fastpath, "place_mdp", counted)
    return seen


def both_ways(tournament, monkeypatch: pytest.MonkeyPatch) -> None:
    for rnd in tournament.paired_rounds:
        state = before_round(tournament, rnd.number)
        try:
            bounded = pair(state, rnd.number)
        except PairingError:
            bounded = None
        with monkeypatch.context() as m:
            m.setattr(fastpath, "place_mdp", lambda bracket: None)
            try:
                matched = pair(state, rnd.number)
            except PairingError:
                matched = None
        assert bounded == matched, f"round {rnd.number} differs"


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(tournament=dutch_tournaments())
def test_bounds_pair_as_the_matching_does(tournament, monkeypatch, calls):
    both_ways(tournament, monkeypatch)


def test_bounds_settle_the_brackets_of_a_big_field(monkeypatch, calls):
    played = simulate_swiss("dutch", 300, 5, 7)
    played = replace(played, settings=replace(played.settings, rounds=9))
    both_ways(played, monkeypatch)
    assert calls.asked >= 10
    assert calls.settled >= calls.asked * 3 // 4, (calls.settled, calls.asked)
