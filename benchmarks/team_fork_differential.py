"""The differential run of issue 28: simulated Swiss Team Pairing System (C.04.6)
tournaments, each round's TRF-2026 team file paired by ``cardtable engine --team IN
-p OUT`` and by the public fork of the endorsed C++ engine that implements C.04.6
behind ``--team`` (Sharly-Chess/bbpPairings, built outside the repository; its
binary is given on the command line), the two pairings compared.

Every round that differs is classified at the first bracket (the highest
top-scoregroup, in the order cardtable pairs them, art. 3.3.2) where the two
pairings differ, by the criterion that separates them there, read from the teams'
states (the fork's pairing of that bracket's residents against cardtable's): the
PAB (art. 3.4), the number of upfloaters of the bracket (C4), their score
differences (C5), the choice among sets as good for C5 (art. 3.5.4-3.5.5: C6, C7,
then the order of the TPNs), the bracket's pairing (art. 3.6.4: C8-C10, then the
identifiers' order), or the colours (art. 4.3). Each of cardtable's rounds is also
checked by ``tests/team_independent.py`` (brute force, written apart from the engine).

    python benchmarks/team_fork_differential.py BIN [--tournaments 60] [--start 0]
        [--examples 3]
    python benchmarks/team_fork_differential.py BIN --cases DIR

The tournaments: seed k draws 5-16 teams of 1, 2 or 4 boards, 4-9 rounds, colour
preference Type A, B or none, and each game's result (the seeds of issue 28's
first run); the rounds are published as cardtable pairs them."""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import subprocess
import sys
import tempfile
from collections import defaultdict
from fractions import Fraction
from pathlib import Path
from typing import Iterable

from cardtable.cli.main import main as cardtable_main
from cardtable.model.results import GameResult
from cardtable.model.player import Player
from cardtable.model.tournament import Round, Settings, Tournament
from cardtable.model.team import Team, TeamScoring
from cardtable.systems.base import Pairing, publish
from cardtable.systems.files import dumps_trf, parse_trf
from cardtable.systems.registry import descriptor
from cardtable.systems.replay import before_round
from cardtable.systems.team.colour import allocate
from cardtable.systems.team.engine import pair_teams
from cardtable.systems.team.individual import options_for
from cardtable.systems.team.members import for_round, team_states, to_pair
from cardtable.systems.team.state import Options, TeamState
from cardtable.systems.team.steps import TeamBracketStep, TeamChoiceStep, TeamColourStep

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from team_independent import fewest, identifier, problems, shortfall  # noqa: E402

Pairs = tuple[tuple[int, int], ...]

#: each class of difference: what separates the two pairings and the article that
#: settles it (C.04.6)
CLASSES: dict[str, str] = {
    "C4 over the round": "the fork takes upfloaters this bracket does not need (its "
                         "upfloaters weighed over the round); C4 is weighed for the "
                         "bracket of the top-scoregroup (art. 2.3, 3.3.2, 3.5.2)",
    "C5 over the round": "as many upfloaters, with larger score differences in this "
                         "bracket (C5, art. 2.3.2, weighed by art. 3.5.2 for the bracket)",
    "C8 choosing upfloaters": "a set as good for C4 and C5 but later by art. 3.5.4 or "
                              "worse for C6/C7, with fewer colour preferences unmet "
                              "in the bracket: art. 3.5.5 chooses by C6 and C7 only",
    "C6/C7 of the set": "a set as good for C4 and C5 that does worse by C6 or C7 "
                        "(art. 2.3.3-2.3.4, art. 3.5.5)",
    "art. 3.5.4 order of sets": "a set as good by C4-C7 later in the order of TPNs "
                                "(art. 3.5.4-3.5.5)",
    "C8-C10 of the bracket": "the same bracket paired with more criteria unmet "
                             "(art. 3.6.4)",
    "art. 3.6.3 identifier order": "the same bracket, as good by C8-C10, a later "
                                   "identifier (art. 3.6.2-3.6.4)",
    "PAB": "another team receives the PAB (art. 3.4)",
    "colours only": "the same matches, other colours (art. 4.3)",
    "cardtable breaks a rule": "the fork's pairing is better by a rule cardtable must "
                               "follow",
}


def tournament(seed: int) -> tuple[Tournament, int, random.Random]:
    """Seed ``seed``'s tournament before round 1, its rounds and its lot."""
    lot = random.Random(seed)
    count, boards, rounds = lot.randint(5, 16), lot.choice((1, 2, 4)), lot.randint(4, 9)
    kind = lot.choice(("A", "B", "none"))
    return competition(seed, count, rounds, TeamScoring(boards=boards, colour_preference=kind)), \
        rounds, lot


