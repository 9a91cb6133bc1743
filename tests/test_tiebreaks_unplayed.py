"""C.07 art. 16 (2026 edition) on a hand-made Swiss: every kind of unplayed round (PAB,
F, H, Z, forfeit win and loss, double forfeit, withdrawal), the adjusted score, the
dummy opponent and its cap, and what each cut removes first. Every expected value was
worked out by hand from the rules as ../shared/conformance/tiebreaks/README.md states
them."""

from fractions import Fraction as F

import pytest
from tiebreaks_helpers import build

from cardtable.systems.ranking import standings
from cardtable.tiebreaks.context import Context, Rules

# Ratings 2200 (player 1) down to 1500 (player 8).
ROUNDS = [
    "1-2 1-0, 3-4 ½-½, 5-6 1-0, 7-8 +/-",
    "1-3 ½-½, 2-5 0-1, 4-7 1-0, 8 PAB, 6 Z",
    "1-5 1-0, 2-4 -/-, 3-8 0-1, 7 F",
    "1-4 0-1, 2-7 0-1, 5-8 ½-½, 3 H",          # 6 is no longer paired: withdrawn
]
T = build(ROUNDS, players=8, ratings={n: 2300 - 100 * n for n in range(1, 9)})
CODES = ["BH", "BH/C1", "BH/C2", "BH/M1", "SB", "SB/C1", "FB", "AOB", "AOB/F", "PS", "PS/C1",
         "KS", "KS/L+2", "KS/L-1", "WIN", "WON", "BPG", "BWG", "REP"]


@pytest.fixture(scope="module")
def table():
    return standings(T, CODES)


def value(table, start_no, code):
    return table.row(start_no).values[code]


def test_scores():
    ctx = Context.build(T)
    assert ctx.scores == {1: F(5, 2), 2: 0, 3: F(3, 2), 4: F(5, 2), 5: F(5, 2), 6: 0,
                          7: 3, 8: F(5, 2)}


def test_withdrawal_adjusts_the_score_seen_by_opponents():
    ctx = Context.build(T)
    # player 6: a loss, then Z and two rounds not paired after his last game: ½ each
    assert ctx.adjusted_rounds(6) == (2, 3, 4)
    assert ctx.adjusted_score(6) == F(3, 2)
    # a half-point bye at the end counts as ½ anyway; a VUR followed by a game is kept
    assert ctx.adjusted_score(3) == F(3, 2)
    assert ctx.adjusted_rounds(2) == ()  # double forfeit in round 3, then a game
    assert ctx.adjusted_rounds(8) == ()  # forfeit loss in round 1, then PAB and games


def test_played_game_against_a_withdrawn_player_uses_his_adjusted_score(table):
    # player 5: 6 (adjusted 1.5) + 2 (0) + 1 (2.5) + 8 (2.5)
    assert value(table, 5, "BH") == F(13, 2)


@pytest.mark.parametrize("start_no, round_no, score, cap", [
    (7, 1, F(5, 2), "opponent"),   # forfeit win: own 3, capped at 8's adjusted 2.5
    (7, 3, F(2), "half"),          # full-point bye: own 3, capped at R/2 = 2
    (8, 2, F(2), "half"),          # PAB: own 2.5, capped at 2
    (8, 1, F(5, 2), ""),           # forfeit loss: own 2.5 is below 7's 3
    (3, 4, F(3, 2), ""),           # half-point bye: own 1.5 below 2
    (6, 2, F(0), ""),              # zero-point bye
    (6, 3, F(0), ""),              # not paired after the withdrawal
    (2, 3, F(0), ""),              # double forfeit: own 0
    (4, 3, F(0), "opponent"),      # double forfeit: own 2.5, capped at 2's adjusted 0
])
def test_dummy_opponent_and_its_2026_cap(start_no, round_no, score, cap):
    ctx = Context.build(T)
    dummy = ctx.dummy(start_no, ctx.entries[start_no][round_no - 1])
    assert (dummy.score, dummy.cap) == (score, cap)
    assert dummy.score <= ctx.scores[start_no]


@pytest.mark.parametrize("start_no, expected", [
    (1, F(13, 2)), (2, 8), (3, 9), (4, 7), (5, F(13, 2)), (6, F(5, 2)), (7, 7), (8, F(17, 2)),
])
def test_buchholz(table, start_no, expected):
    assert value(table, start_no, "BH") == expected


def test_cut_1_removes_a_vur_before_a_lower_played_game(table):
    # player 8: 2.5 (forfeit loss, VUR) 2 (PAB) 1.5 (game) 2.5 (game)
    assert value(table, 8, "BH/C1") == 6
    # player 3: the half-point bye (1.5) is both the lowest and a VUR
    assert value(table, 3, "BH/C1") == F(15, 2)


def test_cut_2_and_median_1(table):
    assert value(table, 8, "BH/C2") == F(9, 2)   # then the lowest game, 1.5
    assert value(table, 8, "BH/M1") == F(7, 2)   # the VUR, and the highest, 2.5
    assert value(table, 6, "BH/C2") == F(5, 2)   # two of his VURs (0 each)


def test_sonneborn_berger_with_dummies(table):
    assert value(table, 8, "SB") == F(19, 4)     # 0 + 2×1 + 1.5×1 + 2.5×½
    assert value(table, 7, "SB") == F(9, 2)      # 2.5×1 + 2.5×0 + 2×1 (F) + 0×1
    assert value(table, 3, "SB") == F(13, 4)     # 1.25 + 1.25 + 0 + 1.5×½ (H)


