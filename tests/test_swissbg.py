"""SwissBG (seed 004): the first round by lot, later rounds from the standings, the
bye rule, forbidden pairs kept apart (round 1 included), and its ranking — fewer byes,
Buchholz and Sonneborn-Berger with the withdrawal adjustment, the match point
difference."""

from __future__ import annotations

from dataclasses import replace

import pytest

from cardtable.systems.files import read_toml
from cardtable.systems.base import NotReady, PairingError
from cardtable.systems.registry import pairer
from cardtable.systems.swissbg.draw import draw_first_round
from cardtable.tiebreaks.swissbg import SWISSBG_TIEBREAKS
from cardtable.tiebreaks.standings import standings
from conftest import build

pair = pairer("swissbg")


def bg(players: int, *rounds: str, seed: int = 11):
    return build(players, *rounds, system="swissbg", rounds=7, random_seed=seed,
                 tiebreaks=SWISSBG_TIEBREAKS)


def test_round_one_is_drawn_by_lot_and_the_same_seed_gives_the_same_draw():
    first = draw_first_round(list(range(1, 10)), 42)
    assert first == draw_first_round(list(range(9, 0, -1)), 42)
    assert sorted(first.order) == list(range(1, 10))
    assert first.pairs == tuple(zip(first.order[0:8:2], first.order[1:8:2]))
    assert first.bye == first.order[-1]
    draws = {draw_first_round(list(range(1, 10)), seed).order for seed in range(20)}
    assert len(draws) > 15


def test_round_one_without_a_recorded_seed_is_not_drawn():
    with pytest.raises(NotReady, match="random_seed"):
        pair(bg(4, seed=None), 1)


def test_the_engine_draws_round_one_from_the_files_seed():
    pairing = pair(bg(7, seed=5), 1, trace=True)
    drawn = draw_first_round(list(range(1, 8)), 5)
    assert pairing.boards == drawn.pairs and pairing.pab == drawn.bye
    assert pairing.trace.steps[0].kind == "draw"


def test_later_rounds_order_each_scoregroup_by_the_standings():
    # after round 1: 1 and 3 won, equal on everything but the match points (3 won
    # 7:0, 1 won 7:2); 2 and 4 lost
    t = bg(4, "2-1 0-1, 4-3 0-1")
    t = t.with_round(replace(t.round(1), games=(
        replace(t.round(1).games[0], match_score=(2, 7)),
        replace(t.round(1).games[1], match_score=(0, 7)))))
    table = standings(t, SWISSBG_TIEBREAKS, after_round=1)
    assert [r.start_no for r in table.rows] == [3, 1, 2, 4]  # MPD +7 before +5
    pairing = pair(t, 2)
    assert pairing.boards == ((3, 1), (2, 4))


def test_the_bye_goes_to_the_lowest_in_the_standings_who_has_not_had_it():
    t = bg(5, "1-2 1-0, 3-4 1-0, 5 PAB")
    pairing = pair(t, 2)
    # standings after round 1: 1, 3 (wins), 5 (the bye ranks below two wins), then 2, 4
    assert pairing.pab == 4
    t = bg(5, "1-2 1-0, 3-5 1-0, 4 PAB")
    assert pair(t, 2).pab == 5


def test_all_results_must_be_entered_before_the_next_round():
    with pytest.raises(NotReady, match="round 1"):
        pair(bg(4, "1-2 1-0, 3-4"), 2)


def test_a_bye_ranks_below_a_win_among_equal_points():
    t = bg(5, "1-2 1-0, 3-4 1-0, 5 PAB")
    rows = standings(t, after_round=1).rows
    assert [r.start_no for r in rows][:3] == [1, 3, 5]
    assert rows[2].values["BYE"] == 1 and rows[2].rank == 3


def test_the_seeds_withdrawal_example_one_win_after_three_of_seven_rounds_counts_three():
    # 8 plays 1 in round 1 and wins; loses rounds 2 and 3; withdraws after round 3
    rounds = ["8-1 1-0, 2-3 1-0, 4-5 1-0, 6-7 1-0",
              "2-8 1-0, 1-3 1-0, 4-6 1-0, 5-7 1-0",
              "4-8 1-0, 1-2 1-0, 3-5 1-0, 6-7 1-0",
              "1-4 1-0, 2-3 1-0, 5-6 1-0, 7 PAB",
              "1-5 1-0, 2-6 1-0, 3-7 1-0, 4 PAB",
              "1-6 1-0, 2-4 1-0, 3-5 1-0, 7 PAB",
              "1-7 1-0, 2-5 1-0, 3-6 1-0, 4 PAB"]
    t = bg(8, *rounds)
    t = t.with_player(replace(t.player(8), withdrawn_after=3))
    table = standings(t, after_round=7)
    first = next(r for r in table.rows if r.start_no == 1)
    contribution = next(c for c in table.breakdowns["BGBH"][1].contributions
                        if c.opponent == 8)
    assert contribution.value == 3  # 1 point + 4 missed rounds × ½
    assert first.values["BGSB"] == sum(
        c.value for c in table.breakdowns["BGBH"][1].contributions if c.round != 1)
    after_five = standings(t, after_round=5).breakdowns["BGBH"][2]
    assert next(c.value for c in after_five.contributions if c.opponent == 8) == 2


