"""Every round of ../shared/conformance/roundrobin/*.trf follows the Berger table
(C.05 Annex 1): single or double as its 092 line says, start numbers as Berger
numbers, the free round of an odd table written ``0000 - Z``."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.systems.files import read_trf
from cardtable.model.results import ByeKind
from cardtable.systems.registry import pairer
from cardtable.systems.roundrobin import rounds_in

CORPUS = Path(__file__).resolve().parents[1] / ".." / "shared" / "conformance" / "roundrobin"
FILES = sorted(CORPUS.glob("*.trf"))


def test_corpus_is_there():
    if not CORPUS.is_dir():
        pytest.skip(f"../shared is missing ({CORPUS})")
    assert len(FILES) == 40


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_pairings_follow_the_berger_table(path):
    tournament = read_trf(path)
    settings = tournament.settings
    assert settings.system == "roundrobin"
    assert settings.double_round_robin == path.stem.endswith("double")
    pair = pairer(settings.system)
    n = len(tournament.players)
    assert len(tournament.rounds) == rounds_in(n, settings.double_round_robin)
    for rnd in tournament.rounds:
        pairing = pair(tournament, rnd.number)
        assert sorted(pairing.boards) == sorted(g.players for g in rnd.games), rnd.number
        zero = sorted(b.player for b in rnd.byes if b.kind is ByeKind.ZERO)
        assert sorted(pairing.free) == zero
        assert len(zero) == n % 2
        assert pairing.forfeited == ()
