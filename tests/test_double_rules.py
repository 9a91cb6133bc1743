"""The Double-Swiss system (FIDE C.04.5), article by article: each test builds a
position in which the article it names decides the pairing."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cardtable.model.tournament import Bye, Round
from cardtable.model.results import ByeKind, GameResult
from cardtable.model.colour import Colour
from cardtable.model.history import History
from cardtable.systems.base import PairingError
from cardtable.systems.publishing import publish
from cardtable.systems.double.colours import allocate
from cardtable.systems.double.engine import last_match, pair
from cardtable.systems.double.identifiers import pair_bracket
from cardtable.systems.double.matches import Card, build_cards
from cardtable.systems.double.procedure import pair_round
from cardtable.systems.double.upfloaters import _sets, choose_upfloaters
from double_helpers import tournament, with_match

W, B = Colour.WHITE, Colour.BLACK


def card(tpn: int, score: float = 0, colours: str = "", met: tuple[int, ...] = (),
         played: int = 0, barred: bool = False, floater: str = "") -> Card:
    return Card(tpn, f"P{tpn}", Fraction(score).limit_denominator(2),
                tuple(W if c == "W" else B for c in colours), frozenset(met), played,
                barred, floater)


def cards(*all_cards: Card) -> dict[int, Card]:
    return {c.tpn: c for c in all_cards}


# -- Preface: a match, its forfeit, its byes ------------------------------------------
def test_preface_a_match_forfeited_in_both_games_may_be_repeated():
    """Preface: "A match ends by forfeit only if at least one player forfeits both
    games. In this case, the same pairing may be repeated in a later round.\""""
    t = with_match(tournament(4), 1, [(1, 3, "-/+", "+/-"), (2, 4, "1-0", "0-1")])
    c = build_cards(t, 3)
    assert 3 not in c[1].met and c[1].matches_played == 0
    assert c[3].pab_barred  # [C2]: 3 won that match by forfeit


def test_preface_one_forfeited_game_leaves_the_match_regularly_played():
    t = with_match(tournament(4), 1, [(1, 3, "-/+", "1-0"), (2, 4, "1-0", "0-1")])
    c = build_cards(t, 3)
    assert 3 in c[1].met and c[1].matches_played == 1
    assert not c[3].pab_barred
    assert c[1].colours == (W,)  # art. 1.6: a game was played, the colour of game 1


def test_preface_the_score_is_every_games_points():
    """Art. 1.2.1 with the Preface: points are assigned for each game (1½-½ here)."""
    t = with_match(tournament(4), 1, [(1, 3, "1-0", "="), (2, 4, "0-1", "0-1")])
    h = History(t)
    assert (h.score(1), h.score(3), h.score(2), h.score(4)) == (
        Fraction(3, 2), Fraction(1, 2), Fraction(1), Fraction(1))


def test_preface_a_bye_applies_to_the_whole_match():
    """Preface: "Byes (requested or assigned) apply only to matches, never to individual
    games": a bye in game 2 only is refused, and so is a bye in game 1 only."""
    t = with_match(tournament(4), 1, [(1, 3, "1-0", "1-0"), (2, 4, "1-0", "1-0")])
    one = t.with_round(Round(4, (), (Bye(4, ByeKind.HALF),)))
    with pytest.raises(PairingError, match="byes apply to whole matches"):
        pair(one, 3)
    t3 = with_match(tournament(4), 1, [(1, 3, "1-0", "1-0"), (2, 4, "1-0", "1-0")])
    t3 = t3.with_round(Round(3, (), (Bye(4, ByeKind.HALF),)))
    t3 = publish(t3, pair(t3, 3))
    with pytest.raises(PairingError, match="the same bye"):
        pair(t3, 4)


def test_preface_the_pab_of_game_1_is_the_pab_of_game_2():
    t = tournament(5)
    first = pair(t, 1)
    assert first.pab == 5  # art. 3.4.4: everybody equal, the largest TPN
    t = publish(t, first)
    for game in t.round(1).games:
        t = t.with_result(1, game.board, GameResult.DRAW)
    second = pair(t, 2)
    assert second.pab == 5
    assert second.boards == tuple((b, w) for w, b in first.boards)


# -- art. 1.4, 1.5 ----------------------------------------------------------------------
def test_art_1_4_the_pab_scores_a_game_won_and_a_game_drawn():
    t = with_match(tournament(3), 1, [(1, 2, "1-0", "0-1")], pab=3)
    assert History(t).score(3) == Fraction(3, 2)


