"""The Dutch engine on a history no correct Swiss produces (docs/dutch.md, "Known
limits"): ``large_tournament(n, rounds)`` of ``tests/app/large_field.py`` pairs each
round's score-order neighbours, rematches and colour runs included. From round 5 on,
about three players in four have an absolute colour preference (C.04.3 C3), and the
engine's memory and time grow with the square of the field.

For each size, the next round is paired in a child process (address space capped,
wall time capped) and printed: its wall time, its peak memory (``ru_maxrss`` of the
child), and the structures that grow: the players with an absolute preference, the
players whose neighbours are held as a plain set (``neighbours.view``: excluded from a
quarter of the field or more) and the entries of those sets.

    nice python benchmarks/dutch_colour_runs.py                # 500 1000 2000, round 5
    nice python benchmarks/dutch_colour_runs.py --played 3 2000  # round 4 instead
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHILD = """
import resource, sys, time
sys.path.insert(0, {tests!r})
from large_field import large_tournament
from cardtable.systems.dutch.cards import build_context
from cardtable.systems.dutch.criteria import compatibility
from cardtable.systems.registry import pair_next_round
t = large_tournament({n}, {played})
ctx = build_context(t, {played} + 1)
near = compatibility(ctx)
sets = [s for s in near if isinstance(s, set)]
absolute = sum(1 for c in ctx.cards if c.absolute)
plain = (len(sets), sum(len(s) for s in sets))
del near, sets
start = time.perf_counter()
pairing = pair_next_round(t)
seconds = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(absolute, *plain, seconds, peak, len(pairing.boards))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sizes", nargs="*", type=int, default=[500, 1000, 2000])
    parser.add_argument("--played", type=int, default=4, help="rounds played before")
    parser.add_argument("--limit-gb", type=float, default=4.0, help="address space cap")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per size")
    args = parser.parse_args()
    cap = int(args.limit_gb * 2**30)
    print(f"round {args.played + 1} after {args.played} rounds of score-order neighbours")
    print("players  absolute  plain sets (entries)   pairing s  wall s  peak MiB")
    for n in args.sizes:
        code = CHILD.format(tests=str(ROOT / "tests" / "app"), n=n, played=args.played)

        def limit() -> None:
            resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

        start = time.perf_counter()
        try:
            run = subprocess.run([sys.executable, "-c", code], capture_output=True,
                                 text=True, timeout=args.timeout, preexec_fn=limit)
        except subprocess.TimeoutExpired:
            print(f"{n:7d}  stopped after {args.timeout:.0f} s")
            continue
        wall = time.perf_counter() - start
        if run.returncode != 0:
            last = (run.stderr.strip().splitlines() or ["?"])[-1]
            print(f"{n:7d}  failed: {last}")
            continue
        absolute, count, entries, seconds, peak, _boards = run.stdout.split()
        print(f"{n:7d}  {int(absolute):8d}  {int(count):10d} ({int(entries):9d})"
              f"  {float(seconds):9.2f}  {wall:6.2f}  {int(peak) / 1024:8.0f}")


if __name__ == "__main__":
    main()
