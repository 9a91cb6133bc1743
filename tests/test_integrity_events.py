"""Integrity events logged outside ``cardtable log``: a rating corrected after the
pairing (``correct_player``), FIDE mode left (``set_fide_rated``; ``cardtable
fide-rated``, confirmed twice), a result corrected after a later round was paired
(``result_entered``, which the CLI, the app's boards, forms and match form all call)
and a round taken back (``take_back``, the CLI's ``unpair`` and the app's ``u``); each
undone by ``cardtable log --undo`` where it can be."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.model.player import Player
from cardtable.model.roster import correct_player
from cardtable.model.results import GameResult
from cardtable.model.events import EventKind
from cardtable.model.integrity import result_entered, set_fide_rated, undo
from cardtable.model.take_back import take_back
from cardtable.systems.files import load_tournament


@pytest.fixture()
def paired(cli, tmp_path) -> Path:
    """Four players, round 1 paired."""
    path = tmp_path / "t.toml"
    assert cli("new", path, "--rounds", "3", "--initial-colour", "white")[0] == 0
    for name, rating in (("Anna", 2400), ("Bea", 2300), ("Cleo", 2200), ("Dora", 2100)):
        assert cli("add-player", path, name, "--rating", rating)[0] == 0
    assert cli("pair", path)[0] == 0
    return path


def test_a_rating_corrected_after_the_pairing_is_logged_and_undone(paired):
    t = load_tournament(paired)
    anna = t.player(1)
    corrected = correct_player(t, Player(1, anna.name, 2450)).tournament
    (event,) = corrected.log
    assert (event.kind, event.round, event.where, event.undo) == (
        "rating-changed", 1, "1", "2400")
    assert event.text == "1 Anna: rating 2400 -> 2450"
    restored = undo(corrected, 1)
    assert restored.player(1).rating == 2400
    assert [e.kind for e in restored.log] == ["rating-changed", "undone"]


def test_a_rating_renumbering_the_players_logs_the_new_number(paired):
    t = load_tournament(paired)
    corrected = correct_player(t, Player(4, "Dora", 2500))  # round 1 only: renumbered
    assert corrected.start_no == 1
    (event,) = corrected.tournament.log
    assert (event.where, event.text) == ("1", "1 Dora: rating 2100 -> 2500")
    assert undo(corrected.tournament, 1).player(1).rating == 2100


def test_a_correction_before_the_pairing_or_without_a_new_rating_is_not_logged(cli, paired,
                                                                               tmp_path):
    t = load_tournament(paired)
    assert correct_player(t, Player(2, "Bea B.", 2300)).tournament.log == ()
    fresh = tmp_path / "fresh.toml"
    cli("new", fresh, "--rounds", "3")
    cli("add-player", fresh, "Anna", "--rating", 2400)
    assert correct_player(load_tournament(fresh), Player(1, "Anna", 2000)).tournament.log == ()


def test_leaving_fide_mode_is_logged_and_undone(paired):
    rated = set_fide_rated(load_tournament(paired), True)
    assert rated.settings.fide_rated and rated.log == ()
    left = set_fide_rated(rated, False)
    (event,) = left.log
    assert (event.kind, event.round, event.undo) == ("fide-mode-left", 1, "true")
    assert undo(left, 1).settings.fide_rated is True


def test_the_cli_leaves_fide_mode_only_when_confirmed_twice(cli, paired):
    assert cli("fide-rated", paired, "yes")[0] == 0
    assert load_tournament(paired).settings.fide_rated
    code, _, err = cli("fide-rated", paired, "no", "--confirm")
    assert code == 2 and "confirmed twice (--confirm --confirm; given 1 time(s))" in err
    assert load_tournament(paired).settings.fide_rated
    code, out, _ = cli("fide-rated", paired, "no", "--confirm", "--confirm")
    assert code == 0 and "FIDE mode left" in out
    t = load_tournament(paired)
    assert not t.settings.fide_rated and [e.kind for e in t.log] == ["fide-mode-left"]
    code, out, _ = cli("log", paired)
    assert "FIDE mode left" in out and "--undo 1" in out
    assert cli("log", paired, "--undo", "1")[0] == 0
    assert load_tournament(paired).settings.fide_rated


def test_the_cli_refuses_fide_mode_for_a_system_that_is_not_fides(cli, tmp_path):
    path = tmp_path / "s.toml"
    assert cli("new", path, "--rounds", "3", "--system", "simplified")[0] == 0
    code, _, err = cli("fide-rated", path, "yes")
    assert code == 2 and "FIDE's systems only" in err
    assert not load_tournament(path).settings.fide_rated


def _two_rounds(cli, path: Path) -> None:
    """Round 1 with its results, round 2 paired."""
    for board in (1, 2):
        assert cli("result", path, "1", str(board), "1-0")[0] == 0
    assert cli("pair", path)[0] == 0


def test_a_result_corrected_after_the_next_round_was_paired_is_logged_and_undone(cli, paired):
    _two_rounds(cli, paired)
    t = load_tournament(paired)
    corrected = result_entered(t, 1, 2, GameResult.DRAW)
    (event,) = corrected.log
    assert (event.kind, event.round, event.where, event.undo) == (
        EventKind.RESULT_CORRECTED, 1, "1/2", "1-0")
    assert event.text == "round 1, board 2: 1-0 corrected to ½-½ after round 2 was paired"
    restored = undo(corrected, 1)
    assert restored.round(1).games[1].result is GameResult.WHITE_WINS
    cleared = result_entered(t, 1, 1, None)
    assert cleared.log[0].text == ("round 1, board 1: 1-0 corrected to no result after "
                                   "round 2 was paired")


def test_a_first_result_the_same_result_or_the_last_round_is_not_logged(cli, paired):
    t = load_tournament(paired)
    first = result_entered(t, 1, 1, GameResult.DRAW)  # round 1 is the last paired
    assert first.log == ()
    assert result_entered(first, 1, 1, GameResult.WHITE_WINS).log == ()
    _two_rounds(cli, paired)
    later = load_tournament(paired)
    assert result_entered(later, 1, 1, GameResult.WHITE_WINS).log == ()  # unchanged
    assert result_entered(later, 2, 1, GameResult.DRAW).log == ()  # a first result


def test_a_round_taken_back_is_logged_and_cannot_be_undone(cli, paired):
    _two_rounds(cli, paired)
    taken = take_back(load_tournament(paired), 2)
    (event,) = taken.tournament.log
    assert (event.kind, event.round, event.undo) == (EventKind.ROUND_TAKEN_BACK, 2, "")
    assert event.text == "round 2 taken back"
    played = result_entered(load_tournament(paired), 2, 1, GameResult.DRAW)
    with_results = take_back(played, 2, force=True)
    assert with_results.tournament.log[-1].text == ("round 2 taken back; the results of "
                                                    "board(s) 1 dropped")
