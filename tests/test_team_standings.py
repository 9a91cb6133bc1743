"""The team standings of the sample league (sample_tournaments/team-league.toml)
after round 5: every value of the table in docs/team.md, worked by hand there, and
the command's formats; the team tie-break list read from TOML and TRF-2026 with a
wrong code named at its line."""

from __future__ import annotations

import json
from fractions import Fraction as F

import pytest

from cardtable.formats.errors import FileError
from cardtable.systems.files import dumps_trf, parse_toml, parse_trf, read_toml
from cardtable.systems.competition import teams_of
from conftest import SAMPLES

LEAGUE = SAMPLES / "team-league.toml"

#: docs/team.md, "Standings and team tie-breaks": the three pairs of teams level on
#: match points after round 5, each code applied alone after the match points.
BY_HAND = {
    "GP": {3: F(23, 2), 8: F(23, 2), 2: F(21, 2), 6: 10, 1: 8, 9: 7},
    "BH:MP": {3: 28, 8: 30, 2: 17, 6: 30, 1: 19, 9: 25},
    "EMMSB": {3: 26, 8: 30},
    "EGGSB": {3: 118, 8: F(463, 4), 2: F(175, 2), 6: F(429, 4), 1: F(273, 4),
              9: F(265, 4)},
    "BC": {3: 29, 8: F(55, 2), 2: 24, 6: 26, 1: 21, 9: F(39, 2)},
    "TBR": {3: 2, 8: 1, 2: 1, 6: 2, 1: 1, 9: 2},
    "BBE": {3: 1, 8: 2, 2: 1, 6: 2, 1: 1, 9: 2},
    "EDE": {3: 2, 8: 1, 2: 0, 6: 0, 1: 0, 9: 0},
}


@pytest.fixture(scope="module")
def league():
    return teams_of(read_toml(LEAGUE))


@pytest.mark.parametrize("code", sorted(BY_HAND))
def test_the_sample_league_equals_the_values_worked_by_hand_in_the_docs(league, code):
    rows = {r.tpn: r for r in league.standings(5, code).rows}
    assert {tpn: rows[tpn].values[code] for tpn in BY_HAND[code]} == BY_HAND[code]


def test_the_sample_league_is_ranked_by_its_own_list(league):
    """The file's ``[team]`` list (GP, EDE, EGGSB, BH:MP): Fianchetto Club and Queen's
    Gambit are level on 6 match points and 11½ game points; Queen's Gambit won their
    match of round 1 (EDE)."""
    table = league.standings(5)
    assert table.code_names == ["GP", "EDE", "EGGSB", "BH:MP"]
    assert [r.tpn for r in table.rows] == [4, 5, 8, 3, 2, 6, 7, 1, 9, 10]
    assert [r.rank for r in table.rows] == list(range(1, 11))


def test_the_team_scores_are_the_ones_the_pairing_uses(league):
    """The standings' match and game points are the scores the team system pairs
    round 6 with (C.04.6 art. 1.2)."""
    from cardtable.systems.team.members import team_states

    t = league.tournament
    states = {s.tpn: s for s in team_states(t, t.teams, t.settings.team, 6, 4)}
    for row in league.standings(5).rows:
        assert (row.match_points, row.game_points) == (states[row.tpn].primary,
                                                       states[row.tpn].secondary)


def test_every_format_of_the_team_standings(cli):
    code, out, err = cli("standings", LEAGUE, "--format", "csv", "--tiebreaks", "BC,TBR")
    assert code == 0, err
    assert out.splitlines()[0].split(",")[-2:] == ["BC", "TBR"]
    code, out, _ = cli("standings", LEAGUE, "--format", "json")
    data = json.loads(out)
    assert (data["primary"], data["tiebreaks"]) == ("MP", ["GP", "EDE", "EGGSB", "BH:MP"])
    fianchetto = next(r for r in data["rows"] if r["team"] == 3)
    assert fianchetto["tiebreaks"] == {"GP": 11.5, "EDE": 2, "EGGSB": 118, "BH:MP": 28}
    code, out, _ = cli("standings", LEAGUE, "--format", "html")
    assert code == 0 and "Fianchetto Club" in out and "<table" in out


def test_a_teams_values_explained_round_by_round(cli):
    code, out, err = cli("standings", LEAGUE, "--explain", "fianchetto")
    assert code == 0, err
    assert out.startswith("3 Fianchetto Club: rank 4, 6 match points after round 5")
    assert "EGGSB = 118" in out
    assert "vs 8 Queen's Gambit" in out and "opponent's score 11.5 × 1.5 scored" in out
    code, out, _ = cli("standings", LEAGUE, "--explain", "3", "--format", "json")
    assert json.loads(out)["tiebreaks"]["EDE"]["value"] == 2
    code, _, err = cli("standings", LEAGUE, "--explain", "Nobody")
    assert code != 0 and "no team is called 'Nobody'" in err


