"""A new tournament, when ``cardtable open NEW.toml`` names a file that does not
exist: first the question whether to create it, then a form of its settings, each
field checked as it is typed; the tie-breaks are filled in with the system's
recommended ones (and follow the system while they are left as they are). The act
checks the settings and makes the tournament, as for ``cardtable new``
(:func:`cardtable.actions.create.create`); the app writes the file."""

from __future__ import annotations

from pathlib import Path

from textual import on
from textual.widgets import Input

from cardtable.actions.create import NewTournament, create
from cardtable.actions.tiebreaks import new_lists
from cardtable.formats.limits import MAX_PLAYERS
from cardtable.model.team import TeamScoring
from cardtable.systems.registry import DEFAULT_SYSTEM, SYSTEMS
from cardtable.systems.teams import pairs_teams, team_system_names

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

    labels = {field.key: field.label for field in fields} | {"initial_colour": "Initial colour"}

    def apply(values: dict[str, str]) -> Applied:
        """The act (:func:`cardtable.actions.create.create`, as ``cardtable new``): a
        refusal names the field."""
        win, draw, loss = checks.read_points(values["points"])
        created = create(NewTournament(
            name=values["name"], system=values["system"], rounds=int(values["rounds"] or 0),
            place=values["place"], federation=values["federation"],
            start_date=values["start_date"], end_date=values["end_date"],
            chief_arbiter=values["chief_arbiter"], time_control=values["time_control"],
            initial_colour=values["colour"].lower(), tiebreaks=values["tiebreaks"],
            acceleration=values["acceleration"].lower(),
            points=(win, draw, loss),
            fide_rated=values["fide_rated"].lower() == "yes",
            boards=int(values["boards"]) if values["boards"] else None))
        if created.refusal is not None:
            return f"{labels.get(created.setting, created.setting)}: {created.refusal}"
        return CreateRequested(created.tournament)

    return NewTournamentForm(f"New tournament: {path.name}", fields, apply,
                             note="Players (or a team competition's teams) are added "
                                  "next, on the start list (a).",
                             leave=f"Leave without creating {path.name}? cardtable "
                                   f"closes.")
