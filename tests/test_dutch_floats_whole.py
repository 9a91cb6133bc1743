"""A bracket whose players cannot meet one another (a lone leader who has met the
whole next scoregroup) floats whole by the fast route (``fastpath._floats_whole``,
issue 36): there is no choice of downfloaters for C8 to judge, so the exact route over
every remaining player is not needed, and the pairing is the one it gives."""

from __future__ import annotations

import pytest

from cardtable.systems.base import PairingError
from cardtable.systems.dutch import brackets, fastpath, pair
from cardtable.systems.replay import before_round
from cardtable.systems.simulation import simulate_swiss


def _exact(state, number, monkeypatch: pytest.MonkeyPatch):
    """The round paired by the exact route in every bracket."""
    with monkeypatch.context() as m:
        m.setattr(brackets, "solve_fast", lambda *args: None)
        try:
            return pair(state, number)
        except PairingError:
            return None


def test_a_lone_leader_floats_by_the_fast_route_as_the_exact_route_pairs(monkeypatch):
    tournament = simulate_swiss("dutch", 100, 9, 1)
    state = before_round(tournament, 9)
    whole: list[bool] = []
    exact_brackets: list[int] = []
    real_whole, real_solve = fastpath._FastBracket._floats_whole, brackets.DutchPairing._solve

    def floats_whole(bracket) -> bool:
        whole.append(real_whole(bracket))
        return whole[-1]

    def solve(self, mdps, residents, *rest):
        exact_brackets.append(len(mdps) + len(residents))
        return real_solve(self, mdps, residents, *rest)

    monkeypatch.setattr(fastpath._FastBracket, "_floats_whole", floats_whole)
    monkeypatch.setattr(brackets.DutchPairing, "_solve", solve)
    fast = pair(state, 9)
    # the leader (7.5 points) has met the one player on 6.5: that bracket floats whole
    assert True in whole
    assert exact_brackets == []
    assert fast == _exact(state, 9, monkeypatch)
    assert exact_brackets  # the exact route did pair every bracket the second time


@pytest.mark.parametrize("players,seed", [(13, 2), (30, 3), (51, 4), (64, 5)])
def test_every_round_pairs_as_the_exact_route(players, seed, monkeypatch):
    tournament = simulate_swiss("dutch", players, 9, seed)
    for rnd in tournament.paired_rounds:
        state = before_round(tournament, rnd.number)
        assert pair(state, rnd.number) == _exact(state, rnd.number, monkeypatch), (
            f"round {rnd.number} differs")
