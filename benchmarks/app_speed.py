"""The app's speed: opening a 1000-player tournament, its standings and crosstable,
entering a result, the walkthrough of round 5 of 9 of as many players (``w``: paired
with its trace in a worker, then stepped through), and stepping through other
walkthroughs (the sample's trace, the engine's trace of a 200-player round, and a
trace of as many players with 20 000 candidate steps). Prints figures; asserts nothing.

    PYTHONPATH=src python benchmarks/app_speed.py [--players 1000] [--rounds 7]
    PYTHONPATH=src python benchmarks/app_speed.py --players 10000
    PYTHONPATH=src python benchmarks/app_speed.py --players 10000 --only opening
    PYTHONPATH=src python benchmarks/app_speed.py --players 10000 --only tables
    PYTHONPATH=src python benchmarks/app_speed.py --players 10000 --only walkthrough

``--only`` runs one part: ``opening`` (the file read by the core and from the read
cache, then the app from its start to the start list shown and filled, the first
time and again), ``tables`` (the same, then the keys ``r``, ``s`` and ``x``: the round
screen; the standings and the crosstable, computed in a child process; each timed by
the frames the app draws, from the key to the screen's first frame, to its first frame
with rows, and to the frame with all its rows, a long list being filled in steps after
its first frame; then a result entered), ``walkthrough`` (the app's ``w`` and its keys)
or ``stepping`` (the other walkthroughs).

The large tournament is built with the model directly (a fold pairing inside score
groups, results by lot): it measures the app, not the pairing engine. The walkthrough's
rounds 1-4 are made as ``dutch_speed.py`` makes them. Other key-to-screen times are
Pilot's press-and-wait (until the process is idle) minus the same for a key bound to nothing, so Pilot's own cost (40-65 ms
a key) is not counted."""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from cardtable.app.app import CardtableApp
from cardtable.app.screens.tournament import TournamentScreen
from cardtable.app.screens.walkthrough import WalkthroughScreen
from cardtable.app.widgets.walkthrough.scene import Script
from cardtable.formats import read_cache
from cardtable.formats.save import FileLock
from cardtable.formats.toml_file import save_tournament
from cardtable.systems.files import load_tournament, read_toml
from textual.widgets import DataTable
from cardtable.systems.base import Pairing
from cardtable.systems.registry import pair_next_round
from cardtable.trace.steps import (
    BoardsStep,
    BracketStep,
    CandidateStep,
    CardView,
    ChoiceStep,
    ColourStep,
    PileStep,
    Trace,
)
from dutch_speed import history  # beside this file: the history of the engine's benchmark

SAMPLE = Path(__file__).resolve().parents[1] / "sample_tournaments" / "club-swiss.toml"

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "app"))
from large_field import Frames, large_tournament  # noqa: E402  (shared with the Pilot test)


def synthetic_trace(players: int, candidates: int) -> Pairing:
    """A trace of the shape the Dutch engine records, for ``players`` players in score
    groups of about 70, with ``candidates`` candidate steps spread over the brackets:
    what the walkthrough has to show, without waiting for the engine."""
    groups = [list(range(start, min(start + 70, players + 1)))
              for start in range(1, players + 1, 70)]
    card = lambda n, g: CardView(n, f"Player {n:04d}", str(len(groups) - g), "WBWBWBW",  # noqa: E731
                                 "b", "·↓", True)
    steps: list = [PileStep("C.04.3 1.3.1", f"group {g}", str(len(groups) - g),
                            tuple(card(n, g) for n in group))
                   for g, group in enumerate(groups)]
    boards = []
    per_bracket = candidates // len(groups)
    for g, group in enumerate(groups):
        half = len(group) // 2
        s1, s2 = tuple(group[:half]), tuple(group[half:2 * half])
        steps.append(BracketStep("C.04.3 3.2", f"bracket {g + 1}", g + 1,
                                 str(len(groups) - g), tuple(group), (), s1, s2,
                                 max_pairs=half))
        for index in range(1, per_bracket + 1):
            shifted = s2[index % half:] + s2[:index % half]
            steps.append(CandidateStep("C.04.3 2.1.1", f"candidate {index}", g + 1, index,
                                       f"transposition {index}", tuple(zip(s1, shifted)),
                                       (), "C1" if index < per_bracket else None))
        pairs = tuple(zip(s1, s2))
        steps.append(ChoiceStep("C.04.3 3.8.1", "chosen", g + 1, per_bracket, pairs))
        boards += pairs
    steps += [ColourStep("C.04.3 5.2.1", f"{w}-{b}", w, b, "5.2.1") for w, b in boards]
    steps.append(BoardsStep("C.04.2 3.6", "boards", tuple(boards)))
    trace = Trace("dutch", 1, tuple(boards), None, tuple(steps))
    return Pairing(1, tuple(boards), None, trace)


