"""The differential run of issue 37: simulated Swiss Team Pairing System (C.04.6)
tournaments, each round's TRF-2026 team file (as ``cardtable export`` writes it)
paired by ``cardtable engine --team IN -p OUT`` and by the FIDE TEC's own engine,
Gacrux (the ``gacrux`` package of TieBreakServer, ``python -m gacrux.pairingchecker
-i IN -p``; kept outside the repository, its folder on the command line), the two
pairings compared, colours included.

    python benchmarks/team_gacrux_differential.py GACRUX_DIR [--tournaments 120]
        [--start 0] [--examples 3] [--python PY] [--fork BIN] [--keep DIR]

GACRUX_DIR is the folder that holds the package ``gacrux/`` (its ``pairingchecker``
needs networkx: ``--python`` names an interpreter that has it, the running one by
default). Seed k draws 5-23 teams of 1-6 boards, 4-11 rounds (fewer than the
teams), colour preference Type A, B or none, match or game points primary, and
each game's result; the rounds are published as cardtable pairs them. Each of
cardtable's rounds is also checked by ``tests/team_independent.py`` (brute force,
written apart from the engine). With ``--fork BIN`` the C++ team fork
(Sharly-Chess/bbpPairings, built outside the repository) pairs the same files, and
each round where it differs from cardtable is classified as in
``team_fork_differential.py``, with the side Gacrux takes.

A round the two pair differently is classified at the first bracket where they
differ, by the classes of ``team_fork_differential.py`` (C4, C5, the choice of the
set of upfloaters, the bracket's pairing, the PAB); a round with the same matches
and other colours by the step of art. 4.3 cardtable used, and whether a team of the
match is in art. 1.7.2's last-round clause (Type B, colour difference 0)."""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from cardtable.model.tournament import Tournament
from cardtable.model.team import Score, TeamScoring
from cardtable.systems.base import Pairing
from cardtable.systems.files import dumps_trf
from cardtable.systems.registry import descriptor
from cardtable.systems.replay import before_round
from cardtable.systems.team.colour import allocate
from cardtable.systems.team.engine import pair_teams
from cardtable.systems.team.state import ColourType, Options, TeamState
from cardtable.systems.team.steps import TeamColourStep

sys.path.insert(0, str(Path(__file__).resolve().parent))
from team_fork_differential import (  # noqa: E402
    Pairs, cardtable_engine, classify, competition, fork_engine, play, states_of)
from team_independent import problems  # noqa: E402  (tests/, put on the path by it)

#: the classes this run adds to the fork run's (C.04.6 articles)
CLASSES: dict[str, str] = {
    "colours only: art. 1.7.2 last round": "the same matches, other colours, a team of "
        "the match with colour difference 0 in the last round of a Type B competition "
        "(art. 1.7.2: the strong preference of its first two paragraphs where they "
        "fit, else the fifth's none)",
    "colours only": "the same matches, other colours (art. 4.3)",
    "Gacrux gives no pairing": "pairingchecker stopped without a pairing",
}


def seeded(seed: int) -> tuple[Tournament, int, random.Random, str]:
    """Seed ``seed``'s tournament before round 1, its rounds, its lot and a label."""
    lot = random.Random(seed)
    count = lot.randint(5, 23)
    boards, rounds = lot.randint(1, 6), lot.randint(4, min(11, count - 1))
    kind = lot.choice(("A", "B", "none"))
    primary = lot.choice((Score.MATCH_POINTS, Score.GAME_POINTS))
    scoring = TeamScoring(boards=boards, colour_preference=kind, primary=primary)
    label = f"{count} teams, {boards} boards, Type {kind}, {primary.name}"
    return competition(seed, count, rounds, scoring), rounds, lot, label


#: a worker run by Gacrux's interpreter: each line of its input a TRF file's path,
#: each line of its output what ``pairingchecker -i FILE -p -F JSON`` prints for it,
#: as a JSON string (one start of Python for the whole run, not one a round)
WORKER = """
import contextlib, io, json, sys
from gacrux.pairingchecker import pairingchecker
for line in sys.stdin:
    out = io.StringIO()
    sys.argv = ["pairingchecker", "-i", line.rstrip("\\n"), "-p", "-F", "JSON"]
    try:
        with contextlib.redirect_stdout(out):
            pairingchecker().common_main()
    except BaseException as stop:
        out.write("stopped: " + repr(stop))
    print(json.dumps(out.getvalue()), flush=True)
"""


