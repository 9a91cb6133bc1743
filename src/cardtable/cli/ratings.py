"""``cardtable ratings import LIST``, ``ratings update FILE``, ``ratings find TEXT``:
FIDE's rating list in a local index (:mod:`cardtable.formats.rating_index`).

``import`` reads the combined list (XML or text, zipped or not) with a progress bar on
stderr, and says how many players it holds and the list's date, with where the date
came from. ``update`` gives the tournament's players with a FIDE ID the rating of the
tournament's list (the act: :func:`cardtable.actions.ratings.update_ratings`). ``find``
looks a player up."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..formats.fide_list import ListedPlayer, list_date, read_list
from ..formats.rating_index import About, build_index, index_path, opened_index
from ..actions.ratings import update_ratings
from .common import CommandError, applied, edit, tell
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
        outcome = update_ratings(change.tournament, index, args.file)
        change.tournament = applied(outcome)
    tell(outcome)
    return 0
