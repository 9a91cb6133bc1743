"""The Swiss Team Pairing System (C.04.6), article by article, on teams built by
hand (systems/team: the engine works on the teams as the rules see them)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from cardtable.model.colour import Colour
from cardtable.systems.base import PairingError
from cardtable.systems.team.colour import allocate, preference
from cardtable.systems.team.engine import pair_teams
from cardtable.systems.team.state import ColourType, Options, TeamState
from cardtable.systems.team.steps import TeamCandidateStep, TeamChoiceStep, TeamPabStep

W, B = Colour.WHITE, Colour.BLACK


def team(tpn: int, score: float = 0, *, rounds: tuple[Colour | None, ...] = (),
         met: tuple[int, ...] = (), barred: bool = False, matches: int | None = None,
         floated: bool = False, secondary: float = 0) -> TeamState:
    return TeamState(tpn, f"Team {tpn}", Fraction(score), Fraction(secondary), rounds,
                     frozenset(met), barred,
                     sum(1 for c in rounds if c) if matches is None else matches, floated)


def boards(teams: list[TeamState], options: Options = Options()) -> set[frozenset[int]]:
    return {frozenset(b) for b in pair_teams(teams, 2, options).boards}


def test_art_3_6_the_first_identifier_pairs_the_top_half_with_the_bottom_half():
    # art. 3.6.2-3.6.3: 1-3 2-4 (identifier 1 2 3 4) before 1-4 2-3 (1 2 4 3) and 1-2 3-4
    assert boards([team(k) for k in (1, 2, 3, 4)]) == {frozenset({1, 3}), frozenset({2, 4})}


def test_art_3_6_4_a_rematch_c1_takes_the_next_identifier():
    teams = [team(1, met=(3,)), team(2), team(3, met=(1,)), team(4)]
    assert boards(teams) == {frozenset({1, 4}), frozenset({2, 3})}
    pairing = pair_teams(teams, 2, Options(), trace=True)
    assert pairing.trace is not None
    rejected = [s for s in pairing.trace.steps if isinstance(s, TeamCandidateStep)]
    assert [(s.identifier, s.rejected_by) for s in rejected] == [((1, 2, 3, 4), "C1")]


def test_art_3_6_4_c8_an_earlier_pairing_that_leaves_more_preferences_unmet_is_passed():
    # Type A (art. 1.7.1): 1 and 3 had Black twice (want White), 2 and 4 White twice
    bw, wb = (B, B), (W, W)
    teams = [team(1, rounds=bw), team(2, rounds=wb), team(3, rounds=bw), team(4, rounds=wb)]
    # 1-3 2-4 would leave two preferences unmet: 1-4 2-3 (next identifier) meets all
    assert boards(teams) == {frozenset({1, 4}), frozenset({2, 3})}


def test_art_0_no_colour_preference_is_absolute():
    # all four want White; they are still paired (Basic Rules 6 and 7 never apply)
    teams = [team(k, rounds=(B, B)) for k in (1, 2, 3, 4)]
    assert boards(teams) == {frozenset({1, 3}), frozenset({2, 4})}


def test_art_3_4_the_pab_goes_to_the_lowest_score_then_most_matches_then_largest_tpn():
    teams = [team(1, 2), team(2, 1, matches=2), team(3, 1, matches=1), team(4, 2), team(5, 2)]
    assert pair_teams(teams, 3, Options()).pab == 2  # 3.4.2 then 3.4.3
    teams = [team(1, 1), team(2, 1), team(3, 2)]
    assert pair_teams(teams, 2, Options()).pab == 2  # 3.4.4: the largest TPN


def test_art_2_1_2_c2_a_team_that_had_the_pab_does_not_get_it_again():
    teams = [team(1, 2), team(2, 2), team(3, 0, barred=True)]
    pairing = pair_teams(teams, 2, Options(), trace=True)
    assert pairing.pab == 2
    assert pairing.trace is not None
    step = next(s for s in pairing.trace.steps if isinstance(s, TeamPabStep))
    assert step.passed_over == ((3, "2.1.2"),)


def test_art_3_4_1_the_pab_leaves_a_legal_pairing_for_the_others():
    # 3 has the lowest score, but without 3, 1 and 2 (who met) would have to meet
    teams = [team(1, 1, met=(2,)), team(2, 1, met=(1,)), team(3, 0)]
    pairing = pair_teams(teams, 2, Options(), trace=True)
    assert pairing.pab == 2 and {frozenset(b) for b in pairing.boards} == {frozenset({1, 3})}
    assert pairing.trace is not None
    step = next(s for s in pairing.trace.steps if isinstance(s, TeamPabStep))
    assert step.passed_over == ((3, "3.4.1"),)


def test_art_3_3_3_no_legal_pairing_is_an_error_for_the_chief_arbiter():
    teams = [team(1, 1, met=(2,)), team(2, 1, met=(1,))]
    with pytest.raises(PairingError, match="no legal pairing"):
        pair_teams(teams, 2, Options())


def test_art_3_5_c4_c5_one_upfloater_from_the_highest_lower_scoregroup():
    # residents 1, 2, 3 (score 2): one upfloater, from score 1 before score 0 (C5)
    teams = [team(1, 2), team(2, 2), team(3, 2), team(4, 1), team(5, 1), team(6, 0)]
    pairs = boards(teams)
    assert frozenset({5, 6}) in pairs  # 4 floated up: the lower TPN of the set (3.5.4)
    assert any(4 in p and p & {1, 2, 3} for p in pairs)


def test_art_2_3_c4_is_weighed_for_the_top_scoregroup_bracket_by_bracket():
    """Art. 2.3: the quality criteria serve "to best pair all teams of the
    top-scoregroup"; art. 3.3.2 repeats "top-scoregroup plus upfloaters, pair it"
    until the round is complete; art. 3.6.1 sorts the pairings of one bracket. So
    the round is not one lexicographic order over all teams (as the fork of the C++
    engine pairs it: 1-4, 2-5, 3-6, the smallest identifier of the whole round).
    Team 1 alone on 2 (it met 2) takes one upfloater from score 1, the first by TPN
    that leaves a legal pairing (art. 3.5.4-3.5.5): 3. The next bracket is 4, 5, 6
    on 1 with the only lower team, 2: its first identifier 2 4 5 6 is legal (2-5, 4-6)."""
    teams = [team(1, 2, met=(2,)), team(2, 0, met=(1,)), team(3, 1, met=(4,)),
             team(4, 1, met=(3,)), team(5, 1, met=(6,)), team(6, 1, met=(5,))]
    assert boards(teams) == {frozenset({1, 3}), frozenset({2, 5}), frozenset({4, 6})}


def test_art_3_5_5_c7_an_upfloater_that_floated_last_round_is_avoided():
    teams = [team(1, 2), team(2, 1, floated=True), team(3, 1), team(4, 1)]
    pairs = boards(teams)
    assert frozenset({1, 3}) in pairs
    # in the last two rounds C7 does not apply: the first set (team 2) is taken
    assert frozenset({1, 2}) in boards(teams, Options(last_two=True))


def test_art_3_5_5_colour_does_not_choose_the_set_of_upfloaters():
    """Art. 3.5.5 takes "the first set that, together with the top-scoregroup,
    produces a legal pairing that also complies with criteria [C6] and [C7]", the
    sets in the lexicographic order of their TPNs (art. 3.5.4); colour preferences
    (C8, C9) come after, in art. 3.6.4, inside the bracket so formed. Team 1 alone on
    2 takes one upfloater from score 1: {2} and {3} are as good by C4-C7 (either
    leaves the other two of score 1 a legal pairing, nobody floated), so {2} is
    taken although 1 and 2 both want White (B, B: art. 1.7.1) and 3 wants Black."""
    wants_white, wants_black = (B, W, B, B), (W, B, W, W)
    teams = [team(1, 2, rounds=wants_white), team(2, 1, rounds=wants_white),
             team(3, 1, rounds=wants_black), team(4, 1, rounds=wants_black),
             team(5, 0, rounds=wants_white), team(6, 0, rounds=wants_black)]
    pairs = boards(teams)
    assert frozenset({1, 2}) in pairs and frozenset({3, 4}) in pairs
    # the same with Type B (strong preferences): still the first set
    assert frozenset({1, 2}) in boards(teams, Options(colour_type=ColourType.B))


def test_art_1_7_1_type_a_preferences():
    a = Options()
    assert preference(team(1, rounds=(W, W)), a).colour is B
    assert preference(team(1, rounds=(B, None, B)), a).colour is W  # played matches only
    assert preference(team(1, rounds=(W, B)), a).colour is None
    assert preference(team(1, rounds=(W,)), a).colour is None
    assert not preference(team(1, rounds=(W, W)), a).strong


def test_art_1_7_2_type_b_strong_and_mild_preferences():
    b = Options(colour_type=ColourType.B)
    assert preference(team(1, rounds=(W, W)), b).sign == "B"  # strong
    assert preference(team(1, rounds=(W,)), b).sign == "b"  # mild: CD +1
    assert preference(team(1, rounds=(B, W)), b).sign == "b"  # mild: CD 0, White last
    assert preference(team(1, rounds=(B, W)), Options(ColourType.B, last_round=True)).sign == ""
    assert preference(team(1), b).sign == ""  # no match played yet


def test_art_1_7_2_the_first_paragraph_that_fits_a_strong_preference_in_the_last_round():
    """Art. 1.7.2's paragraphs in the order they are written, the first that fits (the
    FIDE TEC's guidance): CD 0 after two Whites is the strong preference for Black
    of its second paragraph ("being its CD 0 or +1, the team had White in the last
    two played matches") in the last round as well; the fifth ("no preference ...
    when its CD is zero when pairing for the last round") takes the teams left, as
    CD 0 after Black, White. Art. 4.3.4 then grants the only strong preference."""
    last = Options(ColourType.B, last_round=True)
    assert preference(team(1, rounds=(B, B, W, W)), last).sign == "B"
    assert preference(team(1, rounds=(W, W, B, B)), last).sign == "W"
    assert preference(team(1, rounds=(W, B, B, W)), last).sign == ""
    strong, mild = team(1, rounds=(B, B, W, W)), team(2, rounds=(W, B, W))  # B, b
    assert (allocate(strong, mild, last).black, allocate(strong, mild, last).step) == (1, "4.3.4")


def test_no_colour_preference_when_the_competition_has_none():
    assert preference(team(1, rounds=(W, W)), Options(ColourType.NONE)).colour is None


def test_art_4_3_1_both_yet_to_play_odd_first_team_takes_the_initial_colour():
    assert allocate(team(1), team(4), Options()).white == 1
    assert allocate(team(2), team(5), Options()).white == 5  # first-team 2 is even
    assert allocate(team(1), team(4), Options(initial_colour=B)).white == 4


def test_art_4_2_the_first_team_higher_score_then_secondary_then_tpn():
    assert allocate(team(3, 2), team(1, 1), Options()).first == 3
    x, y = team(3, 2, secondary=3, rounds=(W,)), team(1, 2, secondary=2, rounds=(B,))
    assert allocate(x, y, Options()).first == 3
    assert allocate(x, y, Options(secondary_for_colour=False)).first == 1


def test_art_4_3_2_and_4_3_3_preferences_granted():
    one = allocate(team(1, rounds=(W, W)), team(2, rounds=(W, B)), Options())
    assert (one.black, one.step) == (1, "4.3.2")
    both = allocate(team(1, rounds=(W, W)), team(2, rounds=(B, B)), Options())
    assert (both.white, both.step) == (2, "4.3.3")


def test_art_4_3_4_type_b_only_one_strong_preference_is_granted():
    b = Options(colour_type=ColourType.B)
    got = allocate(team(1, rounds=(B,)), team(2, rounds=(B, B)), b)  # mild vs strong White
    assert (got.white, got.step) == (2, "4.3.4")


def test_art_4_3_5_the_lower_colour_difference_gets_white():
    got = allocate(team(1, rounds=(W,)), team(2, rounds=(B,)), Options())
    assert (got.white, got.step) == (2, "4.3.5")


def test_art_4_3_6_alternate_from_the_last_round_they_had_different_colours():
    got = allocate(team(1, rounds=(W, B)), team(2, rounds=(B, B, W)[:2]), Options())
    # round 1: 1 White, 2 Black: 1 now Black... unless an earlier step decides
    assert got.step in ("4.3.2", "4.3.5", "4.3.6")
    same = allocate(team(1, rounds=(B, W)), team(2, rounds=(W, B)), Options())
    assert (same.white, same.step) == (2, "4.3.6")  # last round 1 White, 2 Black


def test_art_4_3_6_compares_the_played_matches_from_their_ends_ghr_3_4():
    # art. 4.3.6's note: General Handling Rules art. 3.4, only played matches count.
    # Team 1 (first-team, higher score): B W B W - B; team 2: B W - B W B. Round by
    # round the last split is round 4 (1 White, 2 Black); but their played sequences
    # are both B W B W B: no time one had White and the other Black, so 4.3.6 does
    # not decide and 4.3.7 grants the first-team's (mild, Type B) preference for White.
    first = team(1, 6, rounds=(B, W, B, W, None, B))
    other = team(2, 5, rounds=(B, W, None, B, W, B))
    got = allocate(first, other, Options(colour_type=ColourType.B))
    assert (got.white, got.step) == (1, "4.3.7")
    # one gap only on one side: 1 played W B (rounds 2-3), 2 played B W then had none:
    # from their ends 1's B meets 2's W: 1 had Black, so it alternates to White
    got = allocate(team(1, rounds=(None, W, B)), team(2, rounds=(B, W, None)), Options())
    assert (got.white, got.step) == (1, "4.3.6")


def test_art_4_3_8_alternate_the_first_teams_colour():
    got = allocate(team(1, rounds=(W,)), team(2, rounds=(W,)), Options())
    assert (got.black, got.step) == (1, "4.3.8")


def test_the_trace_names_the_first_compliant_pairing():
    pairing = pair_teams([team(k) for k in (1, 2, 3, 4)], 1, Options(), trace=True)
    assert pairing.trace is not None
    choice = next(s for s in pairing.trace.steps if isinstance(s, TeamChoiceStep))
    assert choice.identifier == (1, 2, 3, 4) and choice.article == "C.04.6 art. 3.6.4"


def test_art_2_3_3_c6_the_upfloater_that_lets_the_next_bracket_pair_without_more():
    # 1 alone at score 2 needs one upfloater; taking 2 would leave 3 and 4 (who met)
    # needing two upfloaters from score 0; taking 3 leaves 2-4 legal: C6 takes 3
    teams = [team(1, 2), team(2, 1), team(3, 1, met=(4,)), team(4, 1, met=(3,)),
             team(5, 0), team(6, 0)]
    assert boards(teams) == {frozenset({1, 3}), frozenset({2, 4}), frozenset({5, 6})}


def test_art_2_3_3_c6_does_not_apply_when_the_following_scoregroup_is_now_empty():
    """C6 (art. 2.3.3): "Unless all the teams in the following scoregroup became or
    are upfloaters (thus this scoregroup is now empty), choose the set of upfloaters
    so that [C1], [C3] and [C4] are complied with in the bracket where this (not
    empty) scoregroup is paired." Team 1 (4) met 2 and takes 3, the only team on 2
    (C5). Team 2 (3) is then alone: the scoregroup following it (2) is now empty, so
    C6 does not apply and is not passed on to the scoregroup on 1; of {4}, {5}, {6}
    (as good by C4, C5 and C7) the first is taken (art. 3.5.4-3.5.5), although it
    leaves 5 and 6 (who met) two upfloaters from 0, where {5} would leave 4-6."""
    teams = [team(1, 4, met=(2,)), team(2, 3, met=(1,)), team(3, 2), team(4, 1),
             team(5, 1, met=(6,)), team(6, 1, met=(5,)), team(7, 0), team(8, 0)]
    assert boards(teams) == {frozenset({1, 3}), frozenset({2, 4}), frozenset({5, 7}),
                             frozenset({6, 8})}


def test_art_2_3_6_c9_type_b_a_strong_preference_unmet_is_avoided():
    b = Options(colour_type=ColourType.B)
    strong, mild = (B, B), (B, W, B)  # strong White (CD -2), mild White (CD -1)
    teams = [team(1, rounds=strong), team(2, rounds=mild), team(3, rounds=strong),
             team(4, rounds=mild)]
    # every pairing leaves two preferences unmet (C8); 1-3 2-4 leaves a strong one
    assert boards(teams, b) == {frozenset({1, 4}), frozenset({2, 3})}
    pairing = pair_teams(teams, 4, b, trace=True)
    assert pairing.trace is not None
    rejected = [s for s in pairing.trace.steps if isinstance(s, TeamCandidateStep)]
    assert [(s.identifier, s.rejected_by) for s in rejected] == [((1, 2, 3, 4), "C9")]


def test_art_2_3_7_c10_an_upfloaters_opponent_that_floated_last_round_is_avoided():
    teams = [team(1, 2), team(2, 2, floated=True), team(3, 2), team(4, 1)]
    # 1-3 2-4 would give the upfloater 4 the floater 2; 1-4 2-3 does not
    assert boards(teams) == {frozenset({1, 4}), frozenset({2, 3})}
    # in the last two rounds C10 does not apply
    assert boards(teams, Options(last_two=True)) == {frozenset({1, 3}), frozenset({2, 4})}


def test_art_4_3_7_the_first_teams_preference_when_nothing_else_decides():
    got = allocate(team(1, rounds=(B, B)), team(2, rounds=(B, B)), Options())
    assert (got.white, got.step) == (1, "4.3.7")
