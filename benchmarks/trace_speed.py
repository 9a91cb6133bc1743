"""The pairing trace's cost: the time to pair every round of a few corpus tournaments
without and with the trace (the Dutch engine walks each bracket's candidates in the
rules' order). Rounds in which more than 100 000 candidates precede a chosen one are
counted apart: there the walk counts 100 000 candidates and jumps to the chosen one.
Prints figures; asserts nothing.

Run: PYTHONPATH=src python benchmarks/trace_speed.py [FILE.trf ...]"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from cardtable.systems.files import load_tournament
from cardtable.systems.dutch import pair
from cardtable.systems.replay import before_round

CORPUS = Path(__file__).resolve().parents[1] / ".." / "shared" / "conformance" / "dutch"
DEFAULT = ("dutch-1026340994-28p-3r.trf", "dutch-1043418148-25p-5r.trf",
           "dutch-226592241-37p-5r.trf", "dutch-83241177-70p-7r.trf",
           "dutch-994029909-105p-10r.trf", "dutch-848028597-299p-8r.trf")


def best_of(times: int, action) -> float:
    best = float("inf")
    for _ in range(times):
        start = time.perf_counter()
        action()
        best = min(best, time.perf_counter() - start)
    return best


def measure(path: Path) -> None:
    tournament = load_tournament(path)
    plain = traced = plain_within = traced_within = 0.0
    past_limit = 0
    rounds = tournament.settings.rounds
    for number in range(1, rounds + 1):
        state = before_round(tournament, number)
        repeat = 3 if len(tournament.players) < 100 else 1
        without = best_of(repeat, lambda: pair(state, number))
        result = []
        with_trace = best_of(repeat, lambda: result.append(pair(state, number, trace=True)))
        plain += without
        traced += with_trace
        if any(step.more for step in result[-1].trace.of_kind("choice")):
            past_limit += 1
        else:
            plain_within += without
            traced_within += with_trace
    ratio = traced_within / plain_within if plain_within else float("nan")
    print(f"{path.name:<34} {len(tournament.players):4d} players {rounds:2d} rounds   "
          f"without {plain:8.3f} s   with trace {traced:8.3f} s   "
          f"(rounds under 100 000: x{ratio:4.2f}; {past_limit} round(s) past it)")


def main(argv: list[str]) -> None:
    if not CORPUS.exists() and not argv:
        print(f"the corpus is missing ({CORPUS}); give .trf files as arguments")
        return
    pair(before_round(load_tournament(CORPUS / DEFAULT[0]), 1), 1, trace=True)  # warm up
    for name in argv or DEFAULT:
        path = Path(name) if argv else CORPUS / name
        measure(path)


if __name__ == "__main__":
    main(sys.argv[1:])
