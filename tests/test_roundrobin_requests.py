"""A round robin has no requested byes and no forbidden pairs: its Berger table gives
every player a game in every round and everybody meets everybody (C.05 Annex 1). ``bye``
and ``forbid`` refuse them with what to do instead, a file that has them anyway is not
paired until they are removed, and ``explain --player``/``--why`` answer from the row of
the table (without waiting for results)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from conftest import build

from cardtable.formats.toml_file import save_tournament
from cardtable.model.tournament import Bye, Round
from cardtable.model.results import ByeKind
from cardtable.systems.base import PairingError
from cardtable.systems.registry import descriptor, pairer
from cardtable.systems.files import load_tournament

pair = pairer("roundrobin")


@pytest.fixture
def event(tmp_path, cli):
    """A round robin of five players (the table of six: one player free each round),
    their start numbers assigned as entered (not drawn by lot before round 1)."""
    path = tmp_path / "rr.toml"
    assert cli("new", path, "--system", "roundrobin")[0] == 0
    for name in ("A, Ada", "B, Ben", "C, Cleo", "D, Dan", "E, Eva"):
        assert cli("add-player", path, name)[0] == 0
    _with(path, start_numbers="assigned")
    return path


def _with(path, **settings) -> None:
    t = load_tournament(path)
    save_tournament(replace(t, settings=replace(t.settings, **settings)), path)


def test_a_requested_bye_is_refused_with_what_to_do_instead(event, cli):
    before = event.read_text()
    code, out, err = cli("bye", event, "1", "2", "--kind", "F")
    assert code == 2 and out == "" and event.read_text() == before
    assert err.startswith(f"cardtable: {event}: a round robin has no requested byes: the "
                          f"Berger table gives every player a game in every round "
                          f"(C.05 Annex 1)")
    assert ("If 2 B, Ben cannot play, that game is lost by forfeit: once the round is "
            "paired, enter it as -/+ when 2 B, Ben has White, +/- when Black") in err


def test_forbid_is_refused_and_a_group_on_file_can_still_be_removed(event, cli):
    before = event.read_text()
    code, _, err = cli("forbid", event, "1", "2")
    assert code == 2 and event.read_text() == before
    assert (f"{event}: a round robin cannot keep players apart (1, 2): in the Berger "
            f"table everybody meets everybody (C.05 Annex 1)") in err
    assert "start numbers" in err and "C.05 art. 7.6" in err
    _with(event, forbidden_pairs=((1, 2),))  # a file edited by hand
    code, out, _ = cli("forbid", event, "1", "2", "--remove")
    assert code == 0 and "may meet again" in out
    assert load_tournament(event).settings.forbidden_pairs == ()


def test_a_file_with_a_forbidden_pair_is_not_paired(event, cli):
    _with(event, forbidden_pairs=((2, 3),))
    code, _, err = cli("pair", event)
    assert code == 2 and "Traceback" not in err
    assert ("round 1 cannot be paired (C.05 Annex 1): the file forbids 2, 3 to meet "
            "(tournament.forbidden, TRF-2026 260) and the table pairs 2-3 in round 4, but "
            "a round robin cannot keep players apart") in err
    assert "Remove the group (cardtable forbid FILE 2 3 --remove)" in err
    assert not load_tournament(event).round(1).paired


def test_a_file_with_a_requested_bye_is_not_paired_until_it_is_removed(event, cli):
    t = load_tournament(event)
    save_tournament(t.with_round(Round(1, (), (Bye(2, ByeKind.HALF),))), event)
    code, _, err = cli("pair", event)
    assert code == 2
    assert ("2 B, Ben has a requested bye (H) in round 1, but a round robin has no "
            "requested byes") in err
    assert "the table gives 2 the board 2-5. Remove it (cardtable bye FILE 1 2 --remove)" in err
    assert cli("bye", event, "1", "2", "--remove")[0] == 0
    assert cli("pair", event)[0] == 0
    assert load_tournament(event).round(1).game_of(2) is not None


def test_the_free_player_keeps_his_zero_point_bye_but_asks_no_points():
    # in round 1 of five, 1 meets the empty number 6: he is free; a recorded round
    # paired again gives him the zero-point bye he was published with
    zero = build(5, system="roundrobin").with_round(Round(1, (), (Bye(1, ByeKind.ZERO),)))
    assert pair(zero, 1).free == (1,)
    half = zero.with_round(Round(1, (), (Bye(1, ByeKind.HALF),)))
    with pytest.raises(PairingError, match="1 is free that round by the table: no game "
                                           r"and no points \(C.05 Annex 1\)"):
        pair(half, 1)


def test_explain_player_names_the_row_the_board_the_opponent_and_the_colour(event, cli):
    assert cli("pair", event)[0] == 0
    code, out, _ = cli("explain", event, "--round", "1", "--player", "5")
    assert code == 0
    assert out.splitlines() == [
        "Player 5",
        "Round 1: row 1 of the Berger table for 6 players [C.05 Annex 1]",
        "Board 1: Black against 2 — table board 2 of the row [C.05 Annex 1]",
        "Colours: after 1 come 2 3 4 5 (rising, after 5 comes 1); table board 2 takes the "
        "1st of them, 2, with White and the 1st from the end, 5, with Black."]


def test_explain_player_of_the_free_player_names_the_tables_bye(event, cli):
    assert cli("pair", event)[0] == 0
    code, out, _ = cli("explain", event, "--round", "1", "--player", "1")
    assert code == 0
    lines = out.splitlines()
    assert lines[2] == ("No game: table board 1 puts 1 White against 6, so 1 has the "
                        "table's bye, without points (published as a zero-point bye, Z)")
    assert lines[3].startswith("1 is free (spielfrei) in round 1: the table has 6 numbers "
                               "for 5 players")


def test_explain_why_names_the_table_board_or_the_row_where_they_meet(event, cli):
    code, out, _ = cli("explain", event, "--round", "1", "--why", "5", "2")
    assert code == 0 and out.splitlines()[0] == (
        "5 and 2 are paired: row 1 of the Berger table for 6 players puts them on table "
        "board 2, 2 White, 5 Black; published as board 1 [C.05 Annex 1]")
    code, out, _ = cli("explain", event, "--round", "1", "--why", "2", "3")
    assert code == 0 and out.splitlines() == [
        "2 and 3 are not paired in round 1: row 1 of the Berger table for 6 players puts 2 "
        "on table board 2 (White against 5) and 3 on table board 3 (White against 4) "
        "[C.05 Annex 1]; they meet in row 4 of the table"]


def test_explain_player_of_a_double_round_robin_names_the_cycle():
    t = build(4, system="roundrobin", double_round_robin=True)
    trace = pair(t, 5, trace=True).trace
    path = descriptor("roundrobin").reader.player_path(trace, 1)
    assert path[1] == ("Round 5: row 2 of the Berger table for 4 players (cycle 2, colours "
                       "reversed) [C.05 Annex 1]")


def test_explain_of_a_round_robin_does_not_wait_for_results(event, cli):
    """The table does not depend on results (C.05 Annex 1): round 2 is paired and
    explained while round 1 has none, as ``pair`` pairs it."""
    assert cli("pair", event)[0] == 0 and cli("pair", event)[0] == 0
    code, out, _ = cli("explain", event, "--round", "2", "--player", "3")
    assert code == 0 and out.splitlines()[2] == (
        "Board 1: Black against 5 — table board 2 of the row [C.05 Annex 1]")


def test_a_recorded_round_missing_a_game_differs_from_the_table(tmp_path, cli):
    """A player with neither a board nor a bye in a recorded round is not taken for a
    requested bye (as in a Swiss system): the table pairs him, and check names the
    missing game."""
    t = build(4, "1-4 1-0", system="roundrobin")
    path = tmp_path / "rr.toml"
    save_tournament(t, path)
    code, out, _ = cli("check", path)
    assert code == 1 and "the rules give 2-3" in out
