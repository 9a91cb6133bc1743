"""A team competition from the command line (C.04.6): ``new --system team`` with its
boards and scores, ``add-team`` with the players in board order, ``add-player --team``,
``board-order``, ``pair`` naming the matches; every refusal named, the file untouched."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cardtable.model.team import Score
from cardtable.systems.files import read_toml


@pytest.fixture
def league(tmp_path, cli):
    """A team competition of three rounds, two boards a match, no teams yet."""
    path = tmp_path / "league.toml"
    code, _, err = cli("new", path, "--system", "team", "--rounds", "3", "--boards", "2")
    assert code == 0, err
    return path


def _roster(path) -> dict[str, list[str]]:
    t = read_toml(path)
    names = {p.start_no: p.name for p in t.players}
    return {team.name: [names[n] for n in team.roster] for team in t.teams}


def test_new_sets_the_boards_the_primary_score_and_the_match_points(tmp_path, cli):
    path = tmp_path / "cup.toml"
    code, _, err = cli("new", path, "--system", "team", "--rounds", "5", "--boards", "6",
                       "--primary", "game-points", "--match-points", "3,1,0")
    assert code == 0, err
    scoring = read_toml(path).settings.team
    assert scoring.boards == 6 and scoring.primary is Score.GAME_POINTS
    mp = scoring.match_points
    assert (mp.win, mp.draw, mp.loss) == (3, 1, 0)


@pytest.mark.parametrize(("args", "said"), [
    (("--rounds", "5", "--boards", "4"), "--boards: only a team competition"),
    (("--system", "team", "--rounds", "5", "--boards", "0"), "--boards: expected a number"),
    (("--system", "team", "--rounds", "5", "--match-points", "2,1"),
     "--match-points: expected three numbers"),
    (("--system", "double", "--rounds", "5"), "--rounds: Double-Swiss (FIDE C.04.5) plays "
                                              "matches of 2 games"),
])
def test_new_refuses_what_the_system_cannot_play(tmp_path, cli, args, said):
    path = tmp_path / "bad.toml"
    code, _, err = cli("new", path, *args)
    assert code == 2 and said in err
    assert not path.exists()


def test_add_team_puts_its_players_in_board_order_whatever_their_numbers(league, cli):
    code, out, err = cli("add-team", league, "Knights", "--players", "Kern, Ben 2200",
                         "IM Berg, Anna 2310", "Lutz, Carl")
    assert code == 0, err
    assert "added team 1 Knights with 3 player(s)" in out
    code, out, err = cli("add-team", league, "Rooks", "--players", "Maas, Dora 2400",
                         "Nagel, Emil 2150")
    assert code == 0, err
    assert "pairing numbers reassigned in the initial order (C.04.2)" in out
    # the pairing numbers follow the ratings (C.04.2); the rosters follow the people
    assert _roster(league) == {"Knights": ["Kern, Ben", "Berg, Anna", "Lutz, Carl"],
                               "Rooks": ["Maas, Dora", "Nagel, Emil"]}
    t = read_toml(league)
    berg = next(p for p in t.players if p.name == "Berg, Anna")
    assert (berg.title, berg.rating, berg.start_no) == ("IM", 2310, 2)
    assert next(p for p in t.players if p.name == "Lutz, Carl").rating == 0


@pytest.mark.parametrize(("args", "said"), [
    (("knights", "--players", "Ott, Fritz"), "team 1 is called 'Knights' already"),
    (("Pawns", "--players", "berg, anna"), "'berg, anna' is on the start list already "
                                           "(player 1): a player plays for one team"),
    (("Pawns", "--players", "Ott, Fritz", "fritz ott"), "'fritz ott' is named twice"),
    (("Pawns", "--players", "2100"), "expected a player such as"),
    (("  ", "--players", "Ott, Fritz"), "the team needs a name"),
])
def test_add_team_refusals_leave_the_file_as_it_was(league, cli, args, said):
    assert cli("add-team", league, "Knights", "--players", "Berg, Anna")[0] == 0
    before = league.read_bytes()
    code, _, err = cli("add-team", league, *args)
    assert code == 2 and said in err, err
    assert league.read_bytes() == before


def test_a_team_belongs_to_a_team_competition(tmp_path, cli):
    path = tmp_path / "open.toml"
    assert cli("new", path, "--rounds", "5")[0] == 0
    code, _, err = cli("add-team", path, "Knights", "--players", "Berg, Anna")
    assert code == 2 and "teams belong to a team competition" in err
    code, _, err = cli("add-player", path, "Berg, Anna", "--team", "1")
    assert code == 2 and "this tournament's system is 'dutch'" in err


def test_add_player_with_team_joins_the_team_last(league, cli):
    cli("add-team", league, "Knights", "--players", "Berg, Anna 2300", "Kern, Ben 2200")
    code, out, err = cli("add-player", league, "Lutz, Carl", "--rating", "2400",
                         "--team", "kni")
    assert code == 0, err
    assert "Lutz, Carl added as player 1, team 1 Knights board 3" in out
    assert _roster(league)["Knights"] == ["Berg, Anna", "Kern, Ben", "Lutz, Carl"]
    code, _, err = cli("add-player", league, "Maas, Dora", "--team", "Rooks")
    assert code == 2 and "no team is called 'Rooks'" in err
    code, _, err = cli("add-player", league, "Maas, Dora")
    assert code == 0 and "Maas, Dora plays for no team, so they are not paired" in err


def test_board_order_puts_the_players_named_first(league, cli):
    cli("add-team", league, "Knights", "--players", "Berg, Anna", "Kern, Ben", "Lutz, Carl")
    code, out, err = cli("board-order", league, "Knights", "Lutz", "kern, ben")
    assert code == 0, err
    assert _roster(league)["Knights"] == ["Lutz, Carl", "Kern, Ben", "Berg, Anna"]
    code, _, err = cli("board-order", league, "1", "Lutz", "Lutz")
    assert code == 2 and "is named twice" in err


def _four_teams(cli, path) -> None:
    for name, players in (("Knights", ("Berg, Anna 2300", "Kern, Ben 2200")),
                          ("Rooks", ("Maas, Dora 2250", "Nagel, Emil 2150")),
                          ("Bishops", ("Ott, Fritz 2190", "Popp, Gina 2100")),
                          ("Pawns", ("Quast, Hans 2050", "Rau, Ida 2000"))):
        assert cli("add-team", path, name, "--players", *players)[0] == 0


def test_pair_names_the_matches_and_the_board_order_is_then_fixed(league, cli):
    _four_teams(cli, league)
    code, out, err = cli("pair", league)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Round 1"
    matches = [line for line in lines if line.startswith("Match ")]
    assert len(matches) == 2 and all("(0 MP)" in m for m in matches)
    t = read_toml(league)
    team_of = {m: team.name for team in t.teams for m in team.roster}
    # each match: two boards between the same two teams, board 1 then board 2
    for first, second in (t.round(1).games[:2], t.round(1).games[2:]):
        assert {team_of[first.white], team_of[first.black]} == {
            team_of[second.white], team_of[second.black]}
        assert team_of[first.white] == team_of[second.black]  # the colours alternate
    code, _, err = cli("board-order", league, "Knights", "Kern")
    assert code == 2 and "round 1 is paired: the board order is fixed" in err


def test_removing_a_team_member_takes_them_off_the_roster(league, cli):
    cli("add-team", league, "Knights", "--players", "Berg, Anna 2300", "Kern, Ben 2200")
    cli("add-team", league, "Rooks", "--players", "Maas, Dora 2250")
    code, _, err = cli("remove-player", league, "Berg, Anna")
    assert code == 0, err
    assert _roster(league) == {"Knights": ["Kern, Ben"], "Rooks": ["Maas, Dora"]}
    code, _, err = cli("remove-player", league, "Maas, Dora")
    assert code == 2 and "the only player of team 2 Rooks" in err


def test_the_team_standings_count_the_match_entered(league, cli):
    _four_teams(cli, league)
    cli("pair", league)
    for board, result in ((1, "1-0"), (2, "0-1"), (3, "½-½"), (4, "½-½")):
        assert cli("result", league, "1", str(board), result)[0] == 0
    code, out, err = cli("standings", league)
    assert code == 0, err
    rows = [line.split() for line in out.splitlines()[4:8]]
    # match 1: board 1 won by White, board 2 by Black: both by the first team (the
    # colours alternate), 2-0 and 2 match points; match 2 drawn 1-1 (C.04.6 art. 1.2)
    assert sorted((Fraction(r[-3]), Fraction(r[-2])) for r in rows) == [
        (0, 0), (1, 1), (1, 1), (2, 2)]


def test_the_crosstable_of_a_team_file_is_the_crosstable_of_matches(cli):
    from pathlib import Path

    sample = Path(__file__).resolve().parent.parent / "sample_tournaments" / "team-league.toml"
    code, out, err = cli("standings", sample, "--crosstable", "--format", "csv")
    assert code == 0, err
    header, *rows = [line.split(",") for line in out.splitlines() if line]
    assert header[:3] == ["Rank", "TPN", "Team"] and header[-2:] == ["MP", "GP"]
    assert header[3:-2] == [str(n) for n in range(1, 11)]
    # team 4 (Zugzwang) against team 3 (Fianchetto Club) in round 5: 2½ - 1½
    cell = {(row[1], header[k]): row[k] for row in rows for k in range(3, 13)}
    assert (cell[("4", "3")], cell[("3", "4")]) == ("2½", "1½")
    assert cell[("4", "4")] == "■"


def test_a_short_line_up_prints_its_empty_board_won_by_forfeit(league, cli):
    """Team B has one player for two boards: board 2 is empty on its side and the
    player opposite wins it by forfeit (C.04.6 art. 0 with C.04.1 art. 4), in their
    team's colour on board 2 (the boards alternate, art. 1.6)."""
    from cardtable.systems import printing

    cli("add-team", league, "A", "--players", "Aa, Anna 2300", "Ab, Bert 2200")
    cli("add-team", league, "B", "--players", "Ba, Cleo 2250")
    code, out, err = cli("pair", league)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[1] == "Match 1: 1 A (0 MP) - 2 B (0 MP)"
    assert lines[3].split() == ["+", "3", "Ab,", "Bert", "-", "(empty", "board:", "won",
                                "by", "forfeit)"]
    page = printing.render(read_toml(league), "pairings", 1)
    assert "<td>(empty board)</td>" in page and "<td>-/+</td>" in page


