"""Changes to the start list (cardtable.model.roster): joining, late entries, corrected
details, withdrawals; each refusal names the rule or what is missing."""

from __future__ import annotations

import pytest

from cardtable.model import Bye, ByeKind, Player, Round, RosterError
from cardtable.model import add_player, correct_player, first_round, withdraw

from conftest import build


def test_a_player_joins_in_the_initial_order_of_c0402():
    t = build(3, rounds=5)  # P1 2490, P2 2480, P3 2470
    joined = add_player(t, Player(0, " Zed ", 2485, title="gm"))
    assert (joined.start_no, joined.joins_in, joined.renumbered) == (2, None, 2)
    assert [p.name for p in joined.tournament.players] == ["P1", "Zed", "P2", "P3"]


def test_after_round_one_a_player_is_a_late_entry_and_the_games_move_with_the_numbers():
    t = build(4, "1-3 1-0, 2-4 ½-½", rounds=5)
    joined = add_player(t, Player(0, "Top", 2600))
    assert (joined.start_no, joined.joins_in) == (1, 2)
    games = joined.tournament.round(1).games
    names = [(joined.tournament.player(g.white).name, joined.tournament.player(g.black).name)
             for g in games]
    assert names == [("P1", "P3"), ("P2", "P4")]


@pytest.mark.parametrize("player, joins_in, message", [
    (Player(0, "  "), None, "the player needs a name"),
    (Player(0, "X", -1), None, "the rating must be 0 or more"),
    (Player(0, "X"), 1, "round 1 is already paired, so the player can join in round 2"),
    (Player(0, "X"), 9, "the tournament has 5 rounds"),
])
def test_a_player_who_cannot_join(player, joins_in, message):
    t = build(4, "1-3 1-0, 2-4 ½-½", rounds=5)
    with pytest.raises(RosterError, match=message):
        add_player(t, player, joins_in)


def test_first_round():
    t = build(4, "1-3 1-0, 2-4 ½-½", rounds=5)
    assert first_round(t) == 2 and first_round(build(2, rounds=3)) is None


def test_a_correction_renumbers_only_until_the_fourth_round_is_paired():
    early = build(3, "1-2 1-0", rounds=7)
    corrected = correct_player(early, Player(3, "P3", 2700))
    assert corrected.tournament.player(1).name == "P3"  # C.04.2 art. 2.3
    assert corrected.start_no == 1
    late = build(4, "1-2 1-0, 3-4 1-0", "1-3 1-0, 2-4 1-0", "1-4 1-0, 2-3 1-0",
                 "1-2 1-0, 3-4 1-0", rounds=7)
    kept = correct_player(late, Player(4, "P4", 2700))
    assert kept.tournament.player(4).rating == 2700 and kept.tournament.player(4).name == "P4"
    assert kept.start_no == 4
    with pytest.raises(RosterError, match="no player has pairing number 9"):
        correct_player(late, Player(9, "X"))


def test_a_withdrawal_drops_the_later_requested_byes():
    t = build(4, "1-2 1-0, 3-4 0-1", "1-3", rounds=5)
    t = t.with_round(Round(3, (), (Bye(4, ByeKind.HALF),)))
    changed, dropped = withdraw(t, 4, 2)
    assert dropped == (3,) and changed.player(4).withdrawn_after == 2
    assert changed.round(3).byes == ()
    with pytest.raises(RosterError, match="is paired in round 2 \\(on board 1\\)"):
        withdraw(t, 1, 1)
    with pytest.raises(RosterError, match="expected a round from 0 to 5, found 6"):
        withdraw(t, 2, 6)


def test_numbers_reassigned_after_a_round_is_paired_are_logged_and_printed():
    """Issue 33 item 12: the sheets of round 1 carry the old numbers; a late entry that
    moves them is logged (old→new) and the printed start list says so. Before round 1
    nothing is posted: nothing to log."""
    from cardtable.formats.pages.startlist import startlist_page
    from cardtable.model.events import EventKind

    t = build(4, "1-3 1-0, 2-4 ½-½", rounds=5)
    joined = add_player(t, Player(0, "Top, Tim", 2600))
    (event,) = [e for e in joined.tournament.log if e.kind is EventKind.NUMBERS_REASSIGNED]
    assert event.round == 1
    assert event.text == ("late entry 1 Top, Tim: pairing numbers reassigned in the "
                          "initial order (C.04.2 art. 2.4): 1→2, 2→3, 3→4, 4→5")
    page = startlist_page(joined.tournament)
    assert "Numbers changed after round 1: late entry 1 Top, Tim" in page
    assert "1→2, 2→3, 3→4, 4→5" in page
    before_round_1 = add_player(build(3, rounds=5), Player(0, "Zed", 2485)).tournament
    assert not before_round_1.log
    low = add_player(t, Player(0, "Low", 1000)).tournament  # numbered last: none moved
    assert not low.log
