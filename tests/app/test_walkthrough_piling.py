"""The piles laid forward one structural step at a time (piling.py) are the piles laid
afresh from the first step, in every system whose walkthrough has piles; a pile a step
leaves as it was is the very object of the step before (the view keeps its widths and
its drawn lines). Headless."""

from __future__ import annotations

import pytest

from cardtable.app.widgets.walkthrough.scene import Script
from cardtable.app.widgets.walkthrough.summary import summarised
from cardtable.systems.files import read_toml
from cardtable.systems.registry import descriptor, pair_next_round

from conftest import SAMPLES


def _script(sample: str) -> Script:
    tournament = read_toml(SAMPLES / sample)
    shown = descriptor(tournament.settings.system).walkthrough
    trace = pair_next_round(tournament, trace=True).trace
    assert trace is not None
    return Script(summarised(trace.steps, shown.criterion_words),
                  words=shown.criterion_words, moves=shown.table_move)


@pytest.mark.parametrize("sample", ["club-swiss.toml", "dutch-2009-seminar.toml",
                                    "double-swiss.toml", "team-league.toml",
                                    "simplified-club.toml"])
def test_the_piles_laid_forward_are_the_piles_laid_afresh(sample):
    script = _script(sample)
    structures = sorted({script.scene(i).structure for i in range(len(script))})
    assert len(structures) > 5 and script.has_piles
    forward = [script.piles(s) for s in structures]
    afresh = [_script(sample).piles(s) for s in structures]
    assert forward == afresh
    # back from the last, none kept: laid again from the first step
    script.piles.cache_clear()
    assert [script.piles(s) for s in reversed(structures)] == afresh[::-1]
    kept = sum(a is b for before, after in zip(forward, forward[1:])
               for a, b in zip(before, after))
    assert kept > 0  # piles a step left alone are not made again
