"""Rating tie-breaks (C.07 art. 10) with the B.02 tables: ARO and its cuts, TPR (p
rounded half-up), PTP (the lowest rating whose expected score reaches the score),
APRO, APPO."""

from fractions import Fraction as F

from hypothesis import given
from hypothesis import strategies as st
from tiebreaks_helpers import build

from cardtable.tiebreaks.context import Context
from cardtable.tiebreaks.standings import standings
from cardtable.tiebreaks.rating_tables import DP_BY_P, PD_BY_D
from cardtable.tiebreaks.ratings import perfect_performance

RATINGS = {1: 2200, 2: 2100, 3: 2000, 4: 1900, 5: 1800, 6: 1700}
T = build(["1-2 1-0, 3-4 ½-½, 5-6 0-1", "1-3 ½-½, 2-5 +/-, 4-6 1-0",
           "1-5 1-0, 2-4 0-1, 3-6 ½-½", "1-4 0-1, 2-3 1-0, 5 PAB, 6 Z"], ratings=RATINGS)
CODES = ["ARO", "ARO/C1", "ARO/M1", "TPR", "PTP", "APRO", "APPO"]


def test_average_rating_and_cuts():
    row = standings(T, CODES).row(1)
    assert row.values["ARO"] == 1950                  # (2100+2000+1800+1900) / 4
    assert row.values["ARO/C1"] == 2000               # without 1800
    assert row.values["ARO/M1"] == 1950               # without 1800 and 2100
    # player 2: the forfeit against 5 is not a game over the board
    assert standings(T, CODES).row(2).values["ARO"] == round((2200 + 1900 + 2000) / 3)


def test_tpr_rounds_p_half_up():
    # player 1 scored 2.5 of 4 over the board: p = 0.625 -> 0.63 -> dp +95
    assert standings(T, CODES).row(1).values["TPR"] == 1950 + DP_BY_P[63] == 2045


def test_undefined_without_games_and_single_game_cut():
    t = build(["1-2 1-0, 3 PAB"], players=3)
    row = standings(t, CODES).row(3)
    assert all(row.values[c] is None for c in CODES)
    assert standings(t, CODES).row(1).values["ARO/C1"] is None


def expected(rating, opponents):
    total = 0
    for opponent in opponents:
        pd = PD_BY_D[min(abs(rating - opponent), 800)]
        total += pd if rating >= opponent else 100 - pd
    return total


@given(st.lists(st.integers(1000, 2800), min_size=1, max_size=9), st.data())
def test_ptp_is_the_lowest_rating_reaching_the_score(opponents, data):
    halves = data.draw(st.integers(1, 2 * len(opponents)))
    rounds = []
    for i, _ in enumerate(opponents):
        scored = min(2, max(0, halves - 2 * i))
        rounds.append(f"1-{i + 2} " + {2: "1-0", 1: "½-½", 0: "0-1"}[scored])
    t = build(rounds, ratings={i + 2: r for i, r in enumerate(opponents)} | {1: 1500})
    ptp = perfect_performance(Context.build(t), 1)
    assert expected(ptp, opponents) >= 50 * halves
    assert expected(ptp - 1, opponents) < 50 * halves


def test_ptp_at_zero_and_full_score():
    zero = build(["1-2 0-1", "1-3 0-1"], ratings={2: 2000, 3: 2100})
    assert standings(zero, ["PTP"]).row(1).values["PTP"] == 2000 - 800
    full = build(["1-2 1-0", "1-3 1-0"], ratings={2: 2000, 3: 2100})
    first_certain = PD_BY_D.index(100)
    assert standings(full, ["PTP"]).row(1).values["PTP"] == 2100 + first_certain


def test_opponent_averages():
    table = standings(T, CODES)
    tpr = {r.start_no: r.values["TPR"] for r in table.rows}
    ptp = {r.start_no: r.values["PTP"] for r in table.rows}
    # player 6 met 5, 4 and 3 over the board
    mean = F(tpr[5] + tpr[4] + tpr[3], 3)
    assert table.row(6).values["APRO"] == int(mean + F(1, 2))
    assert table.row(6).values["APPO"] == int(F(ptp[5] + ptp[4] + ptp[3], 3) + F(1, 2))


def test_unrated_opponents_are_left_out():
    t = build(["1-2 1-0", "1-3 ½-½"], ratings={1: 2000, 2: 0, 3: 1800})
    row = standings(t, ["ARO", "TPR"]).row(1)
    assert row.values["ARO"] == 1800
    assert row.values["TPR"] == 1800 + DP_BY_P[50]
