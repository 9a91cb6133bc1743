"""``cardtable export FILE --trf OUT.trf [--format trf16|trf26]``. The file is
written, then, for a tournament marked FIDE-rated (``fide_rated``) or with
``--rating-report``, what the rating report still lacks (dates, place, federation,
chief arbiter, FIDE ids, birth dates of new players) is listed as warnings on
stderr."""

from __future__ import annotations

import argparse
import sys

from ..systems.files import write_trf
from ..formats.rating_report import missing_for_rating
from ..formats.trf import FORMATS
from .common import read


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament (.toml or .trf)")
    parser.add_argument("--trf", required=True, metavar="OUT", help="the TRF file to write")
    parser.add_argument("--format", choices=FORMATS, default="trf26",
                        help="trf26 (TRF-2026, default) or trf16 (TRF-16)")
    parser.add_argument("--rating-report", action="store_true",
                        help="list what the rating report lacks even when the tournament "
                             "is not marked FIDE-rated (fide_rated)")


def run(args: argparse.Namespace) -> int:
    tournament = read(args.file)
    write_trf(tournament, args.trf, args.format)
    print(f"exported {args.file} to {args.trf} ({args.format})")
    asked = tournament.settings.fide_rated or args.rating_report
    missing = missing_for_rating(tournament) if asked else []
    if missing:
        print(f"warning: the rating report needs {len(missing)} more item(s):",
              file=sys.stderr)
        for item in missing:
            print(f"warning: {item}", file=sys.stderr)
    return 0
