"""The kill -9 and concurrency drill of the file promises (issue 16).

1. ``--kills`` times (300 by default) a ``cardtable result`` or ``cardtable pair`` is
   started on one tournament and killed with SIGKILL at a random moment of its run
   (most land after start-up, in the read, the pairing or the save). After each kill
   the file must read, be either the version before the command or the one with its
   change (never half of one), and its ``.bak`` must read; the next command must not
   be refused: the lock a killed process leaves is taken over at once.
2. ``--writers`` processes (4 by default) each enter ``--each`` results at the same
   time on boards of their own, retrying while the file is in use. At the end every
   result must be in the file: none lost, none refused for longer than the lock is
   held by a live writer.

    python benchmarks/drill_kill.py                # 300 kills, 4 x 15 concurrent results

Prints the figures; exit code 1 when any count that must be 0 is not."""

from __future__ import annotations

import argparse
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "src"))

from cardtable.formats.errors import FileError
from cardtable.formats.toml_file import dumps_tournament
from cardtable.formats.save import backup_path  # noqa: E402
from cardtable.model.tournament import Game, Round, Settings, Tournament
from cardtable.model.player import Player
from cardtable.systems.files import read_toml  # noqa: E402

RESULTS = ("1-0", "0-1", "½-½")
ENV = {**os.environ, "PYTHONPATH": str(REPO / "src")}


def start_file(path: Path, players: int, rounds: int) -> None:
    settings = Settings(name="Drill", rounds=rounds, system="dutch")
    people = tuple(Player(n, f"Player {n:03d}", rating=2400 - n) for n in range(1, players + 1))
    path.write_text(dumps_tournament(Tournament(settings, people)), encoding="utf-8")


def command(path: Path, rng: random.Random) -> tuple[list[str], str]:
    """The next command: pair when the last round is finished, else enter a result
    on the first board without one. Returns (argv, what it changes)."""
    tournament = read_toml(path)
    last = tournament.last_paired_round
    if last == 0 or tournament.round(last).complete:
        if last >= tournament.settings.rounds:
            return [], "done"
        return ["pair", str(path)], f"pair {last + 1}"
    game = next(g for g in tournament.round(last).games if g.result is None)
    return (["result", str(path), str(last), str(game.board), rng.choice(RESULTS)],
            f"result {last} {game.board}")