def competition(seed: int, count: int, rounds: int, scoring: TeamScoring) -> Tournament:
    """``count`` teams of ``scoring.boards`` players (team k's players follow team
    k-1's) before round 1 of ``rounds``, initial colour White."""
    players, teams, number = [], [], 0
    for tpn in range(1, count + 1):
        roster = []
        for _ in range(scoring.boards):
            number += 1
            players.append(Player(number, f"P{number}", 2000))
            roster.append(number)
        teams.append(Team(tpn, f"T{tpn}", tuple(roster)))
    settings = Settings(name=f"simulated {seed}", system="team", rounds=rounds,
                        initial_colour="white", team=scoring)
    return Tournament(settings, tuple(players),
                      tuple(Round(n) for n in range(1, rounds + 1)), tuple(teams))


def play(t: Tournament, n: int, pairing: Pairing, lot: random.Random) -> Tournament:
    """Round ``n`` published as ``pairing`` and each game's result drawn: White wins
    40 %, a draw 25 %, Black wins 35 %."""
    t = publish(t, pairing)
    for game in t.round(n).games:
        x = lot.random()
        t = t.with_result(n, game.board, GameResult.WHITE_WINS if x < 0.4 else
                          GameResult.DRAW if x < 0.65 else GameResult.BLACK_WINS)
    return t


def read_output(path: Path) -> tuple[Pairs, int | None] | None:
    """An engine's ``-p`` output: the matches (white, black) and the PAB."""
    if not path.exists():
        return None
    numbers = [int(x) for x in path.read_text().split()[1:]]
    pairs = [(numbers[k], numbers[k + 1]) for k in range(0, len(numbers), 2)]
    pab = next((w for w, b in pairs if b == 0), None)
    return tuple(sorted(p for p in pairs if p[1] != 0)), pab


def cardtable_engine(trf: Path, out: Path) -> tuple[Pairs, int | None] | None:
    """``cardtable engine --team TRF -p OUT``, run by the command's own entry point."""
    with contextlib.redirect_stderr(io.StringIO()):
        cardtable_main(["engine", "--team", str(trf), "-p", str(out)])
    return read_output(out)


def fork_engine(binary: str, trf: Path, out: Path) -> tuple[Pairs, int | None] | None:
    subprocess.run([binary, "--team", str(trf), "-p", str(out)], capture_output=True)
    return read_output(out)


def states_of(text: str, round_no: int) -> tuple[list[TeamState], Options]:
    """The teams as cardtable's engine pairs round ``round_no`` of the file."""
    t = parse_trf(text, "round.trf")
    scoring = t.settings.team
    states = team_states(t, t.teams, scoring, round_no, scoring.boards)
    states = for_round(states, scoring, t.settings.forbidden_pairs, round_no)
    return to_pair(t, t.teams, states, round_no), options_for(t, scoring, round_no)


def _c5(top: Fraction, teams: list[TeamState]) -> list[Fraction]:
    return sorted((top - t.primary for t in teams), reverse=True)


def _c6_c7(top: Fraction, ups: list[TeamState], lower: list[TeamState],
           by: dict[int, TeamState], options: Options) -> tuple[int, int]:
    # C6 (art. 2.3.3): the scoregroup following ``top`` among the round's teams
    following = max((t.primary for t in by.values() if t.primary < top), default=None)
    rest = [t for t in lower if t not in ups]
    c6 = fewest(rest, by) if any(t.primary == following for t in rest) else 0
    c7 = 0 if options.last_two else sum(1 for t in ups if t.floated)
    return c6, c7


def _key(pairs: list[tuple[int, int]]) -> tuple[int, ...]:
    ordered = sorted((min(p), max(p)) for p in pairs)
    return tuple(a for a, _ in ordered) + tuple(b for _, b in ordered)


