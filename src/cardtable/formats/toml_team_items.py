"""The teams of a team competition written to the TOML file (docs/file-format.md): the
``[team]`` table's keys, one ``[[teams]]`` table a team and a round's line-ups, in a
fixed order. Writing needs no pairing system (the values are the model's
:mod:`cardtable.model.team`); the reading, with every problem named, is the team
system's (:mod:`cardtable.systems.team.toml_teams`, which the TOML reader asks for
through the registry line)."""

from __future__ import annotations

from typing import Any

from ..model.team import AbnormalPoints, Lineup, Score, Team, TeamScoring

#: the words of ``[team]`` ``primary``
PRIMARY = {"match points": Score.MATCH_POINTS, "game points": Score.GAME_POINTS}


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
    if s.abnormal:
        items.append(("abnormal_points", [_abnormal_item(a) for a in s.abnormal]))
    return items


def _abnormal_item(a: AbnormalPoints) -> dict[str, Any]:
    item: dict[str, Any] = {"kind": a.kind}
    for key, value in (("match_points", a.match_points), ("game_points", a.game_points),
                       ("round", a.round_no or None), ("teams", list(a.teams) or None)):
        if value is not None:
            item[key] = value
    return item


def team_items(team: Team) -> list[tuple[str, Any]]:
    return [("number", team.tpn), ("name", team.name), ("players", list(team.roster))]


def lineup_items(line: Lineup) -> dict[str, Any]:
    return {"team": line.team, "opponent": line.opponent, "players": list(line.players)}
