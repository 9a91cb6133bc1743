"""The teams of a team competition in the TOML file (docs/file-format.md): the
``[team]`` table (how the competition plays and scores, C.04.6 art. 1.2, 1.4, 1.7),
one ``[[teams]]`` table a team (its number, name and players in board order) and the
rounds' line-ups, read with every problem named, as the TOML reader asks for them
(:class:`cardtable.formats.systems.TeamTables`, declared on the team system's registry
line: :data:`TEAM_TABLES`). They are written back, in a fixed order, by
:mod:`cardtable.formats.toml_team_items`."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ...model.tournament import Game, Round
from ...model.player import Player
from ...model.lineup import fit_problem, lineup_problem
from ...model.team import (ABNORMAL_KINDS, AbnormalPoints, Lineup, MatchPoints, Score, Team,
                          TeamAcceleration, TeamsApart, TeamScoring)
from ...tiebreaks.team_codes import checked_team_list
from ...formats.toml_team_items import PRIMARY
from ...formats.limits import MAX_PLAYERS, MAX_TEXT
from ...formats.toml_fields import Problems, Table, code_list

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
    no_records: tuple[AbnormalPoints, ...] = ()
    abnormal = t.value("abnormal_points", 'a list of tables such as {kind = "-", '
                       "match_points = 1} (a match lost by forfeit worth 1 match point; "
                       'kind W, D, L, F, H, Z, +, - or "" for a penalty or bonus; '
                       "optional game_points, round, teams)", _abnormal, no_records)
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
        abnormal=abnormal,
        tiebreaks=tiebreaks,
    )
    t.finish()
    return scoring


def _tiebreaks(raw: Any) -> tuple[str, ...]:
    """The team tie-break list, each code checked (C.07's team tie-breaks), so that a
    wrong code is named at its line, not when standings are made."""
    return code_list(raw, checked_team_list)


def _amount(raw: Any) -> Fraction:
    from ...formats.toml_fields import Wrong

    if isinstance(raw, bool) or not isinstance(raw, (int, float)) or raw < 0:
        raise Wrong
    return Fraction(raw).limit_denominator(8)


def _three(raw: Any) -> tuple[Fraction, Fraction, Fraction]:
    from ...formats.toml_fields import Wrong

    if not isinstance(raw, list) or len(raw) != 3:
        raise Wrong
    values = [_amount(v) for v in raw]
    return values[0], values[1], values[2]


def _range(raw: Any) -> tuple[int, int]:
    from ...formats.toml_fields import Wrong

    if (not isinstance(raw, list) or len(raw) != 2
            or not all(isinstance(n, int) and not isinstance(n, bool) and 0 < n <= MAX_PLAYERS
                       for n in raw) or raw[0] > raw[1]):
        raise Wrong
    return raw[0], raw[1]


def _acceleration(raw: Any) -> tuple[TeamAcceleration, ...]:
    from ...formats.toml_fields import Wrong

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


def _abnormal(raw: Any) -> tuple[AbnormalPoints, ...]:
    """``abnormal_points``: TRF-2026 record 299's fields, named."""
    from ...formats.toml_fields import Wrong

    if not isinstance(raw, list):
        raise Wrong
    found = []
    for item in raw:
        if (not isinstance(item, dict) or "kind" not in item
                or not set(item) <= {"kind", "match_points", "game_points", "round", "teams"}
                or item["kind"] not in ABNORMAL_KINDS):
            raise Wrong
        points = [_signed(item[key]) if key in item else None
                  for key in ("match_points", "game_points")]
        round_no, teams = item.get("round", 0), item.get("teams", [])
        if (points == [None, None] or not isinstance(teams, list)
                or not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= MAX_PLAYERS
                           for n in (round_no, *teams)) or 0 in teams):
            raise Wrong
        found.append(AbnormalPoints(item["kind"], points[0], points[1], round_no, tuple(teams)))
    return tuple(found)


