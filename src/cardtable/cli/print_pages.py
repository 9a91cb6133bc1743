"""``cardtable print FILE [--round N] [--what PAGE|all] [-o DIR] [--pdf] [--lp [PRINTER]]``:
the printable A4 pages (pairings by board and by name, standings, crosstable, start
list) written next to the tournament file; the paths written are printed. ``--pdf``
writes them as one PDF instead of HTML pages; ``--lp`` sends that PDF to the system's
print queue (:mod:`.print_queue`)."""

from __future__ import annotations

import argparse

from ..formats.errors import FileError
from ..systems.printing import PAGES, write_pages, write_pdf
from .common import EXIT_OK, CommandError, fail, read
from .numbers import integer
from .print_queue import send_to_printer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="tournament file (.toml or .trf)")
    parser.add_argument("--round", type=integer, metavar="N",
                        help="the round of the pairings, and the standings after it "
                             "(default: the last paired round)")
    parser.add_argument("--what", choices=(*PAGES, "all"), default="all",
                        help="which page to write (default: all)")
    parser.add_argument("-o", "--output", metavar="DIR",
                        help="the folder to write into (default: beside FILE)")
    parser.add_argument("--pdf", action="store_true",
                        help="one A4 PDF of the pages instead of HTML (NAME-round3.pdf)")
    parser.add_argument("--lp", nargs="?", const="", metavar="PRINTER",
                        help="write the PDF and send it to the print queue with CUPS lp "
                             "(to PRINTER, or the default printer)")


def run(args: argparse.Namespace) -> int:
    try:
        tournament = read(args.file)
        if args.pdf or args.lp is not None:
            written = [write_pdf(tournament, args.file, args.what, args.round, args.output)]
        else:
            written = write_pages(tournament, args.file, args.what, args.round, args.output)
    except FileError as exc:
        return fail(exc)
    except (ValueError, OSError) as exc:  # a round not paired, a folder not writable
        return fail(CommandError(f"{args.file}: {exc}"))
    for path in written:
        print(path)
    if args.lp is not None:
        print(send_to_printer(written[0], args.lp))
    return EXIT_OK
