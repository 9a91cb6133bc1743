"""``cardtable add-player FILE NAME ...``: a player joins the start list.

Pairing numbers follow the initial order of C.04.2 (rating, title, name), so they are
reassigned when a player joins, unless the arbiter fixed them (``fixed_order``).
After round 1 is paired the player is a late entry: he joins in the next round."""

from __future__ import annotations

import argparse

from ..model import Player
from ..model.roster import RosterError, add_player
from ..systems import descriptor
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
    with edit(args.file) as change:
        player = Player(start_no=0, name=args.name, rating=args.rating,
                        title=args.title.strip().upper(), federation=args.federation.upper(),
                        club=args.club, sex=args.sex, birth_date=args.birth,
                        fide_id=args.fide_id)
        try:
            system = descriptor(change.tournament.settings.system)
            joined = add_player(change.tournament, player, args.joins_in,
                                by_lot=system.predetermined,
                                titles=system.title_order)
        except RosterError as exc:
            raise CommandError(str(exc)) from None
        change.tournament = joined.tournament
    print(f"added {player.name.strip()} as player {joined.start_no}"
          + (f", joining in round {joined.joins_in}" if joined.joins_in else ""))
    if joined.renumbered:
        print(f"pairing numbers reassigned in the initial order (C.04.2): "
              f"{joined.renumbered} other player(s) moved")
    return 0
