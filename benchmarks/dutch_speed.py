"""How fast the Dutch engine pairs one round, and how that grows with the field: one
round paired by the whole ``cardtable engine --dutch IN.trf -p`` process, at 1 000 to
10 000 players, with its time and peak memory.

Three cases per size:

* round 1: one bracket of the whole field;
* round 2 after a normal round 1 (the top half meets the bottom half, as C.04.3
  pairs a first round): two or three huge homogeneous brackets, the hard case;
* round 5 of 9, rounds 1-4 played.

The history is made here, cheaply, not by the engine: round 1 as above, later rounds
by pairing each player, in score order, with the next one he has not met, colours
alternating; results are drawn from the ratings. With ``--simulated`` the rounds
before are played by the engine itself (``simulate_swiss``: draws, requested byes,
forfeits, a withdrawal, late entries), as ``cardtable simulate`` plays them: slower to
prepare, closer to a real event. With ``--explain`` each round is explained instead
(``cardtable explain IN.trf --round N``: the engine with its trace, the text printed).
Each round is paired in a child process; its wall time and peak memory (``ru_maxrss``
of the child) are printed, then the growth exponent between sizes (the log-log
slope). 9 998 players is the "10 000" case: a TRF holds at most 9 999.

    nice python benchmarks/dutch_speed.py              # 1000 2000 5000 9998
    nice python benchmarks/dutch_speed.py 100 500      # other sizes
    nice python benchmarks/dutch_speed.py --simulated  # rounds before played by the engine
    nice python benchmarks/dutch_speed.py --explain    # `cardtable explain` of each round
    python benchmarks/dutch_speed.py --keep DIR 2000   # keep the TRF files in DIR
"""

from __future__ import annotations

import math
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from cardtable.systems.files import write_trf
from cardtable.model.tournament import Bye, Game, Round, Settings, Tournament
from cardtable.model.results import ByeKind
from cardtable.systems.replay import before_round
from cardtable.systems.simulation import Chances, draw_result, random_players, simulate_swiss

ROUNDS, SEED = 9, 2026
CASES = (("round 1", 1), ("round 2", 2), ("round 5 of 9", 5))


def _score(result, white: bool) -> float:
    name = result.name
    if name == "DRAW":
        return 0.5
    if name in ("WHITE_WINS", "WHITE_WINS_BY_FORFEIT"):
        return 1.0 if white else 0.0
    if name in ("BLACK_WINS", "BLACK_WINS_BY_FORFEIT"):
        return 0.0 if white else 1.0
    return 0.0


def history(players: int, played: int, seed: int = SEED) -> Tournament:
    """A tournament of ``ROUNDS`` rounds with rounds 1..``played`` played."""
    rng = random.Random(seed)
    field = random_players(players, rng)
    by_no = {p.start_no: p for p in field}
    settings = Settings(name=f"Scale benchmark ({players} players)", place="Benchmark",
                        system="dutch", rounds=ROUNDS, initial_colour="white")
    tournament = Tournament(settings, tuple(field), ())
    score = {p.start_no: 0.0 for p in field}
    met: dict[int, set[int]] = {p.start_no: set() for p in field}
    whites = {p.start_no: 0 for p in field}
    chances = Chances(forfeit=0.0, double_forfeit=0.0)
    for number in range(1, played + 1):
        order = sorted(score, key=lambda s: (-score[s], s))
        pairs: list[tuple[int, int]] = []
        if number == 1:
            half = len(order) // 2
            pairs = [(order[k], order[half + k]) if k % 2 == 0 else (order[half + k], order[k])
                     for k in range(half)]
        else:
            free = list(order)
            while len(free) > 1:
                a = free.pop(0)
                k = next((k for k, b in enumerate(free) if b not in met[a]), 0)
                b = free.pop(k)
                pairs.append((a, b) if whites[a] <= whites[b] else (b, a))
        games = []
        for board, (white, black) in enumerate(pairs, start=1):
            result = draw_result(rng, by_no[white], by_no[black], chances)
            games.append(Game(board, white, black, result))
            score[white] += _score(result, True)
            score[black] += _score(result, False)
            met[white].add(black)
            met[black].add(white)
            whites[white] += 1
        paired = {s for pair in pairs for s in pair}
        byes = tuple(Bye(s, ByeKind.PAB) for s in order if s not in paired)
        for bye in byes:
            score[bye.player] += 1.0
        tournament = tournament.with_round(Round(number, tuple(games), byes))
    return tournament


