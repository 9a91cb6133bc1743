"""Creating a tournament, the one act ``cardtable new`` and the app's new-tournament
form both call: the settings the arbiter gives (:class:`NewTournament`) checked once —
a Swiss system declares its rounds (C.04.1 a), the system's own limits on them, a
team competition's boards and match points only for a team system (C.04.6), the
tie-break lists (C.07; a team competition's are the team's), the federation code, the
dates, FIDE mode only for FIDE's systems (C.02) — and the new tournament made, the
initial colour drawn by lot logged when drawn. A refusal names the setting
(:attr:`Created.setting`), which each door says in its own words (an option, a
field). Writing the file is the door's (a new file is made once, never over
another)."""

from __future__ import annotations

import datetime as dt
import secrets
from dataclasses import dataclass, replace
from fractions import Fraction

from ..formats.limits import MAX_PLAYERS
from ..model.tournament import Settings, Tournament, draw_initial_colour
from ..model.events import EventKind
from ..model.integrity import logged
from ..model.team import MatchPoints, Score, TeamScoring
from ..systems.registry import SYSTEMS, descriptor, entry
from ..systems.defaults import rounds_problem
from ..systems.fide_mode import NotFideSystem, check_fide_mode
from ..systems.teams import pairs_teams, team_system_names
from .outcome import Outcome
from .tiebreaks import new_lists


@dataclass(frozen=True, slots=True)
class NewTournament:
    """What the arbiter gives for a new tournament; every setting not given has the
    system's default. ``points`` is a game's win, draw and loss (None: 1 ½ 0);
    ``boards``, ``primary`` and ``match_points`` are a team competition's (None: its
    defaults); a seed left None is drawn when it is needed (and recorded)."""

    name: str
    system: str
    rounds: int = 0
    place: str = ""
    federation: str = ""
    start_date: str = ""
    end_date: str = ""
    chief_arbiter: str = ""
    time_control: str = ""
    rating_list: str = ""
    initial_colour: str = "white"
    colour_seed: int | None = None
    tiebreaks: str = ""
    acceleration: str = "none"
    points: tuple[Fraction, Fraction, Fraction] | None = None
    fide_rated: bool = False
    random_seed: int | None = None
    boards: int | None = None
    primary: Score | None = None
    match_points: MatchPoints | None = None


@dataclass(frozen=True, slots=True)
class Created(Outcome):
    """The new tournament (nothing written yet), or the refusal and ``setting``, the
    key of the setting it is about (a :class:`NewTournament` field's name); on a
    refusal the tournament is an empty one of the name and system given, not to be
    written."""

    setting: str = ""


def _refused(new: NewTournament, setting: str, why: str) -> Created:
    return Created(Tournament(Settings(name=new.name, system=new.system)), refusal=why,
                   setting=setting)


def create(new: NewTournament) -> Created:
    """The tournament ``new`` asks for, every setting checked; its lines say what was
    drawn by lot."""
    refusal = _refusal(new)
    if refusal is not None:
        return _refused(new, *refusal)
    system = descriptor(new.system)
    lists = new_lists(new.system, new.tiebreaks, _team_scoring(new))
    if isinstance(lists, str):
        return _refused(new, "tiebreaks", lists)
    tiebreaks, team = lists
    colour_seed, drawn = new.colour_seed, ""
    if new.initial_colour == "lot":
        colour_seed = secrets.randbelow(2**31) if colour_seed is None else colour_seed
        drawn = draw_initial_colour(colour_seed).word
    random_seed = new.random_seed
    if system.entry.lot_first_round:  # round 1 by lot, e.g. by the SwissBG document
        random_seed = secrets.randbelow(2**31) if random_seed is None else random_seed
    settings = Settings(
        name=new.name, place=new.place, federation=new.federation.strip().upper(),
        start_date=_date(new.start_date) or "", end_date=_date(new.end_date) or "",
        chief_arbiter=new.chief_arbiter, time_control=new.time_control,
        system=new.system, rounds=max(new.rounds, 0), initial_colour=new.initial_colour,
        colour_seed=colour_seed, drawn_colour=drawn, tiebreaks=tiebreaks,
        points=system.points(*new.points) if new.points else system.points(),
        acceleration=new.acceleration, random_seed=random_seed,
        fide_rated=new.fide_rated, rating_list=new.rating_list, team=team)
    tournament = Tournament(settings)
    if not drawn:
        return Created(tournament)
    said = f"initial colour drawn by lot: {drawn} (seed {colour_seed})"
    return Created(logged(tournament, EventKind.LOTS_DRAWN, 0, said), (said,))


def _refusal(new: NewTournament) -> tuple[str, str] | None:
    """The first setting that cannot be taken, and why (None: all can)."""
    if not new.name.strip():
        return "name", "required"
    if new.system not in SYSTEMS:
        return "system", f"no system called {new.system!r}"
    if not entry(new.system).predetermined and new.rounds < 1:
        return "rounds", "a Swiss tournament declares its rounds beforehand (C.04.1 a)"
    wrong = rounds_problem(new.system, new.rounds)
    if wrong:
        return "rounds", wrong
    team = [key for key in ("boards", "primary", "match_points")
            if getattr(new, key) is not None]
    if team and not pairs_teams(new.system):
        return team[0], (f"only a team competition (system {team_system_names()}, "
                         f"C.04.6) has boards and match points")
    if new.boards is not None and not 1 <= new.boards <= MAX_PLAYERS:
        return "boards", f"expected a number of boards from 1 to {MAX_PLAYERS}"
    federation = new.federation.strip()
    if federation and not (len(federation) == 3 and federation.isalpha()):
        return "federation", (f"expected a three-letter FIDE code such as GER, found "
                              f"{new.federation!r}")
    for key in ("start_date", "end_date"):
        if _date(getattr(new, key)) is None:
            return key, f"expected a date such as 2026-03-14, found {getattr(new, key)!r}"
    start, end = _date(new.start_date), _date(new.end_date)
    if start and end and end < start:
        return "end_date", f"{end} is before the start date {start}"
    if new.fide_rated:
        try:  # C.02: a FIDE-rated tournament is paired by FIDE's systems only
            check_fide_mode(Tournament(Settings(system=new.system, fide_rated=True)))
        except NotFideSystem as exc:
            return "fide_rated", str(exc)
    return None


def _team_scoring(new: NewTournament) -> TeamScoring:
    scoring = TeamScoring()
    if new.boards is not None:
        scoring = replace(scoring, boards=new.boards)
    if new.primary is not None:
        scoring = replace(scoring, primary=new.primary)
    if new.match_points is not None:
        scoring = replace(scoring, match_points=new.match_points)
    return scoring


def _date(text: str) -> str | None:
    """``text`` as an ISO date ("" when empty), None when it is no date."""
    if not text:
        return ""
    try:
        return dt.date.fromisoformat(text).isoformat()
    except ValueError:
        return None
