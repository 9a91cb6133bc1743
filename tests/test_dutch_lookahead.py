"""The trace's look-ahead (``systems/dutch/lookahead.py``): the value of a candidate's
downfloaters and the next scoregroup found by bounds over one maximum matching of the
next scoregroup is the value the maximum-weight matching of them all gives, for every
candidate the walk judges, in corpus rounds and simulated tournaments (hypothesis); and
the bounds settle most of the candidates they are asked about."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings

from conftest import corpus

from cardtable.systems.base import PairingError
from cardtable.systems.dutch import pair, quality
from cardtable.systems.files import load_tournament
from cardtable.systems.replay import before_round
from simulated import dutch_tournaments


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> Counter:
    """Every value the look-ahead gives is compared with the matching's."""
    seen: Counter = Counter()

    def both(measure, floaters):
        matched = measure._matched(floaters)
        if measure.lookahead is not None:
            bounded = measure.lookahead.value(floaters)
            seen["asked"] += 1
            if bounded is not None:
                seen["settled"] += 1
                assert bounded == matched, sorted(floaters)
        return matched

    monkeypatch.setattr(quality.BracketMeasure, "rest_value", both)
    return seen


def traced_rounds(tournament) -> None:
    for number in range(1, tournament.last_paired_round + 1):
        try:
            pair(before_round(tournament, number), number, trace=True)
        except PairingError:
            pass


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_corpus_rounds(asked):
    files = corpus("dutch")
    if not files:
        pytest.skip("../shared is missing here; it sits beside the repository")
    for path in files[::4]:
        if int(re.search(r"-(\d+)p-", path.name).group(1)) <= 40:
            traced_rounds(load_tournament(path))
    assert asked["asked"] > 1000
    assert asked["settled"] >= 0.95 * asked["asked"]


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
@given(tournament=dutch_tournaments((6, 60), lambda players: (2, 7)))
def test_simulated_rounds(tournament, asked):
    traced_rounds(tournament)


def test_counted_candidates_as_good_but_later_are_said_in_words():
    """A bracket whose counted candidates include some as good as the chosen one but
    generated later (art. 3.8.1) says so in words (it ended in a ValueError)."""
    from cardtable.systems.simulation import Chances, simulate_swiss
    from cardtable.trace.steps import CandidateCountStep

    chances = Chances(half_bye=0.08, zero_bye=0.04, forfeit=0.05, double_forfeit=0.02,
                      withdrawals=2, late_entries=2)
    tournament = simulate_swiss("dutch", 42, 6, 698706, chances)
    trace = pair(before_round(tournament, 6), 6, trace=True).trace
    counted = [s for s in trace.steps if isinstance(s, CandidateCountStep)
               and "order" in s.by_criterion]
    assert counted
    assert all("as good, but generated later" in s.text for s in counted)
    assert not any("worse by order" in s.text for s in trace.steps)
