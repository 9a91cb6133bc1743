"""Teams in the tournament file (docs/file-format.md, ``[team]`` and ``[[teams]]``):
read, checked with every problem named, written back the same; the sample team
league paired round by round by the Swiss Team Pairing System."""

from __future__ import annotations

import json

from fractions import Fraction

import pytest

from cardtable.formats.errors import FileError
from cardtable.formats.toml_write import dumps_tournament
from cardtable.model.team import Score
from cardtable.systems.registry import descriptor
from cardtable.systems.base import publish
from cardtable.systems.files import parse_toml, read_toml
from conftest import SAMPLES

BASE = """format = 1
[tournament]
name = "League"
system = "team"
rounds = 5
[[players]]
start_no = 1
name = "A, One"
[[players]]
start_no = 2
name = "B, Two"
[[players]]
start_no = 3
name = "C, Three"
[[players]]
start_no = 4
name = "D, Four"
"""
TEAMS = """[team]
boards = 2
primary = "game points"
colour_preference = "B"
match_points = [3, 1, 0]
[[teams]]
number = 1
name = "North"
players = [1, 2]
[[teams]]
number = 2
name = "South"
players = [3, 4]
"""


def test_teams_are_read_and_written_back_the_same():
    t = parse_toml(BASE + TEAMS, "league.toml")
    assert [(team.tpn, team.name, team.roster) for team in t.teams] == [
        (1, "North", (1, 2)), (2, "South", (3, 4))]
    scoring = t.settings.team
    assert (scoring.boards, scoring.primary, scoring.colour_preference) == (
        2, Score.GAME_POINTS, "B")
    assert scoring.match_points.win == Fraction(3)
    again = parse_toml(dumps_tournament(t), "again.toml")
    assert again == t


@pytest.mark.parametrize("teams, where, says", [
    ('[[teams]]\nnumber = 1\nname = "X"\nplayers = [1, 9]\n', "teams[1].players",
     "no player has pairing number 9"),
    ('[[teams]]\nnumber = 1\nname = "X"\nplayers = [1]\n'
     '[[teams]]\nnumber = 1\nname = "Y"\nplayers = [2]\n', "teams[2].number",
     "team number 1 is also used by teams[1]"),
    ('[[teams]]\nnumber = 1\nname = "X"\nplayers = [1]\n'
     '[[teams]]\nnumber = 2\nname = "Y"\nplayers = [1]\n', "teams[2].players",
     "already plays for team 1"),
    ('[[teams]]\nnumber = 1\nname = "X"\nplayers = []\n', "teams[1].players",
     "at least one player"),
    ('[team]\ncolour_preference = "C"\n', "team.colour_preference", ""),
    ('[team]\nmatch_points = [2, 1]\n', "team.match_points", "three numbers"),
])
def test_a_wrong_team_is_named_with_its_key(teams, where, says):
    with pytest.raises(FileError) as caught:
        parse_toml(BASE + teams, "league.toml")
    text = str(caught.value)
    assert where in text and says in text


def test_a_teams_pab_is_a_pab_of_each_of_its_players():
    text = BASE + TEAMS + ('[[rounds]]\nnumber = 1\nbyes = [{ player = 1, kind = "PAB" }, '
                           '{ player = 2, kind = "PAB" }]\n')
    assert parse_toml(text, "league.toml").round(1).pab == 1
    lone = BASE + ('[[rounds]]\nnumber = 1\nbyes = [{ player = 1, kind = "PAB" }, '
                   '{ player = 2, kind = "PAB" }]\n')
    with pytest.raises(FileError, match="second PAB"):
        parse_toml(lone, "league.toml")


def test_the_sample_league_has_ten_teams_of_four_boards_paired_by_c_04_6():
    t = read_toml(SAMPLES / "team-league.toml")
    assert len(t.teams) == 10 and t.settings.team.boards == 4
    first = t.round(1)
    assert len(first.games) == 20  # five matches of four boards
    # board 1 of each match has the team's colour, the boards alternate (art. 1.6.1)
    team_of = {m: team.tpn for team in t.teams for m in team.roster}
    for k in range(0, 20, 4):
        boards = first.games[k:k + 4]
        assert {team_of[g.white] for g in boards} | {team_of[g.black] for g in boards} == {
            team_of[boards[0].white], team_of[boards[0].black]}
        assert team_of[boards[1].black] == team_of[boards[0].white]
    assert descriptor("team").pair(t, 6).boards  # round 6 can be paired


