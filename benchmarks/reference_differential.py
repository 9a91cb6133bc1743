"""The differential test of issue 27: tournament files ``cardtable generate`` wrote,
checked by the endorsed C++ engine (``BIN --dutch FILE -c``, built outside the
repository: BieremaBoyzProgramming/bbpPairings). The reference prints a "Checker
pairings" table under each round it pairs differently and exits 0 even then; this
counts those rounds (and the files it could not read) and names the files.

    python benchmarks/reference_differential.py BIN FILE|DIR ... [--jobs N]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path


def _check(binary: str, path: Path) -> tuple[Path, int, int, str]:
    """(file, rounds checked, rounds that differ, an error or "")."""
    done = subprocess.run([binary, "--dutch", str(path), "-c"], capture_output=True,
                          text=True)
    rounds = sum(1 for line in done.stdout.splitlines() if ": Round #" in line)
    error = done.stderr.strip() if done.returncode else ""
    return path, rounds, done.stdout.count("Checker pairings"), error


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    files = [f for p in map(Path, args.paths)
             for f in (sorted(p.glob("*.trf")) if p.is_dir() else [p])]
    start = time.perf_counter()
    with ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda f: _check(args.binary, f), files))
    seconds = time.perf_counter() - start
    rounds = sum(r for _, r, _, _ in results)
    differ = [(f, d) for f, _, d, _ in results if d]
    errors = [(f, e) for f, _, _, e in results if e]
    for path, count in differ:
        print(f"{path}: {count} round(s) the reference pairs differently")
    for path, error in errors:
        print(f"{path}: the reference could not check it: {error[:200]}")
    print(f"{len(files)} files, {rounds} rounds checked by the reference in {seconds:.1f} s "
          f"({seconds / max(len(files), 1):.3f} s per file): {sum(d for _, d in differ)} "
          f"round(s) differ in {len(differ)} file(s), {len(errors)} file(s) unreadable")
    return 1 if differ or errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
