"""The teams of a team competition in the TOML file (docs/file-format.md): the
``[team]`` table (how the competition plays and scores, C.04.6 art. 1.2, 1.4, 1.7)
and one ``[[teams]]`` table a team (its number, name and players in board order),
read with every problem named, and written back in a fixed order."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..model import Player
from ..model.team import (MatchPoints, Score, Team, TeamAcceleration, TeamsApart,
                          TeamScoring)
from ..tiebreaks.team_codes import checked_team_list
from .limits import MAX_PLAYERS, MAX_TEXT
from .toml_fields import Problems, Table, code_list

PRIMARY = {"match points": Score.MATCH_POINTS, "game points": Score.GAME_POINTS}
COLOUR_PREFERENCES = ("A", "B", "none")


def read_scoring(t: Table) -> TeamScoring:
    """The ``[team]`` table (every key optional)."""
    base = TeamScoring()
    primary = t.text("primary", "match points", choices=tuple(PRIMARY))
    points = t.value("match_points", "three numbers of points for a match won, drawn "
                                      "and lost, such as [2, 1, 0]", _three, None)
    pab_match = t.value("pab_match_points", 'a number of points such as 1 or 0.5',
                        _amount, None)
    pab_game = t.value("pab_game_points", 'a number of points such as 2 or 1.5',
                       _amount, None)
    none: tuple[TeamsApart, ...] = ()
    apart = t.value("apart", "a list of tables such as {rounds = [1, 3], teams = [2, 5]} "
                             "(teams kept apart in rounds 1 to 3)", _apart, none)
    no_points: tuple[TeamAcceleration, ...] = ()
    acceleration = t.value("acceleration", "a list of tables such as {points = [2, 0], "
                           "rounds = [1, 3], teams = [1, 20]} (2 fictitious match points and "
                           "0 game points for teams 1 to 20 in rounds 1 to 3)", _acceleration,
                           no_points)
    no_codes: tuple[str, ...] = ()
    tiebreaks = t.value("tiebreaks", 'an array of team tie-break codes such as '
                                     '["GP", "EGGSB", "BH:MP/C1"]', _tiebreaks, no_codes)
    scoring = TeamScoring(
        primary=PRIMARY[primary] if primary in PRIMARY else base.primary,
        secondary_for_colour=t.flag("secondary_for_colour", True),
        match_points=MatchPoints(*points) if points else base.match_points,
        colour_preference=t.text("colour_preference", "A", choices=COLOUR_PREFERENCES),
        boards=t.whole("boards", base.boards, minimum=1, maximum=MAX_PLAYERS) or base.boards,
        pab_match=pab_match,
        pab_game=pab_game,
        apart=apart,
        acceleration=acceleration,
        tiebreaks=tiebreaks,
    )
    t.finish()
    return scoring


def _tiebreaks(raw: Any) -> tuple[str, ...]:
    """The team tie-break list, each code checked (C.07's team tie-breaks), so that a
    wrong code is named at its line, not when standings are made."""
    return code_list(raw, checked_team_list)


def _amount(raw: Any) -> Fraction:
    from .toml_fields import Wrong

    if isinstance(raw, bool) or not isinstance(raw, (int, float)) or raw < 0:
        raise Wrong
    return Fraction(raw).limit_denominator(8)


def _three(raw: Any) -> tuple[Fraction, Fraction, Fraction]:
    from .toml_fields import Wrong

    if not isinstance(raw, list) or len(raw) != 3:
        raise Wrong
    values = [_amount(v) for v in raw]
    return values[0], values[1], values[2]


def _range(raw: Any) -> tuple[int, int]:
    from .toml_fields import Wrong

    if (not isinstance(raw, list) or len(raw) != 2
            or not all(isinstance(n, int) and not isinstance(n, bool) and 0 < n <= MAX_PLAYERS
                       for n in raw) or raw[0] > raw[1]):
        raise Wrong
    return raw[0], raw[1]


def _acceleration(raw: Any) -> tuple[TeamAcceleration, ...]:
    from .toml_fields import Wrong

    if not isinstance(raw, list):
        raise Wrong
    found = []
    for item in raw:
        if not isinstance(item, dict) or set(item) != {"points", "rounds", "teams"}:
            raise Wrong
        points = item["points"]  # match points, game points
        if not isinstance(points, list) or len(points) != 2:
            raise Wrong
        (first, last), (low, high) = _range(item["rounds"]), _range(item["teams"])
        found.append(TeamAcceleration(_amount(points[0]), _amount(points[1]),
                                      first, last, low, high))
    return tuple(found)


def _apart(raw: Any) -> tuple[TeamsApart, ...]:
    from .toml_fields import Wrong

    if not isinstance(raw, list):
        raise Wrong
    groups = []
    for item in raw:
        if not isinstance(item, dict) or set(item) != {"rounds", "teams"}:
            raise Wrong
        rounds, teams = item["rounds"], item["teams"]
        if (not isinstance(rounds, list) or len(rounds) != 2 or not isinstance(teams, list)
                or not all(isinstance(n, int) and not isinstance(n, bool) and 0 < n <= MAX_PLAYERS
                           for n in (*rounds, *teams))
                or rounds[0] > rounds[1] or len(teams) < 2):
            raise Wrong
        groups.append(TeamsApart(rounds[0], rounds[1], tuple(teams)))
    return tuple(groups)


def check_apart(scoring: TeamScoring, teams: tuple[Team, ...], problems: Problems) -> None:
    """Every team kept apart (``[team]`` ``apart``) is a team of ``[[teams]]``."""
    numbers = {t.tpn for t in teams}
    for index, group in enumerate(scoring.apart, start=1):
        for tpn in group.teams:
            if tpn not in numbers:
                problems.add(f"team.apart[{index}].teams", f"no team has number {tpn}")


def read_teams(tables: list[Table], players: dict[int, Player],
               problems: Problems) -> tuple[Team, ...]:
    """The ``[[teams]]`` tables: numbers 1, 2, ... each once, every player named
    exists and plays for one team."""
    teams: list[Team] = []
    where: dict[int, str] = {}
    member_of: dict[int, int] = {}
    for t in tables:
        number = t.whole("number", required=True, minimum=1, maximum=MAX_PLAYERS)
        name = t.text("name", required=True)
        roster = t.numbers("players", required=True)
        t.finish()
        if number is None:
            continue
        if len(name) > MAX_TEXT:
            problems.add(t.where("name"), f"expected at most {MAX_TEXT} characters")
        if number in where:
            problems.add(t.where("number"), f"team number {number} is also used by "
                                            f"{where[number]}")
            continue
        where[number] = t.path
        if not roster:
            problems.add(t.where("players"), "a team needs at least one player")
        for player in roster:
            if player not in players:
                problems.add(t.where("players"), f"no player has pairing number {player}")
            elif player in member_of:
                problems.add(t.where("players"), f"player {player} "
                                                 f"({players[player].name}) already plays "
                                                 f"for team {member_of[player]}")
            else:
                member_of[player] = number
        teams.append(Team(number, name, roster))
    return tuple(sorted(teams, key=lambda team: team.tpn))


def scoring_items(s: TeamScoring) -> list[tuple[str, Any]]:
    """The ``[team]`` table's keys in their fixed order."""
    items: list[tuple[str, Any]] = [
        ("boards", s.boards),
        ("primary", next(k for k, v in PRIMARY.items() if v is s.primary)),
        ("secondary_for_colour", s.secondary_for_colour),
        ("colour_preference", s.colour_preference),
        ("match_points", [s.match_points.win, s.match_points.draw, s.match_points.loss]),
    ]
    if s.pab_match is not None:
        items.append(("pab_match_points", s.pab_match))
    if s.pab_game is not None:
        items.append(("pab_game_points", s.pab_game))
    if s.acceleration:
        items.append(("acceleration", [
            {"points": [a.match_points, a.game_points], "rounds": [a.first_round, a.last_round],
             "teams": [a.first_team, a.last_team]}
            for a in s.acceleration]))
    if s.tiebreaks:
        items.append(("tiebreaks", list(s.tiebreaks)))
    if s.apart:
        items.append(("apart", [{"rounds": [a.first_round, a.last_round],
                                 "teams": list(a.teams)} for a in s.apart]))
    return items


def team_items(team: Team) -> list[tuple[str, Any]]:
    return [("number", team.tpn), ("name", team.name), ("players", list(team.roster))]
