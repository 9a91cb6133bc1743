"""``cardtable engine --dutch IN.trf -p [OUT]`` and ``-c``: the command line that
tournament managers already call for the JaVaFo and bbpPairings engines.

``-p`` pairs the first round without games: the first line is the number of lines that
follow (boards plus the PAB line), then ``white black`` by pairing number, the PAB as
``N 0``. ``-c`` replays every round and reports each one the rules pair differently.

Exit codes as those engines: 0 done, 1 no legal pairing (or, with ``-c``, a round that
differs — the reference engine exits 0 there; cardtable deliberately does not), 3 invalid
input, 5 a file that cannot be read or written."""

from __future__ import annotations

import argparse
import sys
from typing import Callable

from ..formats.errors import FileError, read_bytes
from ..formats.trf_read import split_lines
from ..systems.files import parse_trf
from ..model import Tournament
from ..systems import Pairing, PairingError
from ..systems.replay import before_round
from .common import message

HELP = ("the pairing engine interface of JaVaFo/bbpPairings (--dutch IN.trf | --team IN.trf; "
        "-p [OUT] | -c)")

EXIT_DONE, EXIT_NO_PAIRING, EXIT_INVALID, EXIT_FILE = 0, 1, 3, 5


def add_arguments(parser: argparse.ArgumentParser) -> None:
    system = parser.add_mutually_exclusive_group(required=True)
    system.add_argument("--dutch", metavar="IN.trf",
                        help="the tournament (TRF-16, TRF-2026 or TRF(x)), paired with the "
                             "FIDE (Dutch) system")
    system.add_argument("--team", metavar="IN.trf",
                        help="a TRF-2026 team file (310 teams, 192 type code), paired with "
                             "the Swiss Team Pairing System (C.04.6)")
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("-p", nargs="?", const="", metavar="OUT", dest="pair_to",
                      help="pair the next round; write it to OUT (default: standard output)")
    mode.add_argument("-c", action="store_true", dest="check",
                      help="check every round of the file against the rules")


class _Invalid(Exception):
    """Input the engine cannot pair (exit 3)."""


class _Unreadable(Exception):
    """A file that cannot be read (exit 5): missing, not a regular file (a FIFO, a
    device), or larger than the limit every reader keeps."""


def load(path: str, pairing: bool = True) -> Tournament:
    """Read the TRF. To pair (``-p``) it must say how many rounds there are and which
    colour the first player had (given, or inferable from round 1); a file only
    checked (``-c``) that gives no number of rounds is taken as complete."""
    try:  # the guard of every reader: a regular file of at most 64 MiB, never waited on
        text = read_bytes(path).decode("utf-8", errors="replace")
    except FileError as exc:
        raise _Unreadable(exc.render()) from None
    tournament = parse_trf(text, path)
    codes = {line[:3] for line in split_lines(text)}
    if not codes & {"142", "XXR"}:
        if pairing:
            raise _Invalid(f"{path}: the number of rounds is not given (record 142 or XXR)")
    colour_given = "152" in codes or any(
        line.startswith("XXC") and any(w.lower() in ("white1", "black1") for w in line.split())
        for line in split_lines(text))
    if not colour_given and not tournament.round(1).games:
        raise _Invalid(f"{path}: the initial colour is neither given (record 152 or XXC "
                       f"white1/black1) nor inferable from round 1")
    return tournament


def lines_of(pairing: Pairing) -> list[str]:
    """The output of ``-p``: the count, then one board a line, the PAB as ``N 0``."""
    rows = [f"{white} {black}" for white, black in pairing.boards]
    if pairing.pab is not None:
        rows.append(f"{pairing.pab} 0")
    return [str(len(rows)), *rows]


def run(args: argparse.Namespace) -> int:
    from ..systems.registry import DEFAULT_SYSTEM, descriptor

    if args.team:
        from .engine_team import run as run_team
        return run_team(args)

    pair = descriptor(DEFAULT_SYSTEM).pair  # the FIDE (Dutch) system of the engines' --dutch

    try:
        tournament = load(args.dutch, pairing=not args.check)
    except _Unreadable as exc:
        print(f"cardtable engine: {exc}", file=sys.stderr)
        return EXIT_FILE
    except (FileError, _Invalid) as exc:
        print(message(exc, "cardtable engine"), file=sys.stderr)
        return EXIT_INVALID
    if args.check:
        return _check(tournament, pair)
    return pair_next(tournament, pair, args.pair_to)


