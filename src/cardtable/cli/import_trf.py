"""``cardtable import FILE.trf -o FILE.toml``: a TRF-16 or TRF-2026 file as a
tournament file."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..formats import FileLock, read_trf, save_tournament
from .common import CommandError

HELP = "import a TRF file (TRF-16 or TRF-2026) as a tournament file"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the TRF file to read")
    parser.add_argument("-o", "--output", help="the tournament file to write "
                                               "(default: FILE with .toml)")


def run(args: argparse.Namespace) -> int:
    output = Path(args.output) if args.output else Path(args.file).with_suffix(".toml")
    if output.suffix.lower() != ".toml":
        raise CommandError(f"{output}: a tournament file ends in .toml")
    tournament = read_trf(args.file)
    with FileLock(output):
        save_tournament(tournament, output)
    print(f"imported {args.file} into {output}: {len(tournament.players)} players, "
          f"{tournament.last_paired_round} rounds paired")
    return 0
