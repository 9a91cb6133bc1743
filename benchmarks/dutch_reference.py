"""Differential check of the Dutch engine against a reference engine on big fields.

For each size, round and seed a Dutch tournament is simulated with cardtable itself
(``simulate_swiss``, the same generator as ``cardtable simulate``: requested byes,
forfeits, a withdrawal, a late entry), announced as 9 rounds, and written as a TRF
with the rounds before the round to pair and that round's requested byes (the state
``cardtable export --trf`` gives after truncating). That round is then paired by the
reference engine (``ENGINE --dutch F.trf -p OUT``) and by cardtable
(``cardtable engine --dutch F.trf -p OUT``: the one installed beside the Python that
runs this script, and each build given by ``--cardtable [LABEL=]PATH``), and the
outputs are compared: the games with their colours and the PAB ("yes"), then the board
order (if only that differs: "yes, boards reordered").

The reference engine is not part of cardtable: build it yourself from its own
repository and pass its path. It runs one process at a time.

    python benchmarks/dutch_reference.py --engine PATH --sizes 1000     # a few minutes
    python benchmarks/dutch_reference.py --engine PATH   # 1000 1500 2000 players, rounds 2
        # and 5, seed 1: the reference needs about 1, 4 and 10 minutes a round on 2 cores
    python benchmarks/dutch_reference.py --engine PATH --sizes 1000 --seeds 1 2 3 \\
        --cardtable main=OTHER/.venv/bin/cardtable --keep /tmp/refcheck

With ``--keep DIR`` the TRF files and every engine's output stay in DIR, and a later
run with the same DIR reuses the TRF files and the reference's outputs (and its
recorded time), so another cardtable build can be checked without running the
reference again.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path

from cardtable.systems.files import write_trf
from cardtable.systems.replay import before_round
from cardtable.systems.simulation import simulate_swiss

ANNOUNCED_ROUNDS = 9


@dataclass(frozen=True)
class Case:
    players: int
    round: int
    seed: int

    @property
    def name(self) -> str:
        return f"dutch-{self.players}p-r{self.round}-s{self.seed}"


@dataclass(frozen=True)
class Output:
    """One engine's pairing: boards (white, black) in board order, and the PAB."""

    boards: tuple[tuple[int, int], ...]
    pab: int | None

    @classmethod
    def parse(cls, text: str) -> Output:
        count, *lines = text.strip().splitlines()
        rows = [tuple(map(int, line.split())) for line in lines]
        if len(rows) != int(count):
            raise SystemExit(f"{count} pairs announced, {len(rows)} given")
        boards = tuple((w, b) for w, b in rows if b != 0)
        pabs = [w for w, b in rows if b == 0]
        return cls(boards, pabs[0] if pabs else None)


def trf_file(case: Case, folder: Path) -> Path:
    """The TRF of ``case``: rounds 1..round-1 simulated, round ``round`` with only its
    requested byes. Reused when it already exists in ``folder``."""
    path = folder / f"{case.name}.trf"
    if not path.exists():
        played = simulate_swiss("dutch", case.players, case.round, case.seed)
        played = replace(played, settings=replace(played.settings, rounds=ANNOUNCED_ROUNDS))
        write_trf(before_round(played, case.round), path)
    return path


class EngineFailed(Exception):
    """An engine exited with an error or wrote no pairing."""


def run(command: list[str], out: Path) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0 or not out.exists():
        last = (done.stderr or done.stdout).strip().splitlines()[-1:] or [""]
        raise EngineFailed(f"{Path(command[0]).name} exit {done.returncode}: {last[0]}")
    return seconds


def reference(engine: str, trf: Path) -> tuple[Output, float, bool]:
    """The reference's pairing and seconds; reused (cached=True) from an earlier run."""
    out, timing = trf.with_suffix(".ref.txt"), trf.with_suffix(".ref.seconds")
    cached = out.exists() and timing.exists()
    if not cached:
        seconds = run([engine, "--dutch", str(trf), "-p", str(out)], out)
        timing.write_text(f"{seconds:.2f}\n")
    return Output.parse(out.read_text()), float(timing.read_text()), cached


def cardtable(binary: str, label: str, trf: Path) -> tuple[Output, float]:
    out = trf.with_suffix(f".{label}.txt")
    out.unlink(missing_ok=True)
    seconds = run([binary, "engine", "--dutch", str(trf), "-p", str(out)], out)
    return Output.parse(out.read_text()), seconds


def verdict(ref: Output, ours: Output) -> str:
    """'yes' (same games, colours, PAB and board order), 'yes, boards reordered', or
    what differs."""
    if ref == ours:
        return "yes"
    if set(ref.boards) == set(ours.boards) and ref.pab == ours.pab:
        return "yes, boards reordered"
    missing = sorted(set(ref.boards) - set(ours.boards))
    extra = sorted(set(ours.boards) - set(ref.boards))
    pab = "" if ref.pab == ours.pab else f"; PAB {ours.pab} (reference {ref.pab})"
    return f"NO: {len(extra)} games differ, e.g. {extra[:2]} vs reference {missing[:2]}{pab}"


def labelled(index: int, text: str) -> tuple[str, str]:
    """``LABEL=PATH`` or ``PATH`` (labelled other1, other2, ...)."""
    label, _, path = text.rpartition("=")
    return (label or f"other{index + 1}", path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", required=True, help="the reference engine's binary")
    parser.add_argument("--cardtable", action="append", default=[], metavar="[LABEL=]PATH",
                        help="another cardtable executable to check (repeatable)")
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 1500, 2000])
    parser.add_argument("--rounds", type=int, nargs="+", default=[2, 5])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1])
    parser.add_argument("--keep", type=Path, help="keep (and reuse) files in this folder")
    args = parser.parse_args()
    beside = Path(sys.executable).with_name("cardtable")
    here = str(beside) if beside.exists() else shutil.which("cardtable") or "cardtable"
    builds = [("cardtable", here)] + [labelled(k, text) for k, text in enumerate(args.cardtable)]
    print(f"Dutch round paired by the reference ({args.engine}) and by cardtable; "
          f"round R of {ANNOUNCED_ROUNDS}, rounds before it simulated")
    for label, path in builds:
        print(f"  {label}: {path}")
    header = f"{'players':>7} {'round':>5} {'seed':>4} {'reference s':>11}"
    for label, _ in builds:
        header += f" {label + ' s':>12} {'identical':<24}"
    try:
        check(args.engine, builds, args, header)
    except EngineFailed as failed:
        raise SystemExit(f"the reference failed: {failed}") from None
    print("* reference output and time reused from an earlier run (--keep)")


def check(engine: str, builds: list[tuple[str, str]], args: argparse.Namespace,
          header: str) -> None:
    print(header, flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        for players in args.sizes:
            for number in args.rounds:
                for seed in args.seeds:
                    case = Case(players, number, seed)
                    trf = trf_file(case, folder)
                    ref, ref_seconds, cached = reference(engine, trf)
                    row = (f"{players:>7} {number:>5} {seed:>4} "
                           f"{ref_seconds:>10.1f}{'*' if cached else ' '}")
                    for label, path in builds:
                        try:
                            ours, seconds = cardtable(path, label, trf)
                        except EngineFailed as failed:
                            row += f" {'-':>12} FAILED: {failed}"
                            continue
                        row += f" {seconds:>12.1f} {verdict(ref, ours):<24}"
                    print(row, flush=True)


if __name__ == "__main__":
    main()