def _signed(raw: Any) -> Fraction:
    from ...formats.toml_fields import Wrong

    if isinstance(raw, bool) or not isinstance(raw, (int, float)) or abs(raw) > MAX_PLAYERS:
        raise Wrong
    return Fraction(raw).limit_denominator(8)


def _apart(raw: Any) -> tuple[TeamsApart, ...]:
    from ...formats.toml_fields import Wrong

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
    """Every team kept apart (``[team]`` ``apart``) or given abnormal points
    (``abnormal_points``) is a team of ``[[teams]]``."""
    numbers = {t.tpn for t in teams}
    for key, groups in (("apart", [g.teams for g in scoring.apart]),
                        ("abnormal_points", [a.teams for a in scoring.abnormal])):
        for index, group in enumerate(groups, start=1):
            for tpn in group:
                if tpn not in numbers:
                    problems.add(f"team.{key}[{index}].teams", f"no team has number {tpn}")


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


def read_lineup(t: Table, rosters: dict[int, tuple[int, ...]],
                problems: Problems) -> Lineup | None:
    """One of a round's ``lineups`` (TRF-2026 record 300): a team's players board by
    board, 0 for an empty board; each player one of the team's."""
    team = t.whole("team", required=True, minimum=1, maximum=MAX_PLAYERS)
    opponent = t.whole("opponent", required=True, minimum=1, maximum=MAX_PLAYERS)
    players = t.numbers("players", required=True)
    t.finish()
    if team is None or opponent is None:
        return None
    line = Lineup(team, opponent, players)
    problem = lineup_problem(line, rosters)
    if problem:
        problems.add(t.where("players" if "player" in problem else "team"), problem)
        return None
    return line


def check_lineups(rnd: Round, paths: list[str], mates: dict[int, int],
                  problems: Problems) -> None:
    """Each line-up of the round fits its match's boards
    (:func:`~cardtable.model.lineup.fit_problem`)."""
    for path, line in zip(paths, rnd.lineups):
        problem = fit_problem(rnd, line, mates)
        if problem:
            problems.add(path, problem)


def check_team_boards(rnd: Round, games: list[tuple[str, Game | None]], boards: int,
                      mates: dict[int, int], problems: Problems) -> None:
    """No team has more players on the boards of a round than a match has boards
    (``[team]`` ``boards``, TRF-2026 record 352: every match of a C.04.6 competition
    is played on them)."""
    seen: dict[int, int] = {}
    for path, game in games:
        for player in game.players if game is not None else ():
            team = mates.get(player)
            if team is None:
                continue
            seen[team] = seen.get(team, 0) + 1
            if seen[team] == boards + 1:
                problems.add(path, f"team {team} has more than {boards} players on the "
                                   f"boards of round {rnd.number}: a match is played on "
                                   f"{boards} boards (team.boards)")


class TeamTables:
    """C.04.6's tables of cardtable's file, read for the TOML reader
    (:class:`cardtable.formats.systems.TeamTables`)."""

    def scoring(self, table: Table) -> TeamScoring:
        return read_scoring(table)

    def teams(self, tables: list[Table], players: dict[int, Player],
              problems: Problems) -> tuple[Team, ...]:
        return read_teams(tables, players, problems)

    def check_apart(self, scoring: TeamScoring, teams: tuple[Team, ...],
                    problems: Problems) -> None:
        check_apart(scoring, teams, problems)

    def lineup(self, table: Table, rosters: dict[int, tuple[int, ...]],
               problems: Problems) -> Lineup | None:
        return read_lineup(table, rosters, problems)

    def check_round(self, rnd: Round, games: list[tuple[str, Game | None]],
                    lineup_paths: list[str], boards: int, mates: dict[int, int],
                    problems: Problems) -> None:
        if boards:
            check_team_boards(rnd, games, boards, mates, problems)
        check_lineups(rnd, lineup_paths, mates, problems)


TEAM_TABLES = TeamTables()
