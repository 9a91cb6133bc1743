"""``cardtable export FILE --trf OUT.trf [--format trf16|trf26]``."""

from __future__ import annotations

import argparse

from ..systems.files import write_trf
from ..formats.trf import FORMATS
from .common import read

HELP = "export a tournament as a TRF file (TRF-2026 or TRF-16)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament (.toml or .trf)")
    parser.add_argument("--trf", required=True, metavar="OUT", help="the TRF file to write")
    parser.add_argument("--format", choices=FORMATS, default="trf26",
                        help="trf26 (TRF-2026, default) or trf16 (TRF-16)")


def run(args: argparse.Namespace) -> int:
    tournament = read(args.file)
    write_trf(tournament, args.trf, args.format)
    print(f"exported {args.file} to {args.trf} ({args.format})")
    return 0
