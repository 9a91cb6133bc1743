"""``cardtable unpair FILE ROUND [--force]``: take back the last published round (a
Double-Swiss match: both its games, published together, C.04.5 Preface). A round with
results is refused unless ``--force``; the file before the change is kept
as ``NAME.toml.bak``, results included. Pairing again gives the same round. The act is
:func:`cardtable.actions.rounds.take_back_round`."""

from __future__ import annotations

import argparse

from ..actions.rounds import take_back_round
from .common import applied, edit
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("round", type=integer, help="the last paired round")
    parser.add_argument("--force", action="store_true",
                        help="also when results are entered (they stay in NAME.toml.bak)")


def run(args: argparse.Namespace) -> int:
    with edit(args.file) as change:
        outcome = take_back_round(change.tournament, args.round, force=args.force)
        change.tournament = applied(outcome)
    print(f"{outcome.said} (cardtable pair)")
    for warning in outcome.warnings:
        print(f"{warning}; {args.file}.bak still has them")
    return 0
