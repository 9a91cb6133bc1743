"""``cardtable edit-player FILE PLAYER --rating R ...``: correct a player's details on the
start list, as ``e`` does in the app. Only the options given change.

A correction that changes the initial order (C.04.2: rating, title, name) reassigns
the pairing numbers until round 4 is paired, never later, and never when the system
draws them by lot (C.05). A rating changed once a round is paired is an integrity
event: the pairings made with the old rating stand (C.04.2 art. 2.3), and the change
is logged in the tournament's integrity log (``cardtable log``, undoable). The act is
:func:`cardtable.actions.entries.correct_details`."""

from __future__ import annotations

import argparse
from dataclasses import replace

from ..actions.entries import correct_details
from .common import CommandError, applied, edit, find_player, tell
from .numbers import integer

#: option -> the player's field it corrects
_FIELDS = {"name": "name", "rating": "rating", "title": "title", "federation": "federation",
           "club": "club", "sex": "sex", "birth": "birth_date", "fide_id": "fide_id"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("player", help="pairing number or name")
    parser.add_argument("--name", help='the corrected name, e.g. "Berg, Anna"')
    parser.add_argument("--rating", type=integer, help="rating (0: unrated)")
    parser.add_argument("--title", help="FIDE title: GM IM WGM FM WIM CM WFM WCM (\"\": none)")
    parser.add_argument("--federation", help="three-letter FIDE code")
    parser.add_argument("--club")
    parser.add_argument("--sex", help="m or w (as TRF writes it)")
    parser.add_argument("--birth", help="birth year or date (YYYY or YYYY-MM-DD)")
    parser.add_argument("--fide-id", type=integer)


def run(args: argparse.Namespace) -> int:
    given = {field: getattr(args, option) for option, field in _FIELDS.items()
             if getattr(args, option) is not None}
    if not given:
        raise CommandError("nothing to correct: give at least one of "
                           + ", ".join(f"--{o.replace('_', '-')}" for o in _FIELDS))
    if "title" in given:
        given["title"] = given["title"].strip().upper()
    if "federation" in given:
        given["federation"] = given["federation"].upper()
    with edit(args.file) as change:
        player = find_player(change.tournament, args.player)
        outcome = correct_details(change.tournament, replace(player, **given))
        change.tournament = applied(outcome, f"{args.file}: ")
    tell(outcome)
    if outcome.logged:
        print(f"cardtable log {args.file} shows the event (and undoes it)")
    return 0
