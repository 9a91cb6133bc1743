"""No text a user sees says "seed 0…" (the project's names for its source documents):
the trace of every sample's rounds (as `explain` prints it and as the app shows it),
the command line's help, and the app's screens."""

from __future__ import annotations

import asyncio

import pytest
from app_helpers import copy_sample, settle
from scene_helpers import walkthrough
from screen_text import screen_text

from cardtable.app.app import CardtableApp
from cardtable.actions.pairing import walk_round
from cardtable.app.widgets.walkthrough.legend import legend
from cardtable.app.widgets.walkthrough.narration import verdict_line
from cardtable.cli.main import COMMANDS, main
from cardtable.systems.files import read_toml
from cardtable.systems.registry import descriptor

from conftest import SAMPLES

SAMPLE_NAMES = sorted(p.name for p in SAMPLES.glob("*.toml"))
SCREEN_KEYS = ((), ("r",), ("s",), ("x",), ("down", "enter"), ("w",), ("w", "end"),
               ("r", "question_mark"), ("w", "question_mark"), ("w", "l"))


def _rounds(sample: str) -> range:
    t = read_toml(SAMPLES / sample)
    last = min(t.next_round, t.settings.rounds) if t.settings.rounds else t.next_round
    return range(1, last + 1)


@pytest.mark.parametrize("sample", SAMPLE_NAMES)
def test_no_trace_text_names_a_seed(sample):
    t = read_toml(SAMPLES / sample)
    for round_no in _rounds(sample):
        trace = walk_round(t, round_no).pairing.trace
        assert trace is not None
        text = descriptor(t.settings.system).reader.render(trace, t.settings.name)
        words = [text] + [f"{s.text} {s.article}" for s in trace.steps]
        assert not [w for w in words if "seed 0" in w.lower()], round_no


@pytest.mark.parametrize("sample", SAMPLE_NAMES)
def test_no_walkthrough_view_names_a_seed(sample):
    """Headless, every round's walkthrough as the screen builds it: each step's
    narration and verdict, and the legend."""
    t = read_toml(SAMPLES / sample)
    system = descriptor(t.settings.system)
    for round_no in _rounds(sample):
        script = walkthrough(t, round_no)
        shown = [f"{s.text} {s.article}" for s in script.steps]
        shown += [str(verdict_line(script.scene(i).verdict)) for i in range(len(script))]
        shown += [f"{heading} {mark} {meaning}" for heading, marks in legend(
            script, system.walkthrough.criterion_words, colours=system.entry.colours, own=system.walkthrough.legend_words)
            for mark, meaning in marks]
        assert not [w for w in shown if "seed 0" in w.lower()], round_no


@pytest.mark.parametrize("command", ("", *COMMANDS))
def test_no_help_text_names_a_seed(command, capsys):
    with pytest.raises(SystemExit):
        main([command, "--help"] if command else ["--help"])
    out = capsys.readouterr().out
    assert out and "seed 0" not in out.lower()


#: every sample's screens are scanned by `pytest -m slow` (the quick run checks the
#: walkthrough's views headless, above)
@pytest.mark.slow
@pytest.mark.parametrize("sample", SAMPLE_NAMES)
def test_no_screen_names_a_seed(tmp_path, sample):
    path = copy_sample(tmp_path, sample)

    async def shots() -> list[tuple[str, str]]:
        """Each screen reached by its keys from the opening screen, which the app goes
        back to (its screens popped) before the next: one app for them all."""
        seen = []
        app = CardtableApp(path)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(app, pilot)
            opening = len(app.screen_stack)
            for keys in SCREEN_KEYS:
                for key in keys:
                    await pilot.press(key)
                    await settle(app, pilot)
                seen.append((type(app.screen).__name__, screen_text(app)))
                while len(app.screen_stack) > opening:
                    app.pop_screen()
                    await settle(app, pilot)
        return seen

    shown = asyncio.run(shots())
    assert len({screen for screen, _ in shown}) >= 5  # not one screen ten times
    texts = [text for _, text in shown]
    assert all(texts)
    assert not [t for t in texts if "seed 0" in t.lower()]
