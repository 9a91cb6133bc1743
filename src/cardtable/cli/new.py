"""``cardtable new FILE``: a new tournament file with its settings and no players."""

from __future__ import annotations

import argparse
import datetime as dt
import secrets
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from ..formats.toml_file import dumps_tournament
from ..formats.limits import MAX_PLAYERS
from ..formats.save import check_new_tournament, create_file
from ..model.tournament import Settings, Tournament, draw_initial_colour
from ..model.events import EventKind
from ..model.integrity import logged
from ..model.team import MatchPoints, Score, TeamScoring
from ..systems.teams import pairs_teams, team_system_names
from ..systems.registry import DEFAULT_SYSTEM, SYSTEMS, descriptor
from ..systems.defaults import rounds_problem
from ..actions.tiebreaks import new_lists
from .common import CommandError
from ..model.numerals import decimal
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
    system = descriptor(args.system)
    scoring = _team_scoring(args)
    if not system.entry.predetermined and args.rounds < 1:
        raise CommandError("give the number of rounds with --rounds N: a Swiss tournament "
                           "declares it beforehand (C.04.1 a)")
    wrong = rounds_problem(args.system, args.rounds)
    if wrong:
        raise CommandError(f"--rounds: {wrong}")
    colour_seed = args.colour_seed
    drawn = ""
    if args.initial_colour == "lot":
        colour_seed = secrets.randbelow(2**31) if colour_seed is None else colour_seed
        drawn = draw_initial_colour(colour_seed).word
    random_seed = args.random_seed
    if system.entry.lot_first_round:  # round 1 by lot, e.g. by the SwissBG document
        random_seed = secrets.randbelow(2**31) if random_seed is None else random_seed
    lists = new_lists(args.system, args.tiebreaks, scoring)
    if isinstance(lists, str):
        raise CommandError(f"--tiebreaks: {lists}")
    tiebreaks, scoring = lists
    federation = args.federation.strip().upper()
    if federation and not (len(federation) == 3 and federation.isalpha()):
        raise CommandError(f"--federation: expected a three-letter FIDE code such as GER, "
                           f"found {args.federation!r}")
    start, end = _date(args.start_date, "--start-date"), _date(args.end_date, "--end-date")
    if start and end and end < start:
        raise CommandError(f"--end-date {end} is before --start-date {start}")
    settings = Settings(
        name=args.name or path.stem.replace("-", " ").replace("_", " "),
        place=args.place, federation=federation,
        start_date=start, end_date=end,
        chief_arbiter=args.chief_arbiter, time_control=args.time_control,
        system=args.system, rounds=max(args.rounds, 0),
        initial_colour=args.initial_colour, colour_seed=colour_seed, drawn_colour=drawn,
        tiebreaks=tiebreaks, points=system.points(),
        random_seed=random_seed,
        fide_rated=args.fide_rated, rating_list=args.rating_list,
    )
    tournament = Tournament(replace(settings, team=scoring))
    if drawn:
        tournament = logged(tournament, EventKind.LOTS_DRAWN, 0, f"initial colour drawn by lot: {drawn} "
                                                         f"(seed {colour_seed})")
    create_file(path, dumps_tournament(tournament))
    print(f"created {path}" + (f" (initial colour drawn by lot: {drawn})" if drawn else ""))
    return 0


#: ``--primary`` -> the score (C.04.6 art. 1.2)
PRIMARY_OPTIONS = {"match-points": Score.MATCH_POINTS, "game-points": Score.GAME_POINTS}


def _team_scoring(args: argparse.Namespace) -> TeamScoring:
    """The ``[team]`` settings of a team competition from ``--boards``, ``--primary``
    and ``--match-points``; refused for a system of individuals."""
    given = [option for option, value in (("--boards", args.boards),
                                          ("--primary", args.primary),
                                          ("--match-points", args.match_points))
             if value is not None]
    if not pairs_teams(args.system):
        if given:
            raise CommandError(f"{given[0]}: only a team competition (--system "
                               f"{team_system_names()}) has boards and match points")
        return TeamScoring()
    scoring = TeamScoring()
    if args.boards is not None:
        if not 1 <= args.boards <= MAX_PLAYERS:
            raise CommandError(f"--boards: expected a number of boards from 1 to "
                               f"{MAX_PLAYERS}, found {args.boards}")
        scoring = replace(scoring, boards=args.boards)
    if args.primary is not None:
        scoring = replace(scoring, primary=PRIMARY_OPTIONS[args.primary])
    if args.match_points is not None:
        scoring = replace(scoring, match_points=_match_points(args.match_points))
    return scoring


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


def _date(text: str, option: str) -> str:
    if not text:
        return ""
    try:
        return dt.date.fromisoformat(text).isoformat()
    except ValueError:
        raise CommandError(f"{option}: expected a date such as 2026-03-14, found "
                           f"{text!r}") from None
