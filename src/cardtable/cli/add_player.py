"""``cardtable add-player FILE NAME ...``: a player joins the start list.

Pairing numbers follow the initial order of C.04.2 (rating, title, name), so they are
reassigned when a player joins, unless the arbiter fixed them (``fixed_order``).
After round 1 is paired the player is a late entry: he joins in the next round."""

from __future__ import annotations

import argparse

from ..model import Player, assign_pairing_numbers, initial_order_numbers
from .common import CommandError, edit

HELP = "add a player to the start list (late entry after round 1)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("name", help='the player\'s name, e.g. "Berg, Anna"')
    parser.add_argument("--rating", type=int, default=0, help="rating (0: unrated)")
    parser.add_argument("--title", default="", help="FIDE title: GM IM WGM FM WIM CM WFM WCM")
    parser.add_argument("--federation", default="", help="three-letter FIDE code")
    parser.add_argument("--club", default="")
    parser.add_argument("--sex", default="", help="m or w (as TRF writes it)")
    parser.add_argument("--birth", default="", help="birth year or date (YYYY or YYYY-MM-DD)")
    parser.add_argument("--fide-id", type=int)
    parser.add_argument("--joins-in", type=int, metavar="K",
                        help="first round the player takes part in (a late entry)")


def run(args: argparse.Namespace) -> int:
    if not args.name.strip():
        raise CommandError("the player needs a name")
    if args.rating < 0:
        raise CommandError(f"--rating: expected 0 or more, found {args.rating}")
    with edit(args.file) as change:
        t = change.tournament
        joins_in = _joins_in(t.next_round, t.settings.rounds, args.joins_in)
        start_no = max((p.start_no for p in t.players), default=0) + 1
        player = Player(start_no=start_no, name=args.name.strip(), rating=args.rating,
                        title=args.title.strip().upper(), federation=args.federation.upper(),
                        club=args.club, sex=args.sex, birth_date=args.birth,
                        fide_id=args.fide_id, joins_in=joins_in)
        t = t.with_player(player)
        change.tournament = assign_pairing_numbers(t)
        numbers = ({} if change.tournament is t else initial_order_numbers(t))
    final = numbers.get(start_no, start_no)
    moved = sum(1 for old, new in numbers.items() if old != new and old != start_no)
    print(f"added {player.name} as player {final}"
          + (f", joining in round {joins_in}" if joins_in else ""))
    if moved:
        print(f"pairing numbers reassigned in the initial order (C.04.2): {moved} other "
              f"player(s) moved")
    return 0


def _joins_in(next_round: int, rounds: int, asked: int | None) -> int | None:
    """The first round of a late entry; None for a player there from round 1."""
    first = asked if asked is not None else next_round
    if first < next_round:
        raise CommandError(f"--joins-in {first}: round {next_round - 1} is already "
                           f"paired, so the player can join in round {next_round} at "
                           f"the earliest")
    if rounds and first > rounds:
        raise CommandError(f"--joins-in {first}: the tournament has {rounds} rounds")
    return first if first > 1 else None