def simulated(players: int, played: int, seed: int = SEED) -> Tournament:
    """A tournament of ``ROUNDS`` rounds with rounds 1..``played`` played by the engine
    and the next round's requested byes."""
    tournament = simulate_swiss("dutch", players, played + 1, seed)
    tournament = replace(tournament, settings=replace(tournament.settings, rounds=ROUNDS))
    return before_round(tournament, played + 1)


def pair_in_child(path: Path, number: int, explain: bool) -> tuple[float, float, str]:
    """Seconds and peak memory (MiB, ``ru_maxrss`` from ``os.wait4``) of
    ``cardtable engine --dutch PATH -p`` (with ``explain``: ``cardtable explain PATH
    --round NUMBER``, the round paired with its trace), and its output (or why it
    failed)."""
    out_path, err_path = path.with_suffix(".out"), path.with_suffix(".err")
    command = (["explain", str(path), "--round", str(number)] if explain
               else ["engine", "--dutch", str(path), "-p"])
    with open(out_path, "w") as out, open(err_path, "w") as err:
        start = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-m", "cardtable", *command],
                                 stdout=out, stderr=err)
        _, status, usage = os.wait4(child.pid, 0)
        seconds = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        lines = err_path.read_text().strip().splitlines() or ["exit " + str(child.returncode)]
        return seconds, usage.ru_maxrss / 1024, "FAILED: " + lines[-1]
    return seconds, usage.ru_maxrss / 1024, out_path.read_text()


def slope(a: tuple[int, float], b: tuple[int, float]) -> str:
    if a[1] <= 0 or b[1] <= 0 or a[0] == b[0]:
        return "-"
    return f"{math.log(b[1] / a[1]) / math.log(b[0] / a[0]):.2f}"


def main(sizes: list[int], keep: Path | None, engine_history: bool, explain: bool) -> None:
    load = os.getloadavg()
    what = "`explain --round N`" if explain else "`engine --dutch -p`"
    print(f"Dutch engine, one round per size ({what} in a child process); "
          f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}, "
          f"{os.cpu_count()} CPUs; rounds before "
          + ("played by the engine" if engine_history else "generated"))
    with tempfile.TemporaryDirectory() as tmp:
        folder = keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        for label, number in CASES:
            print(f"\n{label}")
            print(f"{'players':>8} {'seconds':>9} {'peak MiB':>9} {'time exp':>9} "
                  f"{'memory exp':>11}")
            previous = None
            for players in sizes:
                path = folder / f"scale-{players}-r{number}.trf"
                # made in a child of its own: a child forked from a big process
                # starts with that process's memory in its ru_maxrss
                subprocess.run([sys.executable, __file__, "--write", str(path), str(players),
                                str(number - 1)] + (["--simulated"] if engine_history else []),
                               check=True)
                seconds, peak, out = pair_in_child(path, number, explain)
                note = " " + out if out.startswith("FAILED") else ""
                grow = (f"{slope((previous[0], previous[1]), (players, seconds)):>9} "
                        f"{slope((previous[0], previous[2]), (players, peak)):>11}"
                        if previous else f"{'':>9} {'':>11}")
                print(f"{players:>8} {seconds:>9.2f} {peak:>9.0f} {grow}{note}", flush=True)
                previous = (players, seconds, peak)
    load = os.getloadavg()
    print(f"\nload average at the end {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")


def write(path: Path, players: int, played: int, engine_history: bool) -> None:
    made = simulated if engine_history else history
    write_trf(made(players, played), path)


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--write"]:
        write(Path(args[1]), int(args[2]), int(args[3]), "--simulated" in args)
        sys.exit(0)
    keep_dir = None
    if "--keep" in args:
        at = args.index("--keep")
        keep_dir, args = Path(args[at + 1]), args[:at] + args[at + 2:]
    flags = {"--simulated", "--explain"}
    sizes = [int(a) for a in args if a not in flags]
    main(sizes or [1000, 2000, 5000, 9998], keep_dir, "--simulated" in args,
         "--explain" in args)