def timed(label: str, action, repeat: int = 1) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        best = min(best, time.perf_counter() - start)
    print(f"  {label:<58} {best * 1000:9.1f} ms")
    return best


async def settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


async def press_ms(app, pilot, key: str, times: int,
                   clock=time.perf_counter) -> list[float]:
    spent = []
    for _ in range(times):
        start = clock()
        await pilot.press(key)
        await pilot.pause()
        spent.append((clock() - start) * 1000)
    return spent


async def key_cost(app, pilot, key: str, times: int = 30,
                   clock=time.perf_counter) -> tuple[float, float]:
    """Median and worst milliseconds from pressing ``key`` to a settled screen, less
    the median for a key bound to nothing; ``clock`` time.process_time: the CPU the
    app spent (what a shared machine's load does not add to)."""
    base = statistics.median(await press_ms(app, pilot, "f12", 10, clock))
    spent = await press_ms(app, pilot, key, times, clock)
    return statistics.median(spent) - base, max(spent) - base


async def filled(app, pilot, rows: int) -> None:
    """The workers done and the list on screen filled to its last row (lists of
    thousands are filled in steps)."""
    await settle(app, pilot)
    while app.screen.query_one(DataTable).row_count < rows:
        await pilot.pause()


async def shown(app, pilot) -> None:
    """The tournament screen up with its start list's first rows (the first screen)."""
    while not (isinstance(app.screen, TournamentScreen)
               and any(table.row_count for table in app.screen.query(DataTable))):
        await pilot.pause(0.005)