def test_sb_cut_removes_the_contribution_worth_more(table):
    # player 8: lowest score is the game vs 3 (1.5 × 1 = 1.5); his VUR (forfeit loss)
    # is worth 2.5 × 0 = 0 in SB, so the game is cut
    assert value(table, 8, "SB/C1") == F(13, 4)
    # player 3: his H (1.5 × ½ = 0.75) is worth more than his lowest game, and is cut
    assert value(table, 3, "SB/C1") == F(5, 2)


def test_fore_buchholz(table):
    # round 4 counted as draws: 7's opponent 2 then has ½; 7's own score becomes 2.5
    assert value(table, 7, "FB") == 7            # 2.5 (+ vs 8) + 2 + 2 (F) + ½
    assert value(table, 2, "FB") == F(17, 2)     # 3 + 2.5 + ½ (double forfeit) + 2.5
    assert value(table, 1, "FB") == F(13, 2)     # ½ + 1.5 + 2.5 + 2


def test_average_of_opponents_buchholz_is_rounded_half_up(table):
    # opponents over the board: 2 (8), 3 (9), 5 (6.5), 4 (7): 30.5 / 4 = 7.625
    assert value(table, 1, "AOB") == F(763, 100)


def test_average_of_opponents_fore_buchholz(table):
    # Fore Buchholz of 2 (8.5), 3 (9), 5 (7.5), 4 (7.5): 32.5 / 4 = 8.125
    assert value(table, 1, "AOB/F") == F(813, 100)


def test_koya_limit_modifier(table):
    # the limit is 2 (50 % of 4); /L+2 raises it to 3, /L-1 lowers it to 1.5
    assert value(table, 8, "KS/L+2") == 0          # only 7 (3) is left: a forfeit loss
    assert value(table, 8, "KS/L-1") == F(3, 2)    # 7: 0, 3 (1.5): 1, 5: ½


def test_counts(table):
    assert [value(table, 7, c) for c in ("WIN", "WON", "BPG", "BWG", "REP")] == [3, 1, 2, 1, 4]
    assert [value(table, 8, c) for c in ("WIN", "WON", "REP")] == [2, 1, 3]
    assert [value(table, p, "REP") for p in (2, 3, 6)] == [3, 3, 1]


def test_progressive_scores_and_cut(table):
    assert value(table, 1, "PS") == F(15, 2)       # 1 + 1.5 + 2.5 + 2.5
    assert value(table, 1, "PS/C1") == F(13, 2)    # without round 1's running total


def test_koya_counts_forfeits_against_opponents_at_50_percent(table):
    assert value(table, 7, "KS") == 1              # the forfeit win against 8 (2.5 ≥ 2)
    assert value(table, 8, "KS") == F(1, 2)        # the draw with 5


def test_fore_buchholz_turns_a_last_round_forfeit_into_a_drawn_game():
    t = build(["1-4 1-0, 2-3 1-0", "1-2 1-0, 3 PAB, 4 Z", "1-3 ½-½, 2 H, 4 Z",
               "1-4 +/-, 2-3 0-1"])
    ctx = Context.build(t)
    assert ctx.adjusted_score(4) == 1      # two trailing Z at ½, the forfeit loss as 0
    assert ctx.fore().adjusted_score(4) == F(1, 2)  # a drawn game now ends his rounds
    table = standings(t, ["BH", "FB"])
    assert table.row(1).values["BH"] == 6  # 1 + 1.5 + 2.5 + dummy 3.5 capped at 1
    assert table.row(1).values["FB"] == 5  # ½ + 2 + 2 + ½ (round 4 a drawn game)


def test_forfeits_as_games_modifier():
    t = build(["1-2 1-0, 3-4 +/-", "1-3 1-0, 2-4 1-0"])
    plain = standings(t, ["BH", "BH/P"])
    # 3's forfeit win: a dummy (own 1, capped at 4's 0) without /P, 4's score 0 with it
    assert plain.row(3).values["BH"] == 2 and plain.row(3).values["BH/P"] == 2
    # 4's forfeit loss: dummy own 0 without /P; with /P a game against 3 (score 1)
    assert plain.row(4).values["BH"] == 1 and plain.row(4).values["BH/P"] == 2


def test_pre_determined_rules_count_forfeits_as_games_without_dummies():
    t = build(["1-2 1-0, 3-4 +/-", "1-3 1-0, 2-4 ½-½", "1-4 0-1, 2-3 -/-"],
              system="roundrobin")
    swiss = standings(t, ["BH", "SB"], rules="swiss")
    rr = standings(t, ["BH", "SB"])
    assert rr.rules is Rules.ROUND_ROBIN and swiss.rules is Rules.SWISS
    scores = {1: 2, 2: F(1, 2), 3: 1, 4: F(3, 2)}
    # 3 met 4 (forfeit win), 1 (loss), 2 (double forfeit): the scheduled opponents
    assert rr.row(3).values["BH"] == scores[4] + scores[1] + scores[2]
    assert rr.row(3).values["SB"] == scores[4] * 1
    assert swiss.row(3).values["BH"] != rr.row(3).values["BH"]


def test_free_round_of_a_round_robin_contributes_nothing():
    t = build(["1-2 1-0, 3 Z", "3-1 0-1, 2 Z", "2-3 ½-½, 1 Z"], system="roundrobin")
    table = standings(t, ["BH", "SB", "REP"])
    assert table.row(1).values["BH"] == F(1, 2) + F(1, 2)
    assert table.row(1).values["REP"] == 2
