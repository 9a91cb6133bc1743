"""``cardtable forbid FILE A B [C ...] [--remove]``: players who must never meet
(same family, same club; TRF-2026 record 260). A round robin cannot keep players apart
(everybody meets everybody, C.05 Annex 1): refused, ``--remove`` still allowed."""

from __future__ import annotations

import argparse

from ..model.requests import RequestError, allow
from ..systems.requests import forbid
from .common import CommandError, describe, edit, find_player

HELP = "players who must never meet (a forbidden pair or group), or remove the group"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("players", nargs="+", metavar="PLAYER",
                        help="two or more players, by pairing number or name")
    parser.add_argument("--remove", action="store_true",
                        help="remove the group made of exactly these players")


def run(args: argparse.Namespace) -> int:
    if len(args.players) < 2:
        raise CommandError("name at least two players")
    with edit(args.file) as change:
        players = [find_player(change.tournament, text) for text in args.players]
        group = tuple(p.start_no for p in players)
        try:
            change.tournament = (allow if args.remove else forbid)(change.tournament, group)
        except RequestError as exc:
            raise CommandError(f"{args.file}: {exc}") from None
    names = ", ".join(describe(p) for p in players)
    print(f"{names} may meet again" if args.remove else f"{names} never meet")
    return 0
