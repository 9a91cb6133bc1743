"""The two doors proved equal (issue 32): random sequences of the arbiter's acts
(pairing, results and corrections with forfeits, requested byes, withdrawals, late
entries, take backs, forbidden pairs, removals, a player's details, FIDE mode) through
the command line and through the app end in byte-identical files, for every system of
the registry (:mod:`two_doors`). One sequence a system in the default run; 200 a
system in the slow group (``benchmarks/two_doors_speed.py`` prints where the time
goes)."""

from __future__ import annotations

import os

import pytest

from cardtable.model import integrity
from cardtable.systems.registry import SYSTEMS

from two_doors import Doors

#: Acts a sequence, at least and at most.
LENGTHS = (4, 6)
#: Sequences a system: the default run, the slow group (issue 32: at least 200).
SHORT_RUN, SLOW_RUN = 1, 200


@pytest.fixture(autouse=True)
def fixed_clock(monkeypatch):
    """Both doors log their integrity events at the same time."""
    monkeypatch.setattr(integrity, "now", lambda: "2026-03-01T18:00:00+00:00")


@pytest.fixture(autouse=True)
def no_fsync(monkeypatch):
    """The saves stay atomic (a temporary file renamed over the file); only the wait
    for the disk is left out, which a test's temporary folder does not need."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_a_sequence_ends_in_the_same_file(tmp_path, system):
    done = Doors(tmp_path, system).run(range(1, 1 + SHORT_RUN), LENGTHS)
    assert len(done) == SHORT_RUN
    assert all(LENGTHS[0] <= len(acts) <= LENGTHS[1] for acts in done)


@pytest.mark.slow
@pytest.mark.parametrize("system", list(SYSTEMS))
def test_many_sequences_end_in_the_same_file(tmp_path, system):
    done = Doors(tmp_path, system).run(range(1000, 1000 + SLOW_RUN), LENGTHS,
                                      paint=False)
    assert len(done) == SLOW_RUN
    assert sum(map(len, done)) >= SLOW_RUN * LENGTHS[0]
