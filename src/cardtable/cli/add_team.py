"""``cardtable add-team FILE NAME --players "Last, First 2150" ...``: a team joins a team
competition (C.04.6) with its players in board order, reserves last. The team takes the
next team pairing number (TPN); each player joins the start list as ``add-player``
adds one (pairing numbers in the initial order of C.04.2; a late entry after round 1)."""

from __future__ import annotations

import argparse

from ..model.team_roster import TeamError, parse_entry
from ..systems.teams import add_team
from .add_player import missed_letters
from .common import CommandError, edit
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("name", help='the team\'s name, e.g. "Knights of Leiden"')
    parser.add_argument("--players", nargs="+", required=True, metavar="PLAYER",
                        help='the players in board order, reserves last, each "Last, First '
                             'RATING" (an optional FIDE title first: "IM Berg, Anna 2310"; '
                             'no rating: unrated)')
    parser.add_argument("--from-round", "--joins-in", type=integer, metavar="R", dest="joins_in",
                        help="first round the team takes part in (a late entry)")
    parser.add_argument("--missed", metavar="H|Z", type=missed_letters,
                        help="a late team's players' points for each round they missed "
                             "(as add-player --missed)")


def run(args: argparse.Namespace) -> int:
    with edit(args.file) as change:
        try:
            players = [parse_entry(text) for text in args.players]
            joined = add_team(change.tournament, args.name, players, args.joins_in,
                              missed=args.missed or ())
        except TeamError as exc:
            raise CommandError(str(exc)) from None
        change.tournament = joined.tournament
    team = next(t for t in joined.tournament.teams if t.tpn == joined.tpn)
    names = {p.start_no: p.name for p in joined.tournament.players}
    print(f"added team {team.tpn} {team.name} with {len(joined.players)} player(s):")
    for board, number in enumerate(team.roster, start=1):
        print(f"  board {board}: {number} {names[number]}")
    if joined.renumbered:
        print(f"pairing numbers reassigned in the initial order (C.04.2): "
              f"{joined.renumbered} other player(s) moved")
    return 0
