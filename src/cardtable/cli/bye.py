"""``cardtable bye FILE ROUND PLAYER [--kind H|F|Z] [--remove]``: a requested bye
(C.04.1 c, C.04.2 art. 3.1): the player is not paired in that round and takes a
half point (H, the default), a full point (F) or nothing (Z). A round robin has none
(its table gives every player a game in every round, C.05 Annex 1): refused, with what
to do instead.

A round a late entry missed (before their first round, paired or not) takes H or Z too:
the points the tournament's rules give them for it (TRF-2026 record 240); ``--remove``
leaves it at nothing. The act is :func:`cardtable.actions.requests.request_bye`."""

from __future__ import annotations

import argparse

from ..actions.requests import request_bye
from ..actions.requests import KINDS
from .common import applied, edit, find_player, tell
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("round", type=integer,
                        help="the round (not paired yet, or one a late entry missed)")
    parser.add_argument("player", help="pairing number or name")
    parser.add_argument("--kind", choices=tuple(KINDS), default="H", type=str.upper,
                        help="H half-point (default), F full-point, Z zero-point bye")
    parser.add_argument("--remove", action="store_true", help="take the request back")


def run(args: argparse.Namespace) -> int:
    with edit(args.file) as change:
        player = find_player(change.tournament, args.player)
        outcome = request_bye(change.tournament, args.round, player.start_no,
                              None if args.remove else args.kind)
        change.tournament = applied(outcome, f"{args.file}: ")
    tell(outcome)
    return 0
