"""``cardtable remove-player FILE PLAYER``: a player entered by mistake leaves the start
list (with their requested byes and forbidden pairs); the players after them move up one
pairing number. Refused once they have a game or the PAB: ``withdraw`` them then. The
act is :func:`cardtable.actions.roster.remove_from_list`."""

from __future__ import annotations

import argparse

from ..actions.roster import remove_from_list
from .common import CommandError, edit, find_player, tell


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("player", help="pairing number or name")


def run(args: argparse.Namespace) -> int:
    with edit(args.file) as change:
        player = find_player(change.tournament, args.player)
        outcome = remove_from_list(change.tournament, player.start_no)
        if outcome.refusal is not None:
            after = change.tournament.last_paired_round
            raise CommandError(f"{args.file}: {outcome.refusal} (cardtable withdraw "
                               f"{args.file} {player.start_no} --after-round {after})")
        change.tournament = outcome.tournament
    tell(outcome)
    return 0
