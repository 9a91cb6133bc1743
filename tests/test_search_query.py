"""``explain --player`` and ``--why`` on the traces of the seed 002 search (simplified
Swiss, SwissBG), on a round built so that every kind of answer occurs, forbidden pairs
(TRF-2026 260) included."""

from __future__ import annotations

from conftest import build

from cardtable.formats.toml_file import save_tournament

from cardtable.trace.search_query import player_path, why
from cardtable.systems.registry import pairer


def round_two():
    # round 1: 1-4, 2-5, 3-6 drawn. In round 2, 1 passes over 4 (met) and takes 5;
    # 2 would take 4, but then 3 and 6 (met) are left: backtracking, 2 takes 6; 3-4.
    t = build(6, "1-4 ½-½, 2-5 ½-½, 3-6 ½-½", system="simplified", rounds=5)
    return pairer("simplified")(t, 2, trace=True)


def test_the_round_is_the_one_the_rules_give():
    pairing = round_two()
    assert {frozenset(b) for b in pairing.boards} == {
        frozenset({1, 5}), frozenset({2, 6}), frozenset({3, 4})}


def test_why_names_the_step_that_decided():
    trace = round_two().trace
    assert why(trace, 1, 4) == ["1 and 4 are not paired: 1-4 passed over: they have met "
                                "before"]
    assert why(trace, 2, 4) == ["2 and 4 are not paired: 2-4 passed over: legal, but the "
                                "others could then not all be paired (backtracking)"]
    paired = why(trace, 6, 2)[0]
    assert paired.startswith("6 and 2 are paired: Pair 2: 2-6 (number 2 in the order)")
    assert "simplified Swiss: colours" in paired
    assert why(trace, 1, 3) == ["1 and 3 are not paired: when 1 searched (pair 1), 5 came "
                                "earlier in 1's order and could be taken, so 3 was not "
                                "reached"]


def test_a_players_path_shows_his_pile_the_searches_and_his_board():
    trace = round_two().trace
    path = player_path(trace, 4)
    assert path[1].startswith("Scoregroup ½, number 4 of 6")
    assert "Pair 1: 1 searches; 4 is number 1 in 1's order" in path
    assert "  2-4 passed over: legal, but the others could then not all be paired " \
           "(backtracking)" in path
    assert path[-1].startswith("Board 3: against 3")


def test_swissbg_round_one_is_answered_from_the_draw():
    t = build(5, system="swissbg", rounds=3, random_seed=3)
    trace = pairer("swissbg")(t, 1, trace=True).trace
    order = trace.steps[0].order
    assert why(trace, order[0], order[1]) == [
        f"{order[0]} and {order[1]} are paired by the draw of round 1 (next to each other "
        f"in the order drawn)"]
    assert player_path(trace, order[-1])[-1].startswith(f"{order[-1]} gets the bye")


def test_a_forbidden_pair_is_named_as_such(tmp_path, cli):
    # round 1 of six, unforbidden 1-4, 2-5, 3-6; 1-4 forbidden: 1 takes 5, 2-4, 3-6
    t = build(6, system="simplified", rounds=5, forbidden_pairs=((1, 4),))
    trace = pairer("simplified")(t, 1, trace=True).trace
    assert why(trace, 4, 1) == ["4 and 1 are not paired: they are a forbidden pair and may "
                                "never meet [TRF-2026 260]"]
    path = player_path(trace, 1)
    assert "May not meet 4: forbidden pairs [TRF-2026 260]" in path
    assert "  1-4 passed over: a forbidden pair, they may not meet (TRF-2026 260)" in path
    path = tmp_path / "club.toml"
    save_tournament(t, path)
    code, out, _ = cli("explain", path, "--round", "1")
    assert code == 0 and "Outside the piles: may not meet: 1, 4  [TRF-2026 260]" in out
    assert ("  1-4 is not legal: 1 and 4 are a forbidden pair and may not meet "
            "(TRF-2026 260)") in out
    code, out, _ = cli("explain", path, "--round", "1", "--why", "1", "4")
    assert code == 0 and "forbidden pair" in out and "have met" not in out


def test_a_group_and_the_draw_of_swissbg_with_forbidden_pairs():
    # seed 5 draws 1 2 4 3 5; 1, 2 and 4 may not meet: 5 and 3 cannot take the bye,
    # 4 does; 1 passes over 2 and meets 3, then 2-5
    t = build(5, system="swissbg", rounds=3, random_seed=5, forbidden_pairs=((1, 2, 4),))
    trace = pairer("swissbg")(t, 1, trace=True).trace
    assert why(trace, 2, 1) == ["2 and 1 are not paired: they are a forbidden pair and may "
                                "never meet (the group 1 2 4: no two of them meet) "
                                "[TRF-2026 260]"]
    assert why(trace, 1, 3) == ["1 and 3 are paired by the draw of round 1 (in the order "
                                "drawn, with the forbidden pairs kept apart [TRF-2026 260])"]
    assert why(trace, 3, 5) == [
        "3 and 5 are not paired: the draw of round 1 put them 4. and 5.; each player not "
        "yet paired meets the first one drawn after them whom they may meet and after whom "
        "the others can all be paired (forbidden pairs kept apart, TRF-2026 260): 3 meets "
        "1; 5 meets 2"]
