"""The app on the simplified Swiss, SwissBG and dutch-2009 samples: the walkthrough
replays their traces (the search order, the backtracking, the bye rule, the draw; the
steps C.1-C.14), checked headless on the scene model; through the keys it ends in the
boards and `p` publishes the engine's pairing."""

from __future__ import annotations

import pytest
from app_helpers import copy_sample, drive, press, saved
from scene_helpers import walkthrough

from cardtable.app.screens.pairings import PairingsScreen
from cardtable.app.screens.walkthrough import WalkthroughScreen
from cardtable.systems.files import read_toml
from cardtable.systems.registry import pair_next_round

from conftest import SAMPLES


@pytest.mark.parametrize("sample", [
    "simplified-club.toml", "swissbg-club.toml", "dutch-2009-seminar.toml"])
def test_the_walkthrough_replays_the_trace_step_by_step(sample):
    """Headless, as the screen builds it: one scene per step of the engine's trace, each
    telling the step's sentence, the last laying out the engine's boards."""
    tournament = read_toml(SAMPLES / sample)
    engine = pair_next_round(tournament, trace=True)
    script = walkthrough(tournament)
    assert [s.kind for s in script.steps] == [s.kind for s in engine.trace.steps]
    scenes = [script.scene(i) for i in range(len(script))]
    assert [s.step.text for s in scenes] == [s.text for s in engine.trace.steps]
    assert scenes[-1].step.kind == "boards"
    final = {(b.white, b.black) for b in scenes[-1].boards}
    assert final == set(engine.boards)


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_the_walkthrough_ends_in_the_boards_and_pairing_publishes_them(tmp_path):
    path = copy_sample(tmp_path, "swissbg-club.toml")
    engine = pair_next_round(read_toml(SAMPLES / "swissbg-club.toml"), trace=True)

    async def script(app, pilot):
        await press(app, pilot, "w")
        screen = app.screen
        assert isinstance(screen, WalkthroughScreen)
        await press(app, pilot, "home", "right")
        assert screen.index == 1
        await press(app, pilot, "end")
        assert screen.script.steps[screen.index].kind == "boards"
        await press(app, pilot, "p", "y")
        assert isinstance(app.screen, PairingsScreen)

    drive(path, script)
    rnd = saved(path).round(engine.round)
    assert tuple((g.white, g.black) for g in rnd.games) == engine.boards
    assert rnd.pab == engine.pab


def test_swissbgs_draw_with_a_forbidden_pair_shows_the_cards_pair_by_pair(tmp_path):
    """Round 1 drawn 1 2 4 3 5 (seed 5); 1 and 2 may not meet (TRF-2026 260): the draw
    shows the cards as they are paired, 1-4, 2-3, then 5 with the bye."""
    from dataclasses import replace

    from cardtable.formats.toml_file import save_tournament
    from conftest import build

    path = tmp_path / "bg.toml"
    t = build(5, system="swissbg", rounds=3, random_seed=5)
    save_tournament(replace(t, settings=replace(t.settings, forbidden_pairs=((1, 2),))),
                    path)

    async def script(app, pilot):
        await press(app, pilot, "w")
        screen = app.screen
        assert isinstance(screen, WalkthroughScreen)
        draw = next(i for i, s in enumerate(screen.script.steps)
                    if s.kind == "draw")
        await press(app, pilot, "home", *["right"] * draw)
        lines = str(screen.query_one("#note").render()).splitlines()
        assert lines[0] == ("Drawn by lot: 1 2 4 3 5; forbidden pairs kept apart, paired "
                            "two by two in this order:")
        assert [line.split()[1] for line in lines[1:6]] == ["1", "4", "2", "3", "5"]

    drive(path, script, size=(120, 40))
