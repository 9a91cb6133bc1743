"""``cardtable import FILE.trf -o FILE.toml``: a TRF-16 or TRF-2026 file as a
tournament file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..formats.errors import FileError, Problem
from ..formats.toml_file import dumps_tournament
from ..systems.files import parse_toml, read_trf
from ..formats.save import check_new_tournament, create_file


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the TRF file to read")
    parser.add_argument("-o", "--output", help="the tournament file to write "
                                               "(default: FILE with .toml)")


def run(args: argparse.Namespace) -> int:
    output = Path(args.output) if args.output else Path(args.file).with_suffix(".toml")
    check_new_tournament(output)
    tournament = read_trf(args.file)
    text = dumps_tournament(tournament)
    _check(text, args.file)
    create_file(output, text)
    print(f"imported {args.file} into {output}: {len(tournament.players)} players, "
          f"{tournament.last_paired_round} rounds paired")
    pending = [str(r.number) for r in tournament.paired_rounds
               if any(g.result is None for g in r.games)]
    if pending:
        print(f"note: TRF has no board numbers: the boards of round {', '.join(pending)} "
              f"are numbered anew (in pairing-number order); find each game's board with "
              f"cardtable standings {output} --pairings {pending[-1]} before entering its "
              f"result", file=sys.stderr)
    return 0


def _check(text: str, source: str) -> None:
    """What the TRF says must also make a valid tournament file (e.g. no round beyond
    the declared number, no second PAB in a round): the problems name the TRF and the
    key the tournament file would have."""
    try:
        parse_toml(text, source)
    except FileError as exc:
        raise FileError(source, [Problem(p.where, f"cannot be imported: {p.message}")
                                 for p in exc.problems]) from None
