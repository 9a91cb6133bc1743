"""Where a person waits (issue 36): small rounds, the command line's start and the app's
first screen, each timed as a whole process side by side with its reference in the
same run, A and B in turn (A B A B ...), and given as the ratio of their medians.

| figure | A (cardtable) | B (the reference) | goal |
|---|---|---|---|
| pair a round | ``engine --dutch IN.trf -p OUT``, round 9 of 100 players | the C++ engine, the same | ≤ 2 |
| check rounds | ``engine --dutch IN.trf -c``, 100 players × 9 rounds | the C++ engine, the same | ≤ 0.8 |
| pair teams | ``engine --team IN.trf -p OUT``, round 9 of 40 teams × 4 boards | the C++ team fork, the same | ≤ 10 |
| start | ``cardtable --version`` | ``python3 -c pass`` | ≤ 3 |
| the app | the club sample's first screen (``first_screen.py cardtable``) | a ten-line Textual app's (``first_screen.py minimal``) | ≤ 2 |

CPU is the child's user + system time (``os.wait4``), wall its start to its exit.
The engines are not part of cardtable: build them outside the repository
(BieremaBoyzProgramming/bbpPairings v6.0.0 and Sharly-Chess/bbpPairings, the fork with
``--team``, each with ``make``) and pass their paths. cardtable is the one installed
beside the Python that runs this script. The tournaments are simulated by cardtable
itself (seed 1). cardtable's bytecode is compiled first (``compileall``), as Python
leaves it after a program's first run: where ``PYTHONDONTWRITEBYTECODE`` is set every
start would compile cardtable's modules again, while Textual's and the standard
library's come compiled. Prints figures; asserts nothing.

    python benchmarks/startup.py --engine BBP --team-engine FORK [--runs 9]
"""

from __future__ import annotations

import argparse
import compileall
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import cardtable
from cardtable.model.results import GameResult
from cardtable.model.player import Player
from cardtable.model.tournament import Round, Settings, Tournament
from cardtable.model.team import Team, TeamScoring
from cardtable.systems.base import publish
from cardtable.systems.files import write_trf
from cardtable.systems.registry import descriptor
from cardtable.systems.replay import before_round
from cardtable.systems.simulation import simulate_swiss

HERE = Path(__file__).resolve().parent
SAMPLE = HERE.parent / "sample_tournaments" / "club-swiss.toml"
CARDTABLE = str(Path(sys.executable).parent / "cardtable")


def run_once(command: list[str]) -> tuple[float, float]:
    """One run of ``command``, its output thrown away: (CPU seconds, wall seconds); a
    run that fails stops the benchmark (``-c`` exits 1 when a round differs)."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode not in ((0, 1) if "-c" in command else (0,)):
        raise SystemExit(f"{' '.join(command)}: exit {child.returncode}")
    return usage.ru_utime + usage.ru_stime, wall


def side_by_side(what: str, a: list[str], b: list[str], goal: float, runs: int) -> None:
    """``runs`` runs of A and of B in turn (one of each first, not counted); prints the
    medians and the ratios A/B."""
    run_once(a), run_once(b)
    times_a, times_b = [], []
    for _ in range(runs):
        times_a.append(run_once(a))
        times_b.append(run_once(b))
    cpu_a, wall_a = (statistics.median(t[k] for t in times_a) for k in (0, 1))
    cpu_b, wall_b = (statistics.median(t[k] for t in times_b) for k in (0, 1))
    ratio = cpu_a / cpu_b
    print(f"{what}\n  cardtable {cpu_a:7.3f} s CPU {wall_a:7.3f} s wall | reference "
          f"{cpu_b:7.3f} s CPU {wall_b:7.3f} s wall | ratio {ratio:5.2f} CPU, "
          f"{wall_a / wall_b:5.2f} wall (goal ≤ {goal}: {'met' if ratio <= goal else 'NOT met'})",
          flush=True)


def alone(what: str, command: list[str], runs: int) -> None:
    times = [run_once(command) for _ in range(runs)]
    print(f"{what}\n  {statistics.median(t[0] for t in times):7.3f} s CPU "
          f"{statistics.median(t[1] for t in times):7.3f} s wall", flush=True)


def teams_tournament(teams: int, boards: int, rounds: int, seed: int) -> Tournament:
    """``teams`` teams of ``boards`` players, ``rounds`` rounds paired by cardtable's
    team engine (C.04.6), board results drawn by lot."""
    lot = random.Random(seed)
    players = [Player(n, f"Player {n}", 2400 - n) for n in range(1, teams * boards + 1)]
    roster = tuple(Team(k, f"Team {k}", tuple(range((k - 1) * boards + 1, k * boards + 1)))
                   for k in range(1, teams + 1))
    settings = Settings(name=f"{teams} teams", system="team", rounds=rounds,
                        initial_colour="white",
                        team=TeamScoring(boards=boards, colour_preference="A"))
    t = Tournament(settings, tuple(players),
                   tuple(Round(n) for n in range(1, rounds + 1)), roster)
    system = descriptor("team")
    for n in range(1, rounds + 1):
        t = publish(t, system.pair(t, n))
        for game in t.round(n).games:
            x = lot.random()
            t = t.with_result(n, game.board, GameResult.WHITE_WINS if x < 0.4 else
                              GameResult.DRAW if x < 0.65 else GameResult.BLACK_WINS)
    return t


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", required=True, help="bbpPairings v6.0.0 (--dutch)")
    parser.add_argument("--team-engine", required=True, help="the team fork (--team)")
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    compileall.compile_dir(Path(cardtable.__file__).parent, quiet=1)
    with tempfile.TemporaryDirectory() as folder:
        here = Path(folder)
        dutch = simulate_swiss("dutch", 100, 9, 1)
        write_trf(before_round(dutch, 9), here / "round9.trf")
        write_trf(dutch, here / "all9.trf")
        write_trf(before_round(teams_tournament(40, 4, 9, 1), 9), here / "teams.trf")
        out = str(here / "out.txt")
        runs = args.runs
        print(f"{runs} runs each, medians; load average {os.getloadavg()[0]:.1f} at the start")
        side_by_side("engine --dutch -p: round 9 of 100 players",
                     [CARDTABLE, "engine", "--dutch", str(here / "round9.trf"), "-p", out],
                     [args.engine, "--dutch", str(here / "round9.trf"), "-p", out], 2, runs)
        side_by_side("engine --dutch -c: 100 players x 9 rounds",
                     [CARDTABLE, "engine", "--dutch", str(here / "all9.trf"), "-c"],
                     [args.engine, "--dutch", str(here / "all9.trf"), "-c"], 0.8, runs)
        side_by_side("engine --team -p: round 9 of 40 teams x 4 boards",
                     [CARDTABLE, "engine", "--team", str(here / "teams.trf"), "-p", out],
                     [args.team_engine, "--team", str(here / "teams.trf"), "-p", out], 10,
                     runs)
        side_by_side("cardtable --version against python3 -c pass",
                     [CARDTABLE, "--version"], ["python3", "-c", "pass"], 3, runs)
        screen = [sys.executable, str(HERE / "first_screen.py")]
        side_by_side("the app's first screen (club sample) against a ten-line Textual app's",
                     screen + ["cardtable", str(SAMPLE)], screen + ["minimal"], 2, runs)
        alone("cardtable --help", [CARDTABLE, "--help"], runs)
        alone("cardtable standings of the club sample", [CARDTABLE, "standings", str(SAMPLE)],
              runs)
        print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
