"""``cardtable unpair FILE ROUND [--force]``: take back the last published round (a
Double-Swiss match: both its games, published together, C.04.5 Preface). A round with
results is refused unless ``--force``; the file before the change is kept as
``NAME.toml.bak``, results included. Pairing again gives the same round."""

from __future__ import annotations

import argparse

from ..model.take_back import TakeBackError
from ..systems import take_back_pairing
from .common import CommandError, edit
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("round", type=integer, help="the last paired round")
    parser.add_argument("--force", action="store_true",
                        help="also when results are entered (they stay in NAME.toml.bak)")


def run(args: argparse.Namespace) -> int:
    with edit(args.file) as change:
        try:
            taken = take_back_pairing(change.tournament, args.round, force=args.force)
        except TakeBackError as exc:
            raise CommandError(str(exc)) from None
        change.tournament = taken.tournament
    print(f"{taken.what} taken back: paired again with cardtable pair")
    if taken.dropped_results:
        print(f"the results of {taken.dropped} are dropped; {args.file}.bak still has them")
    return 0