def test_a_team_pab_is_published_to_every_player_of_the_team():
    more = ('[[players]]\nstart_no = 5\nname = "E, Five"\n'
            '[[players]]\nstart_no = 6\nname = "F, Six"\n')
    text = BASE + more + TEAMS + '[[teams]]\nnumber = 3\nname = "East"\nplayers = [5, 6]\n'
    t = parse_toml(text, "league.toml")
    pairing = descriptor("team").pair(t, 1)
    # art. 3.4.4: the largest TPN; art. 4.3.1: first-team 1 (odd) White on board 1
    assert (pairing.pab, pairing.pab_team) == (5, (6,))
    assert pairing.boards == ((1, 3), (4, 2))
    published = publish(t, pairing).round(1)
    assert sorted(b.player for b in published.byes) == [5, 6]


def test_a_team_tournament_round_trips_through_trf_2026():
    """TRF-2026 export of the sample league (001, 192, 362, 310), imported and
    exported again: the same text, the same teams and scoring."""
    from cardtable.systems.files import dumps_trf, parse_trf

    t = read_toml(SAMPLES / "team-league.toml")
    text = dumps_trf(t, "trf26")
    assert "192 FIDE_TEAM_TYPEA_MP_GP" in text
    assert "310   1 Knights of Leiden" in text  # TRF-2026, record 310, positions 5-7
    again = parse_trf(text, "league.trf")
    assert again.teams == t.teams
    assert again.settings.team == t.settings.team
    assert again.settings.system == "team"
    assert dumps_trf(again, "trf26") == text
    # the engine pairs the same next round from either file
    assert descriptor("team").pair(again, 6).boards == descriptor("team").pair(t, 6).boards


def test_arts_1_4_1_5_1_6_a_teams_scores_colours_and_floats_from_its_boards():
    from cardtable.model.results import GameResult
    from cardtable.model.colour import Colour
    from cardtable.systems.team.members import team_states

    more = ('[[players]]\nstart_no = 5\nname = "E, Five"\n'
            '[[players]]\nstart_no = 6\nname = "F, Six"\n')
    text = BASE + more + TEAMS + '[[teams]]\nnumber = 3\nname = "East"\nplayers = [5, 6]\n'
    t = parse_toml(text, "league.toml")
    t = publish(t, descriptor("team").pair(t, 1))  # 1-3 on boards (1, 3), (4, 2); PAB 3
    t = t.with_result(1, 1, GameResult.WHITE_WINS).with_result(1, 2, GameResult.DRAW)
    states = {s.tpn: s for s in team_states(t, t.teams, t.settings.team, 2, 2)}
    # game points 1½-½ (the primary score here): match points 3/1/0 as [team] says
    north, south, east = states[1], states[2], states[3]
    assert (north.primary, north.secondary) == (Fraction(3, 2), Fraction(3))
    assert (south.primary, south.secondary) == (Fraction(1, 2), Fraction(0))
    # art. 1.4: the PAB is worth a draw: 1 match point, 1 game point of 2 boards
    assert (east.primary, east.secondary, east.pab_barred) == (Fraction(1), Fraction(1), True)
    # art. 1.6.1: a team's colour is its board-1 player's (1 White on board 1)
    assert north.rounds == (Colour.WHITE,) and south.rounds == (Colour.BLACK,)
    assert east.rounds == (None,) and north.met == {2}
    # art. 1.5: north and south had the same score: no floater
    assert not north.floated and not south.floated


def test_the_team_standings_of_the_sample_league(cli):
    code, out, err = cli("standings", SAMPLES / "team-league.toml")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Team League 2026 — team standings, after round 5"
    assert lines[2].split() == ["Rank", "TPN", "Team", "MP", "GP", "Matches", "EDE",
                                "EGGSB", "BH:MP"]
    code, out, err = cli("standings", SAMPLES / "team-league.toml", "--format", "json")
    rows = json.loads(out)["rows"]
    # every match gives 2 match points and 4 game points between the two teams
    assert sum(Fraction(r["match_points"]) for r in rows) == 5 * 5 * 2
    assert sum(Fraction(r["game_points"]) for r in rows) == 5 * 5 * 4
    ranks = [(r["rank"], r["match_points"], r["game_points"]) for r in rows]
    assert ranks == sorted(ranks, key=lambda x: (-x[1], -x[2]))
    # the file's team list: GP first, then EDE separates the two teams level on
    # both scores (Queen's Gambit won their match of round 1)
    level = [(r["rank"], r["team"]) for r in rows if (r["match_points"], r["game_points"])
             == (6, 11.5)]
    assert level == [(3, 8), (4, 3)]


