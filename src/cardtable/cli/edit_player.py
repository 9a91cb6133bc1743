"""``cardtable edit-player FILE PLAYER --rating R ...``: correct a player's details on the
start list, as ``e`` does in the app. Only the options given change.

A correction that changes the initial order (C.04.2: rating, title, name) reassigns
the pairing numbers until round 4 is paired, never later, and never when the system
draws them by lot (C.05). A rating changed once a round is paired is an integrity
event: the pairings made with the old rating stand (C.04.2 art. 2.3), and the change
is logged in the tournament's integrity log (``cardtable log``, undoable)."""

from __future__ import annotations

import argparse
import sys
from dataclasses import fields, replace

from ..model.roster import RosterError, correct_player, namesakes
from ..systems import descriptor
from .common import CommandError, describe, edit, find_player
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
        t = change.tournament
        player = find_player(t, args.player)
        corrected = replace(player, **given)
        system = descriptor(t.settings.system)
        try:
            done = correct_player(t, corrected, by_lot=system.entry.predetermined,
                                  titles=system.entry.title_order)
        except RosterError as exc:
            raise CommandError(f"{args.file}: {exc}") from None
        change.tournament = done.tournament
        logged = len(done.tournament.log) > len(t.log)
    now = done.tournament.player(done.start_no)
    changes = [f"{f.name.replace('_', ' ')} {getattr(player, f.name)!r} -> "
               f"{getattr(now, f.name)!r}" for f in fields(player)
               if f.name in given and getattr(player, f.name) != getattr(now, f.name)]
    print(f"{describe(now)}: " + ("; ".join(changes) if changes else "nothing changed"))
    if done.start_no != player.start_no:
        print(f"pairing numbers reassigned in the initial order (C.04.2): player "
              f"{player.start_no} is now {done.start_no}")
    if logged:
        print(f"the rating changed after round {t.last_paired_round} was paired: the "
              f"pairings made stand (C.04.2 art. 2.3); logged (cardtable log {args.file})")
    same = namesakes(done.tournament, now.name, but=now.start_no)
    if "name" in given and same:
        print(f"warning: {describe(same[0])} has the same name: name them by pairing "
              f"number in commands", file=sys.stderr)
    return 0
