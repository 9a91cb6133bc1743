"""A new tournament, when ``cardtable open NEW.toml`` names a file that does not
exist: first the question whether to create it, then a form of its settings, each
field checked as it is typed; the tie-breaks are filled in with the system's
recommended ones (and follow the system while they are left as they are)."""

from __future__ import annotations

import secrets
from pathlib import Path

from textual import on
from textual.widgets import Input

from cardtable.formats.limits import MAX_PLAYERS
from cardtable.model.tournament import Settings, Tournament, draw_initial_colour
from cardtable.model.team import TeamScoring
from cardtable.systems.teams import pairs_teams, team_system_names
from cardtable.systems.registry import DEFAULT_SYSTEM, SYSTEMS, descriptor, entry
from cardtable.actions.tiebreaks import new_lists
from cardtable.systems.defaults import rounds_problem

from ..messages import CreateRequested
from . import checks
from .dialogs import Applied, ConfirmScreen, Field, FormScreen


def confirm_create(path: Path) -> ConfirmScreen:
    return ConfirmScreen("New tournament", f"{path} does not exist yet.",
                         question=f"Create {path.name}?")


class NewTournamentForm(FormScreen):
    """The settings of a new tournament; the tie-breaks follow the system."""

    @on(Input.Changed, "#field-system")
    def _system_changed(self, event: Input.Changed) -> None:
        codes = self.query_one("#field-tiebreaks", Input)
        if event.value in SYSTEMS and codes.value in {_recommended(s) for s in SYSTEMS}:
            codes.value = _recommended(event.value)


def _recommended(system: str) -> str:
    """The list a new tournament of ``system`` gets: a team competition's is the
    team's (:func:`cardtable.actions.tiebreaks.new_lists`)."""
    lists = new_lists(system, "", TeamScoring())
    assert not isinstance(lists, str)
    return ", ".join(lists[1].tiebreaks if pairs_teams(system) else lists[0])


def new_tournament_form(path: Path) -> NewTournamentForm:
    """The settings of the tournament to create at ``path`` (the app writes it,
    :class:`~..messages.CreateRequested`)."""
    fields = [
        Field("name", "Name", path.stem.replace("-", " ").replace("_", " "),
              check=lambda text: None if text else "required"),
        Field("system", "System", DEFAULT_SYSTEM, placeholder=" ".join(SYSTEMS),
              check=checks.one_of(*SYSTEMS)),
        Field("rounds", "Rounds", "", placeholder="e.g. 5",
              check=checks.whole_number(0)),
        Field("boards", "Team boards", "", placeholder=f"system {team_system_names()}: boards a "
              f"match, e.g. 4", check=checks.whole_number(1, MAX_PLAYERS)),
        Field("place", "Place"),
        Field("start_date", "Start date", placeholder="YYYY-MM-DD", check=checks.date),
        Field("end_date", "End date", placeholder="YYYY-MM-DD", check=checks.date),
        Field("chief_arbiter", "Chief arbiter"),
        Field("time_control", "Time control", placeholder="e.g. 90'+30\""),
        Field("federation", "Federation", placeholder="e.g. GER", check=checks.federation),
        Field("tiebreaks", "Tie-breaks", _recommended(DEFAULT_SYSTEM),
              check=checks.any_tiebreaks),
        Field("points", "Win draw loss", "1 ½ 0", check=checks.point_values(3)),
        Field("colour", "Initial colour", "white", placeholder="white, black or lot",
              check=checks.one_of("white", "black", "lot")),
        Field("acceleration", "Acceleration", "none", placeholder="none or baku",
              check=checks.one_of("none", "baku")),
        Field("fide_rated", "FIDE-rated", "no", placeholder="yes: the rating report asks "
              "for FIDE ids, births", check=checks.one_of("yes", "no")),
    ]

    def apply(values: dict[str, str]) -> Applied:
        system = values["system"]
        rounds = int(values["rounds"] or 0)
        if not rounds and not entry(system).predetermined:
            return "Rounds: a Swiss tournament declares its rounds beforehand (C.04.1 a)"
        wrong = rounds_problem(system, rounds)
        if wrong:
            return f"Rounds: {wrong}"
        if values["end_date"] and values["end_date"] < values["start_date"]:
            return "End date: before the start date"
        if values["boards"] and not pairs_teams(system):
            return (f"Team boards: only a team competition (system {team_system_names()}, "
                    f"C.04.6) "
                    f"plays matches on boards")
        boards = int(values["boards"] or TeamScoring().boards)
        lists = new_lists(system, values["tiebreaks"], TeamScoring(boards=boards))
        if isinstance(lists, str):
            return f"Tie-breaks: {lists}"
        tiebreaks, team = lists
        win, draw, loss = checks.read_points(values["points"])
        colour = values["colour"].lower()
        colour_seed = secrets.randbelow(2**31) if colour == "lot" else None
        settings = Settings(
            name=values["name"], place=values["place"],
            federation=values["federation"].upper(),
            start_date=values["start_date"], end_date=values["end_date"],
            chief_arbiter=values["chief_arbiter"], time_control=values["time_control"],
            system=system, rounds=rounds, initial_colour=colour, colour_seed=colour_seed,
            drawn_colour=draw_initial_colour(colour_seed).word if colour_seed is not None
            else "",
            points=descriptor(system).points(win, draw, loss),
            tiebreaks=tiebreaks,
            acceleration=values["acceleration"].lower(),
            fide_rated=values["fide_rated"].lower() == "yes",
            random_seed=secrets.randbelow(2**31) if entry(system).lot_first_round else None,
            team=team)
        return CreateRequested(Tournament(settings))

    return NewTournamentForm(f"New tournament: {path.name}", fields, apply,
                             note="Players (or a team competition's teams) are added "
                                  "next, on the start list (a).",
                             leave=f"Leave without creating {path.name}? cardtable "
                                   f"closes.")
