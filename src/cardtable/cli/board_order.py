"""``cardtable board-order FILE TEAM PLAYER ...``: a team's board order (C.04.6: board 1
has the team's colour): the players named first, in that order, the team's others after
them as before. Fixed once round 1 is paired."""

from __future__ import annotations

import argparse

from ..actions.teams import order_boards
from ..model.team_roster import TeamError
from ..systems.teams import find_team
from .common import CommandError, applied, edit, find_player, tell


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("team", help="the team: its number (TPN) or name")
    parser.add_argument("players", nargs="+", metavar="PLAYER",
                        help="the players from board 1 on, each by pairing number or name; "
                             "the team's players not named follow them")


def run(args: argparse.Namespace) -> int:
    with edit(args.file) as change:
        t = change.tournament
        try:
            team = find_team(t, args.team)
        except TeamError as exc:
            raise CommandError(str(exc)) from None
        order = [find_player(t, text).start_no for text in args.players]
        outcome = order_boards(t, team, order)
        change.tournament = applied(outcome)
    tell(outcome)
    return 0
