"""The app at 10 000 players keeps up with the arbiter (issue 36): the file opened,
keys that move, enter results and open screens, timed by Pilot and PRINTED (speed is
never asserted: the machines are shared and noisy; the figures are read from the
output, ``pytest -m slow tests/app/test_large_field.py -s``). What is asserted is what
the keys did: every result typed is on screen and in the file.

A key's answer is Pilot's press-and-pause less the same for a key bound to nothing
(Pilot's own cost); "on screen" waits for the workers too (a save, the standings).
A key that opens a screen is timed by the frames the app draws (``large_field.Frames``):
to the screen's first frame, to its first frame with rows, and to the frame with all its
rows (a long list is filled in steps after its first frame; Pilot's pause waited for
those steps too, and its "answer" was the fill's)."""

from __future__ import annotations

import asyncio
import statistics
import time

import pytest
from textual import events
from textual.widgets import DataTable

from cardtable.app.app import CardtableApp
from cardtable.app.screens.pairings import PairingsScreen
from cardtable.app.widgets.tournament.start_list import StartList
from cardtable.formats.save import FileLock
from cardtable.formats.toml_file import save_tournament
from cardtable.model.results import GameResult

from app_helpers import answer_ms as _answer_ms, answers as _answers, saved, settle
from large_field import Frames, large_tournament

PLAYERS, ROUNDS = 10_000, 7


async def _filled(app: CardtableApp, pilot) -> None:
    """The file read and the start list filled to its last row (in steps)."""
    await settle(app, pilot)
    while app.screen.query_one(StartList).row_count < PLAYERS:
        await pilot.pause()


def _say(what: str, spent: list[float]) -> None:
    print(f"  {what:<52} median {statistics.median(spent):7.1f} ms, "
          f"worst {max(spent):7.1f} ms ({len(spent)} keys)")


async def _down_while_filled(app: CardtableApp, pilot, frames: Frames) -> None:
    """``r``, then ``down`` at once after the boards' first frame, while the others are
    added in steps: the cursor moves one row, drawn before the list is filled, and
    stays there once it is."""
    driver = app._driver
    start = time.perf_counter()
    driver.send_message(events.Key("r", "r"))
    while not (isinstance(app.screen, PairingsScreen)
               and frames.first(start, app.screen, 1) is not None):
        await asyncio.sleep(0.001)
    screen = app.screen
    boards = screen.query_one(DataTable)
    row = boards.cursor_row
    typed_at = time.perf_counter()
    driver.send_message(events.Key("down", None))
    while boards.row_count < PLAYERS // 2:
        await asyncio.sleep(0.002)
    await settle(app, pilot)
    answer = frames.first(typed_at, screen, cursor=row + 1)
    assert boards.cursor_row == row + 1 and answer is not None
    print(f"  {'round screen: down at once, as its boards are filled':<52} "
          f"{answer[0]:7.1f} ms (drawn with {answer[1]} of {PLAYERS // 2} rows in)")
    await pilot.press("escape")
    await settle(app, pilot)


@pytest.mark.slow  # builds and opens a 3.4 MB file: the slow group
def test_the_app_keeps_up_at_ten_thousand_players(tmp_path):
    path = tmp_path / "open.toml"
    with FileLock(path):
        save_tournament(large_tournament(PLAYERS, ROUNDS, last_played=False), path)
    print(f"\nThe app at {PLAYERS} players, {ROUNDS} rounds, the last without results "
          f"({path.stat().st_size / 1e6:.1f} MB)")
    app = CardtableApp(path)
    frames = Frames(app)
    typed: list[int] = []

    def opened(what: str, opening: CardtableApp, drawn: Frames, start: float) -> None:
        """The start list's first frame with rows and its frame with them all, from the
        app's start (the frames drawn, not Pilot's polling)."""
        shown = [drawn.first_ms(start, opening.screen, rows) for rows in (1, PLAYERS)]
        assert None not in shown, f"{what}: no frame drawn with the start list"
        print(f"  {what + ': list shown; filled':<52} "
              f"{shown[0]:7.0f} ms; {shown[1]:7.0f} ms")

    async def first_opening() -> None:
        """Never opened before: read and checked, the reading kept (read cache)."""
        first = CardtableApp(path)
        drawn = Frames(first)
        start = time.perf_counter()
        async with first.run_test(size=(120, 40)) as pilot:
            await _filled(first, pilot)
            await pilot.pause()  # the last rows drawn
            opened("open, first time", first, drawn, start)

    async def run() -> None:
        start = time.perf_counter()
        async with app.run_test(size=(120, 40)) as pilot:
            await _filled(app, pilot)
            await pilot.pause()  # the last rows drawn
            opened("open again (read cache)", app, frames, start)
            base = statistics.median([await _answer_ms(pilot, "f12") for _ in range(10)])
            print(f"  {'(Pilot own cost a key, subtracted below)':<52} {base:7.1f} ms")
            _say("start list: down", await _answers(pilot, "down", 20, base))
            _say("start list: page down", await _answers(pilot, "pagedown", 10, base))
            for key, what, rows in (("r", "round screen", PLAYERS // 2),
                                    ("s", "standings", PLAYERS),
                                    ("x", "crosstable", PLAYERS)):
                start = time.perf_counter()
                await pilot.press(key)
                screen = app.screen
                await settle(app, pilot)
                while screen.query_one(DataTable).row_count < rows:  # in steps
                    await pilot.pause()
                await pilot.pause()  # the last rows drawn
                # the key's answer: its first frame (the standings and the crosstable:
                # "computing…"), then the first with rows, then the one with them all
                drawn = [frames.first_ms(start, screen, least) for least in (0, 1, rows)]
                assert None not in drawn, f"{what}: no frame drawn with its rows"
                print(f"  {what + ': key to its first frame; with rows':<52} "
                      f"{drawn[0]:7.1f} ms; {drawn[1]:7.1f} ms; filled {drawn[2]:7.0f} ms")
                await pilot.press("escape")
                await settle(app, pilot)
            await _down_while_filled(app, pilot, frames)
            await pilot.press("r")
            await settle(app, pilot)
            _say("round screen: down", await _answers(pilot, "down", 20, base))
            screen = app.screen
            first = screen.query_one("DataTable").cursor_row
            # results typed one after the other, each answered at once, saved behind
            answers = await _answers(pilot, "1", 10, base)
            typed.extend(range(first + 1, first + 11))
            start = time.perf_counter()
            await settle(app, pilot)
            _say("a result typed (the key's answer)", answers)
            print(f"  {'... then the last one saved':<52} "
                  f"{(time.perf_counter() - start) * 1000:7.0f} ms")
            saves = []
            for _ in range(5):
                answer = await _answer_ms(pilot, "0") - base
                start = time.perf_counter()
                await settle(app, pilot)
                saves.append(answer + (time.perf_counter() - start) * 1000)
            typed.extend(range(first + 11, first + 16))
            _say("a result typed and saved (key to file)", saves)

    asyncio.run(first_opening())
    asyncio.run(run())
    on_disk = saved(path)
    games = {g.board: g for g in on_disk.round(ROUNDS).games}
    assert [games[b].result for b in typed] == [GameResult.WHITE_WINS] * 10 + [
        GameResult.BLACK_WINS] * 5
