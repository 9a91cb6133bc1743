"""The two doors proved equal (issue 32): random sequences of the arbiter's acts
(pairing, results and corrections with forfeits, requested byes, withdrawals, late
entries, take backs) through the command line and through the app end in byte-identical
files, for every system of the registry (:mod:`two_doors`). A few short sequences a
system in the default run; many longer ones in the slow group."""

from __future__ import annotations

import pytest

from cardtable.model import integrity
from cardtable.systems.registry import SYSTEMS

from two_doors import run_sequence

#: Acts a sequence: a short one in the default run (about 4 s a system), longer ones in
#: the slow group (about 1 s an act: Pilot drives the app's screens).
SHORT, LONG = 4, 15
#: Sequences a system in the slow group.
SLOW_SEEDS = 6


@pytest.fixture(autouse=True)
def fixed_clock(monkeypatch):
    """Both doors log their integrity events at the same time."""
    monkeypatch.setattr(integrity, "now", lambda: "2026-03-01T18:00:00+00:00")


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_a_short_sequence_ends_in_the_same_file(tmp_path, system):
    done = run_sequence(tmp_path, system, seed=1, length=SHORT)
    assert len(done) == SHORT and done[0].name == "pair"


@pytest.mark.slow
@pytest.mark.parametrize("system", list(SYSTEMS))
@pytest.mark.parametrize("seed", range(2, 2 + SLOW_SEEDS))
def test_many_sequences_end_in_the_same_file(tmp_path, system, seed):
    assert len(run_sequence(tmp_path, system, seed=seed, length=LONG)) == LONG
