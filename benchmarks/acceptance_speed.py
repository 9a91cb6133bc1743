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
generates K tournaments (``-g``, each of the size of cardtable's: its players, R
rounds) for its own time per tournament; the figures are then
printed side by side (cardtable's ``engine -c`` and ``check`` against BIN's ``-c``,
``generate`` against BIN's ``-g``). Each figure is given in wall seconds and in CPU
seconds (user + system of the processes of that step, which a machine shared with
other work moves less). cardtable's bytecode is compiled first, as an installation
has it, so that no process pays for compiling the sources.

    python benchmarks/acceptance_speed.py [--count K] [--players 20-200] [--rounds 9]
        [--seed S] [--jobs N] [--reference BIN]
"""

from __future__ import annotations

import argparse
import compileall
import importlib.util
import resource
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


def _children_cpu() -> float:
    """User + system seconds of every child process reaped so far."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _each(commands: list[list[str]], jobs: int) -> tuple[float, list[str]]:
    """Wall seconds for all the processes, ``jobs`` at a time, and their outputs."""
    start = time.perf_counter()
    with ThreadPoolExecutor(jobs) as pool:
        outputs = [out for _, out in pool.map(_run, commands)]
    return time.perf_counter() - start, outputs


def _compiled() -> None:
    """cardtable's bytecode written beside its sources, as ``pip install`` does."""
    spec = importlib.util.find_spec("cardtable")
    if spec is not None and spec.submodule_search_locations:
        for folder in spec.submodule_search_locations:
            compileall.compile_dir(folder, quiet=1)


def _generate_args(args: argparse.Namespace, seed: int) -> list[str]:
    baku = ["--baku"] if seed % 4 == 0 else []
    return ["--players", args.players, "--rounds", str(args.rounds), "--seed", str(seed),
            "--byes", "0.005:0.02:0.01", "--forfeits", "0.01", *baku]


def _reference_config(trf: Path, rounds: int, folder: Path) -> str:
    """The reference generator's configuration for a tournament of the size of
    cardtable's ``trf`` (its players, ``rounds`` rounds), so that both generate the
    same sizes: the file's path."""
    players = sum(1 for line in trf.read_text().splitlines() if line.startswith("001"))
    config = folder / f"{trf.stem}.cfg"
    config.write_text(f"PlayersNumber={players}\nRoundsNumber={rounds}\n")
    return str(config)


#: the rows compared with the C++ engine: cardtable's, the reference's
SIDE_BY_SIDE = (
    ("cardtable engine --dutch -c, a process each", "reference engine --dutch -c, a process each"),
    ("cardtable check, a process each", "reference engine --dutch -c, a process each"),
    ("cardtable generate, a process each", "reference engine -g, a process each"),
)


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
    _compiled()
    rows: dict[str, tuple[float, float]] = {}  # label -> wall, CPU seconds per tournament
    cpu = [_children_cpu()]

    def row(label: str, seconds: float) -> None:
        now = _children_cpu()
        rows[label] = (seconds / k, (now - cpu[0]) / k)
        cpu[0] = now

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "each"
        folder.mkdir()
        seeds = range(args.seed, args.seed + k)
        files = [folder / f"t-{seed}.trf" for seed in seeds]
        seconds, _ = _each([[*CARDTABLE, "generate", str(f), *_generate_args(args, seed)]
                            for f, seed in zip(files, seeds)], args.jobs)
        row("cardtable generate, a process each", seconds)
        batch = Path(tmp) / "batch"
        same = [a for a in _generate_args(args, args.seed) if a != "--baku"]
        seconds, _ = _run([*CARDTABLE, "generate", "t.trf", "--count", str(k), "--out-dir",
                           str(batch), *same])
        row("cardtable generate --count, one process", seconds)
        seconds, outputs = _each([[*CARDTABLE, "check", str(f)] for f in files], args.jobs)
        differ = sum(1 for out in outputs if "differ" in out or "cardtable:" in out)
        row("cardtable check, a process each", seconds)
        seconds, outputs = _each([[*CARDTABLE, "engine", "--dutch", str(f), "-c"]
                                  for f in files], args.jobs)
        engine_differ = sum(1 for out in outputs if not out.endswith(", 0 differ\n"))
        row("cardtable engine --dutch -c, a process each", seconds)
        seconds, summary = _run([*CARDTABLE, "check", str(folder)])
        row("cardtable check DIR, one process", seconds)
        reference_differ = None
        if args.reference:
            seconds, outputs = _each([[args.reference, "--dutch", str(f), "-c"]
                                      for f in files], args.jobs)
            # the reference prints a "Checker pairings" table under each round that
            # differs (and exits 0 even then)
            reference_differ = sum(out.count("Checker pairings") for out in outputs)
            row("reference engine --dutch -c, a process each", seconds)
            generated = Path(tmp) / "reference"
            generated.mkdir()
            seconds, _ = _each([[args.reference, "--dutch", "-g",
                                 _reference_config(f, args.rounds, generated), "-o",
                                 str(generated / f"r-{seed}.trf"), "-s", str(seed)]
                                for f, seed in zip(files, seeds)], args.jobs)
            row("reference engine -g, a process each", seconds)
    print(f"{k} tournaments, {args.players} players, {args.rounds} rounds, "
          f"{args.jobs} process(es) at a time; seconds per tournament, wall and CPU")
    for label, (wall, used) in rows.items():
        print(f"  {label:<48} {wall:7.3f} s wall {used:7.3f} s CPU")
    if args.reference:
        print("side by side, a process each (cardtable / C++ engine, wall and CPU):")
        for ours, theirs in SIDE_BY_SIDE:
            (wall, used), (ref_wall, ref_used) = rows[ours], rows[theirs]
            print(f"  {ours.split(',')[0]:<30} {wall:6.3f} / {ref_wall:6.3f} s = "
                  f"{wall / ref_wall:4.2f}x wall   {used:6.3f} / {ref_used:6.3f} s = "
                  f"{used / ref_used:4.2f}x CPU   ({theirs.split(',')[0]})")
    print(f"  cardtable check: {differ} file(s) with a difference; engine -c: "
          f"{engine_differ}; check DIR: {summary.strip().splitlines()[-1]}")
    if reference_differ is not None:
        print(f"  reference engine -c: {reference_differ} round(s) it pairs differently")


if __name__ == "__main__":
    main(sys.argv[1:])
