"""The command line of a club evening (issue 26): a late entry's points for the rounds
he missed (``add-player --from-round R --missed H|Z``, ``bye`` on a missed round, the
``missed_rounds`` setting, TRF-2026 record 240), ``remove-player`` before a game,
players named "Last, First" or "First Last" in any case, namesakes warned and ambiguous
names refused with every candidate, ``--version``."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from cardtable.formats.toml_file import save_tournament
from cardtable.model.results import ByeKind
from cardtable.model.history import History
from cardtable.systems.files import dumps_trf, load_tournament

RESULTS = ("1-0", "0-1", "=")


@pytest.fixture
def club(tmp_path, cli):
    """A Dutch tournament of five rounds, seven players."""
    path = tmp_path / "club.toml"
    assert cli("new", path, "--rounds", "5")[0] == 0
    for number, name in enumerate(("Adler, Anna", "Brandt, Boris", "Claus, Cora",
                                   "Dietz, Dirk", "Ebert, Eva", "Fuchs, Frank",
                                   "Keller, Thomas"), start=1):
        assert cli("add-player", path, name, "--rating", 2200 - 20 * number)[0] == 0
    return path


def _play(cli, path, round_no: int) -> None:
    assert cli("pair", path)[0] == 0
    for game in load_tournament(path).round(round_no).games:
        assert cli("result", path, round_no, game.board,
                   RESULTS[game.board % len(RESULTS)])[0] == 0


def test_a_late_entry_scores_half_a_point_for_each_missed_round(club, cli):
    """Before: the late entry scored 0 for the rounds she missed, whatever the rules."""
    _play(cli, club, 1)
    _play(cli, club, 2)
    code, out, _ = cli("add-player", club, "Late, Lena", "--rating", "1900",
                       "--from-round", "3", "--missed", "H")
    assert code == 0 and "missed rounds: round 1 H (½), round 2 H (½)" in out
    t = load_tournament(club)
    lena = next(p for p in t.players if p.name == "Late, Lena")
    assert lena.joins_in == 3
    assert [t.round(n).bye_of(lena.start_no).kind for n in (1, 2)] == [ByeKind.HALF] * 2
    assert History(t).score(lena.start_no) == 1
    cells = next(line for line in dumps_trf(t).splitlines()
                 if line.startswith(f"001 {lena.start_no:4d}"))
    assert cells.count("0000 - H") == 2
    # one round put back to nothing, by name "First Last"
    code, out, _ = cli("bye", club, "2", "lena late", "--kind", "Z")
    assert code == 0 and "round 2, missed before the late entry, scores zero-point" in out
    assert History(load_tournament(club)).score(lena.start_no) == Fraction(1, 2)
    code, _, err = cli("bye", club, "2", "Late, Lena", "--kind", "F")
    assert code == 2 and "scores half a point (H) or nothing (Z)" in err
    _play(cli, club, 3)
    assert load_tournament(club).round(3).game_of(lena.start_no) is not None


def test_missed_rounds_not_paired_yet_are_record_240_and_the_setting_is_the_default(
        club, cli):
    t = load_tournament(club)
    save_tournament(replace(t, settings=replace(t.settings, missed_rounds=ByeKind.HALF)),
                    club)
    assert "missed_rounds = \"H\"" in club.read_text()
    code, out, _ = cli("add-player", club, "Late, Lena", "--from-round", "3")
    assert code == 0 and "round 1 H (½), round 2 H (½)" in out
    assert cli("add-player", club, "Later, Lars", "--joins-in", "3", "--missed", "ZH")[0] == 0
    text = dumps_trf(load_tournament(club))
    lena = next(p for p in load_tournament(club).players if p.name == "Late, Lena").start_no
    lars = next(p for p in load_tournament(club).players if p.name == "Later, Lars").start_no
    assert f"240 H 001 {lena:4d}" in text
    assert f"240 H 002 {min(lena, lars):4d} {max(lena, lars):4d}" in text
    assert f"240 Z 001 {lars:4d}" in text
    code, _, err = cli("add-player", club, "Early, E", "--missed", "H")
    assert code == 2 and "miss no round" in err


def test_remove_player_before_round_1_and_refused_after_a_game(club, cli):
    assert cli("add-player", club, "Oops, Otto", "--rating", "2190")[0] == 0
    assert cli("forbid", club, "Oops, Otto", "Brandt, Boris")[0] == 0
    code, out, _ = cli("remove-player", club, "otto oops")
    assert code == 0 and "Oops, Otto removed from the start list" in out
    t = load_tournament(club)
    assert [p.start_no for p in t.players] == list(range(1, 8))
    assert "Oops" not in club.read_text() and t.settings.forbidden_pairs == ()
    _play(cli, club, 1)
    code, _, err = cli("remove-player", club, "1")
    assert code == 2 and "withdraw them instead" in err
    assert f"cardtable withdraw {club} 1 --after-round 1" in err


@pytest.mark.parametrize("text", ["Keller, Thomas", "Thomas Keller", "keller,thomas",
                                  "KELLER, THOMAS", "thomas keller", "7", "Kell"])
def test_a_player_is_found_by_number_and_by_name_written_either_way(club, cli, text):
    code, out, _ = cli("bye", club, "1", text)
    assert code == 0 and out.startswith("7 Keller, Thomas: half-point bye")


def test_a_namesake_is_warned_and_the_ambiguous_name_refused_with_the_candidates(club, cli):
    code, _, err = cli("add-player", club, "thomas keller", "--rating", "1500")
    assert code == 0 and "warning: 7 Keller, Thomas has the same name" in err
    code, _, err = cli("bye", club, "1", "Keller, Thomas")
    assert code == 2
    assert "'Keller, Thomas' names 2 players (7 Keller, Thomas; 8 thomas keller)" in err
    assert "give the pairing number" in err


def test_version(cli, capsys):
    with pytest.raises(SystemExit) as exit_:
        cli("--version")
    assert exit_.value.code == 0
    assert capsys.readouterr().out.startswith("cardtable ")


def _round_robin(tmp_path, cli, name: str, *seed: str):
    path = tmp_path / name
    assert cli("new", path, "--system", "roundrobin", *seed)[0] == 0
    for player in ("Adler, X", "Brandt, X", "Claus, X", "Dietz, X", "Ebert, X", "Fuchs, X"):
        assert cli("add-player", path, player)[0] == 0
    return path


def test_round_robin_start_numbers_are_drawn_by_lot_reproducibly_and_shown(tmp_path, cli):
    """Before: the start numbers stayed in the order of entry, even with a seed."""
    first = _round_robin(tmp_path, cli, "a.toml", "--random-seed", "7")
    again = _round_robin(tmp_path, cli, "b.toml", "--random-seed", "7")
    code, out, _ = cli("pair", first)
    assert code == 0
    assert out.startswith("Start numbers drawn by lot (C.05 art. 7.2), seed 7:\n")
    assert "  Adler, X (entered as 1) receives number " in out
    assert cli("pair", again)[0] == 0
    drawn = [p.name for p in load_tournament(first).players]
    assert drawn == [p.name for p in load_tournament(again).players]
    assert drawn != sorted(drawn)  # not the order of entry
    t = load_tournament(first)
    assert (t.settings.start_numbers, t.settings.random_seed) == ("lot", 7)
    code, out, _ = cli("pair", first)  # round 2: the numbers stay
    assert code == 0 and "drawn by lot" not in out
    assert [p.name for p in load_tournament(first).players] == drawn


def test_a_round_robin_without_a_seed_records_the_seed_it_drew_with(tmp_path, cli):
    path = _round_robin(tmp_path, cli, "c.toml")
    assert cli("pair", path)[0] == 0
    t = load_tournament(path)
    assert t.settings.start_numbers == "lot" and t.settings.random_seed is not None


def test_the_pab_players_buchholz_is_explained_by_a_footnote_on_screen_and_paper(
        tmp_path, cli):
    """After round 1 the PAB player ranks first on Buchholz's dummy opponent (C.07 art.
    16): the standings say why, beside his name and under the table."""
    from conftest import build

    from cardtable.formats import pages
    from cardtable.systems import ranking

    path = tmp_path / "pab.toml"
    save_tournament(build(5, "1-4 1-0, 2-3 1-0, 5 PAB", tiebreaks=("BH", "SB"), rounds=5),
                    path)
    code, out, _ = cli("standings", path)
    assert code == 0
    assert "   1   5  P5 *" in out
    note = ("* 5 P5: the pairing-allocated bye counts in BH, SB as a game against a dummy "
            "opponent with the player's own score, at most half the maximum score (FIDE "
            "C.07, 2026 edition, art. 16), so a PAB can rank above a win at the board.")
    assert note in " ".join(out.split())
    t = load_tournament(path)
    page = pages.standings_page(t, ranking.standings(t))
    assert "<td>P5 *</td>" in page and note in page.replace("&#x27;", "'")


def test_the_rating_report_is_asked_for_only_of_a_fide_rated_tournament(club, cli, tmp_path):
    out = tmp_path / "club.trf"
    code, _, err = cli("export", club, "--trf", out)
    assert code == 0 and err == ""
    t = load_tournament(club)
    save_tournament(replace(t, settings=replace(t.settings, fide_rated=True)), club)
    assert "fide_rated = true" in club.read_text()
    code, _, err = cli("export", club, "--trf", out)
    assert code == 0 and "warning: the rating report needs" in err