def pair_next(tournament: Tournament, pair: Callable[[Tournament, int], Pairing],
              pair_to: str) -> int:
    """``-p``: pair the next round with ``pair`` and write it to ``pair_to`` (empty:
    standard output)."""
    round_no = tournament.next_round
    if tournament.settings.rounds and round_no > tournament.settings.rounds:
        print(f"cardtable engine: all {tournament.settings.rounds} rounds are paired",
              file=sys.stderr)
        return EXIT_INVALID
    try:
        pairing = pair(tournament, round_no)
    except PairingError as exc:
        print(f"cardtable engine: round {round_no}: {exc} ({exc.rule})", file=sys.stderr)
        return EXIT_NO_PAIRING
    text = "\n".join(lines_of(pairing)) + "\n"
    if not pair_to:
        sys.stdout.write(text)
        return EXIT_DONE
    from ..formats.save import write_output  # the atomic writer, for -p OUT only

    try:
        write_output(pair_to, text)
    except FileError as exc:
        print(message(exc, "cardtable engine"), file=sys.stderr)
        return EXIT_FILE
    return EXIT_DONE


def _check(tournament: Tournament, pair: Callable[..., Pairing]) -> int:
    """Replay every paired round; report the ones the rules pair differently, with the
    boards both ways and the trace's account of where the recorded pairing departs."""
    from ..systems.replay import recorded_pairing

    def rules(number: int, recorded: Pairing) -> Pairing:
        before = before_round(tournament, number)
        found = pair(before, number)
        if found.as_set() == recorded.as_set() and found.pab == recorded.pab:
            return found
        # the trace (where the recorded pairing departs) only for a round that differs
        return pair(before, number, trace=True, recorded=recorded)

    return check_rounds(tournament.last_paired_round,
                        lambda number: recorded_pairing(tournament, number), rules)


def check_rounds(last: int, recorded_of: Callable[[int], Pairing | None],
                 rules_of: Callable[[int, Pairing], Pairing]) -> int:
    """``-c``: rounds 1 to ``last`` as recorded (``recorded_of``) against the rules'
    pairing of each (``rules_of``); each one that differs reported."""
    from ..trace import DepartureStep

    differing = 0
    for number in range(1, last + 1):
        recorded = recorded_of(number)
        if recorded is None:
            continue
        try:
            rules = rules_of(number, recorded)
        except PairingError as exc:
            print(f"Round {number}: no legal pairing: {exc}")
            differing += 1
            continue
        if rules.as_set() == recorded.as_set() and rules.pab == recorded.pab:
            print(f"Round {number}: as the rules pair it")
            continue
        differing += 1
        print(f"Round {number}: the rules pair it differently")
        print_difference(rules, recorded)
        for step in rules.trace.steps if rules.trace else ():
            if isinstance(step, DepartureStep):
                print(f"  {step.text} [{step.article}]")
    print(f"{last} round(s) checked, {differing} differ")
    return EXIT_NO_PAIRING if differing else EXIT_DONE


def print_difference(rules: Pairing, recorded: Pairing) -> None:
    """The boards (and PAB) of a round that the rules and the file pair differently,
    side by side."""
    print(f"  {'rules (cardtable)':<22}{'recorded':<22}")
    left = sorted(rules.as_set() - recorded.as_set())
    right = sorted(recorded.as_set() - rules.as_set())
    if rules.pab != recorded.pab:
        left += [(rules.pab, 0)] if rules.pab is not None else []
        right += [(recorded.pab, 0)] if recorded.pab is not None else []
    for k in range(max(len(left), len(right))):
        a = f"{left[k][0]:>5} - {left[k][1]:<5}" if k < len(left) else ""
        b = f"{right[k][0]:>5} - {right[k][1]:<5}" if k < len(right) else ""
        print(f"  {a:<22}{b:<22}")
