"""``cardtable edit-player``: a player's details corrected from the command line, as
``e`` does in the app; a rating changed after the pairing is logged (C.04.2 art. 2.3,
FIDE's acceptance), the initial order re-made before round 4 only."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.model.events import EventKind
from cardtable.systems.files import load_tournament


@pytest.fixture()
def four(cli, tmp_path) -> Path:
    path = tmp_path / "t.toml"
    assert cli("new", path, "--rounds", "5", "--initial-colour", "white")[0] == 0
    for name, rating in (("Berg, Anna", 2400), ("Roth, Bea", 2300), ("Kern, Cleo", 2200),
                         ("Wolf, Dora", 2100)):
        assert cli("add-player", path, name, "--rating", rating)[0] == 0
    return path


def test_before_the_pairing_a_new_rating_renumbers_and_is_not_logged(cli, four):
    code, out, _ = cli("edit-player", four, "Wolf", "--rating", "2500", "--title", "fm")
    assert code == 0
    assert "4 Wolf, Dora" not in out and "rating 2100 -> 2500" in out
    assert "title '' -> 'FM'" in out
    assert "player 4 is now 1" in out
    t = load_tournament(four)
    assert (t.player(1).name, t.player(1).rating, t.player(1).title) == ("Wolf, Dora", 2500,
                                                                           "FM")
    assert t.log == ()


def test_after_the_pairing_a_rating_change_is_logged_and_undone(cli, four):
    assert cli("pair", four)[0] == 0
    code, out, _ = cli("edit-player", four, "2", "--rating", "2350")
    assert code == 0 and "logged in the integrity log" in out and "cardtable log" in out and "C.04.2 art. 2.3" in out
    (event,) = load_tournament(four).log
    assert (event.kind, event.where, event.undo) == (EventKind.RATING_CHANGED, "2", "2300")
    assert cli("log", four, "--undo", "1")[0] == 0
    assert load_tournament(four).player(2).rating == 2300


def test_a_name_correction_keeps_the_number_and_logs_nothing(cli, four):
    assert cli("pair", four)[0] == 0
    code, out, _ = cli("edit-player", four, "3", "--name", "Kern, Clea")
    assert code == 0 and "name 'Kern, Cleo' -> 'Kern, Clea'" in out
    t = load_tournament(four)
    assert t.player(3).name == "Kern, Clea" and t.log == ()


@pytest.mark.parametrize(("argv", "said"), [
    (("1",), "nothing to correct: give at least one of --name, --rating"),
    (("9", "--rating", "2000"), "no player has pairing number 9"),
    (("1", "--title", "XX"), "FIDE has no title 'XX'"),
])
def test_a_bad_correction_is_refused_and_the_file_is_unchanged(cli, four, argv, said):
    before = four.read_bytes()
    code, _, err = cli("edit-player", four, *argv)
    assert code == 2 and said in err
    assert four.read_bytes() == before
