"""``cardtable remove-player FILE PLAYER``: a player entered by mistake leaves the start
list (with their requested byes and forbidden pairs); the players after them move up one
pairing number. Refused once they have a game or the PAB: ``withdraw`` them then."""

from __future__ import annotations

import argparse

from ..model.roster import RosterError, remove_player
from .common import CommandError, describe, edit, find_player


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("player", help="pairing number or name")


def run(args: argparse.Namespace) -> int:
    with edit(args.file) as change:
        player = find_player(change.tournament, args.player)
        try:
            change.tournament = remove_player(change.tournament, player.start_no)
        except RosterError as exc:
            after = change.tournament.last_paired_round
            raise CommandError(f"{args.file}: {exc} (cardtable withdraw {args.file} "
                               f"{player.start_no} --after-round {after})") from None
        moved = len(change.tournament.players) - player.start_no + 1
    print(f"{describe(player)} removed from the start list"
          + (f"; the {moved} player(s) after them moved up one pairing number" if moved else ""))
    return 0
