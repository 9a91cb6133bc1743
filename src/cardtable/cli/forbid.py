"""``cardtable forbid FILE A B [C ...] [--remove]``: players who must never meet
(same family, same club; TRF-2026 record 260); in a team competition, teams (by number
or name: the team is the pairing node, C.04.6). A round robin cannot keep players apart
(everybody meets everybody, C.05 Annex 1): refused, ``--remove`` still allowed."""

from __future__ import annotations

import argparse

from ..model.tournament import Tournament
from ..actions.requests import keep_apart
from ..model.team_roster import TeamError
from ..systems.teams import find_team
from ..systems.requests import by_teams
from .common import CommandError, applied, describe, edit, find_player, tell


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("players", nargs="+", metavar="PLAYER",
                        help="two or more players, by pairing number or name (in a "
                             "team competition: teams, by number or name)")
    parser.add_argument("--remove", action="store_true",
                        help="remove the group made of exactly these players")


def run(args: argparse.Namespace) -> int:
    if len(args.players) < 2:
        raise CommandError("name at least two players")
    with edit(args.file) as change:
        group, names = _named(change.tournament, args.players)
        outcome = keep_apart(change.tournament, group, names, remove=args.remove)
        change.tournament = applied(outcome, f"{args.file}: ")
    tell(outcome)
    return 0


def _named(tournament: Tournament, texts: list[str]) -> tuple[tuple[int, ...], str]:
    """The group's numbers and names: players, or the teams of a team competition."""
    if by_teams(tournament):
        try:
            teams = [find_team(tournament, text) for text in texts]
        except TeamError as exc:
            raise CommandError(str(exc)) from None
        return tuple(t.tpn for t in teams), ", ".join(f"{t.tpn} {t.name}" for t in teams)
    players = [find_player(tournament, text) for text in texts]
    return tuple(p.start_no for p in players), ", ".join(describe(p) for p in players)
