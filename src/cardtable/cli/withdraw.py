"""``cardtable withdraw FILE PLAYER --after-round K``: the player is not paired after
round K (their requested byes after it are dropped); the act is
:func:`cardtable.actions.roster.withdraw_player`."""

from __future__ import annotations

import argparse

from ..actions.roster import withdraw_player
from .common import applied, edit, find_player, tell
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("player", help="pairing number or name")
    parser.add_argument("--after-round", type=integer, required=True, metavar="K",
                        help="the last round the player takes part in (0: before round 1)")


def run(args: argparse.Namespace) -> int:
    with edit(args.file) as change:
        player = find_player(change.tournament, args.player)
        outcome = withdraw_player(change.tournament, player.start_no, args.after_round)
        change.tournament = applied(outcome, f"--after-round {args.after_round}: ")
    tell(outcome)
    return 0
