"""``add-player --fide-id N``: the player's details from FIDE's rating list, where
the list was imported (``cardtable ratings import``) and holds that FIDE ID; the
options given on the command line win over the list's values."""

from __future__ import annotations

import argparse
from dataclasses import replace

from ..formats.errors import FileError
from ..formats.rating_index import opened_index
from ..model.player import Player
from ..model.rate import tournament_rate
from ..model.tournament import Settings
from .common import CommandError

#: option -> the player's field it gives
_GIVEN = {"name": "name", "rating": "rating", "title": "title", "federation": "federation",
          "sex": "sex", "birth": "birth_date"}


def listed_player(args: argparse.Namespace, settings: Settings) -> Player:
    """The player the options describe, completed from the rating list by FIDE ID."""
    typed = Player(start_no=0, name=args.name or "", rating=args.rating or 0,
                   title=(args.title or "").strip().upper(),
                   federation=(args.federation or "").upper(), club=args.club,
                   sex=args.sex or "", birth_date=args.birth or "", fide_id=args.fide_id)
    if args.fide_id is None:
        if not args.name:
            raise CommandError("give the player's name, or --fide-id to take it from "
                               "FIDE's rating list")
        return typed
    try:
        with opened_index() as index:
            listed, list_date = index.by_id(args.fide_id), index.about.list_date
    except FileError as exc:
        if not args.name:
            raise CommandError(f"FIDE ID {args.fide_id} cannot be looked up: "
                               f"{exc.problems[0].message}") from None
        print(f"FIDE ID {args.fide_id}: no rating list imported; the player is added as "
              f"given")
        return typed
    if listed is None:
        if not args.name:
            raise CommandError(f"FIDE ID {args.fide_id} is not in the rating list of "
                               f"{list_date}: give the player's name")
        print(f"FIDE ID {args.fide_id} is not in the rating list of {list_date}: the "
              f"player is added as given")
        return typed
    rate = tournament_rate(settings)
    from_list = listed.player(rate.name)
    print(f"from FIDE's rating list of {list_date}: {from_list.name}, rating "
          f"{from_list.rating or 'none'} in the {rate.name} list ({rate.why})")
    given = {field: getattr(typed, field) for option, field in _GIVEN.items()
             if getattr(args, option) is not None}
    return replace(from_list, club=typed.club, **given)
