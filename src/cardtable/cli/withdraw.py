"""``cardtable withdraw FILE PLAYER --after-round K``: the player is not paired after
round K (their requested byes after it are dropped)."""

from __future__ import annotations

import argparse

from ..model.roster import RosterError, withdraw
from .common import CommandError, describe, edit, find_player
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("player", help="pairing number or name")
    parser.add_argument("--after-round", type=integer, required=True, metavar="K",
                        help="the last round the player takes part in (0: before round 1)")


def run(args: argparse.Namespace) -> int:
    with edit(args.file) as change:
        player = find_player(change.tournament, args.player)
        try:
            change.tournament, dropped = withdraw(change.tournament, player.start_no,
                                                  args.after_round)
        except RosterError as exc:
            raise CommandError(f"--after-round {args.after_round}: {exc}") from None
    print(f"{describe(player)} withdrawn after round {args.after_round}")
    if dropped:
        print(f"the player's requested byes in round(s) {', '.join(map(str, dropped))} are dropped")
    return 0
