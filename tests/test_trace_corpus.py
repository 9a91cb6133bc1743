"""The trace over the Dutch conformance corpus (../shared/conformance/dutch): for every
round the trace ends in the engine's pairing, which is the recorded one; the walk
through the candidates agrees with the engine (the chosen candidate is the first with
the best quality, no walk-conflict note); and every rejected candidate recorded in full
breaks the criterion the trace names, as an independent check from the raw rounds
confirms (``independent_criteria``).

The default suite runs the tournaments of up to 20 players (more than 5 000 rejected
candidates re-checked); the slow group runs the whole corpus."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

import pytest

from conftest import corpus
from independent_criteria import Independent, recheck

from cardtable.systems.files import load_tournament
from cardtable.systems.dutch import pair
from cardtable.systems.replay import before_round, recorded_pairing
from cardtable.trace.steps import BoardsStep

FILES = corpus("dutch")
SMALL_LIMIT = 20
REQUIRED = 5000


def _players(path) -> int:
    return int(re.search(r"-(\d+)p-", path.name).group(1))


SMALL = [f for f in FILES if _players(f) <= SMALL_LIMIT]
LARGE = [f for f in FILES if _players(f) > SMALL_LIMIT]


def _check_file(path) -> int:
    """Every round of one file; the number of rejected candidates re-checked."""
    tournament = load_tournament(path)
    checked = 0
    for number in range(1, tournament.settings.rounds + 1):
        state = before_round(tournament, number)
        recorded = recorded_pairing(tournament, number)
        plain = pair(state, number)
        traced = pair(state, number, trace=True, recorded=recorded)
        trace = traced.trace
        where = f"{path.name} round {number}"
        assert traced == plain, where
        last = trace.steps[-1]
        assert isinstance(last, BoardsStep), where
        assert (last.boards, last.pab) == (plain.boards, plain.pab), where
        assert (trace.boards, trace.pab) == (plain.boards, plain.pab), where
        assert plain.as_set() == recorded.as_set() and plain.pab == recorded.pab, where
        assert not trace.of_kind("departure"), where
        # the outside step, first, lists exactly the players the engine did not pair
        paired = {p for board in plain.boards for p in board} | {plain.pab} - {None}
        outside = trace.of_kind("outside")
        assert [p.start_no for s in outside for p in s.players] == sorted(
            {p.start_no for p in state.players} - paired), where
        assert not outside or trace.steps[0] is outside[0], where
        conflicts = [s.text for s in trace.of_kind("walk-conflict")]
        assert not conflicts, f"{where}: {conflicts}"
        for choice in trace.of_kind("choice"):
            chosen = [s for s in trace.of_kind("candidate")
                      if s.bracket == choice.bracket and s.index == choice.index]
            assert chosen and chosen[-1].best_so_far, f"{where} bracket {choice.bracket}"
            assert sorted(chosen[-1].pairs) == sorted(choice.pairs), where
        checked += recheck(trace, Independent(state, number))
    return checked


def test_corpus_is_there():
    if not FILES:
        pytest.skip("../shared is missing here; it sits beside the repository")
    assert len(SMALL) > 100


@pytest.mark.slow  # over 5 s: run by `pytest -m slow` (.ci/run runs it too)
def test_small_tournaments_recheck_enough():
    if not FILES:
        pytest.skip("../shared is missing here; it sits beside the repository")
    checked = sum(_check_file(path) for path in SMALL)
    print(f"\nre-checked {checked} rejected candidates independently "
          f"({len(SMALL)} tournaments of up to {SMALL_LIMIT} players)")
    assert checked >= REQUIRED


@pytest.mark.slow
@pytest.mark.parametrize("path", LARGE, ids=lambda p: p.name)
def test_large_tournaments(path):
    checked = _check_file(path)
    print(f"\n{path.name}: re-checked {checked} rejected candidates")


def test_forbidden_pairs_are_rechecked_too():
    """With forbidden pairs in the file (here: the boards of each tournament's last
    round), the walk rejects candidates for them, and the independent check confirms
    each; the trace still ends in the engine's pairing."""
    if not FILES:
        pytest.skip("../shared is missing here; it sits beside the repository")
    found = Counter()
    for path in SMALL[:12]:
        tournament = load_tournament(path)
        last = tournament.round(tournament.settings.rounds)
        forbidden = tuple(tuple(sorted(g.players)) for g in last.games[:3])
        tournament = replace(tournament, settings=replace(tournament.settings,
                                                           forbidden_pairs=forbidden))
        for number in range(1, tournament.settings.rounds + 1):
            state = before_round(tournament, number)
            traced = pair(state, number, trace=True)
            assert (traced.trace.boards, traced.trace.pab) == (traced.boards, traced.pab)
            assert not any(set(board) in map(set, forbidden) for board in traced.boards)
            recheck(traced.trace, Independent(state, number))
            found.update(s.criterion for s in traced.trace.of_kind("candidate"))
    assert found["forbidden"] > 0