class Gacrux:
    """Gacrux's ``pairingchecker``, started once in ``folder`` by ``python``."""

    def __init__(self, python: str, folder: str) -> None:
        self.process = subprocess.Popen(
            [python, "-c", WORKER], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True, env={**os.environ, "PYTHONPATH": folder})

    def pair(self, trf: Path) -> tuple[Pairs, Pairs, int | None] | None:
        """The matches (white, black) as given, the same sorted, and the PAB; None
        when it gives no pairing."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(f"{trf}\n")
        self.process.stdin.flush()
        printed = json.loads(self.process.stdout.readline() or '""')
        try:
            pairs = json.loads(printed)["pairingResult"]["pairs"]
        except (ValueError, KeyError, TypeError):
            return None
        games = tuple((int(w), int(b)) for w, b in pairs if int(b) != 0)
        pab = next((int(w) for w, b in pairs if int(b) == 0), None)
        return games, tuple(sorted(games)), pab

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def colours(states: list[TeamState], options: Options, ours: Pairing,
            theirs: Pairs) -> tuple[str, str]:
    """The class of a round with the same matches and other colours, and the
    matches coloured differently with the step of art. 4.3 cardtable used."""
    assert ours.trace is not None
    rule = {(s.white, s.black): s.rule for s in ours.trace.steps
            if isinstance(s, TeamColourStep)}
    by = {t.tpn: t for t in states}
    out, kind = [], "colours only"
    for white, black in ours.boards:
        if (white, black) in theirs:
            continue
        step = rule.get((white, black), allocate(by[white], by[black], options).step)
        out.append(f"cardtable {white}-{black} (art. {step}), Gacrux {black}-{white}")
        if (options.colour_type is ColourType.B and options.last_round
                and 0 in (by[white].colour_difference, by[black].colour_difference)):
            kind = "colours only: art. 1.7.2 last round"
    return kind, "; ".join(out)


class ForkTally:
    """Where the C++ team fork is given too: each round the fork pairs otherwise than
    cardtable classified as in ``team_fork_differential.py``, and which of the two
    Gacrux agrees with in each class."""

    def __init__(self, binary: str, scratch: Path) -> None:
        self.binary, self.out = binary, scratch / "fork.txt"
        self.rounds = self.same_ct = self.same_gacrux = 0
        self.classes: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])

    def add(self, trf: Path, states: list[TeamState], options: Options, traced: Pairing,
            ours: tuple[Pairs, int | None], gacrux: tuple[Pairs, int | None] | None) -> None:
        self.out.unlink(missing_ok=True)
        fork = fork_engine(self.binary, trf, self.out)
        self.rounds += 1
        self.same_ct += fork == ours
        self.same_gacrux += fork == gacrux
        if fork == ours:
            return
        fork = fork or ((), None)  # no output at all: no pairing
        pab = [] if fork[1] is None else [fork[1]]
        seated = sorted([x for pair in fork[0] for x in pair] + pab)
        kind = ("the fork finds no legal pairing (exit 1)" if not seated else
                "the fork pairs a team twice or not at all"
                if seated != sorted(t.tpn for t in states)
                else classify(states, options, traced, *fork)[0])
        counts = self.classes[kind]
        counts[0] += 1
        counts[1] += gacrux == ours
        counts[2] += gacrux == fork

    def report(self) -> None:
        print(f"the C++ team fork on the same {self.rounds} rounds: {self.same_ct} identical to "
              f"cardtable, {self.same_gacrux} to Gacrux; where it differs from cardtable, by "
              f"class (team_fork_differential.py): rounds, Gacrux = cardtable, Gacrux = fork")
        for kind, (rounds, ct, fork) in sorted(self.classes.items(), key=lambda kv: -kv[1][0]):
            print(f"  {rounds:5d} {ct:5d} {fork:5d}  {kind}")


def run(engine: Gacrux, seeds: range, examples: int, keep: Path | None, check: int,
        fork_binary: str | None) -> int:
    system = descriptor("team")
    compared = same = checked = 0
    kinds: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    found: dict[str, list[tuple[int, int, str, str]]] = defaultdict(list)
    failed: list[tuple[int, int, str]] = []
    with tempfile.TemporaryDirectory() as scratch:
        trf, out_ct = Path(scratch) / "in.trf", Path(scratch) / "ct.txt"
        fork = ForkTally(fork_binary, Path(scratch)) if fork_binary else None
        for seed in seeds:
            t, rounds, lot, label = seeded(seed)
            for n in range(1, rounds + 1):
                text = dumps_trf(before_round(t, n), "trf26")
                trf.write_text(text)
                out_ct.unlink(missing_ok=True)
                ours_out = cardtable_engine(trf, out_ct)
                if ours_out is None:
                    break
                theirs = engine.pair(trf)
                states, options = states_of(text, n)
                traced = pair_teams(states, n, options, trace=True)
                if len(states) <= check:
                    checked += 1
                    failed += [(seed, n, p) for p in problems(states, options, traced)]
                compared += 1
                if fork is not None:
                    fork.add(trf, states, options, traced, ours_out,
                             None if theirs is None else (theirs[1], theirs[2]))
                kind_of = label.split(", ", 2)[2]
                kinds[kind_of][0] += 1
                if theirs is not None and (theirs[1], theirs[2]) == ours_out:
                    same += 1
                    kinds[kind_of][1] += 1
                else:
                    kind, detail = why(states, options, traced, theirs)
                    found[kind].append((seed, n, label, detail))
                    if keep is not None:
                        keep.mkdir(parents=True, exist_ok=True)
                        (keep / f"seed{seed}-round{n}.trf").write_text(text)
                t = play(t, n, system.pair(t, n), lot)
    print(f"{len(seeds)} tournaments (seeds {seeds.start}-{seeds.stop - 1}): {compared} rounds "
          f"compared, {same} identical to Gacrux (matches and colours), {compared - same} differ")
    for kind_of, (rounds_of, same_of) in sorted(kinds.items()):
        print(f"  {kind_of}: {rounds_of} rounds, {same_of} identical")
    for kind, cases in sorted(found.items(), key=lambda kv: -len(kv[1])):
        print(f"{len(cases):5d}  {kind}: {CLASSES.get(kind, '')}")
        for seed, n, label, detail in cases[:examples]:
            print(f"         seed {seed} round {n} ({label}): {detail}")
    broken = sorted({(s, n) for s, n, _ in failed})
    print(f"cardtable's pairing checked by tests/team_independent.py in {checked} rounds "
          f"(up to {check} teams), fails it in {len(broken)}: {broken[:examples]}")
    if fork is not None:
        fork.report()
    return 1 if failed or found.get("cardtable breaks a rule") else 0


def why(states: list[TeamState], options: Options, traced: Pairing,
        theirs: tuple[Pairs, Pairs, int | None] | None) -> tuple[str, str]:
    """The class of a round Gacrux pairs otherwise, and what shows it."""
    if theirs is None:
        return "Gacrux gives no pairing", ""
    games, ordered, pab = theirs
    if ({frozenset(p) for p in traced.boards} == {frozenset(p) for p in games}
            and traced.pab == pab):
        return colours(states, options, traced, games)
    kind, detail = classify(states, options, traced, ordered, pab)
    return kind, detail.replace("fork", "Gacrux")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("gacrux", help="the folder holding the gacrux package")
    parser.add_argument("--tournaments", type=int, default=120)
    parser.add_argument("--start", type=int, default=0, help="the first seed")
    parser.add_argument("--examples", type=int, default=3, help="cases shown per class")
    parser.add_argument("--python", default=sys.executable,
                        help="the interpreter that runs Gacrux (with networkx)")
    parser.add_argument("--check", type=int, default=12, metavar="N",
                        help="check cardtable's rounds of up to N teams by brute force")
    parser.add_argument("--fork", metavar="BIN",
                        help="also the C++ team fork's binary (bbpPairings --team)")
    parser.add_argument("--keep", type=Path, metavar="DIR",
                        help="write each round that differs as DIR/seedS-roundN.trf")
    args = parser.parse_args(argv)
    if not (Path(args.gacrux) / "gacrux" / "pairingchecker.py").exists():
        parser.error(f"{args.gacrux}: no gacrux/pairingchecker.py in it")
    seeds = range(args.start, args.start + args.tournaments)
    engine = Gacrux(args.python, str(Path(args.gacrux).resolve()))
    try:
        return run(engine, seeds, args.examples, args.keep, args.check, args.fork)
    finally:
        engine.close()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