def classify(states: list[TeamState], options: Options, ours: Pairing,
             theirs: Pairs, their_pab: int | None) -> tuple[str, str]:
    """The class of a round the two engines pair differently and what shows it."""
    by = {t.tpn: t for t in states}
    mine = {frozenset(p) for p in ours.boards}
    if mine == {frozenset(p) for p in theirs} and ours.pab == their_pab:
        return "colours only", _colours(states, options, ours, theirs)
    if ours.pab != their_pab:
        return "PAB", f"cardtable {ours.pab}, fork {their_pab}"
    partner = {a: b for p in theirs for a, b in (p, p[::-1])}
    assert ours.trace is not None
    steps = ours.trace.steps
    brackets = [s for s in steps if isinstance(s, TeamBracketStep)]
    choices = [s for s in steps if isinstance(s, TeamChoiceStep)]
    left = [t for t in states if t.tpn != ours.pab]
    for step, choice in zip(brackets, choices):
        members = set(step.residents) | set(step.upfloaters)
        theirs_here = {frozenset((r, partner[r])) for r in step.residents}
        if theirs_here == {frozenset(p) for p in choice.pairs}:
            left = [t for t in left if t.tpn not in members]
            continue
        top = by[step.residents[0]].primary
        lower = [t for t in left if t.primary != top]
        up_ours = [by[k] for k in step.upfloaters]
        up_fork = sorted({by[partner[r]] for r in step.residents if partner[r] not in
                          step.residents}, key=lambda t: (-t.primary, t.tpn))
        bracket_fork = sorted((min(r, partner[r]), max(r, partner[r])) for r in step.residents
                              if r < partner[r] or partner[r] not in step.residents)
        where = (f"bracket {step.number} (score {top}): cardtable "
                 f"{_show(choice.pairs)} upfloaters {step.upfloaters}; fork "
                 f"{_show(bracket_fork)} upfloaters {tuple(t.tpn for t in up_fork)}")
        if len(up_fork) != len(up_ours):
            return ("C4 over the round" if len(up_fork) > len(up_ours)
                    else "cardtable breaks a rule"), where
        c5_ours, c5_fork = _c5(top, up_ours), _c5(top, up_fork)
        if c5_ours != c5_fork:
            return ("C5 over the round" if c5_fork > c5_ours
                    else "cardtable breaks a rule"), where
        if {t.tpn for t in up_fork} != set(step.upfloaters):
            mine_67 = _c6_c7(top, up_ours, lower, by, options)
            fork_67 = _c6_c7(top, up_fork, lower, by, options)
            if fork_67 < mine_67:
                return "cardtable breaks a rule", where + f" C6/C7 {mine_67} {fork_67}"
            ours_q = shortfall(list(choice.pairs), by, options)
            fork_q = shortfall(bracket_fork, by, options)
            where += f"; (C6, C7) {mine_67} / {fork_67}; (C8, C9, C10) {ours_q} / {fork_q}"
            if fork_q < ours_q:
                return "C8 choosing upfloaters", where
            return ("C6/C7 of the set" if fork_67 > mine_67
                    else "art. 3.5.4 order of sets"), where
        ours_q = shortfall(list(choice.pairs), by, options)
        fork_q = shortfall(bracket_fork, by, options)
        where += f"; (C8, C9, C10) {ours_q} / {fork_q}"
        if fork_q != ours_q:
            return ("C8-C10 of the bracket" if fork_q > ours_q
                    else "cardtable breaks a rule"), where
        return ("art. 3.6.3 identifier order" if _key(bracket_fork) > _key(list(choice.pairs))
                else "cardtable breaks a rule"), where
    return "cardtable breaks a rule", "no bracket differs although the pairings do"


def motive(states: list[TeamState], options: Options, ours: Pairs, theirs: Pairs) -> str:
    """What the fork's whole round does better than cardtable's, by the first measure
    that differs when the criteria are weighed over the round instead of the
    bracket: the upfloaters (the lower team of each pair of different scores; C4),
    their scores (ascending, the higher the better; C5), C8-C10, the identifier of
    all the round's pairs (art. 3.6.2)."""
    by = {t.tpn: t for t in states}

    def measures(pairs: Pairs) -> tuple[tuple[Fraction | int, ...], ...]:
        lower = [min(by[a].primary, by[b].primary) for a, b in pairs
                 if by[a].primary != by[b].primary]
        return ((len(lower),), tuple(-x for x in sorted(lower)),
                shortfall(list(pairs), by, options),
                identifier([(min(p), max(p)) for p in pairs]))

    names = ("fewer upfloaters", "higher upfloaters' scores", "fewer C8-C10 shortfalls",
             "a smaller identifier")
    for name, mine, fork in zip(names, measures(ours), measures(theirs)):
        if mine != fork:
            if fork < mine:
                return f"{name} over the round"
            return f"not better over the round ({name} in cardtable's)"
    return "the same measures over the round"


def _show(pairs: Iterable[tuple[int, ...]]) -> str:
    return " ".join("-".join(map(str, sorted(p))) for p in sorted(tuple(sorted(p)) for p in pairs))


def _colours(states: list[TeamState], options: Options, ours: Pairing,
             theirs: Pairs) -> str:
    """The matches coloured differently, with the step of art. 4.3 cardtable used."""
    assert ours.trace is not None
    rule = {(s.white, s.black): s.rule for s in ours.trace.steps
            if isinstance(s, TeamColourStep)}
    by = {t.tpn: t for t in states}
    out = []
    for white, black in ours.boards:
        if (white, black) not in theirs:
            step = allocate(by[white], by[black], options).step
            out.append(f"cardtable {white}-{black} (art. {rule.get((white, black), step)}), "
                       f"fork {black}-{white}")
    return "; ".join(out)


