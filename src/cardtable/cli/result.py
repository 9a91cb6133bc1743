"""``cardtable result FILE ROUND BOARD RESULT``: enter (or correct) a result; the act
and its rules are :func:`cardtable.actions.results.enter_result`'s."""

from __future__ import annotations

import argparse

from ..actions.results import enter_result
from ..model.results import GameResult
from ..model.numerals import is_digits
from .common import CommandError, applied, edit, tell
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("round", type=integer)
    parser.add_argument("board", type=integer)
    parser.add_argument("result", help="1-0, ½-½ (also =, 1/2-1/2), 0-1, +/-, -/+ or -/-")
    parser.add_argument("--unrated", action="store_true",
                        help="the game lasted less than one move: it counts, unrated")
    parser.add_argument("--score", metavar="W:B",
                        help="the match score, first player's points first, e.g. 7:3 "
                             "(SwissBG: its point difference breaks ties)")


def run(args: argparse.Namespace) -> int:
    try:
        result = GameResult.parse(args.result)
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    score = _match_score(args.score) if args.score else None
    with edit(args.file) as change:
        outcome = enter_result(change.tournament, args.round, args.board, result,
                               unrated=args.unrated, score=score)
        change.tournament = applied(outcome)
    tell(outcome)
    return 0


def _match_score(text: str) -> tuple[int, int]:
    """``7:3`` as (7, 3): two whole numbers (which goes with which result the act
    checks)."""
    parts = text.replace("-", ":").split(":")
    if len(parts) != 2 or not all(is_digits(p.strip()) for p in parts):
        raise CommandError(f"--score: expected two whole numbers such as 7:3, found {text!r}")
    first, second = (int(p) for p in parts)
    return first, second