def test_art_1_5_a_floater_met_an_opponent_with_a_different_score():
    t = with_match(tournament(4), 1, [(1, 3, "1-0", "0-1"), (2, 4, "1-0", "0-1")])
    t = with_match(t, 2, [(1, 4, "1-0", "1-0"), (2, 3, "1-0", "1-0")])
    c = build_cards(t, 5)
    assert (c[1].floater, c[4].floater, c[2].floater, c[3].floater) == ("↓", "↑", "↓", "↑")


# -- art. 2: the criteria -----------------------------------------------------------------
def test_art_2_1_2_c2_the_pab_passes_over_a_player_who_had_it():
    """[C2] and art. 3.4.2: the lowest score first, unless barred."""
    c = cards(card(1, 2), card(2, 1), card(3, 0, barred=True))
    found = pair_round(c, False)
    assert found.pab == 2


def test_art_2_1_2_c2_bars_a_pab_a_match_won_by_forfeit_and_a_full_point_bye():
    """[C2]: a player who already received a PAB, won a match by forfeit or had a
    full-point bye (requested, for a whole match) does not receive the PAB; a
    half-point bye does not bar him."""
    t = with_match(tournament(7), 1, [(1, 2, "+/-", "-/+"), (3, 4, "1-0", "0-1")], pab=5,
                   byes={6: ByeKind.FULL, 7: ByeKind.HALF})
    c = build_cards(t, 3)
    assert {n for n, card_ in c.items() if card_.pab_barred} == {1, 5, 6}


def test_c7_and_c8_lapse_in_the_last_match_only():
    """[C7] and [C8] do not apply in the last match (C.04.5, unlike the last two rounds
    of C.04.6): with four matches planned, match 4 (rounds 7, 8) is the only one."""
    t = tournament(4, matches=4)
    assert [last_match(t, r) for r in range(1, 9)] == [False] * 6 + [True, True]


def test_art_3_4_3_most_matches_played_then_3_4_4_largest_tpn():
    c = cards(card(1, 1, played=1), card(2, 1, played=2), card(3, 1, played=2))
    assert pair_round(c, False).pab == 3
    c = cards(card(1, 1, played=1), card(2, 1, played=2), card(3, 1, played=1))
    assert pair_round(c, False).pab == 2


def test_art_3_4_1_the_pab_leaves_the_others_a_legal_pairing():
    """1, 2 and 3 have all met one another: whoever of 5 and 4 (first in the order of
    3.4.2-3.4.4) gets the PAB, two of them are left with nobody; 3 is the first who
    leaves a legal pairing (1-4, 2-5)."""
    c = cards(card(1, 1, met=(2, 3)), card(2, 1, met=(1, 3)), card(3, 1, met=(1, 2)),
              card(4, 0), card(5, 0))
    found = pair_round(c, False)
    assert found.pab == 3
    pab = next(s for s in found.steps if s.kind == "bye")
    assert getattr(pab, "passed") == (5, 4)


def test_art_2_3_1_c4_and_2_3_2_c5_one_upfloater_from_the_highest_score():
    residents = [card(1, 3)]
    lower = [card(2, 2), card(3, 2), card(4, 1), card(5, 1), card(6, 1)]
    choice = choose_upfloaters(1, residents, lower, False)
    assert [c.tpn for c in choice.upfloaters] == [2]


def test_art_2_3_4_c7_an_upfloater_who_floated_in_the_previous_match_is_avoided():
    residents = [card(1, 3)]
    lower = [card(2, 2, floater="↑"), card(3, 2), card(4, 1)]
    assert [c.tpn for c in choose_upfloaters(1, residents, lower, False).upfloaters] == [3]
    # ... but not in the last match
    assert [c.tpn for c in choose_upfloaters(1, residents, lower, True).upfloaters] == [2]


def test_art_2_3_3_c6_the_following_scoregroup_keeps_a_legal_bracket():
    """Upfloater 2 would leave 3 and 4 (who met) as the following scoregroup: [C6]
    prefers 3, after which 2 and 4 can meet."""
    residents = [card(1, 3)]
    lower = [card(2, 2), card(3, 2, met=(4,)), card(4, 2, met=(3,)), card(5, 1), card(6, 1)]
    choice = choose_upfloaters(1, residents, lower, False)
    assert [c.tpn for c in choice.upfloaters] == [3]
    assert [(s.upfloaters, s.criterion) for s in choice.steps][:2] == [((2,), "C6"), ((3,), None)]


