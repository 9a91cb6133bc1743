"""Every round of every tournament in ../shared/conformance/dutch, paired by the FIDE
Dutch system (C.04.3, 2026) exactly as the independent reference engine paired it:
the same boards, the same colours and the same PAB (README of that folder)."""

from __future__ import annotations

import re

import pytest

from cardtable.systems.files import read_trf
from cardtable.systems.dutch import pair
from cardtable.systems.replay import before_round

from conftest import corpus

FILES = corpus("dutch")
LARGE = 150


def _players(path) -> int:
    return int(re.search(r"-(\d+)p-", path.name).group(1))


def _cases():
    for path in FILES:
        marks = [pytest.mark.slow] if _players(path) > LARGE else []
        yield pytest.param(path, id=path.stem, marks=marks)


def test_corpus_is_there():
    if not FILES:
        pytest.skip("../shared/conformance/dutch is missing: it sits beside the repository")
    assert len(FILES) >= 300


@pytest.mark.parametrize("path", list(_cases()))
def test_every_round_as_the_reference_paired_it(path):
    tournament = read_trf(path)
    for number in range(1, tournament.settings.rounds + 1):
        recorded = tournament.round(number)
        result = pair(before_round(tournament, number), number)
        assert set(result.boards) == {(g.white, g.black) for g in recorded.games}, (
            f"round {number}: boards differ")
        assert result.pab == recorded.pab, f"round {number}: PAB differs"