def run(binary: str, seeds: range, examples: int) -> int:
    system = descriptor("team")
    compared = same = 0
    found: dict[str, list[tuple[int, int, str, str]]] = defaultdict(list)
    failed: list[tuple[int, int, str]] = []
    with tempfile.TemporaryDirectory() as scratch:
        trf, out_ct, out_fork = (Path(scratch) / n for n in ("in.trf", "ct.txt", "fork.txt"))
        for seed in seeds:
            t, rounds, lot = tournament(seed)
            for n in range(1, rounds + 1):
                text = dumps_trf(before_round(t, n), "trf26")
                trf.write_text(text)
                for path in (out_ct, out_fork):
                    path.unlink(missing_ok=True)
                ours_out = cardtable_engine(trf, out_ct)
                theirs_out = fork_engine(binary, trf, out_fork)
                if ours_out is None:
                    break
                states, options = states_of(text, n)
                traced = pair_teams(states, n, options, trace=True)
                if tuple(sorted(traced.boards)) != ours_out[0]:
                    raise SystemExit(f"seed {seed} round {n}: the command and the engine differ")
                failed += [(seed, n, p) for p in problems(states, options, traced)]
                compared += 1
                if theirs_out is None:
                    found["the fork gives no pairing"].append((seed, n, "", ""))
                elif theirs_out == ours_out:
                    same += 1
                else:
                    kind, detail = classify(states, options, traced, *theirs_out)
                    why = motive(states, options, ours_out[0], theirs_out[0])
                    found[kind].append((seed, n, detail, why))
                t = play(t, n, system.pair(t, n), lot)
    print(f"{len(seeds)} tournaments (seeds {seeds.start}-{seeds.stop - 1}): {compared} rounds "
          f"compared, {same} identical (matches and colours), {compared - same} differ")
    print(f"cardtable's pairing fails the independent check (tests/team_independent.py) "
          f"in {len({(s, n) for s, n, _ in failed})} rounds")
    for seed, n, why in failed[:examples]:
        print(f"  seed {seed} round {n}: {why}")
    for kind, cases in sorted(found.items(), key=lambda kv: -len(kv[1])):
        print(f"{len(cases):5d}  {kind}: {CLASSES.get(kind, '')}")
        motives: dict[str, int] = defaultdict(int)
        for case in cases:
            motives[case[3]] += 1
        for why, count in sorted(motives.items(), key=lambda kv: -kv[1]):
            print(f"         {count:4d}  the fork's round: {why}")
        for seed, n, detail, why in cases[:examples]:
            print(f"         seed {seed} round {n}: {detail}")
    return 1 if failed or found.get("cardtable breaks a rule") else 0


def cases(binary: str, folder: Path) -> int:
    """The fork's hand-derived cases (``NAME.input`` with ``NAME.expected``, copied out
    of its repository by the user): cardtable's pairing of each against the expected
    one, each that differs classified like a simulated round."""
    agree, reproduced, differ = 0, 0, []
    with tempfile.TemporaryDirectory() as scratch:
        out, theirs = Path(scratch) / "out.txt", Path(scratch) / "fork.txt"
        for path in sorted(folder.glob("*.input")):
            expected = read_output(path.with_suffix(".expected"))
            if expected is None or not path.with_suffix(".expected").read_text().strip():
                continue
            out.unlink(missing_ok=True)
            theirs.unlink(missing_ok=True)
            reproduced += fork_engine(binary, path, theirs) == expected
            ours = cardtable_engine(path, out)
            if ours == expected:
                agree += 1
                continue
            text = path.read_text(encoding="utf-8")
            n = parse_trf(text, path.name).next_round
            states, options = states_of(text, n)
            kind, detail = classify(states, options, pair_teams(states, n, options, trace=True),
                                    *expected)
            differ.append((path.stem, f"{kind}: {detail}"))
    print(f"the fork's hand-derived cases: {agree + len(differ)} with an expected pairing, "
          f"{reproduced} reproduced by the fork, {agree} the same in cardtable")
    for name, why in differ:
        print(f"  {name}: {why}")
    return 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary", help="the fork's bbpPairings binary (run with --team)")
    parser.add_argument("--tournaments", type=int, default=60)
    parser.add_argument("--start", type=int, default=0, help="the first seed")
    parser.add_argument("--examples", type=int, default=3, help="cases shown per class")
    parser.add_argument("--cases", type=Path, metavar="DIR",
                        help="instead: the fork's hand-derived cases (*.input, *.expected)")
    args = parser.parse_args(argv)
    if args.cases:
        return cases(args.binary, args.cases)
    return run(args.binary, range(args.start, args.start + args.tournaments), args.examples)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
