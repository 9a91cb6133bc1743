"""Manual overrides of a published pairing (cardtable.systems.override): the exchange of
players between boards, and every rule the new boards break."""

from __future__ import annotations

import pytest

from cardtable.systems.override import OverrideError, change_board

from cardtable.systems.registry import descriptor

from conftest import build

COLOURS = descriptor("simplified").rules.override.same_colour_thrice

# Round 1: 1-5 2-6 3-7 4-8; round 2 (published, no results): 1-3 2-4 5-7 6-8.
PLAYED = "1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 0-1"
PUBLISHED = "3-1, 2-4, 7-5, 6-8"


def test_putting_two_players_on_a_board_exchanges_the_ones_they_displace():
    t = build(8, PLAYED, PUBLISHED, rounds=5)
    override = change_board(t, 2, 1, 3, 2)
    games = [(g.white, g.black) for g in override.tournament.round(2).games]
    assert games == [(3, 2), (1, 4), (7, 5), (6, 8)]
    assert override.boards == (1, 2) and not override.pab_changed


def test_a_rematch_breaks_c1():
    t = build(8, PLAYED, PUBLISHED, rounds=5)
    override = change_board(t, 2, 1, 5, 1)
    assert [str(b) for b in override.breaches][0] == (
        "C.04.3 C1 / art. 2.1.1: 5 and 1 already played each other in round 1")
    assert "C.04.3 C1" in override.note
    recorded = override.recorded().round(2).games
    assert [bool(g.override) for g in recorded] == [True, False, True, False]


def test_a_forfeit_is_no_game_so_a_pairing_again_breaks_nothing():
    t = build(8, "1-5 +/-, 6-2 0-1, 3-7 1-0, 8-4 0-1", PUBLISHED, rounds=5)
    found = [str(b) for b in change_board(t, 2, 1, 5, 1).breaches]
    # board 1 (5-1) is allowed (C.04.2 art. 3.5); 3, displaced to board 3, meets 7 again
    assert found == ["C.04.3 C1 / art. 2.1.1: 7 and 3 already played each other in round 1"]


def test_colours_break_the_basic_rules_and_c3():
    # 1 and 3 had White twice each: both have the same absolute preference for Black.
    t = build(6, "1-4 1-0, 3-6 1-0, 2-5 1-0", "1-5 1-0, 3-2 1-0, 4-6 1-0", "1-3, 2-4, 5-6",
              rounds=5)
    found = [str(b) for b in change_board(t, 3, 1, 3, 1).breaches]
    assert found == ["C.04.3 C3 / art. 2.1.3: 3 and 1 have the same absolute colour preference",
                     "C.04.1 art. 6: 3 would have 3 more games with White",
                     "C.04.1 art. 7: 3 would have White three times in a row"]


def test_the_pab_goes_only_to_a_player_who_may_have_it():
    t = build(5, "1-3 1-0, 2-4 1-0, 5 PAB", "1-2, 3-5, 4 PAB", rounds=5)
    override = change_board(t, 2, 2, 3, 4)
    assert override.tournament.round(2).pab == 5 and override.pab_changed
    assert [b.rule for b in override.breaches] == ["C.04.3 C2 / art. 2.1.2"]


@pytest.mark.parametrize("args, message", [
    ((2, 9, 3, 4), "round 2 has no board 9"),
    ((2, 1, 3, 3), "3 cannot play themselves"),
    ((2, 1, 3, 99), "99 is not in the pairing of round 2"),
    ((1, 1, 1, 2), "board 1 already has a result \\(1-0\\): clear it first"),
])
def test_a_change_that_cannot_be_made(args, message):
    t = build(8, PLAYED, PUBLISHED, rounds=5)
    with pytest.raises(OverrideError, match=message):
        change_board(t, *args)


def test_a_round_robin_board_departs_from_the_berger_table():
    t = build(4, "1-4 1-0, 2-3 ½-½", "4-3, 1-2", rounds=3, system="roundrobin")
    rules = [b.rule for b in change_board(t, 2, 1, 3, 4).breaches]
    assert rules == ["C.05 Annex 1"]


def test_a_round_robin_rematch_is_judged_by_the_berger_table_alone():
    # 1 met 4 in round 1; putting them on a board again departs from the table, which
    # is C.05's rule: no Swiss article (C.04.1's rematch or colour rules) is named
    t = build(4, "1-4 1-0, 2-3 ½-½", "4-3, 1-2", rounds=3, system="roundrobin")
    found = [str(b) for b in change_board(t, 2, 1, 4, 1).breaches]
    assert found and all(b.startswith("C.05 Annex 1") for b in found)


# 3 had White in rounds 1 and 2: White again is a third time and a difference of 3
COLOURS_TWICE = ("1-4 1-0, 3-6 1-0, 2-5 1-0", "1-5 1-0, 3-2 1-0, 4-6 1-0", "1-3, 2-4, 5-6")


@pytest.mark.parametrize(("system", "rules"), [
    ("dutch-2009", ["B.2a", "B.2b"]),  # the 2009 text's colour rules
    ("simplified", [COLOURS]),  # no colour-difference rule in it
    ("swissbg", []),  # backgammon has no colours
    ("team", []),  # C.04.6 art. 0: Basic Rules 6 and 7 never apply
])
def test_each_system_judges_an_override_by_its_own_colour_rules(system, rules):
    t = build(6, *COLOURS_TWICE, rounds=5, system=system)
    found = [b.rule for b in change_board(t, 3, 1, 3, 1).breaches]
    assert [r for r in found if r != "C.04.1 art. 2" and "rematch" not in r
            and "basic" not in r.lower()] == rules
