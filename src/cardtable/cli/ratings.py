"""``cardtable ratings import LIST``, ``ratings update FILE``, ``ratings find TEXT``:
FIDE's rating list in a local index (:mod:`cardtable.formats.rating_index`).

``import`` reads the combined list (XML or text, zipped or not) with a progress bar on
stderr, and says how many players it holds and the list's date, with where the date
came from. ``update`` gives the tournament's players with a FIDE ID the rating of the
tournament's list (standard, rapid or blitz: :mod:`cardtable.model.rate`); once round
1 is paired each change is logged in the integrity log, as ``edit-player`` logs it
(the pairings made stand, C.04.2 art. 2.3). ``find`` looks a player up."""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from ..formats.fide_list import ListedPlayer, list_date, read_list
from ..formats.rating_index import About, build_index, index_path, opened_index
from ..model.tournament import Tournament
from ..model.rate import tournament_rate
from ..model.roster import RosterError, correct_player
from ..systems.registry import descriptor
from .common import CommandError, edit
from .progress import ProgressBar



def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--index", metavar="PATH", type=Path,
                        help="the index file (default: fide-ratings.sqlite in "
                             "$CARDTABLE_DATA_DIR, $XDG_DATA_HOME/cardtable or "
                             "~/.local/share/cardtable)")
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    imported = sub.add_parser("import", help="read FIDE's list (XML or TXT, zipped or not)")
    imported.add_argument("list", metavar="LIST", help="the list as FIDE publishes it")
    updated = sub.add_parser("update", help="refresh the tournament's players' ratings")
    updated.add_argument("file", help="the tournament file (.toml)")
    found = sub.add_parser("find", help="look players up by FIDE ID or start of name")
    found.add_argument("text", help="a FIDE ID or the start of a name")


def run(args: argparse.Namespace) -> int:
    return {"import": _import, "update": _update, "find": _find}[args.action](args)


def _import(args: argparse.Namespace) -> int:
    source = Path(args.list)
    if not source.exists():
        raise CommandError(f"{source}: no such file")
    if not source.is_file():
        raise CommandError(f"{source}: not a file (a folder or a device): give the list "
                           f"as downloaded from FIDE")
    when, where = list_date(source)
    target = args.index or index_path()
    with ProgressBar(f"reading {source.name}") as bar:
        count = build_index(read_list(source, bar.update),
                            About(0, when, where, str(source)), target)
    print(f"{count} players imported from the list of {when} (the date from {where}) "
          f"into {target}")
    return 0


def describe(p: ListedPlayer) -> str:
    """``1503014 GM Carlsen, Magnus NOR m 1990: standard 2830, rapid 2810, blitz 2880``."""
    ratings = ", ".join(f"{rate} {p.rating(rate) or '-'}"
                        for rate in ("standard", "rapid", "blitz"))
    who = " ".join(part for part in (str(p.fide_id), p.title, p.name, p.federation, p.sex,
                                     str(p.birth_year or "")) if part)
    return f"{who}: {ratings}"


def _find(args: argparse.Namespace) -> int:
    with opened_index(args.index) as index:
        found = index.search(args.text)
    for p in found:
        print(describe(p))
    if not found:
        print(f"no player in the list is {args.text!r} or has a name starting so")
    return 0


def _update(args: argparse.Namespace) -> int:
    with opened_index(args.index) as index, edit(args.file) as change:
        t = change.tournament
        rate = tournament_rate(t.settings)
        print(f"ratings from the {rate.name} list of {index.about.list_date} "
              f"(the {rate.name} list: {rate.why})")
        system = descriptor(t.settings.system)
        changed = 0
        for fide_id in dict.fromkeys(p.fide_id for p in t.players if p.fide_id):
            listed = index.by_id(fide_id)
            player = next(p for p in change.tournament.players if p.fide_id == fide_id)
            if listed is None:
                print(f"{player.start_no} {player.name}: FIDE ID {fide_id} is not in the "
                      f"list: rating {player.rating} kept")
                continue
            rating = listed.rating(rate.name)
            if not rating and player.rating:
                print(f"{player.start_no} {player.name}: no {rate.name} rating in the list: "
                      f"rating {player.rating} kept")
            if rating == player.rating or not rating:
                continue
            try:
                done = correct_player(change.tournament, replace(player, rating=rating),
                                      by_lot=system.entry.predetermined,
                                      titles=system.entry.title_order)
            except RosterError as exc:
                raise CommandError(f"{args.file}: {exc}") from None
            change.tournament = done.tournament
            changed += 1
            print(f"{player.start_no} {player.name}: rating {player.rating} -> {rating}")
        logged = len(change.tournament.log) - len(t.log)
        moved = _order(t) != _order(change.tournament)
    print(f"{changed} rating(s) changed" + (
        f"; round {t.last_paired_round} is paired: the pairings made stand (C.04.2 art. "
        f"2.3), {logged} change(s) logged (cardtable log {args.file})" if logged else ""))
    if moved:
        print("pairing numbers reassigned in the initial order (C.04.2)")
    return 0


def _order(tournament: Tournament) -> list[tuple[int, str]]:
    """The players' names by pairing number."""
    return sorted((p.start_no, p.name) for p in tournament.players)