def test_art_2_3_3_c6_does_not_apply_when_the_following_scoregroup_was_emptied():
    """[C6]: "unless the following scoregroup has been emptied by upfloating". Bracket
    1 (3, score 7) takes 6, the whole scoregroup 6, up; for bracket 2 (1, score 6½) the
    following scoregroup is that emptied one, so [C6] does not look past it to 4, 8,
    10 (5½): 8 is the first legal set (4 met 1), although it leaves 4 and 10, who met,
    in the 5½ scoregroup."""
    found = pair_round(cards(card(3, 7, met=(1,)), card(1, 6.5, met=(3, 4)), card(6, 6),
                             card(4, 5.5, met=(1, 10)), card(8, 5.5), card(10, 5.5, met=(4,)),
                             card(11, 4.5), card(12, 4.5)), False)
    assert set(found.pairs) == {(3, 6), (1, 8), (4, 11), (10, 12)}
    # the scoregroup that follows 6½ is 6 (emptied), not 5½
    residents, lower = [card(1, 6.5, met=(4,))], [card(4, 5.5, met=(1, 10)), card(8, 5.5),
                                                   card(10, 5.5, met=(4,)), card(11, 4.5),
                                                   card(12, 4.5)]
    assert [c.tpn for c in choose_upfloaters(2, residents, lower, False,
                                             Fraction(6)).upfloaters] == [8]
    assert [c.tpn for c in choose_upfloaters(2, residents, lower, False).upfloaters] == [10]


def test_art_2_2_1_c3_more_upfloaters_when_the_rest_could_not_be_paired():
    residents = [card(1, 3, met=(2,)), card(2, 3, met=(1,))]
    lower = [card(3, 2), card(4, 2)]
    choice = choose_upfloaters(1, residents, lower, False)
    assert [c.tpn for c in choice.upfloaters] == [3, 4]


def test_art_3_5_3_and_3_5_4_the_sets_in_the_regulations_example_order():
    """The text's example: 2, 6, 8 with 3 points, 1, 3, 5 with 2½; two upfloaters of 3
    and one of 2½: {2,6,1} < {2,6,3} < {2,6,5} < {2,8,1} < ... < {6,8,5}."""
    lower = [card(n, 3) for n in (2, 6, 8)] + [card(n, 2.5) for n in (1, 3, 5)]
    sets = _sets(lower, (Fraction(3), Fraction(3), Fraction(5, 2)))
    assert [tuple(c.tpn for c in s) for s in sets] == [
        (2, 6, 1), (2, 6, 3), (2, 6, 5), (2, 8, 1), (2, 8, 3), (2, 8, 5),
        (6, 8, 1), (6, 8, 3), (6, 8, 5)]


# -- art. 3.6: identifiers -------------------------------------------------------------
def _pairs(players: list[Card], ups: frozenset[int] = frozenset(),
           lapsed: bool = False) -> tuple[tuple[int, int], ...]:
    return pair_bracket(1, players, ups, lapsed).pairs


def test_art_3_6_the_first_identifier_1_2_3_4_pairs_1_3_and_2_4():
    assert _pairs([card(n) for n in (1, 2, 3, 4)]) == ((1, 3), (2, 4))


def test_art_3_6_then_1_2_4_3_then_1_3_2_4():
    assert _pairs([card(1, met=(3,)), card(2), card(3, met=(1,)), card(4)]) == ((1, 4), (2, 3))
    assert _pairs([card(1, met=(3, 4)), card(2), card(3, met=(1,)),
                   card(4, met=(1,))]) == ((1, 2), (3, 4))


def test_art_2_3_5_c8_an_upfloaters_opponent_who_floated_is_avoided():
    """The first identifier 1 2 | 3 5 gives upfloater 5 the opponent 2, a floater of
    the previous match ([C8] 1); the next, 1 2 | 5 3, gives him 1 ([C8] 0). In the last
    match [C8] does not apply and the first identifier stands."""
    players = [card(1, 2), card(2, 2, floater="↓"), card(3, 2), card(5, 1)]
    assert _pairs(players, frozenset({5})) == ((1, 5), (2, 3))
    assert _pairs(players, frozenset({5}), lapsed=True) == ((1, 3), (2, 5))


# -- art. 4: colours -----------------------------------------------------------------------
def test_art_4_3_1_initial_colour_to_an_odd_hrp():
    assert allocate(card(1), card(5), W).white == 1
    assert allocate(card(2), card(6), W).white == 6
    assert allocate(card(3), card(7), B).white == 7


