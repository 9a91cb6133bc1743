"""``cardtable new FILE``: a new tournament file with its settings and no players. The
settings are checked and the tournament made by the act (:func:`cardtable.actions.create.create`,
which the app's new-tournament form calls too); a refusal names the option."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..actions.create import NewTournament, create
from ..formats.toml_file import dumps_tournament
from ..formats.save import check_new_tournament, create_file
from ..model.numerals import decimal
from ..model.team import MatchPoints, Score
from ..systems.registry import DEFAULT_SYSTEM, SYSTEMS
from .common import CommandError
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file to create (NAME.toml)")
    parser.add_argument("--name", help="the tournament's name (default: from the file name)")
    parser.add_argument("--system", choices=tuple(SYSTEMS), default=DEFAULT_SYSTEM,
                        help=f"the pairing system (default: {DEFAULT_SYSTEM})")
    parser.add_argument("--rounds", type=integer, default=0,
                        help="number of rounds (required for a Swiss system, C.04.1 a)")
    parser.add_argument("--place", default="")
    parser.add_argument("--federation", default="", help="three-letter FIDE code")
    parser.add_argument("--start-date", default="", help="YYYY-MM-DD")
    parser.add_argument("--end-date", default="", help="YYYY-MM-DD")
    parser.add_argument("--chief-arbiter", default="")
    parser.add_argument("--time-control", default="")
    parser.add_argument("--rating-list", choices=("standard", "rapid", "blitz"), default="",
                        help="FIDE's list whose ratings players are entered with "
                             "(default: by the time control)")
    parser.add_argument("--initial-colour", choices=("white", "black", "lot"),
                        default="white",
                        help="colour of the first player in round 1, or drawn by lot")
    parser.add_argument("--colour-seed", type=integer,
                        help="seed of the draw by lot (default: a random one, recorded)")
    parser.add_argument("--tiebreaks", default="",
                        help="tie-break codes in order, comma-separated (e.g. BH,SB; "
                             "default: the system's recommended ones); a team "
                             "competition's are the team's ([team] tiebreaks, e.g. "
                             "EGGSB,BH:GP; default: the secondary score)")
    parser.add_argument("--fide-rated", action="store_true",
                        help="a FIDE-rated tournament (FIDE mode): FIDE's systems only, "
                             "every deviation logged")
    parser.add_argument("--random-seed", type=integer,
                        help="seed of every other draw by lot (recorded in the file)")
    team = parser.add_argument_group("a team competition (--system team, C.04.6)")
    team.add_argument("--boards", type=integer, metavar="N",
                      help="the boards of a match (default: 4)")
    team.add_argument("--primary", choices=tuple(PRIMARY_OPTIONS),
                      help="the primary score (C.04.6 art. 1.2; default: match-points); "
                           "the other is the secondary score")
    team.add_argument("--match-points", metavar="W,D,L",
                      help="what a match won, drawn and lost is worth (default: 2,1,0)")


def run(args: argparse.Namespace) -> int:
    path = Path(args.file)
    check_new_tournament(path)
    created = create(NewTournament(
        name=args.name or path.stem.replace("-", " ").replace("_", " "),
        system=args.system, rounds=args.rounds, place=args.place,
        federation=args.federation, start_date=args.start_date, end_date=args.end_date,
        chief_arbiter=args.chief_arbiter, time_control=args.time_control,
        rating_list=args.rating_list, initial_colour=args.initial_colour,
        colour_seed=args.colour_seed, tiebreaks=args.tiebreaks,
        fide_rated=args.fide_rated, random_seed=args.random_seed, boards=args.boards,
        primary=None if args.primary is None else PRIMARY_OPTIONS[args.primary],
        match_points=None if args.match_points is None else _match_points(
            args.match_points)))
    if created.refusal is not None:
        raise CommandError(f"--{created.setting.replace('_', '-')}: {created.refusal}")
    create_file(path, dumps_tournament(created.tournament))
    drawn = created.tournament.settings.drawn_colour
    print(f"created {path}" + (f" (initial colour drawn by lot: {drawn})" if drawn else ""))
    return 0


#: ``--primary`` -> the score (C.04.6 art. 1.2)
PRIMARY_OPTIONS = {"match-points": Score.MATCH_POINTS, "game-points": Score.GAME_POINTS}


def _match_points(text: str) -> MatchPoints:
    """``2,1,0``: a match won, drawn, lost (TRF-2026 record 362)."""
    try:
        values = [decimal(part) for part in text.replace("½", ".5").split(",")]
    except (ValueError, ZeroDivisionError):
        values = []
    if len(values) != 3 or any(v < 0 for v in values):
        raise CommandError(f"--match-points: expected three numbers for a match won, drawn "
                           f"and lost, such as 2,1,0, found {text!r}")
    return MatchPoints(*values)
