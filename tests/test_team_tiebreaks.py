"""The team tie-breaks of C.07 (2026 edition) on small competitions worked by hand:
each code on a table of matches written out here, so every value below can be
checked with pencil and paper (the working is in the comments)."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from cardtable.model.history import EntryKind
from cardtable.model.results import Outcome
from cardtable.model.tournament import Settings, Tournament
from cardtable.model.team import MatchPoints, Score
from cardtable.tiebreaks.codes import CodeError
from cardtable.tiebreaks.team_codes import parse_team_code, parse_team_codes
from cardtable.tiebreaks.team_standings import team_standings
from cardtable.tiebreaks.team_table import TeamMatch, TeamTable

MP = MatchPoints()  # 2 / 1 / 0


def played(round_no: int, opponent: int, mine: list[float], theirs: list[float]) -> TeamMatch:
    """A match played over the board: the boards' points of the team and of its
    opponent give the game points and the match points (C.04.6 art. 1.2)."""
    boards = tuple(F(b).limit_denominator(2) for b in mine)
    ours, other = sum(boards, F(0)), sum((F(b).limit_denominator(2) for b in theirs), F(0))
    outcome = Outcome.WIN if ours > other else Outcome.DRAW if ours == other else Outcome.LOSS
    points = {Outcome.WIN: MP.win, Outcome.DRAW: MP.draw, Outcome.LOSS: MP.loss}[outcome]
    return TeamMatch(round_no, EntryKind.GAME, points, ours, opponent, boards, None, outcome)


def pab(round_no: int, boards: int) -> TeamMatch:
    """The PAB: a drawn match (C.04.6 art. 1.4); on the boards, each player's PAB."""
    return TeamMatch(round_no, EntryKind.PAB, MP.draw, F(boards, 2), boards=(F(1),) * boards)


def table(boards: int, rounds: int, matches: dict[int, list[TeamMatch]],
          primary: Score = Score.MATCH_POINTS) -> TeamTable:
    teams = tuple((tpn, f"Team {tpn}") for tpn in sorted(matches))
    return TeamTable(Tournament(Settings(name="Hand-worked", system="team")), rounds, boards,
                     primary, MP, teams, {tpn: tuple(ms) for tpn, ms in matches.items()})


def five_teams() -> TeamTable:
    """Five teams, two boards, three rounds, with a PAB, a forfeited match and a
    team's zero-point bye (C.07 art. 16's unplayed rounds for teams).

    R1: 1-2 1½-½, 3-4 1-1, 5 PAB.  R2: 1-3 1-1, 2-5 0-2, 4 PAB.
    R3: 1-4 forfeited by 4 (1 wins 2-0), 2-3 1½-½, 5 zero-point bye.
    Totals: 1: MP 5, GP 4½; 2: MP 2, GP 2; 3: MP 2, GP 2½; 4: MP 2, GP 2; 5: MP 3, GP 3."""
    return table(2, 3, {
        1: [played(1, 2, [1, .5], [0, .5]), played(2, 3, [0, 1], [1, 0]),
            TeamMatch(3, EntryKind.FORFEIT_WIN, F(2), F(2), 4, (F(1), F(1)), None,
                      Outcome.FORFEIT_WIN)],
        2: [played(1, 1, [0, .5], [1, .5]), played(2, 5, [0, 0], [1, 1]),
            played(3, 3, [.5, 1], [.5, 0])],
        3: [played(1, 4, [.5, .5], [.5, .5]), played(2, 1, [1, 0], [0, 1]),
            played(3, 2, [.5, 0], [.5, 1])],
        4: [played(1, 3, [.5, .5], [.5, .5]), pab(2, 2),
            TeamMatch(3, EntryKind.FORFEIT_LOSS, F(0), F(0), 1, (F(0), F(0)), None,
                      Outcome.FORFEIT_LOSS)],
        5: [pab(1, 2), played(2, 2, [1, 1], [0, 0]),
            TeamMatch(3, EntryKind.ZERO_BYE, F(0), F(0), boards=(F(0), F(0)))],
    })


