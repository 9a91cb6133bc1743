"""The club evening on the command line: requested byes (``bye``), forbidden pairs
(``forbid``), taking a round back (``unpair``), the tie-breaks a new tournament gets,
and the TRF-2026 round trip of records 162, 240, 250 and 260."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from cardtable.formats.toml_file import save_tournament
from cardtable.systems.files import load_tournament
from cardtable.systems.files import dumps_trf
from cardtable.model.results import ByeKind


@pytest.fixture
def club(tmp_path, cli):
    """A new Dutch tournament of six players, pairing numbers 1-6 by rating."""
    path = tmp_path / "club.toml"
    assert cli("new", path, "--rounds", "5")[0] == 0
    for number in range(1, 7):
        assert cli("add-player", path, f"Player {number}", "--rating",
                   2100 - 10 * number)[0] == 0
    return path


@pytest.mark.parametrize("system, codes", [
    ("dutch", ("BH/C1", "BH", "DE")), ("simplified", ("BH/C1", "BH", "DE")),
    ("roundrobin", ("DE", "WIN", "SB")), ("swissbg", ("BYE", "BGBH", "BGSB", "MPD"))])
def test_new_gets_the_recommended_tiebreaks(tmp_path, cli, system, codes):
    path = tmp_path / "t.toml"
    assert cli("new", path, "--rounds", "5", "--system", system)[0] == 0
    assert load_tournament(path).settings.tiebreaks == codes


@pytest.mark.parametrize("args, message", [
    (["--tiebreaks", "BH, SB, XX"], "--tiebreaks: unknown tie-break 'XX'"),
    (["--tiebreaks", "BH, BH"], "BH is listed twice"),
    (["--federation", "Germany"], "three-letter FIDE code"),
    (["--start-date", "2026-05-02", "--end-date", "2026-05-01"], "is before"),
])
def test_new_validates(tmp_path, cli, args, message):
    path = tmp_path / "t.toml"
    code, _, err = cli("new", path, "--rounds", "5", *args)
    assert code == 2 and message in err and not path.exists()


def test_a_requested_bye_keeps_the_player_out_of_the_round(club, cli):
    code, out, _ = cli("bye", club, "1", "3")
    assert code == 0 and "half-point bye (H) in round 1" in out
    assert cli("bye", club, "1", "Player 4", "--kind", "F")[0] == 0
    byes = load_tournament(club).round(1).byes
    assert {(b.player, b.kind) for b in byes} == {(3, ByeKind.HALF), (4, ByeKind.FULL)}
    code, out, _ = cli("pair", club)
    assert code == 0 and "bye H 3 Player 3" in out and "bye F 4 Player 4" in out
    paired = {n for g in load_tournament(club).round(1).games for n in g.players}
    assert paired == {1, 2, 5, 6}


def test_a_requested_bye_is_removed(club, cli):
    assert cli("bye", club, "2", "3", "--kind", "Z")[0] == 0
    code, out, _ = cli("bye", club, "2", "3", "--remove")
    assert code == 0 and "removed" in out
    assert load_tournament(club).round(2).byes == ()


@pytest.mark.parametrize("args, message", [
    (["9", "1"], "expected a round from 1 to 5, found 9"),
    (["1", "17"], "no player has pairing number 17"),
    (["1", "1", "--remove"], "has no requested bye in round 1"),
])
def test_bye_refusals(club, cli, args, message):
    before = club.read_text()
    code, _, err = cli("bye", club, *args)
    assert code == 2 and message in err and club.read_text() == before


def test_no_bye_in_a_paired_round_nor_for_a_withdrawn_player(club, cli):
    assert cli("pair", club)[0] == 0
    code, _, err = cli("bye", club, "1", "2")
    assert code == 2 and "round 1 is already paired" in err
    assert cli("withdraw", club, "2", "--after-round", "1")[0] == 0
    code, _, err = cli("bye", club, "3", "2")
    assert code == 2 and "does not play in round 3" in err


def test_forbidden_players_never_meet(club, cli):
    # Unforbidden, round 1 of six players pairs 1-4, 5-2, 3-6.
    code, out, _ = cli("forbid", club, "1", "4")
    assert code == 0 and "1 Player 1, 4 Player 4 never meet" in out
    assert load_tournament(club).settings.forbidden_pairs == ((1, 4),)
    assert cli("pair", club)[0] == 0
    assert all(set(g.players) != {1, 4} for g in load_tournament(club).round(1).games)


def test_forbid_refusals_and_remove(club, cli):
    assert cli("forbid", club, "1", "2", "3")[0] == 0
    for args, message in [(["2", "1"], "may already not meet"),
                          (["1"], "name at least two players"),
                          (["1", "1"], "named twice"),
                          (["1", "99"], "no player has pairing number 99"),
                          (["1", "2", "--remove"], "they are in the group 1, 2, 3")]:
        code, _, err = cli("forbid", club, *args)
        assert code == 2 and message in err, args
    code, out, _ = cli("forbid", club, "3", "2", "1", "--remove")
    assert code == 0 and "may meet again" in out
    assert load_tournament(club).settings.forbidden_pairs == ()


def test_unpair_and_pair_again_gives_the_same_round(club, cli):
    assert cli("bye", club, "1", "6")[0] == 0
    assert cli("pair", club)[0] == 0
    first = load_tournament(club).round(1)
    code, out, _ = cli("unpair", club, "1")
    assert code == 0 and "round 1 taken back" in out
    taken = load_tournament(club)
    assert taken.last_paired_round == 0
    assert [(b.player, b.kind) for b in taken.round(1).byes] == [(6, ByeKind.HALF)]
    assert cli("pair", club)[0] == 0
    assert load_tournament(club).round(1) == first


def test_unpair_refuses_a_round_with_results_unless_forced(club, cli):
    assert cli("pair", club)[0] == 0
    assert cli("result", club, "1", "2", "1-0")[0] == 0
    with_result = club.read_text()
    code, _, err = cli("unpair", club, "1")
    assert code == 2 and "round 1 has results on board(s) 2" in err and "--force" in err
    assert club.read_text() == with_result
    code, out, _ = cli("unpair", club, "1", "--force")
    assert code == 0 and "board(s) 2 are dropped" in out
    assert club.with_name("club.toml.bak").read_text() == with_result
    assert load_tournament(club).last_paired_round == 0


@pytest.mark.parametrize("args, message", [
    (["1"], "no round is paired yet"),
])
def test_unpair_refuses_what_is_not_there(club, cli, args, message):
    code, _, err = cli("unpair", club, *args)
    assert code == 2 and message in err


def test_unpair_only_the_last_round(club, cli):
    assert cli("pair", club)[0] == 0
    for board in (1, 2, 3):
        assert cli("result", club, "1", str(board), "=")[0] == 0
    assert cli("pair", club)[0] == 0
    code, _, err = cli("unpair", club, "1")
    assert code == 2 and "only the last paired round can be taken back: round 2" in err


def test_trf26_round_trip_keeps_byes_forbidden_pairs_acceleration_points(club, cli,
                                                                         tmp_path):
    tournament = load_tournament(club)
    settings = replace(tournament.settings, acceleration="baku", points=replace(
        tournament.settings.points, win=Fraction(3), draw=Fraction(1), half_bye=Fraction(1)))
    save_tournament(replace(tournament, settings=settings), club)
    assert cli("bye", club, "2", "5")[0] == 0
    assert cli("bye", club, "3", "6", "--kind", "Z")[0] == 0
    assert cli("forbid", club, "1", "2", "3")[0] == 0
    tournament = load_tournament(club)
    exported = tmp_path / "club.trf"
    assert cli("export", club, "--trf", exported)[0] == 0
    records = {line[:3] for line in exported.read_text().splitlines()}
    assert {"162", "240", "260"} <= records and "_BAKU" in exported.read_text()
    again = tmp_path / "again.toml"
    assert cli("import", exported, "-o", again)[0] == 0
    back = load_tournament(again)
    assert back.settings.acceleration == "baku"
    assert back.settings.points == tournament.settings.points
    assert back.settings.forbidden_pairs == ((1, 2, 3),)
    assert [(b.player, b.kind) for b in back.round(2).byes] == [(5, ByeKind.HALF)]
    assert [(b.player, b.kind) for b in back.round(3).byes] == [(6, ByeKind.ZERO)]
    assert dumps_trf(back) == exported.read_text()


def test_open_takes_practice(club, cli):
    code, _, err = cli("open", club, "--practice")
    assert code == 2 and "needs a terminal" in err  # checked like any file, not written
