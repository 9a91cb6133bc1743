"""``cardtable board-order FILE TEAM PLAYER ...``: a team's board order (C.04.6: board 1
has the team's colour): the players named first, in that order, the team's others after
them as before. Fixed once round 1 is paired."""

from __future__ import annotations

import argparse

from ..model.team_roster import TeamError, set_board_order
from ..systems.teams import find_team
from .common import CommandError, edit, find_player


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
            order = [find_player(t, text).start_no for text in args.players]
            change.tournament = set_board_order(t, team, order)
        except TeamError as exc:
            raise CommandError(str(exc)) from None
    team = next(x for x in change.tournament.teams if x.tpn == team.tpn)
    names = {p.start_no: p.name for p in change.tournament.players}
    print(f"team {team.tpn} {team.name}: " + ", ".join(
        f"board {board} {number} {names[number]}" for board, number in enumerate(team.roster, 1)))
    return 0