def values(tab: TeamTable, codes: str) -> dict[str, dict[int, object]]:
    result = team_standings(tab, codes)
    return {name: {r.tpn: r.values[name] for r in result.rows} for name in result.code_names}


def test_mp_gp_and_mpvgp_are_the_two_scores_and_the_one_that_is_not_primary():
    """MP and GP (C.04.6 art. 1.2); MPVGP is the game points when the match points
    rank (the TEC checker's MPVGP), the match points when the game points do."""
    found = values(five_teams(), "MP, GP, MPVGP")
    assert found["MP"] == {1: 5, 2: 2, 3: 2, 4: 2, 5: 3}
    assert found["GP"] == {1: F(9, 2), 2: 2, 3: F(5, 2), 4: 2, 5: 3}
    assert found["MPVGP"] == found["GP"]
    by_games = five_teams()
    by_games = TeamTable(by_games.tournament, 3, 2, Score.GAME_POINTS, MP, by_games.teams,
                         by_games.matches)
    assert values(by_games, "MPVGP")["MPVGP"] == found["MP"]


def test_team_buchholz_on_match_points_uses_the_dummy_opponent_of_art_16():
    """BH:MP (C.07 art. 8.1 on the teams' match points, art. 16 for the unplayed
    rounds). Team 1: 2 (team 2) + 2 (team 3) + the forfeited round 3: its own 5
    capped at team 4's score 2 = 6. Team 5: the PAB's dummy (own 3, cap 50 % of
    3 × 2 = 3) 3 + team 2's 2 + the zero-point bye's dummy 3 = 8. Team 2: team 1's 5 +
    team 5's adjusted score (round 3's bye counted as a drawn match: 3 + 1 = 4) + team
    3's 2 = 11. Team 3: team 4's 2 + team 1's 5 + team 2's 2 = 9. Team 4: 2 + the PAB's
    dummy 2 + the forfeit's dummy (own 2, cap team 1's 5) 2 = 6."""
    assert values(five_teams(), "BH:MP")["BH:MP"] == {1: 6, 2: 11, 3: 9, 4: 6, 5: 8}


def test_team_buchholz_without_a_score_is_on_the_primary_score():
    """A code without :MP or :GP is computed on the primary score."""
    tab = five_teams()
    assert values(tab, "BH")["BH"] == values(tab, "BH:MP")["BH:MP"]


def test_extended_sonneborn_berger_multiplies_the_two_chosen_scores():
    """EXYSB: opponent's X score × own Y score of the match. Team 1:
    EGGSB = 2 × 1½ (team 2's GP, own GP) + 2½ × 1 + 2 × 2 (round 3 forfeited: the
    dummy's GP, own 4½ capped at team 4's 2, × the 2 game points) = 9½;
    EMGSB = 2 × 1½ + 2 × 1 + 2 × 2 = 9; EGMSB = 2 × 2 + 2½ × 1 + 2 × 2 = 10½;
    EMMSB = 2 × 2 + 2 × 1 + 2 × 2 = 10, equal to SB:MP."""
    found = values(five_teams(), "EGGSB, EMGSB, EGMSB, EMMSB, SB:MP")
    assert (found["EGGSB"][1], found["EMGSB"][1], found["EGMSB"][1]) == (F(19, 2), 9,
                                                                         F(21, 2))
    assert found["EMMSB"][1] == 10
    assert found["EMMSB"] == found["SB:MP"]


def test_board_count_weighs_each_board_by_its_number_lower_first():
    """BC: Σ board number × points on it. Team 1: board 1 1 + 0 + 1 (the forfeit won on
    the board), board 2 ½ + 1 + 1: 1 × 2 + 2 × 2½ = 7. Team 5: the PAB on each board
    (its players' PABs, 1 and 1, though the team's PAB is worth 1 game point), round
    2 (1, 1), the bye nothing: 1 × 2 + 2 × 2 = 6. A lower BC ranks first."""
    found = values(five_teams(), "BC")["BC"]
    assert (found[1], found[5]) == (7, 6)


