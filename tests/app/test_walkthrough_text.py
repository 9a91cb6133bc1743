"""Nothing cut off at 80×24: every step of every sample's walkthrough (each round the
sample can show) is shown with its whole narration and its whole verdict."""

from __future__ import annotations

import pytest
from app_helpers import copy_sample, drive, settle
from screen_text import shown_lines, squeezed

from cardtable.app.screens.walkthrough import WalkthroughScreen
from cardtable.app.widgets.walkthrough.narration import Narration
from cardtable.systems.files import read_toml

from conftest import SAMPLES

SAMPLE_NAMES = sorted(p.name for p in SAMPLES.glob("*.toml"))


def _rounds(sample: str) -> list[int]:
    t = read_toml(SAMPLES / sample)
    last = min(t.next_round, t.settings.rounds) if t.settings.rounds else t.next_round
    return list(range(1, last + 1))


#: the samples whose walkthroughs take over 5 s to show step by step: `pytest -m slow`
SLOW_SAMPLES = {"club-swiss.toml", "double-swiss.toml", "dutch-2009-seminar.toml",
                "simplified-club.toml"}


@pytest.mark.parametrize("sample", [
    pytest.param(name, marks=pytest.mark.slow) if name in SLOW_SAMPLES else name
    for name in SAMPLE_NAMES])
def test_every_step_is_shown_whole_at_80x24(tmp_path, sample):
    path = copy_sample(tmp_path, sample)
    walked = []

    async def script(app, pilot):
        for round_no in _rounds(sample):
            app.action_walkthrough(round_no)
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, WalkthroughScreen)
            narration = screen.query_one(Narration)
            verdict = screen.query_one("#verdict")
            for index, step in enumerate(screen.script.steps):
                screen.index = index
                await pilot.pause()
                shown = squeezed("".join(shown_lines(narration)))
                assert shown == squeezed(step.text), (round_no, index, step.text)
                expected = squeezed(str(verdict.content))
                assert squeezed("".join(shown_lines(verdict))) == expected, (
                    round_no, index, str(verdict.content))
                walked.append(index)
            app.pop_screen()
            await settle(app, pilot)

    drive(path, script, size=(80, 24))
    assert walked


def test_a_pile_of_one_card_says_one_card(tmp_path):
    path = copy_sample(tmp_path, "swissbg-club.toml")
    titles = []

    async def script(app, pilot):
        app.action_walkthrough()
        await settle(app, pilot)
        screen = app.screen
        for index, step in enumerate(screen.script.steps):
            if step.kind == "pile" and len(step.cards) == 1:
                screen.index = index
                await pilot.pause()
                titles.append(str(screen.query_one("#views").border_title))

    drive(path, script, size=(80, 24))
    assert titles and all(t.endswith(" · 1 card") for t in titles)
