"""How fast the Dutch engine pairs one round in the middle of a tournament.

For each field size a tournament of 9 rounds is simulated up to round 4; round 5 is
then paired (1) by the engine in this process, timed, with its peak memory, and
(2) by the whole ``cardtable engine --dutch IN.trf -p`` process, timed, with the
process's peak memory.

    python benchmarks/dutch_speed.py            # 100 500 1000 2000 players
    python benchmarks/dutch_speed.py 100 300    # other sizes
"""

from __future__ import annotations

import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
from dataclasses import replace
from pathlib import Path

from cardtable.systems.files import write_trf
from cardtable.systems.dutch import pair
from cardtable.systems.replay import before_round
from cardtable.systems.simulation import simulate_swiss

ROUNDS, MIDDLE, SEED = 9, 5, 2026


def field(players: int):
    """A tournament with rounds 1..MIDDLE-1 played (simulated with the engine)."""
    played = simulate_swiss("dutch", players, MIDDLE - 1, SEED)
    return replace(played, settings=replace(played.settings, rounds=ROUNDS))


def engine_alone(tournament) -> tuple[float, float]:
    """Seconds (untraced run) and peak Python memory (a second, traced run)."""
    state = before_round(tournament, MIDDLE)
    start = time.perf_counter()
    pair(state, MIDDLE)
    seconds = time.perf_counter() - start
    tracemalloc.start()
    pair(state, MIDDLE)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return seconds, peak / 2**20


def whole_process(tournament, folder: Path) -> tuple[float, float]:
    path = folder / "mid.trf"
    write_trf(tournament, path)
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "cardtable", "engine", "--dutch", str(path),
                           "-p"], capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"engine -p failed: {done.stderr}")
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return seconds, max(peak, before) / 1024


def main(sizes: list[int]) -> None:
    print(f"Dutch engine: round {MIDDLE} of {ROUNDS} (rounds 1-{MIDDLE - 1} simulated, "
          f"seed {SEED})")
    print(f"{'players':>8} {'engine s':>9} {'engine MiB':>11} {'engine -p s':>12} "
          f"{'process MiB':>12}")
    with tempfile.TemporaryDirectory() as tmp:
        for players in sizes:
            tournament = field(players)
            alone, memory = engine_alone(tournament)
            process, rss = whole_process(tournament, Path(tmp))
            print(f"{players:>8} {alone:>9.3f} {memory:>11.1f} {process:>12.3f} {rss:>12.1f}",
                  flush=True)


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [100, 500, 1000, 2000])
