"""``cardtable engine --team IN.trf -p [OUT]`` and ``-c``: the Swiss Team Pairing
System (C.04.6) on a TRF-2026 team file (001 players, 310 teams, 192 type code, 362
match points), the command line of the open-source fork of the endorsed C++ engine.

``-p``: the first line is the number of lines that follow, then ``white black`` by
team pairing number, the PAB as ``N 0`` (the Dutch engine's format). ``-c``: every
round replayed, the ones the rules pair differently reported. Exit codes as
``--dutch``."""

from __future__ import annotations

import argparse
import sys

from ..formats.errors import FileError, read_bytes
from ..systems.files import parse_trf
from ..systems.competition import competition, teams_of
from .output import message
from .engine_rounds import EXIT_FILE, EXIT_INVALID, check_rounds, pair_next


def run(args: argparse.Namespace) -> int:
    path: str = args.team
    try:  # the guard of every reader: a regular file of at most 64 MiB, never waited on
        text = read_bytes(path).decode("utf-8", errors="replace")
    except FileError as exc:
        print(f"cardtable engine: {exc.render()}", file=sys.stderr)
        return EXIT_FILE
    try:
        file = competition(parse_trf(text, path))
    except FileError as exc:
        print(message(exc, "cardtable engine"), file=sys.stderr)
        return EXIT_INVALID
    if file is None:
        print(f"cardtable engine: {path}: not a team file: no team record (310)",
              file=sys.stderr)
        return EXIT_INVALID
    if args.check:
        return check_rounds(file.tournament.last_paired_round, file.recorded,
                            lambda number, _recorded: file.pair(number), args.time_limit)
    return pair_next(file.tournament, lambda t, n: teams_of(t).pair(n), args.pair_to)