def test_teams_kept_apart_in_a_range_of_rounds_are_read_written_and_exported():
    """``apart`` in ``[team]`` (TRF-2026 record 260 of a team file): the teams and
    their rounds survive the TOML file and a TRF-2026 export and import."""
    from cardtable.systems.files import dumps_trf, parse_trf

    text = TEAMS.replace("[[teams]]", "apart = [{ rounds = [1, 2], teams = [1, 2] }]\n"
                         "acceleration = [{ points = [2, 1], "
                         "rounds = [1, 3], teams = [1, 1] }]\n[[teams]]", 1)
    t = parse_toml(BASE + text, "league.toml")
    (points,) = t.settings.team.acceleration
    assert (points.match_points, points.game_points, points.last_round) == (2, 1, 3)
    (group,) = t.settings.team.apart
    assert (group.first_round, group.last_round, group.teams) == (1, 2, (1, 2))
    assert [group.applies(n) for n in (1, 2, 3)] == [True, True, False]
    assert parse_toml(dumps_tournament(t), "again.toml") == t
    trf = dumps_trf(t, "trf26")
    assert "260 001 002    1    2" in trf
    again = parse_trf(trf, "league.trf")
    assert again.settings.team.apart == t.settings.team.apart
    assert again.settings.team.acceleration == t.settings.team.acceleration
    assert again.settings.forbidden_pairs == ()
    assert dumps_trf(again, "trf26") == trf


def test_a_wrong_apart_is_named_with_its_key():
    text = TEAMS.replace("[[teams]]", "apart = [{ rounds = [3, 1], teams = [1, 2] }]\n"
                         "[[teams]]", 1)
    with pytest.raises(FileError, match="team.apart"):
        parse_toml(BASE + text, "league.toml")
    text = TEAMS.replace("[[teams]]", "apart = [{ rounds = [1, 3], teams = [1, 7] }]\n"
                         "[[teams]]", 1)
    with pytest.raises(FileError, match=r"team.apart\[1\].teams: no team has number 7"):
        parse_toml(BASE + text, "league.toml")


@pytest.mark.parametrize("kind, match, game, barred", [
    ("H", Fraction(1), Fraction(1), False),  # a drawn match: half of the 2 boards
    ("F", Fraction(3), Fraction(2), True),   # a won match ([team] says 3), C2 bars the PAB
    ("Z", Fraction(0), Fraction(0), False),
])
def test_a_teams_requested_bye_scores_a_match_won_drawn_or_lost(kind, match, game, barred):
    """TRF-2026 record 240 gives teams H, F and Z byes; C.04.6 art. 0 applies the
    individual rules to teams: a half-point bye is a drawn match, a full-point bye a
    match won on every board (and no PAB after it, art. 2.1.2), a zero-point bye
    nothing. The team is not paired that round."""
    from cardtable.systems.team.members import team_states

    more = ('[[players]]\nstart_no = 5\nname = "E, Five"\n'
            '[[players]]\nstart_no = 6\nname = "F, Six"\n')
    text = (BASE + more + TEAMS + '[[teams]]\nnumber = 3\nname = "East"\nplayers = [5, 6]\n'
            f'[[rounds]]\nnumber = 1\nbyes = [{{ player = 5, kind = "{kind}" }}, '
            f'{{ player = 6, kind = "{kind}" }}]\n')
    t = parse_toml(text, "league.toml")
    pairing = descriptor("team").pair(t, 1)
    assert pairing.pab is None and pairing.boards == ((1, 3), (4, 2))  # 1-2 only
    states = {s.tpn: s for s in team_states(t, t.teams, t.settings.team, 2, 2)}
    east = states[3]
    # game points are the primary score in TEAMS, match points the secondary
    assert (east.secondary, east.primary, east.pab_barred) == (match, game, barred)


def test_the_tournament_file_pairs_with_its_apart_and_acceleration():
    """``pair`` on the tournament file honours ``[team]`` ``apart`` and ``acceleration``
    as the TRF engine does: with four teams, 1-3 kept apart in round 1 gives 1-4, 2-3
    (art. 3.6.3); 2 fictitious match points for teams 1 and 2 give 1-2, 3-4."""
    more = "".join(f'[[players]]\nstart_no = {n}\nname = "P{n}"\n' for n in range(5, 9))
    teams = "".join(f'[[teams]]\nnumber = {k}\nname = "T{k}"\nplayers = [{2 * k - 1}, {2 * k}]\n'
                    for k in range(1, 5))

    def pairs(extra: str) -> set[frozenset[int]]:
        t = parse_toml(BASE + more + "[team]\nboards = 2\n" + extra + teams, "l.toml")
        team_of = {m: team.tpn for team in t.teams for m in team.roster}
        return {frozenset({team_of[w], team_of[b]})
                for w, b in descriptor("team").pair(t, 1).boards}

    assert pairs("") == {frozenset({1, 3}), frozenset({2, 4})}
    assert pairs("apart = [{ rounds = [1, 1], teams = [1, 3] }]\n") == {
        frozenset({1, 4}), frozenset({2, 3})}
    assert pairs("apart = [{ rounds = [2, 3], teams = [1, 3] }]\n") == {
        frozenset({1, 3}), frozenset({2, 4})}
    assert pairs("acceleration = [{ points = [2, 0], rounds = [1, 1], "
                 "teams = [1, 2] }]\n") == {frozenset({1, 2}), frozenset({3, 4})}
