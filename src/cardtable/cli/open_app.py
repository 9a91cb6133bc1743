"""``cardtable open FILE`` (also ``cardtable FILE``): the tournament in the app.

In a terminal the app opens at once and reads the file itself: a broken or locked file
is shown there with its problems, never as a traceback. Without a terminal (a pipe, a
script) there is no app to show: the file is checked like every other command does it,
problems on stderr, and exit code 2 either way."""

from __future__ import annotations

import argparse
import os
import sys

from .common import EXIT_USAGE, CommandError, read


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_file_and_theme(parser)
    parser.add_argument("--practice", action="store_true",
                        help="practice: changes stay in memory and the file is never "
                             "written (always so for cardtable's own samples)")
    parser.add_argument("--ascii", action="store_true",
                        help="draw frames, marks and ½ in ASCII, for a console whose font "
                             "lacks them (automatic with TERM=linux)")


def add_file_and_theme(parser: argparse.ArgumentParser) -> None:
    """The file and ``--theme``: ``open``'s and ``serve``'s."""
    parser.add_argument("file", help="the tournament file (.toml or .trf)")
    parser.add_argument("--theme", metavar="NAME",
                        help="colour theme: cardtable (default), high-contrast (for "
                             "projectors), or any Textual theme")


def run(args: argparse.Namespace) -> int:
    from ..app import run as run_app
    from ..app import theme_names

    if args.theme is not None and args.theme not in theme_names():
        raise CommandError(f"--theme: no theme called {args.theme!r} (choose from "
                           f"{', '.join(theme_names())})")
    in_browser = "TEXTUAL_DRIVER" in os.environ  # run by ``cardtable serve``
    if not in_browser and not (sys.stdin.isatty() and sys.stdout.isatty()):
        tournament = read(args.file)
        print(f"{args.file} reads fine ({len(tournament.players)} players, "
              f"{tournament.last_paired_round} rounds paired), but the app needs a "
              f"terminal: run cardtable open in one.", file=sys.stderr)
        return EXIT_USAGE
    run_app(args.file, theme=args.theme, practice=args.practice, ascii_only=args.ascii)
    return 0
