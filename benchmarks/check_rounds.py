"""How `cardtable check` and `standings` grow with the number of rounds (issue 17:
"check of a 10-player file with 1 000 rounds takes 66 s: it should be linear").

A Swiss of 10 players cannot last 1 000 rounds without rematches, so the file is a
simulated double round robin of 10 players (cardtable.systems.simulation) whose 18
rounds are repeated, renumbered, up to N rounds, and checked as a Dutch Swiss (each
round is paired again from all the rounds before it; after the first cycle the rules
find no legal pairing, which `check` reports per round) (the file limit is 999 rounds,
formats/limits.py MAX_ROUNDS). Each command runs once in a subprocess; prints seconds
per size and the growth exponent between successive sizes.

    python benchmarks/check_rounds.py [ROUNDS ...]      (default 100 200 400 999)
"""

from __future__ import annotations

import math
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def _base_file(directory: Path) -> str:
    path = directory / "base.toml"
    subprocess.run([sys.executable, "-m", "cardtable", "simulate", "--system", "roundrobin",
                    "--players", "10", "--double", "--seed", "1", "-o", str(path)],
                   check=True, capture_output=True)
    return path.read_text(encoding="utf-8")


def _repeated(base: str, rounds: int) -> str:
    """The base file with its rounds repeated, renumbered 1..``rounds``."""
    head, sep, body = base.partition("[[rounds]]")
    blocks = ["[[rounds]]" + b for b in body.split("[[rounds]]")]
    out = []
    for number in range(1, rounds + 1):
        block = blocks[(number - 1) % len(blocks)]
        out.append(re.sub(r"^number = \d+", f"number = {number}", block, count=1,
                          flags=re.M))
    head = re.sub(r"^rounds = \d+", f"rounds = {rounds}", head, count=1, flags=re.M)
    # Checked as a Dutch Swiss: every round is replayed from all the rounds before it.
    head = head.replace('system = "roundrobin"', 'system = "dutch"')
    head = re.sub(r"^double_round_robin = .*\n", "", head, flags=re.M)
    return head + "".join(out)


def _time(args: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True)
    return time.perf_counter() - start


def main(argv: list[str]) -> None:
    sizes = [int(a) for a in argv] or [100, 200, 400, 999]
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        base = _base_file(directory)
        previous: dict[str, tuple[int, float]] = {}
        print(f"{'rounds':>7} {'command':>10} {'seconds':>8} {'exponent':>9}")
        for rounds in sizes:
            path = directory / f"r{rounds}.toml"
            path.write_text(_repeated(base, rounds), encoding="utf-8")
            for command in ("check", "standings"):
                seconds = _time([command, str(path)])
                exponent = ""
                if command in previous:
                    n0, t0 = previous[command]
                    exponent = f"{math.log(seconds / t0) / math.log(rounds / n0):.2f}"
                previous[command] = (rounds, seconds)
                print(f"{rounds:>7} {command:>10} {seconds:>8.2f} {exponent:>9}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
