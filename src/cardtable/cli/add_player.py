"""``cardtable add-player FILE NAME ...``: a player joins the start list.

Pairing numbers follow the initial order of C.04.2 (rating, title, name), so they are
reassigned when a player joins, unless the arbiter fixed them (``fixed_order``).
After round 1 is paired the player is a late entry: they join in the next round (or
``--from-round R``), and scores for each round they missed what ``--missed H|Z`` says
(default: the tournament's ``missed_rounds``). A name already on the list is warned
of: the commands then name those players by pairing number. The act is
:func:`cardtable.actions.entries.add_entry`."""

from __future__ import annotations

import argparse

from ..actions.entries import add_entry
from ..model.results import ByeKind
from .common import applied, edit, tell
from .listed import listed_player
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("name", nargs="?", help='the player\'s name, e.g. "Berg, Anna" '
                                                '(with --fide-id: from FIDE\'s list)')
    parser.add_argument("--rating", type=integer, help="rating (0: unrated)")
    parser.add_argument("--title", help="FIDE title: GM IM WGM FM WIM CM WFM WCM")
    parser.add_argument("--federation", help="three-letter FIDE code")
    parser.add_argument("--club", default="")
    parser.add_argument("--sex", help="m or w (as TRF writes it)")
    parser.add_argument("--birth", help="birth year or date (YYYY or YYYY-MM-DD)")
    parser.add_argument("--fide-id", type=integer,
                        help="FIDE ID; a player in the imported rating list (cardtable "
                             "ratings import) gets the list's name, title, federation, sex, "
                             "birth year and rating of the tournament's rate, unless given")
    parser.add_argument("--from-round", "--joins-in", type=integer, metavar="R", dest="joins_in",
                        help="first round the player takes part in (a late entry)")
    parser.add_argument("--team", metavar="TEAM",
                        help="the team the player joins, by number (TPN) or name, after its "
                             "players (a team competition)")
    parser.add_argument("--missed", metavar="H|Z", type=missed_letters,
                        help="a late entry's points for each round they missed: H half a "
                             "point, Z nothing; one letter for all or one per round "
                             "(HZ...); default: the tournament's missed_rounds setting")


def missed_letters(text: str) -> tuple[ByeKind, ...]:
    """``H``, ``Z`` or one letter per missed round (``HHZ``)."""
    letters = text.replace(",", "").replace(" ", "").upper()
    if not letters or set(letters) - {"H", "Z"}:
        raise argparse.ArgumentTypeError(f"expected H or Z (one letter for all missed "
                                         f"rounds, or one per round), found {text!r}")
    return tuple(ByeKind(letter) for letter in letters)


def run(args: argparse.Namespace) -> int:
    with edit(args.file) as change:
        player = listed_player(args, change.tournament.settings)
        outcome = add_entry(change.tournament, player, args.joins_in,
                            missed=args.missed or (), team=args.team)
        change.tournament = applied(outcome)
    tell(outcome)
    return 0
