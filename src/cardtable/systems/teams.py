"""Which tournaments have teams: those paired by a system whose registry line says it
pairs the file's teams (``pairs_teams``: the Swiss Team Pairing System, C.04.6); the
roster's changes (:mod:`cardtable.model.team_roster`) are refused for any other, and
the command line and the app ask here rather than name the system."""

from __future__ import annotations

from collections.abc import Sequence

from ..model.results import ByeKind
from ..model.player import Player
from ..model.tournament import Tournament
from ..model import team_roster
from ..model.player import TITLE_ORDER
from ..model.roster import Joined
from ..model.team import Team
from ..model.team_roster import TeamError, TeamJoined
from .registry import SYSTEMS


def pairs_teams(system: str) -> bool:
    """Whether the system of that name pairs the file's teams."""
    known = SYSTEMS.get(system)
    return known is not None and known.pairs_teams


def has_teams(tournament: Tournament) -> bool:
    """Whether the tournament's system pairs teams (its teams may be added)."""
    return pairs_teams(tournament.settings.system)


def team_system_names() -> str:
    """The systems that pair teams, as a user types them (``team``)."""
    return ", ".join(name for name, line in SYSTEMS.items() if line.pairs_teams)


def check_team_system(tournament: Tournament) -> None:
    """:class:`TeamError` unless the tournament's system pairs teams."""
    if not has_teams(tournament):
        raise TeamError(f"teams belong to a team competition (system "
                        f"\"{team_system_names()}\", the Swiss Team Pairing System "
                        f"C.04.6); this tournament's system is "
                        f"{tournament.settings.system!r}")


def find_team(tournament: Tournament, text: str) -> Team:
    """:func:`cardtable.model.team_roster.find_team`, for a team competition."""
    if not tournament.teams:
        check_team_system(tournament)
    return team_roster.find_team(tournament, text)


def add_team(tournament: Tournament, name: str, players: Sequence[Player],
             joins_in: int | None = None, *, titles: tuple[str, ...] = TITLE_ORDER,
             missed: tuple[ByeKind, ...] = ()) -> TeamJoined:
    """:func:`cardtable.model.team_roster.add_team`, for a team competition."""
    check_team_system(tournament)
    return team_roster.add_team(tournament, name, players, joins_in, titles=titles,
                                missed=missed)


def add_to_team(tournament: Tournament, team: Team, player: Player,
                joins_in: int | None = None, *, titles: tuple[str, ...] = TITLE_ORDER,
                missed: tuple[ByeKind, ...] = ()) -> Joined:
    """:func:`cardtable.model.team_roster.add_to_team`, for a team competition."""
    check_team_system(tournament)
    return team_roster.add_to_team(tournament, team, player, joins_in, titles=titles,
                                   missed=missed)

