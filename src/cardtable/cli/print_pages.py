"""``cardtable print FILE [--round N] [--what PAGE|all] [-o DIR]``: the printable A4
pages (pairings by board and by name, standings, crosstable, start list) written next
to the tournament file; the paths written are printed."""

from __future__ import annotations

import argparse

from ..formats import FileError
from ..systems.printing import PAGES, write_pages
from .common import EXIT_OK, CommandError, fail, read
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="tournament file (.toml or .trf)")
    parser.add_argument("--round", type=integer, metavar="N",
                        help="the round of the pairings, and the standings after it "
                             "(default: the last paired round)")
    parser.add_argument("--what", choices=(*PAGES, "all"), default="all",
                        help="which page to write (default: all)")
    parser.add_argument("-o", "--output", metavar="DIR",
                        help="the folder to write into (default: beside FILE)")


def run(args: argparse.Namespace) -> int:
    try:
        tournament = read(args.file)
        written = write_pages(tournament, args.file, args.what, args.round, args.output)
    except FileError as exc:
        return fail(exc)
    except (ValueError, OSError) as exc:  # a round not paired, a folder not writable
        return fail(CommandError(f"{args.file}: {exc}"))
    for path in written:
        print(path)
    return EXIT_OK
