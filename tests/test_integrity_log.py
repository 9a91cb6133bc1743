"""The integrity log: each kind of event is logged with its time, kept in the TOML
file, exported as ``### LOG`` comments and read back from TRF, listed by ``cardtable
log`` and undone where it can be; FIDE mode (``fide_rated``) refuses a system that is
not FIDE's."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.model.results import GameResult
from cardtable.model.integrity import UndoError, change_tiebreaks, undo
from cardtable.systems.override import change_board
from cardtable.systems.files import dumps_trf, load_tournament, parse_trf


@pytest.fixture()
def four(cli, tmp_path) -> Path:
    """Four players, round 1 paired and played, round 2 paired."""
    path = tmp_path / "t.toml"
    assert cli("new", path, "--rounds", "3", "--initial-colour", "white")[0] == 0
    for name, rating in (("Anna", 2400), ("Bea", 2300), ("Cleo", 2200), ("Dora", 2100)):
        assert cli("add-player", path, name, "--rating", rating)[0] == 0
    cli("pair", path)
    cli("result", path, 1, 1, "1-0")
    cli("result", path, 1, 2, "½-½")
    cli("pair", path)
    return path


def test_a_result_corrected_after_the_next_round_is_logged_and_undone(cli, four):
    assert load_tournament(four).log == ()
    code, _, _ = cli("result", four, 1, 1, "0-1")
    assert code == 0
    (event,) = load_tournament(four).log
    assert (event.kind, event.round, event.where, event.undo) == (
        "result-corrected", 1, "1/1", "1-0")
    assert event.text == "round 1, board 1: 1-0 corrected to 0-1 after round 2 was paired"
    assert event.time.endswith("+00:00")
    code, out, _ = cli("log", four)
    assert code == 0
    assert ("round 1   a result corrected after the next round was paired: round 1, "
            "board 1: 1-0 corrected to 0-1 after round 2 was paired  "
            "[undo: cardtable log FILE --undo 1]") in out
    code, out, _ = cli("log", four, "--undo", "1")
    assert code == 0 and out.startswith("undone: event 1 undone: round 1, board 1")
    after = load_tournament(four)
    assert after.round(1).games[0].result is GameResult.WHITE_WINS
    assert [e.kind for e in after.log] == ["result-corrected", "undone"]
    code, _, err = cli("log", four, "--undo", "1")
    assert code == 2 and "cannot be undone (already undone)" in err


def test_a_result_entered_the_first_time_is_not_an_event(cli, four):
    cli("result", four, 2, 1, "1-0")
    assert load_tournament(four).log == ()


def test_a_round_taken_back_is_logged_and_cannot_be_undone_from_the_log(cli, four):
    assert cli("unpair", four, 2)[0] == 0
    (event,) = load_tournament(four).log
    assert (event.kind, event.round, event.undo) == ("round-taken-back", 2, "")
    code, _, err = cli("log", four, "--undo", "1")
    assert code == 2 and "event 1 (a round taken back) cannot be undone" in err


def test_the_lot_drawn_for_the_initial_colour_is_logged(cli, tmp_path):
    path = tmp_path / "lot.toml"
    cli("new", path, "--rounds", "3", "--initial-colour", "lot", "--colour-seed", "7")
    (event,) = load_tournament(path).log
    assert event.kind == "lots-drawn" and event.text.endswith("(seed 7)")


def test_an_override_is_logged(four):
    tournament = load_tournament(four)
    rnd = tournament.round(2)
    one, two = rnd.games
    changed = change_board(tournament, 2, one.board, one.white, two.black).recorded()
    (event,) = changed.log
    assert event.kind == "override" and event.round == 2
    assert event.text.startswith("round 2, board(s) 1, 2: ")


def test_a_tiebreak_change_after_the_start_is_logged_and_undone(four):
    tournament = load_tournament(four)
    before = tournament.settings.tiebreaks
    changed = change_tiebreaks(tournament, ("SB", "WIN"))
    (event,) = changed.log
    assert event.kind == "tiebreaks-changed"
    assert event.text == f"tie-breaks {', '.join(before)} -> SB, WIN"
    restored = undo(changed, 1)
    assert restored.settings.tiebreaks == before
    with pytest.raises(UndoError, match="the log has no event 5"):
        undo(changed, 5)
    fresh = type(tournament)(tournament.settings, tournament.players)
    assert change_tiebreaks(fresh, ("SB",)).log == ()  # before round 1: no event


def test_the_log_goes_through_toml_and_trf(cli, four, tmp_path):
    cli("result", four, 1, 1, "0-1")
    cli("unpair", four, 2)
    tournament = load_tournament(four)
    assert len(tournament.log) == 2
    text = dumps_trf(tournament)
    lines = [line for line in text.splitlines() if line.startswith("### LOG ")]
    assert len(lines) == 2
    assert " result-corrected R1 1/1 1-0: round 1, board 1: 1-0 corrected" in lines[0]
    assert " round-taken-back R2 - -: round 2 taken back" in lines[1]
    assert parse_trf(text).log == tournament.log
    trf = tmp_path / "t.trf"
    cli("export", four, "--trf", trf)
    cli("import", trf, "-o", tmp_path / "back.toml")
    assert load_tournament(tmp_path / "back.toml").log == tournament.log


def test_fide_mode_allows_fide_systems_only(cli, tmp_path):
    path = tmp_path / "fide.toml"
    cli("new", path, "--rounds", "3", "--system", "simplified", "--fide-rated")
    assert "fide_rated = true" in path.read_text()
    for name in ("Anna", "Bea"):
        cli("add-player", path, name)
    code, _, err = cli("pair", path)
    assert code == 2
    assert ("the tournament is FIDE-rated (fide_rated = true): it is paired with FIDE's "
            "systems only (dutch, roundrobin, double, team), not simplified") in err
    plain = tmp_path / "plain.toml"
    cli("new", plain, "--rounds", "3")
    assert "fide_rated" not in plain.read_text()
    assert load_tournament(plain).settings.fide_rated is False
