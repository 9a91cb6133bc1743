"""Direct Encounter (C.07 art. 6) on small groups, and DE inside the standings."""

from tiebreaks_helpers import build

from cardtable.systems.ranking import rules_of, standings
from cardtable.tiebreaks.context import Context, Rules
from cardtable.tiebreaks.codes import TieBreakCode, parse_code
from cardtable.tiebreaks.encounter import direct_encounter


def places(rounds, group, code="DE", **kw):
    t = build(rounds, **kw)
    found = direct_encounter(Context.build(t, rules=rules_of(t)), parse_code(code), group)
    return [found[p].value for p in group]


def test_all_met_ordered_by_points_among_them():
    assert places(["1-2 1-0", "2-3 1-0", "1-3 ½-½"], [1, 2, 3]) == [1, 2, 3]


def test_all_met_and_equal_separates_nobody():
    assert places(["1-2 1-0", "2-3 1-0", "3-1 1-0"], [1, 2, 3]) == [0, 0, 0]


def test_equal_places_after_a_split():
    assert places(["1-2 1-0", "1-3 1-0", "2-3 ½-½"], [1, 2, 3]) == [1, 2, 2]


def test_split_parts_are_ordered_again_with_their_own_games():
    rounds = ["1-2 1-0, 3-4 0-1", "1-3 0-1, 2-4 1-0", "1-4 1-0, 2-3 1-0"]
    # points among the four: 1: 2, 2: 2, 3: 1, 4: 1; then 1 beat 2 and 4 beat 3
    assert places(rounds, [1, 2, 3, 4]) == [1, 2, 4, 3]


def test_not_all_met_leader_separated_only_beyond_reach():
    rounds = ["1-2 1-0", "1-3 1-0", "1-4 1-0", "2-3 ½-½"]
    # 1 has 3; 2 and 3 could reach 1.5, 4 could reach 2: 1 is first, the rest tied
    assert places(rounds, [1, 2, 3, 4]) == [1, 2, 2, 2]


def test_not_all_met_leader_within_reach_separates_nobody():
    rounds = ["1-2 1-0", "3-4 1-0"]
    assert places(rounds, [1, 2, 3]) == [0, 0, 0]


def test_forfeits_do_not_count_under_swiss_rules_unless_p():
    rounds = ["1-2 +/-", "1-2 ½-½"]
    assert places(rounds, [1, 2]) == [0, 0]          # only the drawn game counts
    assert places(rounds, [1, 2], "DE/P") == [1, 2]
    assert places(rounds, [1, 2], system="roundrobin") == [1, 2]


def test_double_round_robin_needs_both_games_before_all_have_met():
    after_one = build(["1-2 1-0", "2-1 ½-½"], system="roundrobin", double=True)
    ctx = Context.build(after_one, after_round=1, rules=Rules.ROUND_ROBIN)
    # 2 can still win the return game: 1 is not yet separated
    assert direct_encounter(ctx, TieBreakCode("DE"), [1, 2])[1].value == 0
    ctx = Context.build(after_one, rules=Rules.ROUND_ROBIN)
    assert direct_encounter(ctx, TieBreakCode("DE"), [1, 2])[1].value == 1


def test_de_works_inside_the_groups_left_by_the_earlier_criteria():
    # 1, 2 and 3 score 3 each and beat each other in a cycle; 1 has three wins, 2 and
    # 3 two each, and 2 beat 3
    t = build(["1-2 1-0, 3-4 ½-½", "3-1 1-0, 2-5 ½-½", "1-4 1-0, 2-3 1-0",
               "1-5 1-0, 2-6 1-0, 3-7 1-0", "6-1 1-0, 4-2 ½-½, 5-3 ½-½"])
    de_first = standings(t, ["DE", "WIN"])
    assert [de_first.row(p).values["DE"] for p in (1, 2, 3)] == [0, 0, 0]
    assert [de_first.row(p).rank for p in (1, 2, 3)] == [1, 2, 2]
    win_first = standings(t, ["WIN", "DE"])
    assert [win_first.row(p).values["DE"] for p in (1, 2, 3)] == [0, 1, 2]
    assert [win_first.row(p).rank for p in (1, 2, 3)] == [1, 2, 3]