def _three_teams(cli, path) -> None:
    for name, first in (("Knights", 2300), ("Rooks", 2200), ("Pawns", 2100)):
        code, _, err = cli("add-team", path, name, "--players", f"A {name}, Ann {first}",
                           f"B {name}, Bo {first - 50}")
        assert code == 0, err


def test_forbid_keeps_teams_apart_by_number_or_name(cli, league):
    """In a team competition the team is the pairing node (C.04.6): a forbidden
    group names teams, as TRF-2026's 260 does in a team file."""
    _three_teams(cli, league)
    code, out, err = cli("forbid", league, "knights", "3")
    assert code == 0, err
    assert out.strip() == "1 Knights, 3 Pawns never meet"
    assert read_toml(league).settings.forbidden_pairs == ((1, 3),)
    code, out, _ = cli("forbid", league, "Knights", "Pawns", "--remove")
    assert code == 0 and "may meet again" in out
    assert read_toml(league).settings.forbidden_pairs == ()


def test_forbid_names_an_unknown_team_and_leaves_the_file(cli, league):
    _three_teams(cli, league)
    before = league.read_bytes()
    code, _, err = cli("forbid", league, "Knights", "Bishops")
    assert code == 2 and "no team is called 'Bishops'" in err
    assert league.read_bytes() == before


def test_a_forbidden_group_of_a_team_file_is_checked_as_teams(cli, league):
    _three_teams(cli, league)
    text = league.read_text(encoding="utf-8")
    league.write_text(text.replace("[tournament]\n", "[tournament]\nforbidden = [[1, 6]]\n",
                                   1), encoding="utf-8")
    code, _, err = cli("pair", league)
    assert code == 2 and "group 1: no team has number 6" in err


def test_a_player_cannot_be_kept_from_players_in_a_team_competition(cli, league):
    from cardtable.model.requests import RequestError
    from cardtable.systems.requests import set_never_meets

    _three_teams(cli, league)
    with pytest.raises(RequestError, match="teams are kept apart, not players"):
        set_never_meets(read_toml(league), 1, (3,))
