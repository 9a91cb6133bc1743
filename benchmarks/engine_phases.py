"""What the time of ``cardtable engine ... -p OUT`` is made of (issue 36): the
interpreter's start, the standard library's modules the command imports, cardtable's
own modules, reading the TRF, the pairing and writing it, each the CPU median of
``--runs`` fresh processes (the phases timed inside the process, in the order the
command goes through them), for round 9 of 100 players (``--dutch``) and of 40 teams
of 4 boards (``--team``), the files ``startup.py`` pairs. The rest of a whole
process (parsing the arguments, the console script, the exit) is what
``startup.py``'s figure has beyond their sum. Prints figures; asserts nothing.

    python benchmarks/engine_phases.py [--runs 9]
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

import cardtable
from cardtable.systems.files import write_trf
from cardtable.systems.replay import before_round
from cardtable.systems.simulation import simulate_swiss

from startup import teams_tournament

#: a child's phases: import what ``engine`` imports and pair the file's next round
CHILD = """
import gc, sys, time
gc.disable()  # as cardtable.cli.main: no collection during the start
mode, path, out = sys.argv[1], sys.argv[2], sys.argv[3]
stdlib = [name for name in sys.argv[4].split(",") if name]
clock = time.process_time
t0 = clock()
for name in stdlib:
    __import__(name)
t1 = clock()
from cardtable.cli import dispatch, engine, engine_rounds, engine_team
from cardtable.formats import save
if mode == "dutch":
    from cardtable.systems.registry import DEFAULT_SYSTEM, pairing_engine
    pair = pairing_engine(DEFAULT_SYSTEM)
else:
    from cardtable.systems.competition import competition, teams_of
    from cardtable.systems.files import parse_trf
    from cardtable.systems.registry import entry
    entry("team").competition()  # the team competition's role, without the plug-in
t2 = clock()
gc.freeze()  # as cardtable.cli.dispatch: the start's objects frozen, the collector on
gc.enable()
if mode == "dutch":
    tournament = engine.load(path)
else:
    tournament = competition(parse_trf(open(path, encoding="utf-8").read(), path)).tournament
t3 = clock()
if mode == "dutch":
    found = pair(tournament, tournament.next_round)
else:
    found = teams_of(tournament).pair(tournament.next_round)
t4 = clock()
engine_rounds.pair_next(tournament, lambda t, n: found, out)
t5 = clock()
if sys.argv[5] == "modules":
    print(",".join(sorted({m.split(".")[0] for m in sys.modules} - set(sys.argv[6].split(",")))))
else:
    print(t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4)
"""

PHASES = ("the standard library's modules", "cardtable's modules", "reading the TRF",
          "the pairing", "writing it")


def _run(*args: str) -> str:
    done = subprocess.run([sys.executable, "-c", CHILD, *args], capture_output=True,
                          text=True, check=True)
    return done.stdout.strip()


def _start(runs: int) -> float:
    """The interpreter's start: ``python -c pass``, CPU median."""
    times = []
    for _ in range(runs):
        child = subprocess.Popen([sys.executable, "-c", "pass"])
        _, _, usage = os.wait4(child.pid, 0)
        times.append(usage.ru_utime + usage.ru_stime)
    return statistics.median(times)


def phases(mode: str, path: Path, out: Path, runs: int) -> None:
    bare = subprocess.run([sys.executable, "-c", "import sys; print(','.join(sys.modules))"],
                          capture_output=True, text=True, check=True).stdout.strip()
    bare_tops = ",".join(sorted({m.split(".")[0] for m in bare.split(",")}))
    stdlib = [m for m in _run(mode, str(path), str(out), "", "modules", bare_tops).split(",")
              if m and m != "cardtable" and not m.startswith("_")]
    rows = [[float(x) for x in _run(mode, str(path), str(out), ",".join(stdlib), "time",
                                     "").split()] for _ in range(runs)]
    start = _start(runs)
    print(f"engine --{mode} -p: {path.name}")
    print(f"  {'the interpreter (python -c pass)':34} {start * 1000:6.1f} ms")
    total = start
    for k, name in enumerate(PHASES):
        value = statistics.median(r[k] for r in rows)
        total += value
        print(f"  {name:34} {value * 1000:6.1f} ms")
    print(f"  {'sum':34} {total * 1000:6.1f} ms", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    compileall.compile_dir(Path(cardtable.__file__).parent, quiet=1)
    with tempfile.TemporaryDirectory() as folder:
        here = Path(folder)
        write_trf(before_round(simulate_swiss("dutch", 100, 9, 1), 9), here / "round9.trf")
        write_trf(before_round(teams_tournament(40, 4, 9, 1), 9), here / "teams.trf")
        phases("dutch", here / "round9.trf", here / "out.txt", args.runs)
        phases("team", here / "teams.trf", here / "out.txt", args.runs)


if __name__ == "__main__":
    main()
