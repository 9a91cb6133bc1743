"""``cardtable add-team FILE NAME --players "Last, First 2150" ...``: a team joins a team
competition (C.04.6) with its players in board order, reserves last. The team takes the
next team pairing number (TPN); each player joins the start list as ``add-player``
adds one (pairing numbers in the initial order of C.04.2; a late entry after round 1)."""

from __future__ import annotations

import argparse

from ..actions.teams import add_new_team
from ..model.team_roster import TeamError, parse_entry
from .add_player import missed_letters
from .common import CommandError, applied, edit, tell
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
    try:
        players = [parse_entry(text) for text in args.players]
    except TeamError as exc:
        raise CommandError(str(exc)) from None
    with edit(args.file) as change:
        outcome = add_new_team(change.tournament, args.name, players, args.joins_in,
                               missed=args.missed or ())
        change.tournament = applied(outcome)
    tell(outcome)
    return 0
