"""The acceptance kit on small tournaments (issue 27): the generator's and the
checker's time per tournament, whole processes, and the discrepancies the checker
finds in what the generator wrote (0 expected).

K tournaments of LOW-HIGH players and R rounds (F:H:Z byes, forfeits, every fourth
with the Baku acceleration) are generated, each by its own ``cardtable generate``
process (as a pairing program calls an engine) and all of them by one ``generate
--count`` process; then checked, each by its own ``cardtable check`` and
``cardtable engine --dutch FILE -c`` process, and all of them by one ``check DIR``.
``--jobs 2`` runs two processes at once (both cores). With ``--reference BIN`` (the
endorsed C++ engine, built outside the repository) each file is also checked by
``BIN --dutch FILE -c`` and the rounds it reports as different are counted, and BIN
generates K tournaments (``-g``) for its own time per tournament.

    python benchmarks/acceptance_speed.py [--count K] [--players 20-200] [--rounds 9]
        [--seed S] [--jobs N] [--reference BIN]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

CARDTABLE = [sys.executable, "-m", "cardtable"]


def _run(command: list[str]) -> tuple[float, str]:
    """Seconds and the standard output of one whole process."""
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    return time.perf_counter() - start, done.stdout + done.stderr


def _each(commands: list[list[str]], jobs: int) -> tuple[float, list[str]]:
    """Wall seconds for all the processes, ``jobs`` at a time, and their outputs."""
    start = time.perf_counter()
    with ThreadPoolExecutor(jobs) as pool:
        outputs = [out for _, out in pool.map(_run, commands)]
    return time.perf_counter() - start, outputs


def _generate_args(args: argparse.Namespace, seed: int) -> list[str]:
    baku = ["--baku"] if seed % 4 == 0 else []
    return ["--players", args.players, "--rounds", str(args.rounds), "--seed", str(seed),
            "--byes", "0.005:0.02:0.01", "--forfeits", "0.01", *baku]


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--players", default="20-200")
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--reference", metavar="BIN")
    args = parser.parse_args(argv)
    k = args.count
    rows: list[tuple[str, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "each"
        folder.mkdir()
        seeds = range(args.seed, args.seed + k)
        files = [folder / f"t-{seed}.trf" for seed in seeds]
        seconds, _ = _each([[*CARDTABLE, "generate", str(f), *_generate_args(args, seed)]
                            for f, seed in zip(files, seeds)], args.jobs)
        rows.append(("cardtable generate, a process each", seconds / k))
        batch = Path(tmp) / "batch"
        same = [a for a in _generate_args(args, args.seed) if a != "--baku"]
        seconds, _ = _run([*CARDTABLE, "generate", "t.trf", "--count", str(k), "--out-dir",
                           str(batch), *same])
        rows.append(("cardtable generate --count, one process", seconds / k))
        seconds, outputs = _each([[*CARDTABLE, "check", str(f)] for f in files], args.jobs)
        differ = sum(1 for out in outputs if "differ" in out or "cardtable:" in out)
        rows.append(("cardtable check, a process each", seconds / k))
        seconds, outputs = _each([[*CARDTABLE, "engine", "--dutch", str(f), "-c"]
                                  for f in files], args.jobs)
        engine_differ = sum(1 for out in outputs if not out.endswith(", 0 differ\n"))
        rows.append(("cardtable engine --dutch -c, a process each", seconds / k))
        seconds, summary = _run([*CARDTABLE, "check", str(folder)])
        rows.append(("cardtable check DIR, one process", seconds / k))
        reference_differ = None
        if args.reference:
            seconds, outputs = _each([[args.reference, "--dutch", str(f), "-c"]
                                      for f in files], args.jobs)
            # the reference prints a "Checker pairings" table under each round that
            # differs (and exits 0 even then)
            reference_differ = sum(out.count("Checker pairings") for out in outputs)
            rows.append(("reference engine --dutch -c, a process each", seconds / k))
            generated = Path(tmp) / "reference"
            generated.mkdir()
            seconds, _ = _each([[args.reference, "--dutch", "-g", "-o",
                                 str(generated / f"r-{seed}.trf"), "-s", str(seed)]
                                for seed in seeds], args.jobs)
            rows.append(("reference engine -g, a process each", seconds / k))
    print(f"{k} tournaments, {args.players} players, {args.rounds} rounds, "
          f"{args.jobs} process(es) at a time")
    for label, per in rows:
        print(f"  {label:<48} {per:7.3f} s per tournament")
    print(f"  cardtable check: {differ} file(s) with a difference; engine -c: "
          f"{engine_differ}; check DIR: {summary.strip().splitlines()[-1]}")
    if reference_differ is not None:
        print(f"  reference engine -c: {reference_differ} round(s) it pairs differently")


if __name__ == "__main__":
    main(sys.argv[1:])
