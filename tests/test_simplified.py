"""The simplified Swiss of seed 002: the search order, the halves, the backtracking,
the bye and every colour rule, each on a small field made for it."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cardtable.model.colour import Colour
from cardtable.model.history import PlayerState
from cardtable.systems.base import PairingError
from cardtable.systems.simplified.colours import allocate
from cardtable.systems.simplified.engine import PROCEDURE
from cardtable.systems.simplified.field import Card, Field, Scoregroup
from cardtable.systems.simplified.order import halves, search_order
from cardtable.systems.simplified.search import pair_field

W, B = Colour.WHITE, Colour.BLACK


def card(no: int, colours: str = "", met=(), score=0, had_bye=False, never=()) -> Card:
    played = tuple(W if c == "W" else B for c in colours)
    state = PlayerState(Fraction(score), played, frozenset(met), not had_bye, 0)
    return Card(no, f"Player {no}", state, had_bye, frozenset(never))


def field(*groups: list[Card]) -> Field:
    cards = {c.start_no: c for g in groups for c in g}
    return Field(2, cards, tuple(Scoregroup(g[0].score, tuple(c.start_no for c in g))
                                 for g in groups))


# -- the search order ("Paarungen") ---------------------------------------------------------
def test_the_seeds_example_a_scoregroup_of_eight_is_searched_5_6_7_8_4_3_2():
    order = search_order([range(1, 9)])
    assert order.player == 1
    assert order.opponents == (5, 6, 7, 8, 4, 3, 2)


def test_the_lower_half_is_the_larger_one_when_the_count_is_odd():
    assert halves([1, 2, 3, 4, 5]) == ((1, 2), (3, 4, 5))
    assert search_order([[1, 2, 3, 4, 5]]).opponents == (3, 4, 5, 2)


def test_after_its_own_scoregroup_the_search_goes_on_in_the_groups_below_first_onwards():
    order = search_order([[3, 7], [1, 4, 9], [2, 5]])
    assert order.opponents == (7, 1, 4, 9, 2, 5)


def test_a_player_alone_in_his_scoregroup_looks_below_at_once():
    assert search_order([[6], [1, 2], [3]]).opponents == (1, 2, 3)


# -- pairing and backtracking ------------------------------------------------------------
def test_the_first_legal_opponent_is_taken_and_the_group_split_again():
    found = pair_field(field([card(n) for n in range(1, 7)]), PROCEDURE)
    assert found.pairs == ((1, 4), (2, 5), (3, 6))
    assert found.bye is None


def test_a_rematch_is_passed_over():
    cards = [card(1, met=[4]), card(2), card(3), card(4, met=[1])]
    assert pair_field(field(cards), PROCEDURE).pairs == ((1, 3), (2, 4))


def test_a_pair_that_leaves_the_rest_unpairable_is_undone_and_the_next_tried():
    # 1-3 is legal, but then 2 and 4 have met: the hand procedure gets stuck, undoes
    # 1-3 and tries 1-4, after which 2-3 is legal.
    cards = [card(1), card(2, met=[4]), card(3), card(4, met=[2])]
    found = pair_field(field(cards), PROCEDURE, trace=True)
    assert found.pairs == ((1, 4), (2, 3))
    topics = [s.kind for s in found.steps]
    assert "backtrack" in topics
    note = next(s for s in found.steps if s.kind == "backtrack")
    assert (note.player, note.opponent) == (1, 3)


def test_the_bye_goes_to_the_last_of_the_lowest_scoregroup_who_has_not_had_it():
    top = [card(1, score=1), card(2, score=1)]
    low = [card(3), card(4), card(5, had_bye=True)]
    found = pair_field(field(top, low), PROCEDURE)
    assert found.bye == 4
    assert sorted(map(sorted, found.pairs)) == [[1, 2], [3, 5]]


def test_the_bye_moves_up_when_the_others_cannot_all_be_paired():
    # with 3 on the bye, 1 and 2 (who met) would have to play: the bye passes to 2
    cards = [card(1, met=[2]), card(2, met=[1]), card(3)]
    found = pair_field(field(cards), PROCEDURE, trace=True)
    assert found.bye == 2 and found.pairs == ((1, 3),)
    assert any(s.kind == "bye-change" for s in found.steps)


def test_when_no_legal_pairing_exists_the_tournament_ends():
    cards = [card(1, met=[2]), card(2, met=[1])]
    with pytest.raises(PairingError, match="the tournament ends"):
        pair_field(field(cards), PROCEDURE)


# -- forbidden pairs (TRF-2026 260): tested where "have already met" is ---------------
def test_a_forbidden_pair_is_passed_over_like_a_rematch():
    cards = [card(1, never=[3]), card(2), card(3, never=[1]), card(4)]
    found = pair_field(field(cards), PROCEDURE, trace=True)
    assert found.pairs == ((1, 4), (2, 3))
    note = next(s for s in found.steps if s.kind == "rejected")
    assert (note.player, note.opponent, note.condition) == (1, 3, "forbidden")
    assert note.text == ("  1-3 is not legal: 1 and 3 are a forbidden pair and may not "
                         "meet (TRF-2026 260)")


def test_the_search_backtracks_round_a_forbidden_pair():
    # 1-3 is legal, but then 2 and 4, a forbidden pair, would have to meet: undone
    cards = [card(1), card(2, never=[4]), card(3), card(4, never=[2])]
    found = pair_field(field(cards), PROCEDURE, trace=True)
    assert found.pairs == ((1, 4), (2, 3))
    note = next(s for s in found.steps if s.kind == "backtrack")
    assert (note.player, note.opponent) == (1, 3)


def test_the_bye_moves_up_when_only_a_forbidden_pair_is_left():
    cards = [card(1, never=[2]), card(2, never=[1]), card(3)]
    found = pair_field(field(cards), PROCEDURE)
    assert found.bye == 2 and found.pairs == ((1, 3),)


def test_a_forbidden_pair_is_never_dropped_like_the_colour_rule():
    # 1-2 is the only pair keeping the colour rule, and it is forbidden: the colour
    # rule is dropped (1-3), the forbidden pair never
    cards = [card(1, "WW", never=[2]), card(2, "BB", never=[1]), card(3, "WW"),
             card(4, "WW")]
    found = pair_field(field(cards), PROCEDURE)
    assert found.relaxed == ("colour",)
    assert {frozenset(p) for p in found.pairs} == {frozenset((1, 3)), frozenset((2, 4))}


def test_when_no_pairing_avoids_a_forbidden_pair_the_tournament_ends():
    cards = [card(1, never=[2]), card(2, never=[1])]
    with pytest.raises(PairingError, match="without a rematch or a forbidden pair "
                                           r"\(TRF-2026 260\).*the tournament ends"):
        pair_field(field(cards), PROCEDURE)


def test_two_players_who_both_had_one_colour_twice_do_not_meet():
    cards = [card(1, "WW"), card(2, "BW"), card(3, "WW"), card(4, "WB")]
    assert pair_field(field(cards), PROCEDURE).pairs == ((1, 4), (2, 3))


def test_the_colour_rule_is_dropped_only_when_no_pairing_keeps_it():
    cards = [card(1, "WW"), card(2, "WW")]
    found = pair_field(field(cards), PROCEDURE, trace=True)
    assert found.pairs == ((1, 2),) and found.relaxed == ("colour",)


# -- colours ("Farbzuteilung") ---------------------------------------------------------------
@pytest.mark.parametrize("drawn, low, expected", [
    (W, 1, (1, 5)), (W, 2, (6, 2)), (B, 1, (5, 1)), (B, 2, (2, 6))])
def test_round_one_odd_upper_players_have_the_drawn_colour(drawn, low, expected):
    colours = allocate(card(low), card(low + 4), drawn, 1)
    assert (colours.white, colours.black) == expected and colours.rule == "round 1"


def test_rule_1_same_colour_in_the_last_two_games_must_change():
    colours = allocate(card(1, "BWW"), card(2, "BBW"), W, 4)
    assert (colours.white, colours.black, colours.rule) == (2, 1, "1")


def test_rule_2_the_larger_colour_difference_is_balanced():
    colours = allocate(card(1, "WB"), card(2, "WBW"), W, 4)  # 0 against +1
    assert (colours.white, colours.black, colours.rule) == (1, 2, "2")


def test_rule_3_equal_differences_the_lower_start_number_is_balanced():
    colours = allocate(card(3, "BWB"), card(7, "B"), W, 4)  # -1 and -1
    assert (colours.white, colours.black, colours.rule) == (3, 7, "3")


def test_rule_5_balanced_colours_the_lower_start_number_changes_colour():
    colours = allocate(card(3, "WB"), card(7, "BW"), W, 3)
    assert (colours.white, colours.black, colours.rule) == (3, 7, "5")
    colours = allocate(card(3, "BW"), card(7, "WB"), W, 3)
    assert (colours.white, colours.black, colours.rule) == (7, 3, "5")
