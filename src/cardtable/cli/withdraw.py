"""``cardtable withdraw FILE PLAYER --after-round K``: the player is not paired after
round K (his requested byes after it are dropped)."""

from __future__ import annotations

import argparse
from dataclasses import replace

from ..model import ByeKind
from .common import CommandError, describe, edit, find_player

HELP = "withdraw a player after a round (he is not paired after it)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("player", help="pairing number or name")
    parser.add_argument("--after-round", type=int, required=True, metavar="K",
                        help="the last round the player takes part in (0: before round 1)")


def run(args: argparse.Namespace) -> int:
    after = args.after_round
    with edit(args.file) as change:
        t = change.tournament
        player = find_player(t, args.player)
        if after < 0 or (t.settings.rounds and after > t.settings.rounds):
            raise CommandError(f"--after-round: expected a round from 0 to "
                               f"{t.settings.rounds}, found {after}")
        for rnd in t.rounds:
            if rnd.number <= after:
                continue
            game = rnd.game_of(player.start_no)
            if game is not None or rnd.pab == player.start_no:
                where = f"on board {game.board}" if game else "with the PAB"
                raise CommandError(
                    f"{describe(player)} is paired in round {rnd.number} ({where}): "
                    f"withdraw him after round {rnd.number}, or enter that game as a "
                    f"forfeit first")
        dropped = [rnd.number for rnd in t.rounds if rnd.number > after
                   and rnd.bye_of(player.start_no) is not None]
        for number in dropped:
            rnd = t.round(number)
            t = t.with_round(replace(rnd, byes=tuple(
                b for b in rnd.byes if b.player != player.start_no
                or b.kind is ByeKind.PAB)))
        change.tournament = t.with_player(replace(player, withdrawn_after=after))
    print(f"{describe(player)} withdrawn after round {after}")
    if dropped:
        print(f"his requested byes in round(s) {', '.join(map(str, dropped))} are dropped")
    return 0
