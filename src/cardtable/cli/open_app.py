"""``cardtable open FILE``: the tournament in the app (the app arrives with its own
issue; until then this checks the file and says so)."""

from __future__ import annotations

import argparse
import sys

from .common import EXIT_USAGE, read

HELP = "open a tournament in the app (.toml or .trf)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml or .trf)")


def run(args: argparse.Namespace) -> int:
    tournament = read(args.file)
    print(f"{args.file} reads fine ({len(tournament.players)} players, "
          f"{tournament.last_paired_round} rounds paired), but the cardtable app is not "
          f"there yet: it arrives with its own issue. Meanwhile use the other commands "
          f"(cardtable --help).", file=sys.stderr)
    return EXIT_USAGE
