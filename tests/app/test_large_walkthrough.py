"""The walkthrough at 10 000 players keeps up with the arbiter (issue 36): ``w`` answers
at once (the pairing and its trace are made in a worker, the keys typed meanwhile
kept), then every key that moves through the round is timed by Pilot and PRINTED
(speed is never asserted: the machines are shared and noisy; ``pytest -m slow
tests/app/test_large_walkthrough.py -s``). What is asserted is where the keys led:
the last step shows the engine's boards. Rounds 1-4 are made as the engine's benchmark
makes them (benchmarks/dutch_speed.py: a score spread like a real open's; the
neighbour pairings of tests/app/large_field.py make a round 5 the engine pairs in
gigabytes).

A key's answer is Pilot's press-and-pause less the same for a key bound to nothing."""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
from pathlib import Path

import pytest

from cardtable.app.app import CardtableApp
from cardtable.app.screens.dialogs import ConfirmScreen
from cardtable.app.screens.walkthrough import WalkthroughScreen
from cardtable.app.widgets.walkthrough.boards import BoardsView
from cardtable.formats.save import FileLock
from cardtable.formats.toml_file import save_tournament
from cardtable.trace.steps import BoardsStep

from app_helpers import answer_ms, answers, settle

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from dutch_speed import history  # noqa: E402  (the engine benchmark's rounds, shared)

PLAYERS, PLAYED = 10_000, 4


def _say(what: str, spent: list[float]) -> None:
    print(f"  {what:<44} median {statistics.median(spent):7.1f} ms, "
          f"worst {max(spent):7.1f} ms ({len(spent)} keys)")


@pytest.mark.slow  # pairs a round of 10 000 players with its trace: the slow group
def test_the_walkthrough_keeps_up_at_ten_thousand_players(tmp_path):
    path = tmp_path / "open.toml"
    with FileLock(path):
        save_tournament(history(PLAYERS, PLAYED), path)
    app = CardtableApp(path)
    print(f"\nThe walkthrough of round {PLAYED + 1} of {PLAYERS} players")

    async def run() -> None:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(app, pilot)
            base = statistics.median([await answer_ms(pilot, "f12") for _ in range(10)])
            answered = await answer_ms(pilot, "w") - base
            assert app.busy  # the pairing runs in a worker, the busy line says so
            start = time.perf_counter()
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, WalkthroughScreen)
            print(f"  {'w: the key answered; the walkthrough shown':<44} {answered:7.1f} ms;"
                  f" {(time.perf_counter() - start) * 1000 + answered:7.0f} ms "
                  f"({len(screen.script)} steps)")
            for key, what, times in (("right", "step forward", 30), ("left", "step back", 30)):
                _say(what, await answers(pilot, key, times, base))
            brackets, choices = [], []
            for _ in range(6):  # bracket by bracket, each to its choice
                brackets.append(await answer_ms(pilot, "right_square_bracket") - base)
                choices.append(await answer_ms(pilot, "c") - base)
            _say("next bracket", brackets)
            _say("the bracket's choice", choices)
            _say("next decision", await answers(pilot, "d", 30, base))
            _say("last step (end)", [await answer_ms(pilot, "end") - base])
            assert isinstance(screen.script.steps[screen.index], BoardsStep)
            final = screen.script.steps[screen.index]
            assert screen.query_one(BoardsView).boards == screen.script.scene(
                screen.index).boards
            assert len(screen.query_one(BoardsView).boards) == len(final.boards)
            # p publishes the round the walkthrough paired (its trace reused), the act
            # done in a child process as w's pairing is: the key answers meanwhile
            await pilot.press("escape")
            await settle(app, pilot)
            answered = await answer_ms(pilot, "p") - base
            start = time.perf_counter()
            await settle(app, pilot)
            assert isinstance(app.screen, ConfirmScreen)  # the publish question
            print(f"  {'p: the key answered; the question shown':<44} {answered:7.1f} ms;"
                  f" {(time.perf_counter() - start) * 1000 + answered:7.0f} ms")

    asyncio.run(run())