def test_a_wrong_team_code_is_named_at_its_line_of_the_toml_file():
    text = LEAGUE.read_text(encoding="utf-8").replace(
        'tiebreaks = ["GP", "EDE", "EGGSB", "BH:MP"]', 'tiebreaks = ["GP", "ARO"]')
    line = text.splitlines().index('tiebreaks = ["GP", "ARO"]') + 1
    with pytest.raises(FileError) as found:
        parse_toml(text, "league.toml")
    report = str(found.value)
    assert f"league.toml:{line}: team.tiebreaks" in report
    assert "ARO: not a tie-break of a team competition" in report


def test_the_team_list_is_records_202_and_212_of_a_trf_2026_team_file(league):
    text = dumps_trf(league.tournament, "trf26")
    assert "202 GP, EDE, EGGSB, BH:MP" in text and "212 PTS, GP, EDE, EGGSB, BH:MP" in text
    again = parse_trf(text, "league.trf")
    assert again.settings.team.tiebreaks == ("GP", "EDE", "EGGSB", "BH:MP")
    wrong = text.replace("202 GP, EDE, EGGSB, BH:MP", "202 GP, EXGSB")
    line = wrong.splitlines().index("202 GP, EXGSB") + 1
    with pytest.raises(FileError) as found:
        parse_trf(wrong, "league.trf")
    assert f"league.trf:{line}" in str(found.value) and "EXGSB" in str(found.value)


def test_the_printed_team_standings_page(league):
    from cardtable.systems import printing

    html = printing.render(league.tournament, "standings", 5)
    assert "Team standings after round 5 of 7" in html
    assert "<dt>EGGSB</dt><dd>Extended Sonneborn-Berger, opponent&#x27;s game points × own " \
           "game points</dd>" in html
    assert "<dt>BH:MP</dt><dd>Buchholz, on match points</dd>" in html
    assert html.index("Queen&#x27;s Gambit") < html.index("Fianchetto Club")


def _with_310_standings(text: str, stated: dict[int, tuple[float, float, int]]) -> str:
    """The TRF with each team's match points, game points and rank in its 310 record
    (columns 55-60, 62-67, 69-71), its name cut to columns 9-40, as TRF-2026 lays
    them out."""
    lines = []
    for line in text.splitlines():
        if line.startswith("310"):
            tpn, members = int(line[4:7]), line[73:]
            mp, gp, rank = stated[tpn]
            line = f"{line[:40]:<40}{'':14}{mp:6.1f} {gp:6.1f} {rank:3d}  {members}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def test_check_compares_the_team_standings_of_the_310_records(league, cli, tmp_path):
    rows = league.standings(5).rows
    stated = {r.tpn: (float(r.match_points), float(r.game_points), r.rank) for r in rows}
    path = tmp_path / "league.trf"
    path.write_text(_with_310_standings(dumps_trf(league.tournament, "trf26"), stated))
    assert [t.name for t in parse_trf(path.read_text(), "x.trf").teams][:2] == [
        "Knights of Leiden", "Rook Raiders"]
    code, out, err = cli("check", path)
    assert code == 0, out + err
    assert ("Team standings after round 5: as the team tie-break list gives (match "
            "points, game points, ranks compared)") in out
    # Fianchetto Club (3) stated 7 match points and rank 3: Queen's Gambit's place
    stated[3] = (7.0, 11.5, 3)
    path.write_text(_with_310_standings(dumps_trf(league.tournament, "trf26"), stated))
    code, out, _ = cli("check", path)
    assert code != 0
    assert "Team standings after round 5: 2 differ from the team tie-break list" in out
    assert "team 3: match points 7 in the file; the boards give 6" in out
    assert "team 3: rank 3 in the file; the tie-break list gives rank 4" in out


def test_the_apps_standings_screen_shows_the_teams(league):
    """The app's standings table of a team competition: the teams, TPN not "No", so
    no row opens a player's card."""
    from cardtable.app import core

    table = core.standings_table(league.tournament)
    assert table.header[:3] == ("Rank", "TPN", "Team")
    assert [row[1] for row in table.rows][:4] == ["4", "5", "8", "3"]
    assert core.standings_table(league.tournament, 1).subtitle == "after round 1"