def test_art_4_3_2_white_to_the_player_who_had_it_fewer_times():
    m = allocate(card(1, 1, "WB"), card(2, 1, "BB"), W)
    assert (m.white, m.rule) == (2, "4.3.2")


def test_art_4_3_3_the_most_recent_difference():
    m = allocate(card(1, 1, "WB"), card(2, 1, "BW"), W)
    assert (m.white, m.rule) == (1, "4.3.3")


def test_art_4_3_4_the_hrp_alternates_and_4_3_5_the_opponent_does():
    m = allocate(card(1, 1, "W"), card(2, 1, "W"), W)
    assert (m.black, m.rule) == (1, "4.3.4")
    m = allocate(card(1, 2), card(2, 1, "B"), W)
    assert (m.white, m.black, m.rule) == (2, 1, "4.3.5")


def test_art_4_2_the_hrp_is_the_higher_score_then_the_smaller_tpn():
    assert allocate(card(1, 1), card(2, 2, "W"), W).higher == 2


def test_preface_a_late_entry_joins_at_a_match_not_between_its_games():
    from dataclasses import replace
    t = tournament(5)
    t = t.with_player(replace(t.player(5), joins_in=2))
    t = publish(t, pair(t, 1))
    for game in t.round(1).games:
        t = t.with_result(1, game.board, GameResult.WHITE_WINS)
    with pytest.raises(PairingError, match="player 5 would enter in game 2 of match 1"):
        pair(t, 2)


def test_preface_a_player_withdrawn_between_the_games_loses_game_2_by_forfeit():
    from dataclasses import replace
    t = publish(tournament(4), pair(tournament(4), 1))
    for game in t.round(1).games:
        t = t.with_result(1, game.board, GameResult.DRAW)
    t = t.with_player(replace(t.player(4), withdrawn_after=1))
    second = pair(t, 2)
    assert second.forfeited == (4,)
    assert len(second.boards) == 2


def test_art_3_3_3_no_round_pairing_the_chief_arbiter_decides():
    """Two players who met in match 1 cannot meet again: no legal round-pairing."""
    t = with_match(tournament(2), 1, [(1, 2, "1-0", "0-1")])
    with pytest.raises(PairingError) as raised:
        pair(t, 3)
    assert raised.value.rule == "C.04.5 art. 3.3.3"


def test_forbidden_pairs_are_kept_apart_like_c1():
    """TRF-2026 260: 1 and 3 may not meet; identifier 1 2 | 3 4 is rejected, the next,
    1 2 | 4 3, pairs 1-4 and 2-3."""
    from dataclasses import replace
    t = tournament(4)
    t = replace(t, settings=replace(t.settings, forbidden_pairs=((1, 3),)))
    found = pair(t, 1, trace=True)
    assert {frozenset(b) for b in found.boards} == {frozenset((1, 4)), frozenset((2, 3))}
    assert found.trace is not None
    offending = [s for s in found.trace.steps if s.kind == "identifier"]
    assert [getattr(s, "offending") for s in offending] == [(1, 3)]


def test_preface_an_odd_number_of_rounds_is_refused_with_the_reason():
    from dataclasses import replace
    t = tournament(4)
    t = replace(t, settings=replace(t.settings, rounds=5))
    with pytest.raises(PairingError, match="its number of rounds must be even, not 5"):
        pair(t, 1)


def test_preface_game_2_is_published_with_game_1_colours_reversed():
    """Issue 33 item 8: one ``p`` publishes the match: game 2 (round 2) has the same
    opponents on the same boards with the colours reversed, and the PAB of game 1;
    its results can be entered at once."""
    from cardtable.systems.publishing import rounds_published

    t = tournament(7)
    pairing = pair(t, 1)
    published = publish(t, pairing)
    first, second = published.round(1), published.round(2)
    assert [(g.board, g.black, g.white) for g in first.games] == [
        (g.board, g.white, g.black) for g in second.games]
    assert first.pab == second.pab == pairing.pab is not None
    assert published.last_paired_round == 2 and published.next_round == 3
    assert published.with_result(2, 1, GameResult.DRAW).round(2).games[0].result \
        is GameResult.DRAW
    assert rounds_published(t, published, pairing) == (
        "Round 2, game 2 of the match (the same boards, colours reversed, C.04.5 "
        "Preface), is published with it.")
    # game 2 paired on its own is the same (the engine's mirror of game 1)
    assert publish(published, pair(published, 2)) == published
