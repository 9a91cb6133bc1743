"""``cardtable bye FILE ROUND PLAYER [--kind H|F|Z] [--remove]``: a requested bye
(C.04.1 c, C.04.2 art. 3.1): the player is not paired in that round and takes a
half point (H, the default), a full point (F) or nothing (Z). A round robin has none
(its table gives every player a game in every round, C.05 Annex 1): refused, with what
to do instead.

A round a late entry missed (before their first round, paired or not) takes H or Z too:
the points the tournament's rules give them for it (TRF-2026 record 240); ``--remove``
leaves it at nothing."""

from __future__ import annotations

import argparse

from ..model import ByeKind
from ..model.requests import RequestError, missed_by_late_entry, remove_bye
from ..systems.requests import set_bye
from .common import CommandError, describe, edit, find_player
from .numbers import integer

_KINDS = {"H": "half-point", "F": "full-point", "Z": "zero-point"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("round", type=integer,
                        help="the round (not paired yet, or one a late entry missed)")
    parser.add_argument("player", help="pairing number or name")
    parser.add_argument("--kind", choices=tuple(_KINDS), default="H", type=str.upper,
                        help="H half-point (default), F full-point, Z zero-point bye")
    parser.add_argument("--remove", action="store_true", help="take the request back")


def run(args: argparse.Namespace) -> int:
    with edit(args.file) as change:
        player = find_player(change.tournament, args.player)
        try:
            if args.remove:
                change.tournament = remove_bye(change.tournament, args.round,
                                               player.start_no)
            else:
                change.tournament = set_bye(change.tournament, args.round, player.start_no,
                                            ByeKind.parse(args.kind))
        except RequestError as exc:
            raise CommandError(f"{args.file}: {exc}") from None
    if missed_by_late_entry(change.tournament, args.round, player.start_no):
        kind = "Z" if args.remove else args.kind
        print(f"{describe(player)}: round {args.round}, missed before the late entry, "
              f"scores {_KINDS[kind]} ({kind})")
    elif args.remove:
        print(f"{describe(player)}: requested bye in round {args.round} removed")
    else:
        print(f"{describe(player)}: {_KINDS[args.kind]} bye ({args.kind}) in round "
              f"{args.round}, not paired in it")
    return 0
