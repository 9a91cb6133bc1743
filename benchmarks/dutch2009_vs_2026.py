"""How often the 2009 edition (seed 000, system ``dutch-2009``) pairs a round as the
2026 Dutch system does: every round of the conformance corpus is paired again by both
editions from the same history (the recorded rounds before it), and the boards and
byes compared (as sets of pairs, and with colours). They need not agree: the two
editions differ in their criteria. Prints figures and the first differing rounds;
asserts nothing.

Run: python benchmarks/dutch2009_vs_2026.py [--max-players N] [--show K]
(by default the whole corpus; see docs/dutch-2009.md for the figures)"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from cardtable.systems.files import load_tournament
from cardtable.systems.base import PairingError
from cardtable.systems.registry import pairer
from cardtable.systems.replay import before_round

CORPUS = Path(__file__).resolve().parents[1] / ".." / "shared" / "conformance" / "dutch"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--max-players", type=int, default=None,
                        help="only tournaments of at most N players")
    parser.add_argument("--show", type=int, default=5)
    args = parser.parse_args()
    new, old = pairer("dutch"), pairer("dutch-2009")
    rounds = same_pairs = same_boards = failed = 0
    shown = []
    start = time.perf_counter()
    for path in sorted(CORPUS.glob("*.trf")):
        tournament = load_tournament(path)
        if args.max_players and len(tournament.players) > args.max_players:
            continue
        for rnd in tournament.paired_rounds:
            state = before_round(tournament, rnd.number)
            rounds += 1
            a = new(state, rnd.number)
            try:
                b = old(state, rnd.number)
            except PairingError:
                failed += 1
                continue
            pairs_a = {frozenset(x) for x in a.boards} | {a.pab}
            pairs_b = {frozenset(x) for x in b.boards} | {b.pab}
            same_pairs += pairs_a == pairs_b
            same_boards += a.as_set() == b.as_set() and a.pab == b.pab
            if pairs_a != pairs_b and len(shown) < args.show:
                shown.append((path.name, rnd.number, a, b))
    took = time.perf_counter() - start
    limit = f"tournaments of at most {args.max_players} players" if args.max_players \
        else "every tournament"
    print(f"{rounds} rounds of the corpus ({limit}), {took:.0f} s")
    print(f"  same pairs and bye:           {same_pairs} ({100 * same_pairs / rounds:.1f} %)")
    print(f"  same boards, colours and bye: {same_boards} ({100 * same_boards / rounds:.1f} %)")
    print(f"  no pairing by the 2009 rules: {failed}")
    for name, number, a, b in shown:
        only_a = sorted(tuple(sorted(x)) for x in {frozenset(x) for x in a.boards}
                        - {frozenset(x) for x in b.boards})
        only_b = sorted(tuple(sorted(x)) for x in {frozenset(x) for x in b.boards}
                        - {frozenset(x) for x in a.boards})
        print(f"{name} round {number}: 2026 only {only_a} (PAB {a.pab}); "
              f"2009 only {only_b} (PAB {b.pab})")


if __name__ == "__main__":
    main()
