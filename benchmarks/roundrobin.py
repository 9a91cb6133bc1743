"""Round robin speed: building Berger tables and simulating whole tournaments.
Prints figures; asserts nothing. Run: PYTHONPATH=src python benchmarks/roundrobin.py"""

from __future__ import annotations

import time

from cardtable.systems.roundrobin import schedule, simulate_roundrobin


def timed(label: str, action) -> None:
    start = time.perf_counter()
    action()
    print(f"{label:<40} {time.perf_counter() - start:8.3f} s")


def main() -> None:
    for players in (10, 40, 100, 400):
        timed(f"double schedule, {players} players", lambda: schedule(players, double=True))
    for players in (10, 20, 40):
        timed(f"simulate double round robin, {players} players",
              lambda: simulate_roundrobin(players, seed=1, double=True))


if __name__ == "__main__":
    main()