def test_the_match_point_difference_sums_the_match_scores():
    t = bg(4, "1-2 1-0, 3-4 0-1", "1-3 1-0, 2-4 1-0")
    games = {1: (7, 5), 2: (3, 7)}
    t = t.with_round(replace(t.round(1), games=tuple(
        replace(g, match_score=games[g.board]) for g in t.round(1).games)))
    t = t.with_round(replace(t.round(2), games=(replace(t.round(2).games[0],
                                                        match_score=(7, 0)),
                                                t.round(2).games[1])))
    values = {r.start_no: r.values["MPD"] for r in standings(t, after_round=2).rows}
    assert values == {1: 2 + 7, 2: -2, 3: -4 - 7, 4: 4}


def test_the_command_line_records_the_seed_and_the_ranking_and_takes_match_scores(
        tmp_path, cli):
    path = tmp_path / "bg.toml"
    assert cli("new", path, "--system", "swissbg", "--rounds", "3")[0] == 0
    settings = read_toml(path).settings
    assert settings.random_seed is not None and settings.tiebreaks == SWISSBG_TIEBREAKS
    for name in ("A, Anna", "B, Ben", "C, Cleo", "D, Dan"):
        assert cli("add-player", path, name)[0] == 0
    assert cli("pair", path)[0] == 0
    assert cli("result", path, "1", "1", "0-1", "--score", "7:4")[0] == 2
    code, out, _ = cli("result", path, "1", "1", "0-1", "--score", "4:7")
    assert code == 0 and "(4:7)" in out
    assert read_toml(path).round(1).games[0].match_score == (4, 7)
    code, _, err = cli("pair", path)
    assert code == 2 and "round 1 is not finished" in err


# -- forbidden pairs (TRF-2026 260): never met, round 1 included ----------------------------
def forbidding(t, *groups):
    return replace(t, settings=replace(t.settings, forbidden_pairs=groups))


def test_round_one_keeps_a_forbidden_pair_apart_in_the_order_drawn():
    # seed 5 draws 1 2 4 3 5: 1-2, 4-3, bye 5; with 1-2 forbidden, 1 meets the first
    # one drawn after him whom he may meet (4), then 2-3
    assert draw_first_round(list(range(1, 6)), 5).pairs == ((1, 2), (4, 3))
    pairing = pair(forbidding(bg(5, seed=5), (1, 2)), 1, trace=True)
    assert pairing.boards == ((1, 4), (2, 3)) and pairing.pab == 5
    outside, draw, bye, rejected = pairing.trace.steps[:4]
    assert outside.forbidden == ((1, 2),) and bye.player == 5
    assert draw.order == (1, 2, 4, 3, 5)
    assert draw.pairs == ((1, 4), (2, 3))
    assert "each player not yet paired with the first one drawn after them" in draw.text
    assert rejected.kind == "rejected" and rejected.condition == "forbidden"


def test_round_one_passes_the_bye_up_the_order_drawn_when_the_others_cannot_be_paired():
    # 1, 2 and 4 may not meet: with 5 or 3 on the bye two of them would have to
    pairing = pair(forbidding(bg(5, seed=5), (1, 2, 4)), 1, trace=True)
    assert pairing.pab == 4 and pairing.boards == ((1, 3), (2, 5))
    changes = [s.player for s in pairing.trace.steps
               if s.kind == "bye-change"]
    assert changes == [5, 3]


def test_no_pairing_avoiding_a_forbidden_pair_in_round_one():
    with pytest.raises(PairingError, match="forbidden pair"):
        pair(forbidding(bg(2, seed=5), (1, 2)), 1)


def test_later_rounds_keep_a_forbidden_pair_apart():
    # 1 and 3 won round 1 and would meet; forbidden, 1 meets 4 and 3 meets 2
    t = bg(4, "1-2 1-0, 3-4 1-0")
    assert {frozenset(b) for b in pair(t, 2).boards} == {frozenset((1, 3)),
                                                          frozenset((2, 4))}
    boards = pair(forbidding(t, (1, 3)), 2).boards
    assert {frozenset(b) for b in boards} == {frozenset((1, 4)), frozenset((2, 3))}
