"""``cardtable pair FILE``: pair the next round with the tournament's own system and
publish it in the file; ``--manual W-B ... [--pab N]``: the arbiter pairs it by hand
(start and end in one command), compared with the engine's pairing and recorded
(``Round.manual``, TRF ``### MPA @ Round n``). The act and its rules are
:mod:`cardtable.actions.pairing`'s."""

from __future__ import annotations

import argparse

from ..actions.pairing import pair_manually, pair_next
from ..model.numerals import is_digits
from .common import CommandError, applied, edit, tell
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("--manual", nargs="+", metavar="W-B",
                        help="pair the round by hand: every board as WHITE-BLACK (pairing "
                             "numbers), compared with the engine's pairing and recorded")
    parser.add_argument("--pab", type=integer, metavar="N",
                        help="with --manual: the player who gets the pairing-allocated bye")


def run(args: argparse.Namespace) -> int:
    if args.pab is not None and not args.manual:
        raise CommandError("--pab is for --manual")
    with edit(args.file) as change:
        t = change.tournament
        outcome = (pair_manually(t, _boards(args.manual), args.pab) if args.manual
                   else pair_next(t))
        change.tournament = applied(outcome)
    tell(outcome)
    return 0


def _boards(words: list[str]) -> list[tuple[int, int]]:
    boards = []
    for word in words:
        white, _, black = word.partition("-")
        if not all(is_digits(n.strip()) for n in (white, black)):
            raise CommandError(f"--manual {word}: expected a board as WHITE-BLACK, e.g. 3-7")
        boards.append((int(white), int(black)))
    return boards
