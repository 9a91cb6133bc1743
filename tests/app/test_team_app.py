"""A team competition's evening in the app (C.04.6): a new team tournament from the
form, four teams of two boards added from the team form (``a``), their rosters on the
tournament screen, round 1 paired (``p``), a match entered board by board (``b``), the
team standings (``s``) and the crosstable of matches (``x``)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from textual.command import CommandList

from app_helpers import drive, press, saved, settle
from screen_text import assert_shows, screen_text

from cardtable.app.messages import ChangeRequested
from cardtable.app.screens.forms import player_form, settings_form
from cardtable.app.screens.team_form import board_order_form, team_form
from cardtable.model.tournament import Bye, Round, Settings, Tournament
from cardtable.model.results import ByeKind
from cardtable.model.player import Player
from cardtable.model.team import Score, TeamScoring
from cardtable.model.team_roster import add_team, parse_entry

from cardtable.app.screens.dialogs import ConfirmScreen, FormScreen
from cardtable.app.screens.match_form import MatchForm
from cardtable.app.screens.pairings import PairingsScreen
from cardtable.app.screens.tables import CrosstableScreen, StandingsScreen
from cardtable.app.screens.tournament import TournamentScreen
from cardtable.formats.team_tables import team_standings_table
from cardtable.systems.competition import teams_of

#: four teams of two boards and a reserve for the first
TEAMS = {
    "Knights": ["IM Berg, Anna 2310", "Kern, Ben 2200", "Lutz, Carl 1900"],
    "Rooks": ["Maas, Dora 2250", "Nagel, Emil 2150"],
    "Bishops": ["Ott, Fritz 2190", "Popp, Gina 2100"],
    "Pawns": ["Quast, Hans 2050", "Rau, Ida 2000"],
}


async def _fill(app, pilot, values: dict[str, str]) -> None:
    for key, value in values.items():
        app.screen.query_one(f"#field-{key}").value = value
    await settle(app, pilot)


async def _new_team_tournament(app, pilot) -> None:
    assert isinstance(app.screen, ConfirmScreen)
    await press(app, pilot, "y")
    await _fill(app, pilot, {"system": "team", "rounds": "3", "boards": "2"})
    await press(app, pilot, "enter")
    assert isinstance(app.screen, TournamentScreen)


async def _add_teams(app, pilot) -> None:
    for name, players in TEAMS.items():
        await press(app, pilot, "a")
        form = app.screen
        assert isinstance(form, FormScreen) and form.form_title == "Add a team"
        fields = {"name": name, "board1": players[0], "board2": players[1]}
        if len(players) > 2:
            fields["reserve1"] = players[2]
        await _fill(app, pilot, fields)
        await press(app, pilot, "enter")
        assert isinstance(app.screen, TournamentScreen), str(form.query_one("#error").render())


def test_the_team_form_adds_the_team_in_board_order_or_says_why_not():
    """Empty lines are left out; the players keep the order of the lines, whatever
    their pairing numbers (C.04.2 orders those by rating)."""
    t = Tournament(Settings(system="team", rounds=3, team=TeamScoring(boards=2)))
    form = team_form(t)
    assert [f.label for f in form.fields] == ["Team", "Board 1", "Board 2", "Reserve"]
    values = {"name": "Knights", "board1": "Berg, Anna 2100", "board2": "",
              "reserve1": "IM Kern, Ben 2300"}
    applied = form.apply(values)
    assert isinstance(applied, ChangeRequested)
    change = applied.change
    assert change.base is t
    (team,) = change.tournament.teams
    names = {p.start_no: p.name for p in change.tournament.players}
    assert [names[n] for n in team.roster] == ["Berg, Anna", "Kern, Ben"]
    assert change.said.startswith("added team 1 Knights with 2 player(s)")
    assert form.apply({**values, "name": " "}) == "the team needs a name"
    assert form.apply({**values, "board1": "", "reserve1": ""}) == (
        "team 'Knights' needs at least one player")


@pytest.mark.slow  # a whole evening through the app: about 10 s
def test_a_team_evening_from_new_file_to_team_standings(tmp_path):
    path = tmp_path / "league.toml"

    async def script(app, pilot):
        await _new_team_tournament(app, pilot)
        await _add_teams(app, pilot)
        text = screen_text(app)
        # the rosters in board order: the reserve after the two boards, a title kept
        assert_shows(text, "Teams · 4 · 2 boards", "Knights", "IM Berg, Anna", "res",
                     "Lutz, Carl", "Pawns", "Rau, Ida")
        await press(app, pilot, "ctrl+p")
        await pilot.press(*"board order: 1 kni")
        for _ in range(40):  # the palette searches in the background: until it found it
            await pilot.pause(0.05)
            if app.screen.query_one(CommandList).option_count:
                break
        await press(app, pilot, "enter")
        assert isinstance(app.screen, FormScreen)
        assert app.screen.form_title == "Board order: 1 Knights"
        await press(app, pilot, "escape")
        assert isinstance(app.screen, TournamentScreen)
        await press(app, pilot, "p")
        assert isinstance(app.screen, ConfirmScreen)  # publish round 1?
        await press(app, pilot, "y")
        assert isinstance(app.screen, PairingsScreen) and app.screen.round_no == 1
        await press(app, pilot, "b")  # board 1's match: both boards in one form
        form = app.screen
        assert isinstance(form, MatchForm) and len(form.fields) == 2
        first, second = form.match.sides
        await _fill(app, pilot, {"game0": "1", "game1": "5"})
        await press(app, pilot, "enter")
        assert isinstance(app.screen, PairingsScreen)
        await press(app, pilot, "s")
        assert isinstance(app.screen, StandingsScreen)
        await settle(app, pilot)
        assert_shows(screen_text(app), "TPN", "Team", "MP", "GP")
        await press(app, pilot, "x")
        assert isinstance(app.screen, CrosstableScreen)
        await settle(app, pilot)
        assert_shows(screen_text(app), "Crosstable of matches", first)
        app.first, app.second = first, second  # for the checks below

    app = drive(path, script)
    t = saved(path)
    assert [(team.tpn, team.name, len(team.roster)) for team in t.teams] == [
        (1, "Knights", 3), (2, "Rooks", 2), (3, "Bishops", 2), (4, "Pawns", 2)]
    names = {p.start_no: p.name for p in t.players}
    assert [names[n] for n in t.teams[0].roster] == ["Berg, Anna", "Kern, Ben", "Lutz, Carl"]
    assert t.settings.team.boards == 2
    rnd = t.round(1)
    assert len(rnd.games) == 4  # two matches of two boards; the reserve does not play
    # the match entered: board 1 won by the first team's player, board 2 drawn: 1½-½
    assert [g.result.token for g in rnd.games[:2]] == ["1-0", "½-½"]
    rows = {row[2]: row for row in team_standings_table(teams_of(t).standings(1)).rows}
    assert rows[app.first][3:5] == ("2.0", "1.5")  # won the match: 2 match points
    assert rows[app.second][3:5] == ("0.0", "0.5")


def test_the_settings_of_a_team_competition_set_its_boards_and_scores_before_round_1():
    """The settings form of a team competition has its boards, primary score and match
    points (C.04.6 art. 1.2, record 362); once a round is paired they stay."""
    t = Tournament(Settings(system="team", rounds=3, team=TeamScoring(boards=2)))
    form = settings_form(t)
    values = {f.key: f.value for f in form.fields}
    assert (values["boards"], values["primary"], values["match_points"]) == (
        "2", "match points", "2 1 0")
    applied = form.apply({**values, "boards": "6", "primary": "game points",
                          "match_points": "3 1 0"})
    assert isinstance(applied, ChangeRequested)
    team = applied.change.tournament.settings.team
    assert (team.boards, team.primary, team.match_points.win) == (6, Score.GAME_POINTS, 3)
    paired = replace(t, players=(Player(1, "Berg, Anna"),),
                     rounds=(Round(1, byes=(Bye(1, ByeKind.PAB),)),))
    form = settings_form(paired)
    assert form.apply({**values, "boards": "6"}) == (
        "Team boards, primary score, match points: round 1 is paired with them; they are "
        "set before round 1")


def test_a_player_added_to_a_team_competition_names_their_team():
    """With teams, the player form asks for the team and puts the player after its
    players; without a team named it says so. A team competition of players without
    teams (each a team of one board) adds players as any tournament does."""
    base = Tournament(Settings(system="team", rounds=3, team=TeamScoring(boards=2)))
    t = add_team(base, "Knights", [parse_entry("Berg, Anna 2300")]).tournament
    form = player_form(t, None)
    values = {f.key: f.value for f in form.fields}
    assert "team" in values
    assert form.apply({**values, "name": "Kern, Ben", "rating": "2400"}) == (
        "give the team: its number or name")
    applied = form.apply({**values, "name": "Kern, Ben", "rating": "2400", "team": "kn"})
    assert isinstance(applied, ChangeRequested)
    assert "Kern, Ben added as player 1, team 1 Knights board 2" in applied.change.said
    (team,) = applied.change.tournament.teams
    assert team.roster == (2, 1)  # Berg (now 2) on board 1, Kern (1, rated higher) on 2
    alone = replace(base, players=(Player(1, "Ott, Fritz"),))
    assert "team" not in {f.key for f in player_form(alone, None).fields}


def test_the_board_order_form_puts_the_numbers_given_first_until_round_1():
    base = Tournament(Settings(system="team", rounds=3, team=TeamScoring(boards=2)))
    lines = [parse_entry(x) for x in ("Berg, Anna 2300", "Kern, Ben 2200", "Lutz, Carl 2100")]
    t = add_team(base, "Knights", lines).tournament
    (team,) = t.teams
    form = board_order_form(t, team)
    assert form.fields[0].value == "1 2 3"
    assert form.fields[0].check("3 x") == "expected pairing numbers, found 'x'"
    applied = form.apply({"order": "3, 2"})
    assert isinstance(applied, ChangeRequested)
    assert applied.change.tournament.teams[0].roster == (3, 2, 1)
    assert applied.change.said == ("team 1 Knights: board 1: 3 Lutz, Carl; board 2: 2 Kern, "
                                   "Ben; board 3: 1 Berg, Anna")
    assert form.apply({"order": "4"}) == "player 4 does not play for team 1 Knights"
    paired = replace(t, rounds=(Round(1, byes=(Bye(1, ByeKind.PAB),)),))
    assert board_order_form(paired, team).apply({"order": "3"}).startswith(
        "round 1 is paired: the board order is fixed")
