"""``cardtable add-player FILE NAME ...``: a player joins the start list.

Pairing numbers follow the initial order of C.04.2 (rating, title, name), so they are
reassigned when a player joins, unless the arbiter fixed them (``fixed_order``).
After round 1 is paired the player is a late entry: they join in the next round (or
``--from-round R``), and scores for each round they missed what ``--missed H|Z`` says
(default: the tournament's ``missed_rounds``). A name already on the list is warned
of: the commands then name those players by pairing number."""

from __future__ import annotations

import argparse
import sys

from ..model import ByeKind, Player, PointSystem, Tournament, format_points
from ..model.roster import Joined, RosterError, add_player, namesakes, provisional_words
from ..systems.teams import add_to_team, find_team
from ..systems import descriptor
from .common import CommandError, describe, edit
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
        try:
            system = descriptor(change.tournament.settings.system)
            if args.team is not None:
                joined = add_to_team(change.tournament,
                                     find_team(change.tournament, args.team), player,
                                     args.joins_in, titles=system.entry.title_order,
                                     missed=args.missed or ())
            else:
                joined = add_player(change.tournament, player, args.joins_in,
                                    by_lot=system.entry.predetermined,
                                    titles=system.entry.title_order, missed=args.missed or ())
        except RosterError as exc:
            raise CommandError(str(exc)) from None
        same = namesakes(change.tournament, player.name)
        change.tournament = joined.tournament
    print(f"added {player.name.strip()} as player {joined.start_no}"
          + (f", joining in round {joined.joins_in}" if joined.joins_in else "")
          + _board(joined))
    if joined.joins_in and joined.joins_in > 1:
        points = joined.tournament.settings.points
        print("missed rounds: " + ", ".join(
            f"round {n} {_points(joined.tournament, n, joined.start_no, points)}"
            for n in range(1, joined.joins_in)))
    if args.team is None and joined.tournament.teams:
        print(f"warning: {player.name.strip()} plays for no team, so they are not paired "
              f"(C.04.6 pairs teams): add them with --team TEAM", file=sys.stderr)
    if same:
        print(f"warning: {describe(same[0])} has the same name: name them by pairing "
              f"number in commands", file=sys.stderr)
    if joined.renumbered:
        print(f"pairing numbers reassigned in the initial order (C.04.2): "
              f"{joined.renumbered} other player(s) moved")
    if joined.provisional:
        print(provisional_words(joined.tournament, joined.start_no))
    return 0


def _board(joined: Joined) -> str:
    """``, team 2 Rooks board 5`` for a player who joined a team."""
    for team in joined.tournament.teams:
        if joined.start_no in team.roster:
            return (f", team {team.tpn} {team.name} board "
                    f"{team.roster.index(joined.start_no) + 1}")
    return ""


def _points(tournament: Tournament, round_no: int, start_no: int,
            points: PointSystem) -> str:
    """``H (½)`` or ``Z (0)``: what the late entry scores in a round they missed."""
    bye = tournament.round(round_no).bye_of(start_no)
    kind = bye.kind if bye is not None else ByeKind.ZERO
    return f"{kind.value} ({format_points(points.for_bye(kind), '½')})"
