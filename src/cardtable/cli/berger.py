"""``cardtable berger N [--double]``: the Berger table for N players, printed as the C
program of the Berger-table document prints it (``Round %2d:`` then ``\\t%2d-%2d `` per
board)."""

from __future__ import annotations

import argparse
import sys

from ..systems.berger import schedule
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("players", type=integer, metavar="N",
                        help="number of players (at least 3); for odd N the table of "
                             "N+1 is printed and the opponent N+1 means free")
    parser.add_argument("--double", action="store_true",
                        help="double round robin: the first cycle with its last two "
                             "rounds swapped, then the whole table with colours reversed")


def run(args: argparse.Namespace) -> int:
    if args.players < 3:
        print(f"cardtable berger: a round robin needs at least 3 players, not "
              f"{args.players}", file=sys.stderr)
        return 2
    for rnd in schedule(args.players, args.double):
        boards = "".join(f"\t{white:2d}-{black:2d} " for white, black in rnd.boards)
        print(f"Round {rnd.number:2d}:{boards}")
    return 0