def run(argv: list[str], kill_after: float | None = None) -> tuple[int, str, float]:
    started = time.monotonic()
    child = subprocess.Popen([sys.executable, "-m", "cardtable", *argv], env=ENV,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if kill_after is not None:
        try:
            child.wait(kill_after)
        except subprocess.TimeoutExpired:
            child.send_signal(signal.SIGKILL)
    out, err = child.communicate()
    return child.returncode, err, time.monotonic() - started


def changed(before: Tournament, after: Tournament, what: str) -> bool:
    """Whether ``after`` is ``before`` with exactly the change ``what`` made."""
    kind, *numbers = what.split()
    if kind == "pair":
        number = int(numbers[0])
        return (after.last_paired_round == number
                and after.rounds[:-1] == before.rounds[:len(after.rounds) - 1])
    rnd, board = int(numbers[0]), int(numbers[1])
    mine = next(g for g in after.round(rnd).games if g.board == board)
    return mine.result is not None


def kills(folder: Path, count: int, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    path = folder / "drill.toml"
    start_file(path, 40, 999)
    timings = [run(argv)[2] for argv, _ in (command(path, rng) for _ in range(6))]
    typical = statistics.median(timings)
    figures = {"kills": 0, "landed": 0, "corrupted": 0, "lost": 0, "refused": 0,
               "bad_backup": 0, "takeover_max_s": 0.0, "typical_s": typical}
    while figures["kills"] < count:
        argv, what = command(path, rng)
        if not argv:
            start_file(path, 40, 999)
            continue
        before_text = path.read_text(encoding="utf-8")
        before = read_toml(path)
        code, err, _ = run(argv, kill_after=rng.uniform(0.2, 1.1) * typical)
        figures["kills"] += 1
        figures["landed"] += code == -signal.SIGKILL
        try:
            after = read_toml(path)
        except FileError:
            figures["corrupted"] += 1
            path.write_text(before_text, encoding="utf-8")
            continue
        if path.read_text(encoding="utf-8") != before_text and not changed(before, after, what):
            figures["lost"] += 1
        if backup_path(path).exists():
            try:
                read_toml(backup_path(path))
            except FileError:
                figures["bad_backup"] += 1
        # the next writer: never refused because of the killed one
        argv, _ = command(path, rng)
        if argv:
            code, err, took = run(argv)
            if code != 0:
                figures["refused"] += 1
                print(f"  refused after a kill: {err.strip()[:200]}", flush=True)
            elif "took over" in err:
                figures["takeover_max_s"] = max(figures["takeover_max_s"], took)
        if figures["kills"] % 50 == 0:
            print(f"  {figures['kills']} kills ...", flush=True)
    return figures


WRITER = """
import subprocess, sys, time
path, boards, env_src = sys.argv[1], sys.argv[2].split(","), sys.argv[3]
refused, waited = 0, 0.0
for board in boards:
    started = time.monotonic()
    while True:
        done = subprocess.run([sys.executable, "-m", "cardtable", "result", path, "1", board,
                               "1-0"], capture_output=True, text=True)
        if done.returncode == 0:
            break
        if "in use" not in done.stderr:
            print("FAILED", board, done.stderr.strip(), flush=True)
            break
        refused += 1
        time.sleep(0.01)
    waited = max(waited, time.monotonic() - started)
print("REFUSED", refused, "WAITED", round(waited, 3), flush=True)
"""


def concurrent(folder: Path, writers: int, each: int) -> dict[str, float]:
    path = folder / "concurrent.toml"
    players = 2 * writers * each
    settings = Settings(name="Concurrent", rounds=5, system="dutch")
    people = tuple(Player(n, f"Player {n:03d}", rating=2400 - n) for n in range(1, players + 1))
    games = tuple(Game(b, 2 * b - 1, 2 * b, None) for b in range(1, players // 2 + 1))
    path.write_text(dumps_tournament(Tournament(settings, people, (Round(1, games),))),
                    encoding="utf-8")
    boards = [[str(w * each + i + 1) for i in range(each)] for w in range(writers)]
    children = [subprocess.Popen([sys.executable, "-c", WRITER, str(path), ",".join(b), ""],
                                 env=ENV, stdout=subprocess.PIPE, text=True)
                for b in boards]
    outputs = [c.communicate()[0] for c in children]
    figures = {"writers": writers, "results": writers * each, "failed": 0, "refusals": 0,
               "longest_wait_s": 0.0, "lost": 0, "corrupted": 0}
    for out in outputs:
        for line in out.splitlines():
            words = line.split()
            if words[0] == "FAILED":
                figures["failed"] += 1
            elif words[0] == "REFUSED":
                figures["refusals"] += int(words[1])
                figures["longest_wait_s"] = max(figures["longest_wait_s"], float(words[3]))
    try:
        final = read_toml(path)
    except FileError:
        figures["corrupted"] = 1
        return figures
    figures["lost"] = sum(1 for g in final.round(1).games if g.result is None)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=300)
    parser.add_argument("--writers", type=int, default=4)
    parser.add_argument("--each", type=int, default=15)
    parser.add_argument("--seed", type=int, default=16)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="cardtable-drill-") as where:
        started = time.monotonic()
        k = kills(Path(where), args.kills, args.seed)
        print(f"kill -9 during result and pair: {k['kills']} kills ({k['landed']} landed "
              f"before the command ended; a command takes {k['typical_s']:.2f} s): "
              f"{k['corrupted']} corrupted, {k['lost']} lost or half-made changes, "
              f"{k['bad_backup']} unreadable backups, {k['refused']} next writers "
              f"refused; slowest run that took a lock over: {k['takeover_max_s']:.2f} s "
              f"[{time.monotonic() - started:.0f} s]", flush=True)
        started = time.monotonic()
        c = concurrent(Path(where), args.writers, args.each)
        print(f"concurrent writers: {c['writers']} processes, {c['results']} results: "
              f"{c['corrupted']} corrupted, {c['lost']} lost, {c['failed']} failed; "
              f"{c['refusals']} refusals while a live writer held the lock (retried), "
              f"longest wait {c['longest_wait_s']:.2f} s "
              f"[{time.monotonic() - started:.0f} s]", flush=True)
    bad = (k["corrupted"] + k["lost"] + k["bad_backup"] + k["refused"] + c["corrupted"]
           + c["lost"] + c["failed"])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
