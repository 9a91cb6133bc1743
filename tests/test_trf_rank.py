"""TRF's rank column (columns 86-89 of record 001) is the place in the standings with
the tournament's own tie-breaks, as ``cardtable standings`` prints it, in TRF-2026 and
TRF-16 alike: for every sample and for 200 simulated tournaments (Swiss with byes,
forfeits, withdrawals and late entries; round robins)."""

from __future__ import annotations

import pytest
from conftest import SAMPLES

from cardtable.model.tournament import Tournament
from cardtable.systems.base import PairingError
from cardtable.systems.files import dumps_trf, load_tournament
from cardtable.systems.ranking import standings
from cardtable.systems.roundrobin.simulate import simulate_roundrobin
from cardtable.systems.simulation import Chances, simulate_swiss


def _trf_ranks(text: str) -> dict[int, int]:
    return {int(line[4:8]): int(line[85:89]) for line in text.splitlines()
            if line.startswith("001 ")}


def _assert_ranks_are_the_standings(tournament: Tournament) -> None:
    expected = {row.start_no: row.rank for row in standings(tournament).rows}
    for fmt in ("trf26", "trf16") if not tournament.teams else ("trf26",):  # TRF-16: no teams
        assert _trf_ranks(dumps_trf(tournament, fmt)) == expected, fmt


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.toml")), ids=lambda p: p.stem)
def test_the_rank_column_of_every_sample_is_its_standings(path):
    _assert_ranks_are_the_standings(load_tournament(path))


def test_tied_players_are_ranked_by_the_tie_breaks_not_by_pairing_number():
    """The club evening's complaint: after round 4, Vogel 2nd and Keller 3rd on the
    standings, the TRF had them the other way round (equal points, pairing order)."""
    tournament = load_tournament(SAMPLES / "club-swiss.toml")
    rows = standings(tournament).rows
    by_points: dict[object, list[int]] = {}
    for row in rows:
        by_points.setdefault(row.points, []).append(row.start_no)
    reordered = [group for group in by_points.values() if group != sorted(group)]
    assert reordered, "the sample has a tie broken against pairing order"
    ranks = _trf_ranks(dumps_trf(tournament))
    group = reordered[0]
    assert [ranks[p] for p in group] == sorted(ranks[p] for p in group)


def _simulated(seed: int) -> Tournament:
    if seed % 5 == 4:
        return simulate_roundrobin(4 + seed % 7, seed, double=seed % 2 == 0)
    heavy = seed % 2 == 0
    chances = (Chances(half_bye=0.08, zero_bye=0.04, forfeit=0.05, double_forfeit=0.02,
                       withdrawals=2, late_entries=2) if heavy else Chances())
    try:
        return simulate_swiss("dutch", 7 + seed % 17, 3 + seed % 5, seed, chances)
    except PairingError as exc:
        assert exc.tournament is not None
        return exc.tournament


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_the_rank_column_of_200_simulated_tournaments_is_their_standings():
    for seed in range(200):
        _assert_ranks_are_the_standings(_simulated(seed))
