"""The rules of the FIDE (Dutch) System, one by one, on small hand-made tournaments.
Every expectation here was worked out by hand from the 2026 text."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from cardtable.model.colour import Colour
from cardtable.model.history import Preference
from cardtable.model.history import PlayerState
from cardtable.systems.dutch import pair
from cardtable.systems.dutch.cards import Card, Float, build_context
from cardtable.systems.dutch.colours import allocate
from cardtable.systems.dutch.criteria import compatible
from conftest import build

W, B = Colour.WHITE, Colour.BLACK


def cards_of(tournament, round_no=None):
    ctx = build_context(tournament, round_no or tournament.next_round)
    return {c.start_no: c for c in ctx.cards}, ctx


# -- round 1 (art. 3.2.2, 3.3.1, 5.2.5) ---------------------------------------------
def test_round_one_pairs_top_half_against_bottom_half_and_alternates_colours():
    t = build(8, initial_colour="white", rounds=5)
    assert pair(t, 1).boards == ((1, 5), (6, 2), (3, 7), (8, 4))
    t = build(8, initial_colour="black", rounds=5)
    assert pair(t, 1).boards == ((5, 1), (2, 6), (7, 3), (4, 8))


def test_round_one_odd_field_gives_the_last_player_the_pab():
    result = pair(build(7, rounds=5), 1)
    assert result.pab == 7
    assert result.boards == ((1, 4), (5, 2), (3, 6))


# -- colour preferences (art. 1.7) and the colour history (C.04.2 art. 3.4) ----------
def test_colour_preferences_absolute_strong_mild():
    cards, _ = cards_of(build(4, "1-2 1-0, 3-4 1-0", "1-3 1-0, 2-4 1-0", rounds=5))
    assert (cards[1].preference, cards[1].strength) == (B, Preference.ABSOLUTE)  # W W
    assert (cards[2].preference, cards[2].strength) == (B, Preference.MILD)  # B W
    assert (cards[4].preference, cards[4].strength) == (W, Preference.ABSOLUTE)  # B B
    cards, _ = cards_of(build(4, "1-2 1-0, 3-4 1-0", rounds=5))
    assert (cards[1].preference, cards[1].strength) == (B, Preference.STRONG)  # W


def test_unplayed_rounds_are_moved_to_the_front_of_the_colour_history():
    """W, forfeit, W: the forfeit gives no colour and does not break the run."""
    cards, _ = cards_of(build(4, "1-2 1-0, 3-4 1-0", "1-3 +/-, 2-4 1-0",
                              "1-4 1-0, 2-3 1-0", rounds=5))
    assert cards[1].colours == (W, W)
    assert (cards[1].preference, cards[1].strength) == (B, Preference.ABSOLUTE)


# -- floats (art. 1.4) -----------------------------------------------------------------
def test_unplayed_rounds_worth_more_than_a_loss_are_downfloats():
    """1.4.3: PAB, forfeit win, full-point and half-point byes give a downfloat; a
    zero-point bye and a forfeit loss do not."""
    t = build(6, "1-2 1-0, 3-4 +/-, 5 PAB, 6 H", "1-3 1-0, 2-4 1-0, 5 Z, 6 F", rounds=5)
    cards, _ = cards_of(t, 3)
    assert cards[5].floats == (Float.NONE, Float.DOWN)
    assert cards[6].floats == (Float.DOWN, Float.DOWN)
    assert cards[3].floats[1] is Float.DOWN
    assert cards[4].floats[1] is Float.NONE


def test_a_game_between_different_scores_floats_both_players():
    """1.4.2: after round 1 the scores are 1: 1, 2: ½, 4: ½, 3: 0. In round 2, 1 meets 2
    (1 against ½) and 4 meets 3 (½ against 0): the higher ones float down."""
    t = build(4, "1-3 1-0, 2-4 ½-½", "1-2 1-0, 4-3 1-0", rounds=5)
    cards, _ = cards_of(t, 3)
    assert {n: c.floats[0] for n, c in cards.items()} == {
        1: Float.DOWN, 2: Float.UP, 4: Float.DOWN, 3: Float.UP}
    t = build(4, "1-3 1-0, 2-4 1-0", "1-2 ½-½, 3-4 ½-½", rounds=5)
    cards, _ = cards_of(t, 3)
    assert all(c.floats[0] is Float.NONE for c in cards.values())


# -- absolute criteria (art. 2.1) ------------------------------------------------------
def test_c1_no_rematch_but_forfeits_do_not_count_as_met():
    cards, ctx = cards_of(build(4, "1-2 1-0, 3-4 +/-", rounds=5))
    assert not compatible(ctx, cards[1], cards[2])
    assert compatible(ctx, cards[3], cards[4])


def test_c3_same_absolute_preference_except_topscorers_in_the_final_round():
    """After W W both 1 and 2 want Black absolutely. With 2 of 2 they are topscorers
    when round 3 is the final round, and may then meet; not otherwise."""
    t = build(6, "1-4 1-0, 2-5 1-0, 6-3 1-0", "1-6 1-0, 2-3 1-0, 5-4 1-0", rounds=3)
    cards, ctx = cards_of(t, 3)
    assert cards[1].absolute and cards[2].absolute and cards[1].preference is B
    assert ctx.last_round and compatible(ctx, cards[1], cards[2])
    longer = replace(t, settings=replace(t.settings, rounds=5))
    cards, ctx = cards_of(longer, 3)
    assert not compatible(ctx, cards[1], cards[2])


def test_forbidden_pairs_are_not_paired():
    result = pair(build(4, rounds=3, forbidden_pairs=((1, 3),)), 1)
    # 1-3 is forbidden: the next transposition, 1-4 and 2-3; 1 (odd) gets White,
    # 2 (even) gets Black (5.2.5)
    assert set(result.boards) == {(1, 4), (3, 2)}


# -- the PAB (C.04.1 art. 3; C2, C5, C9) -----------------------------------------------
def test_no_second_pab_and_none_after_a_win_without_playing():
    t = build(5, "1-3 1-0, 4-2 +/-, 5 PAB", rounds=4)
    cards, _ = cards_of(t, 2)
    assert (cards[5].bye_eligible, cards[4].bye_eligible, cards[2].bye_eligible) == (
        False, False, True)
    assert pair(t, 2).pab in (2, 3)  # the 0-point group, eligible


def test_pab_goes_to_the_lowest_scoregroup():
    result = pair(build(5, "1-4 1-0, 2-5 1-0, 3 PAB", rounds=4), 2)
    assert result.pab in (4, 5)


def test_c9_pab_goes_to_the_player_with_the_fewest_unplayed_games():
    """Before round 3 only 5 and 6 have 0 points; 6 played both rounds, 5 had two
    zero-point byes. C9: the PAB goes to 6 (the reference engine agrees)."""
    t = build(7, "1-4 1-0, 2-6 1-0, 3-7 1-0, 5 Z", "1-2 ½-½, 4-3 1-0, 7-6 1-0, 5 Z",
              rounds=5)
    cards, _ = cards_of(t, 3)
    assert sorted(n for n, c in cards.items() if c.score == 0) == [5, 6]
    assert (cards[5].played_games, cards[6].played_games) == (0, 2)
    result = pair(t, 3)
    assert result.pab == 6
    assert set(result.boards) == {(3, 1), (2, 7), (5, 4)}


# -- colour allocation (art. 5.2) --------------------------------------------------------
def _cards(colours_a, colours_b, rank_a=0, rank_b=1):
    def make(start, colours, rank):
        state = PlayerState(Fraction(2), tuple(colours), frozenset(), True, 0)
        pref, strength = state.preference
        return Card(start, f"P{start}", rank, 2, 2, tuple(colours), pref, strength,
                    abs(state.colour_difference), state.repeated_colour, len(colours), True,
                    (Float.NONE, Float.NONE), frozenset())
    return make(1, colours_a, rank_a), make(2, colours_b, rank_b)


def test_5_2_1_both_preferences_granted():
    d = allocate(*_cards([W], [B]), W)
    assert (d.white.start_no, d.rule) == (2, "5.2.1")


def test_5_2_2_the_stronger_preference_is_granted():
    # 1: B W (mild, wants Black); 2: W W B W (+2, absolutely Black)
    d = allocate(*_cards([B, W], [W, W, B, W]), W)
    assert (d.rule, d.black.start_no) == ("5.2.2", 2)


def test_5_2_3_colours_alternate_to_the_last_round_they_differed():
    # both mildly want White; going back: B/B, W/W, then W (1) against B (2):
    # 1 now gets what 2 had then (Black), 2 gets White
    d = allocate(*_cards([B, W, W, B], [W, B, W, B]), W)
    assert (d.rule, d.white.start_no, d.black.start_no) == ("5.2.3", 2, 1)


def test_5_2_4_the_higher_ranked_players_preference():
    d = allocate(*_cards([W, B], [W, B]), B)  # identical histories, both want White
    assert (d.rule, d.white.start_no) == ("5.2.4", 1)


def test_5_2_5_initial_colour_by_pairing_number():
    assert allocate(*_cards([], [], 0, 1), W).white.start_no == 1  # number 1: odd
    assert allocate(*_cards([], [], 1, 2), W).black.start_no == 1  # number 2: even
    assert allocate(*_cards([], [], 1, 2), B).white.start_no == 1


def test_a_player_without_games_lets_the_opponent_have_his_preference():
    d = allocate(*_cards([], [W]), W)  # 2 wants Black; 1 has none (art. 1.7.4)
    assert (d.rule, d.black.start_no) == ("5.2.1", 2)


# -- Baku acceleration (C.04.7, 2026) -----------------------------------------------------
def test_baku_group_a_is_the_first_half_rounded_up_to_an_even_number():
    from cardtable.model.acceleration import baku_points

    t = build(10, rounds=9, acceleration="baku")  # 2 x ceil(10 / 4) = 6
    assert [baku_points(t, n, 1) for n in (6, 7)] == [1, 0]
    # nine rounds: five accelerated; +1 in rounds 1-3, +1/2 in rounds 4-5
    assert [baku_points(t, 1, r) for r in range(1, 8)] == [1, 1, 1, Fraction(1, 2),
                                                           Fraction(1, 2), 0, 0]


def test_baku_round_one_pairs_on_pairing_scores():
    """Round 1 with 8 players: group A (1-4) has 1 virtual point, group B (5-8) none:
    two brackets, 1-3 2-4 and 5-7 6-8."""
    result = pair(build(8, rounds=9, acceleration="baku"), 1)
    assert {frozenset(b) for b in result.boards} == {
        frozenset(x) for x in ((1, 3), (2, 4), (5, 7), (6, 8))}