def two_tied_teams() -> TeamTable:
    """Teams 1 and 2 tied on 2 match points and 3 game points over three boards:
    team 1's boards total (1, 2, 0), team 2's (2, 0, 1)."""
    return table(3, 2, {
        1: [played(1, 3, [1, 1, 0], [0, 0, 1]), played(2, 4, [0, 1, 0], [1, 0, 1])],
        2: [played(1, 4, [1, 0, 1], [0, 1, 0]), played(2, 3, [1, 0, 0], [0, 1, 1])],
        3: [played(1, 1, [0, 0, 1], [1, 1, 0]), played(2, 2, [0, 1, 1], [1, 0, 0])],
        4: [played(1, 2, [0, 1, 0], [1, 0, 1]), played(2, 1, [1, 0, 1], [0, 1, 0])],
    })


def test_top_board_result_and_bottom_board_elimination_split_what_board_count_leaves():
    """BC ties them (1 + 4 + 0 = 5 and 2 + 0 + 3 = 5); TBR ranks team 2 first (2
    points on board 1 against 1); BBE ranks team 1 first (without the last board 3
    points against 2). Both are places inside the tied group."""
    found = values(two_tied_teams(), "GP, BC, TBR")
    assert (found["BC"][1], found["BC"][2]) == (5, 5)
    assert (found["TBR"][1], found["TBR"][2]) == (2, 1)
    found = values(two_tied_teams(), "GP, BC, BBE")
    assert (found["BBE"][1], found["BBE"][2]) == (1, 2)
    ranked = team_standings(two_tied_teams(), "GP, BC, BBE").rows
    assert [r.tpn for r in ranked[:2]] == [1, 2]


def cycle() -> TeamTable:
    """Three teams, two boards, each beats one other (1 beats 2 2-0, 2 beats 3 1½-½,
    3 beats 1 1½-½) and has one PAB: all on 3 match points."""
    return table(2, 3, {
        1: [played(1, 2, [1, 1], [0, 0]), pab(2, 2), played(3, 3, [0, .5], [1, .5])],
        2: [played(1, 1, [0, 0], [1, 1]), played(2, 3, [1, .5], [0, .5]), pab(3, 2)],
        3: [pab(1, 2), played(2, 2, [0, .5], [1, .5]), played(3, 1, [1, .5], [0, .5])],
    })


def test_extended_direct_encounter_turns_to_game_points_when_match_points_tie():
    """EDE (C.07 art. 13.3): among the three, each has 2 match points from the
    direct encounters (DE on match points separates nobody); on game points 1 has
    2 + ½ = 2½, 3 has ½ + 1½ = 2, 2 has 0 + 1½ = 1½: places 1, 3, 2."""
    found = values(cycle(), "DE, EDE")
    assert found["DE"] == {1: 0, 2: 0, 3: 0}
    assert found["EDE"] == {1: 1, 2: 3, 3: 2}
    assert [r.tpn for r in team_standings(cycle(), "EDE").rows] == [1, 3, 2]


def test_team_codes_are_read_with_their_score_and_modifiers():
    code = parse_team_code(" bh:gp/c1 ")
    assert (code.name, code.score, code.code.cut) == ("BH:GP/C1", Score.GAME_POINTS, 1)
    assert parse_team_code("eggsb").name == "EGGSB"
    assert parse_team_code("EMGSB/C1").code.cut == 1


@pytest.mark.parametrize("text, why", [
    ("EGGSB:MP", "takes no :MP or :GP"),
    ("BC/C1", "BC takes no /C modifier"),
    ("ARO", "not a tie-break of a team competition"),
    ("BH:XP", "after the colon MP (match points) or GP (game points)"),
])
def test_a_wrong_team_code_says_why(text, why):
    with pytest.raises(CodeError) as found:
        parse_team_code(text)
    assert why in str(found.value)


def test_a_team_list_reports_every_problem_at_once():
    with pytest.raises(CodeError) as found:
        parse_team_codes("GP, TBR, GP, XYZ")
    assert "GP is listed twice" in str(found.value) and "XYZ" in str(found.value)
