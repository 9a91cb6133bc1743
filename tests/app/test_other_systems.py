"""The app on the simplified Swiss, SwissBG and dutch-2009 samples: the walkthrough
replays their traces (the search order, the backtracking, the bye rule, the draw; the
steps C.1-C.14), and `p` publishes the engine's pairing."""

from __future__ import annotations

import pytest
from app_helpers import copy_sample, drive, press, saved

from cardtable.app.screens.pairings import PairingsScreen
from cardtable.app.screens.walkthrough import WalkthroughScreen
from cardtable.systems.files import read_toml
from cardtable.systems import pair_next_round

from conftest import SAMPLES


@pytest.mark.parametrize("sample", ["simplified-club.toml", "swissbg-club.toml",
                                    "dutch-2009-seminar.toml"])
def test_the_walkthrough_replays_the_trace_and_pairing_publishes_it(tmp_path, sample):
    path = copy_sample(tmp_path, sample)
    engine = pair_next_round(read_toml(SAMPLES / sample), trace=True)
    seen = []

    async def script(app, pilot):
        await press(app, pilot, "w")
        screen = app.screen
        assert isinstance(screen, WalkthroughScreen)
        assert [s.kind for s in screen.script.steps] == [s.kind for s in engine.trace.steps]
        await press(app, pilot, "home")
        while screen.index < len(screen.script) - 1:
            seen.append(screen.script.steps[screen.index].text)
            await press(app, pilot, "right")
        assert screen.script.steps[screen.index].kind == "boards"
        await press(app, pilot, "p", "y")
        assert isinstance(app.screen, PairingsScreen)

    drive(path, script)
    assert seen == [s.text for s in engine.trace.steps[:-1]]
    rnd = saved(path).round(engine.round)
    assert tuple((g.white, g.black) for g in rnd.games) == engine.boards
    assert rnd.pab == engine.pab
