"""The games of one match for the match form (systems/match_boards.py): a team match's
boards (C.04.6 art. 1.2, 1.6), a Double-Swiss match's two games (C.04.5 Preface), none
for a system that pairs single games."""

from __future__ import annotations

from cardtable.model.results import GameResult
from cardtable.systems.files import read_toml
from cardtable.systems.match_boards import board_match, match_score, with_results

from conftest import SAMPLES


def test_every_board_of_a_team_match_opens_the_same_match():
    t = read_toml(SAMPLES / "team-league.toml")
    matches = {board: board_match(t, 5, board) for board in (5, 6, 7, 8)}
    assert len(set(matches.values())) == 1
    match = matches[5]
    assert match.sides == ("Bishop's Pair", "Castle Rock")
    assert [(g.label, g.game.board) for g in match.games] == [
        ("Board 1", 5), ("Board 2", 6), ("Board 3", 7), ("Board 4", 8)]
    assert board_match(t, 5, 1) != match


def test_a_team_match_result_counts_game_points_and_match_points():
    """Art. 1.2: the game points are the board results; more game points win the
    match (record 362's 2/1/0 by default)."""
    t = read_toml(SAMPLES / "team-league.toml")
    match = board_match(t, 5, 5)
    assert match_score(t, match) == "Bishop's Pair 3½ – ½ Castle Rock · match points 2 – 0"
    lost = with_results(t, match, [GameResult.BLACK_WINS] * 4)  # boards alternate colours
    assert match_score(lost, match) == "Bishop's Pair 2 – 2 Castle Rock · match points 1 – 1"
    cleared = with_results(t, match, [None] * 4)
    assert all(g.result is None for g in cleared.round(5).games if g.board in (5, 6, 7, 8))
    assert all(g.result is not None for g in cleared.round(5).games if g.board < 5)


def test_a_double_swiss_match_is_the_same_players_in_rounds_2m_minus_1_and_2m():
    t = read_toml(SAMPLES / "double-swiss.toml")
    from_game_2 = board_match(t, 6, 2)
    game_1 = from_game_2.games[0]
    assert board_match(t, 5, game_1.game.board) == from_game_2
    assert [(g.label, g.round_no, g.game.white, g.game.black) for g in from_game_2.games] == [
        ("Game 1", 5, 9, 2), ("Game 2", 6, 2, 9)]
    assert match_score(t, from_game_2) == "Huber, Tina ½ – 1½ Berger, Greta"


def test_a_system_of_single_games_has_no_match_form():
    t = read_toml(SAMPLES / "club-swiss.toml")
    assert board_match(t, 1, 1) is None
