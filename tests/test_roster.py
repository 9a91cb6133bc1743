"""Changes to the start list (cardtable.model.roster): joining, late entries, corrected
details, withdrawals; each refusal names the rule or what is missing."""

from __future__ import annotations

import pytest

from cardtable.model.tournament import Bye, Round
from cardtable.model.results import ByeKind
from cardtable.model.player import Player
from cardtable.model.roster import RosterError
from cardtable.model.roster import add_player, correct_player, first_round, withdraw
from cardtable.model.roster import settle_provisional

from conftest import build


def test_a_player_joins_in_the_initial_order_of_c0402():
    t = build(3, rounds=5)  # P1 2490, P2 2480, P3 2470
    joined = add_player(t, Player(0, " Zed ", 2485, title="gm"))
    assert (joined.start_no, joined.joins_in, joined.renumbered) == (2, None, 2)
    assert [p.name for p in joined.tournament.players] == ["P1", "Zed", "P2", "P3"]


def test_after_round_one_a_player_is_a_late_entry_and_the_games_move_with_the_numbers():
    t = build(4, "1-3 1-0, 2-4 ½-½", rounds=5)
    joined = add_player(t, Player(0, "Top", 2600))
    assert (joined.start_no, joined.joins_in) == (5, 2)  # provisional (C.04.2 art. 2.4)
    settled = settle_provisional(joined.tournament).tournament  # art. 2.5: at round 2
    assert settled.player(1).name == "Top"
    games = settled.round(1).games
    names = [(settled.player(g.white).name, settled.player(g.black).name) for g in games]
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


def test_a_late_entry_has_a_provisional_number_until_the_next_pairing():
    """Issue 33 item 12, C.04.2 art. 2.4-2.5: after round 1 is paired a late entry gets
    the first free number, provisional, and no posted number changes; the start list
    says so. When round 2 is paired the initial ranking list is renumbered, logged
    (old→new) and printed. Before round 1 nothing is posted: numbered at once."""
    from cardtable.formats.pages.startlist import startlist_page
    from cardtable.model.events import EventKind

    t = build(4, "1-3 1-0, 2-4 ½-½", rounds=5)
    joined = add_player(t, Player(0, "Top, Tim", 2600))
    assert (joined.start_no, joined.provisional, joined.renumbered) == (5, True, 0)
    assert [p.name for p in joined.tournament.players][:4] == [p.name for p in t.players]
    assert not joined.tournament.log
    page = startlist_page(joined.tournament)
    assert ("Pairing number 5 is provisional (a late entry, C.04.2 art. 2.4): the numbers "
            "posted do not change now; the initial ranking list is renumbered when round "
            "2 is paired (art. 2.5)") in page
    settled = settle_provisional(joined.tournament)
    assert settled.changes == ((1, 2), (2, 3), (3, 4), (4, 5), (5, 1))
    assert settled.tournament.player(1).name == "Top, Tim"
    assert not settled.tournament.player(1).provisional
    (event,) = [e for e in settled.tournament.log if e.kind is EventKind.NUMBERS_REASSIGNED]
    assert event.round == 1
    assert event.text == ("provisional number(s) of late entry 5 Top, Tim ended: initial "
                          "ranking list renumbered before round 2 was paired (C.04.2 art. "
                          "2.4-2.5): 1→2, 2→3, 3→4, 4→5, 5→1")
    page = startlist_page(settled.tournament)
    assert "Numbers changed after round 1: provisional number(s) of late entry 5" in page
    assert "is provisional" not in page
    assert settle_provisional(settled.tournament).tournament == settled.tournament
    before_round_1 = add_player(build(3, rounds=5), Player(0, "Zed", 2485))
    assert before_round_1.start_no == 2 and not before_round_1.provisional
    assert not before_round_1.tournament.log
    low = settle_provisional(add_player(t, Player(0, "Low", 1000)).tournament)
    assert low.changes == () and not low.tournament.log  # numbered last: none moved


def test_after_the_fourth_round_a_late_entry_keeps_the_first_free_number():
    """C.04.2 art. 2.3: numbers are not modified after the fourth round is paired."""
    t = build(4, "1-3 1-0, 2-4 =", "1-2 1-0, 3-4 =", "1-4 =, 2-3 =", "1-3 =, 2-4 =",
              rounds=6)
    joined = add_player(t, Player(0, "Top, Tim", 2600))
    assert (joined.start_no, joined.provisional) == (5, False)


def test_a_provisional_number_survives_export_and_import():
    """A late entry's provisional number (C.04.2 art. 2.4) is kept in TRF (cardtable's
    PRESENCE comment, both versions): import gives it back, and export, import, export
    gives the same file."""
    from cardtable.systems.files import dumps_trf, parse_trf

    t = build(4, "1-3 1-0, 2-4 ½-½", rounds=5)
    joined = add_player(t, Player(0, "Top, Tim", 2600)).tournament
    for fmt in ("trf26", "trf16"):
        text = dumps_trf(joined, fmt)
        assert "### PRESENCE 5 joins 2 withdrawn - provisional" in text
        back = parse_trf(text, "late.trf")
        assert back.player(5).provisional and not back.player(4).provisional
        assert dumps_trf(back, fmt) == text
