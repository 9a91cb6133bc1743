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
from ..model.tournament import Tournament
from ..systems.base import Pairing
from .output import message
from .engine_rounds import EXIT_FILE, EXIT_INVALID, TIME_LIMIT, check_rounds, pair_next
from .numbers import positive_seconds

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
    parser.add_argument("--time-limit", type=positive_seconds, default=TIME_LIMIT,
                        metavar="SECONDS",
                        help=f"with -c, the CPU seconds one round's pairing may take before "
                             f"it is reported as not checked (default {TIME_LIMIT:g})")


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


def run(args: argparse.Namespace) -> int:
    from ..systems.registry import DEFAULT_SYSTEM, pairing_engine

    if args.team:
        from .engine_team import run as run_team
        return run_team(args)

    # the FIDE (Dutch) system of the engines' --dutch: its engine alone, without the
    # plug-in's trace reader, walkthrough and exercises (issue 36)
    pair = pairing_engine(DEFAULT_SYSTEM)

    try:
        tournament = load(args.dutch, pairing=not args.check)
    except _Unreadable as exc:
        print(f"cardtable engine: {exc}", file=sys.stderr)
        return EXIT_FILE
    except (FileError, _Invalid) as exc:
        print(message(exc, "cardtable engine"), file=sys.stderr)
        return EXIT_INVALID
    if args.check:
        return _check(tournament, pair, args.time_limit)
    return pair_next(tournament, pair, args.pair_to)


def _check(tournament: Tournament, pair: Callable[..., Pairing], limit: float) -> int:
    """Replay every paired round; report the ones the rules pair differently, with the
    boards both ways and the trace's account of where the recorded pairing departs."""
    from ..systems.registry import DEFAULT_SYSTEM, descriptor
    from ..systems.replay import before_round, recorded_pairing  # -c only

    def rules(number: int, recorded: Pairing) -> Pairing:
        before = before_round(tournament, number)
        found = pair(before, number)
        if found.as_set() == recorded.as_set() and found.pab == recorded.pab:
            return found
        # the trace (where the recorded pairing departs) only for a round that differs,
        # by the plug-in, which knows the trace's steps
        return descriptor(DEFAULT_SYSTEM).pair(before, number, trace=True, recorded=recorded)

    return check_rounds(tournament.last_paired_round,
                        lambda number: recorded_pairing(tournament, number), rules, limit)