def opening(path: Path, players: int, only_opening: bool = False) -> None:
    print(f"Opening a {players}-player tournament ({path.stat().st_size // 1024} KiB)")
    timed("read and check the file (core)", lambda: read_toml(path))
    cached = path.stat().st_size >= read_cache.MIN_BYTES
    timed("the same from the read cache (core)" if cached else
          "the same again (a small file: read directly, not cached)",
          lambda: load_tournament(path, cached=True), repeat=3)

    async def run(first: bool) -> None:
        app = CardtableApp(path)
        frames = Frames(app)
        start = time.perf_counter()
        async with app.run_test(size=(120, 40)) as pilot:
            await shown(app, pilot)
            seen = time.perf_counter() - start
            await filled(app, pilot, players)
            what = ("first time (read and checked)" if first else
                    "again (the read cache)" if cached else "again")
            print(f"  {'app: open ' + what + ', start to the start list shown':<58} "
                  f"{seen * 1000:9.1f} ms; filled "
                  f"{(time.perf_counter() - start) * 1000:.0f} ms")
            if first or only_opening:
                return
            for key, what, rows in (("r", "round screen", players // 2),
                                    ("s", "standings", players),
                                    ("x", "crosstable", players)):
                start = time.perf_counter()
                await pilot.press(key)
                screen = app.screen
                await filled(app, pilot, rows)
                await pilot.pause()  # the last rows drawn
                drawn = [frames.first_ms(start, screen, least) for least in (0, 1, rows)]
                label = f"app: {what}, key to its first frame; with rows; filled"
                print(f"  {label:<58} {drawn[0]:9.1f} ms; {drawn[1]:.1f} ms; "
                      f"{drawn[2]:.0f} ms")
                await pilot.press("escape")
                await settle(app, pilot)
            await pilot.press("r")
            await settle(app, pilot)
            await pilot.press("left_square_bracket")
            await filled(app, pilot, players // 2)
            median, worst = await key_cost(app, pilot, "1", 10)
            print(f"  {'app: a result entered and saved (key to screen, median)':<58} "
                  f"{median:9.1f} ms  (worst {worst:.1f})")

    read_cache.entry_path(path).unlink(missing_ok=True)  # the first time: not yet kept
    asyncio.run(run(first=True))
    asyncio.run(run(first=False))


async def stepping_keys(app, pilot, screen: WalkthroughScreen) -> None:
    """Key-to-screen costs of moving through the walkthrough on screen (wall time, then
    the app's CPU time), each step shown in order as → shows it, and the cost of
    laying out one step (200 spread over them)."""
    for keys, what, times in ((("right",), "step forward", 40), (("left",), "step back", 40),
                              (("d",), "next decision", 20),
                              (("end", "left"), "step back from the last step", 40)):
        for first in keys[:-1]:
            await pilot.press(first)
            await pilot.pause()
        for clock, kind in ((time.perf_counter, ""), (time.process_time, "CPU ")):
            median, worst = await key_cost(app, pilot, keys[-1], times // 2, clock)
            print(f"  {what + ', key to screen (' + kind + 'median)':<58} {median:9.1f} ms"
                  f"  (worst {worst:.1f})")
    count = len(screen.script)
    walked = []
    for index in range(min(count, 10_000)):  # as → does, collections included
        start = time.perf_counter()
        screen.index = index
        walked.append((time.perf_counter() - start) * 1000)
    walked.sort()
    print(f"  {f'every step in order, widgets updated (median, 99 %; {len(walked)})':<58} "
          f"{statistics.median(walked):9.1f} ms  ({walked[len(walked) * 99 // 100]:.1f};"
          f" worst {walked[-1]:.1f})")
    direct = []
    for index in range(0, count, max(1, count // 200)):
        start = time.perf_counter()
        screen.show_step(index)
        direct.append((time.perf_counter() - start) * 1000)
    print(f"  {'show one step, widgets updated (median, worst)':<58} "
          f"{statistics.median(direct):9.1f} ms  (worst {max(direct):.1f})")


def next_round_walkthrough(path: Path, players: int) -> None:
    """The app's own walkthrough of the file's next round: ``w`` pairs it with the trace
    in a worker (the busy bar shows), then the walkthrough opens."""
    print(f"Walkthrough of round 5 of 9 of {players} players (the app's `w`; rounds "
          f"1-4 made as benchmarks/dutch_speed.py makes them)")

    async def run() -> None:
        app = CardtableApp(path)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(app, pilot)
            start = time.perf_counter()
            await pilot.press("w")
            await settle(app, pilot)
            screen = app.screen
            assert isinstance(screen, WalkthroughScreen), screen
            print(f"  {'w to the walkthrough on screen (pairing and trace)':<58} "
                  f"{(time.perf_counter() - start) * 1000:9.1f} ms  "
                  f"({len(screen.script)} steps)")
            await stepping_keys(app, pilot, screen)

    asyncio.run(run())


def stepping(label: str, tournament_path: Path, pairing: Pairing) -> None:
    script = Script(pairing.trace.steps)
    print(f"Walkthrough: {label} ({len(script)} steps)")
    timed("prepare the steps (Script)", lambda: Script(pairing.trace.steps))
    timed("every scene, first to last (pure)",
          lambda: [script.scene(i) for i in range(len(script))])

    async def run() -> None:
        app = CardtableApp(tournament_path)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(app, pilot)
            t = app.tournament
            screen = WalkthroughScreen(pairing, t, recorded=False)
            await app.push_screen(screen)
            await settle(app, pilot)
            await stepping_keys(app, pilot, screen)

    asyncio.run(run())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--only", choices=("opening", "tables", "walkthrough", "stepping"),
                        help="run this part alone (opening: the file read, the app opened; "
                        "tables: the same, then the round screen, the standings, the "
                        "crosstable, a result)")
    args = parser.parse_args()
    parts = ({"opening"} if args.only in ("opening", "tables") else
             {args.only} if args.only else {"opening", "walkthrough", "stepping"})
    with tempfile.TemporaryDirectory() as folder:
        os.environ["XDG_CACHE_HOME"] = folder  # the read cache: not the user's folder
        big = Path(folder) / "large.toml"
        if parts & {"opening", "stepping"}:
            start = time.perf_counter()
            tournament = large_tournament(args.players, args.rounds)
            with FileLock(big):
                save_tournament(tournament, big)
            print(f"(built and saved the {args.players}-player file in "
                  f"{time.perf_counter() - start:.1f} s)")
        if "opening" in parts:
            opening(big, args.players, only_opening=args.only == "opening")
        if "walkthrough" in parts:
            fifth = Path(folder) / "fifth.toml"
            with FileLock(fifth):
                save_tournament(history(args.players, 4), fifth)
            next_round_walkthrough(fifth, args.players)
        if "stepping" in parts:
            other_walkthroughs(Path(folder), big, args.players)


def other_walkthroughs(folder: Path, big: Path, players: int) -> None:
    """Stepping through the sample's walkthrough, the engine's of a 200-player round and
    a synthetic trace of ``players`` players with 20 000 candidates."""
    sample = read_toml(SAMPLE)
    stepping("the sample's next round, engine trace", SAMPLE,
             pair_next_round(sample, trace=True))
    mid = folder / "mid.toml"
    middle = large_tournament(200, 4)
    with FileLock(mid):
        save_tournament(middle, mid)
    start = time.perf_counter()
    pairing = pair_next_round(middle, trace=True)
    print(f"(the engine paired round 5 of 200 players in "
          f"{time.perf_counter() - start:.1f} s)")
    stepping("200 players, round 5, engine trace", mid, pairing)
    stepping(f"{players} players, synthetic trace with 20 000 candidates", big,
             synthetic_trace(players, 20_000))


if __name__ == "__main__":
    main()
