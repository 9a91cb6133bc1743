"""Manual pairings: ``cardtable pair FILE --manual W-B ... [--pab N]`` pairs a round
by hand, compares it with the engine's pairing and records the difference (and the
rules broken) in the round; the TRF export marks it ``### MPA @ Round n`` and the TRF
import reads it back; an override of a published board is marked too."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from cardtable.systems.override import change_board
from cardtable.systems.files import dumps_trf, load_tournament, parse_trf


@pytest.fixture()
def five(cli, tmp_path) -> Path:
    path = tmp_path / "m.toml"
    assert cli("new", path, "--rounds", "3")[0] == 0
    for name, rating in (("Anna", 2400), ("Bea", 2300), ("Cleo", 2200), ("Dora", 2100),
                         ("Eva", 2000)):
        assert cli("add-player", path, name, "--rating", rating)[0] == 0
    return path


def test_a_round_paired_by_hand_is_compared_and_recorded(cli, five):
    code, out, err = cli("pair", five, "--manual", "1-2", "4-3", "--pab", "5")
    assert (code, err) == (0, "")
    assert "Manual pairing recorded: paired by hand 1-2, 4-3; the engine pairs " in out
    rnd = load_tournament(five).round(1)
    assert [(g.white, g.black) for g in rnd.games] == [(1, 2), (4, 3)] and rnd.pab == 5
    assert rnd.manual.startswith("paired by hand 1-2, 4-3; the engine pairs ")
    code, out, _ = cli("check", five)
    assert f"Round 1: marked as paired by hand: {rnd.manual}" in out


def test_the_mpa_mark_goes_through_trf_export_and_import(cli, five, tmp_path):
    cli("pair", five, "--manual", "1-2", "4-3", "--pab", "5")
    tournament = load_tournament(five)
    text = dumps_trf(tournament)
    lines = text.splitlines()
    assert "### MPA @ Round 1" in lines
    assert f"### MPA Round 1: {tournament.round(1).manual}" in lines
    assert parse_trf(text).round(1).manual == tournament.round(1).manual
    trf = tmp_path / "m.trf"
    assert cli("export", five, "--trf", trf)[0] == 0
    assert cli("import", trf, "-o", tmp_path / "back.toml")[0] == 0
    assert load_tournament(tmp_path / "back.toml").round(1).manual == tournament.round(1).manual
    assert "### MPA" not in dumps_trf(tournament.with_round(replace(tournament.round(1),
                                                                    manual="")))


def test_the_engines_own_pairing_by_hand_is_said_to_be_the_same(cli, five, tmp_path):
    plain = tmp_path / "plain.toml"
    plain.write_bytes(five.read_bytes())
    cli("pair", plain)
    rnd = load_tournament(plain).round(1)
    boards = [f"{g.white}-{g.black}" for g in rnd.games]
    code, out, _ = cli("pair", five, "--manual", *boards, "--pab", rnd.pab)
    assert code == 0
    assert "Manual pairing recorded: paired by hand as the engine pairs it" in out


@pytest.mark.parametrize("boards, says", [
    (("1-2", "3-4"), "not paired: 5 (give the PAB with --pab)"),
    (("1-2", "2-3", "--pab", "5"), "paired more than once: 2"),
    (("1-2", "3-4", "--pab", "9"), "not to be paired in round 1 (absent, a requested bye, "
                                   "or no such player): 9"),
    (("1:2",), "--manual 1:2: expected a board as WHITE-BLACK"),
])
def test_an_incomplete_pairing_by_hand_is_refused(cli, five, boards, says):
    before = five.read_text()
    code, out, err = cli("pair", five, "--manual", *boards)
    assert code == 2 and out == "" and says in err
    assert five.read_text() == before


def test_the_rules_a_pairing_by_hand_breaks_are_recorded(cli, five):
    cli("pair", five, "--manual", "1-2", "3-4", "--pab", "5")
    for board, result in ((1, "1-0"), (2, "0-1")):
        cli("result", five, 1, board, result)
    code, out, _ = cli("pair", five, "--manual", "2-1", "5-3", "--pab", "4")
    assert code == 0
    manual = load_tournament(five).round(2).manual
    assert "breaks C.04.3 C1 / art. 2.1.1: 2 and 1 already played each other in round 1" in manual
    assert manual in out


def test_an_override_is_marked_in_the_trf(cli, five):
    cli("pair", five)
    tournament = load_tournament(five)
    rnd = tournament.round(1)
    game = rnd.games[0]
    other = rnd.games[1]
    changed = change_board(tournament, 1, game.board, game.white, other.black).recorded()
    lines = dumps_trf(changed).splitlines()
    assert "### MPA @ Round 1" in lines
    note = next(line for line in lines if line.startswith("### MPA Round 1: "))
    assert note.startswith(f"### MPA Round 1: override of board {game.board}: ")
