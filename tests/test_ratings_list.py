"""FIDE's rating list (issue 33): ``ratings import`` of the XML and TXT forms, zipped or
not, into the local index; a bad or cut list refused with the previous index kept;
``add-player --fide-id``; ``ratings update`` before and after round 1 (logged as
``edit-player`` logs it)."""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

import pytest

from cardtable.formats.rating_index import RatingIndex, name_key
from cardtable.model.events import EventKind
from cardtable.model.rate import minutes_for_60_moves, tournament_rate
from cardtable.model.tournament import Settings
from cardtable.systems.files import load_tournament

from fide_lists import SAMPLE, Row, generated, txt_text, write, xml_text

DATA = Path(__file__).parent / "data" / "fide"
XML = DATA / "players_list_xml_foa.xml"
TXT = DATA / "standard_nov26frl.txt"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(folder))
    return folder


def _zipped(source: Path, tmp_path: Path, name: str) -> Path:
    target = tmp_path / name
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(source, source.name)
    return target


def _index(data_dir: Path) -> RatingIndex:
    return RatingIndex(data_dir / "fide-ratings.sqlite")


def test_the_carried_samples_are_the_sample_rows():
    assert XML.read_text(encoding="utf-8") == "".join(xml_text(SAMPLE))
    assert TXT.read_text(encoding="utf-8") == "".join(txt_text(SAMPLE))


@pytest.mark.parametrize("form", ["xml", "txt", "xml.zip", "txt.zip"])
def test_each_form_imports_every_player_with_its_fields(cli, tmp_path, data_dir, form):
    source = XML if form.startswith("xml") else TXT
    if form.endswith("zip"):
        source = _zipped(source, tmp_path, ("standard_nov26frl" if "txt" in form
                                            else "players_list_xml_foa") + ".zip")
    code, out, err = cli("ratings", "import", source)
    assert code == 0, err
    assert f"{len(SAMPLE)} players imported" in out
    assert "reading" in err and "100%" in err  # the progress bar
    index = _index(data_dir)
    assert index.about.players == len(SAMPLE)
    for row in SAMPLE:
        got = index.by_id(row.fide_id)
        assert got is not None
        assert (got.name, got.federation, got.sex, got.standard, got.rapid, got.blitz,
                got.birth_year) == (row.name, row.fed, "w" if row.sex == "F" else "m",
                                    row.standard, row.rapid, row.blitz, row.birth)
        assert got.title == (row.title or row.w_title)
    index.close()


def test_the_date_comes_from_the_name_or_else_from_the_modification_time(cli, tmp_path):
    assert "list of 2026-11 (the date from the file's name)" in cli(
        "ratings", "import", TXT)[1]
    plain = tmp_path / "players_list_foa.xml"
    plain.write_bytes(XML.read_bytes())
    os.utime(plain, (1_780_000_000, 1_780_000_000))  # 2026-05-28
    out = cli("ratings", "import", plain)[1]
    assert "list of 2026-05-28 (the date from the file's modification time)" in out
    zipped = tmp_path / "players_list_xml_foa.zip"
    with zipfile.ZipFile(zipped, "w") as archive:
        archive.writestr(zipfile.ZipInfo("players_list_xml_foa.xml", (2026, 10, 31, 9, 0, 0)),
                         XML.read_bytes())
    out = cli("ratings", "import", zipped)[1]
    assert "list of 2026-10-31 (the date from the zip file's entry for the list)" in out


def test_names_are_found_by_their_start_without_accents_or_case(data_dir, cli):
    cli("ratings", "import", XML)
    index = _index(data_dir)
    assert [p.name for p in index.search("muller")] == ["Müller, Anna", "Müller, Anton"]
    assert [p.name for p in index.search("MÜLLER, ANT")] == ["Müller, Anton"]
    assert [p.name for p in index.search("lukasiewicz")] == ["Łukasiewicz, Paweł"]
    assert [p.name for p in index.search("oster")] == ["Østergård, Søren"]
    assert [p.fide_id for p in index.search("1500010")] == [1500010]
    assert index.search("zzz") == [] and index.search("999") == []
    assert name_key("García Pérez, José") == "garcia perez jose"
    index.close()


def _cut(source: Path, tmp_path: Path, keep: float) -> Path:
    data = source.read_bytes()
    target = tmp_path / source.name
    target.write_bytes(data[:int(len(data) * keep)])
    return target


@pytest.mark.parametrize(("make", "said"), [
    (lambda tmp: _cut(XML, tmp, 0.6), "the XML is malformed or cut short after"),
    (lambda tmp: _cut(TXT, tmp, 0.53), "the list ends in the middle of a line"),
    (lambda tmp: _cut(_zipped(TXT, tmp, "standard_nov26frl.zip"), tmp / "cut", 0.7)
     if (tmp / "cut").mkdir() is None else None, "the zip file is damaged or cut short"),
    (lambda tmp: write(tmp / "bad.txt", [TXT.read_text(encoding="utf-8").replace(
        "1500003", "15000x3")]), "bad.txt:4: FIDE ID '15000x3' is not a whole number"),
    (lambda tmp: write(tmp / "twice.xml", xml_text([*SAMPLE[:3], SAMPLE[0]])),
     "FIDE ID 1500001 is listed twice"),
    (lambda tmp: write(tmp / "other.xml", ["<?xml version='1.0'?><html></html>"]),
     "not a FIDE rating list"),
    (lambda tmp: write(tmp / "other.txt", ["Name Rating\n", "Berg 2000\n"]),
     "not a FIDE rating list: the first line has no column 'ID Number'"),
])
def test_a_bad_or_cut_list_is_refused_and_the_previous_index_kept(cli, tmp_path, data_dir,
                                                                   make, said):
    assert cli("ratings", "import", TXT)[0] == 0
    before = (data_dir / "fide-ratings.sqlite").read_bytes()
    bad = make(tmp_path)
    code, out, err = cli("ratings", "import", bad)
    assert code == 2 and said in err and str(bad.name) in err, err
    assert "Traceback" not in err and "players imported" not in out
    assert (data_dir / "fide-ratings.sqlite").read_bytes() == before
    assert [p.name for p in data_dir.iterdir()] == ["fide-ratings.sqlite"]  # no leftovers


def test_a_cut_text_list_names_its_line(cli, tmp_path):
    lines = TXT.read_text(encoding="utf-8").splitlines(keepends=True)
    cut = tmp_path / "cut.txt"
    cut.write_text("".join(lines[:10]) + lines[10][:40], encoding="utf-8")
    err = cli("ratings", "import", cut)[2]
    assert f"{cut}:11: the list ends in the middle of a line" in err


@pytest.mark.parametrize(("time_control", "minutes"), [
    ("90'+30\"", 120), ("90'/40 + 30' + 30\"", 150), ("45'/40 + 15'", 60), ("3+2", 5),
    ("15 min + 10 s", 25), ("40/120, 20/60, G/30", 210), ("G/60", 60),
    ("40 moves in 90 min + 30 min + 30 s", 150), ("classical", None), ("", None)])
def test_a_time_control_counted_for_60_moves(time_control, minutes):
    assert minutes_for_60_moves(time_control) == minutes


@pytest.mark.parametrize(("time_control", "rate"), [
    ("90'+30\"", "standard"), ("15'+10\"", "rapid"), ("3+2", "blitz"), ("", "standard"),
    ("60 min", "standard"), ("10 min", "blitz"), ("25+10", "rapid"), ("59 min", "rapid"),
    ("45'/40 + 15'", "standard")])
def test_the_rate_follows_the_time_control(time_control, rate):
    chosen = tournament_rate(Settings(system="dutch", time_control=time_control))
    assert chosen.name == rate
    assert ("Appendix A.1" in chosen.why) == (rate == "rapid")
    assert ("Appendix B.1" in chosen.why) == (rate == "blitz")
    assert tournament_rate(Settings(system="dutch", time_control="90'+30\"",
                                    rating_list="blitz")).name == "blitz"


@pytest.fixture()
def club(cli, tmp_path) -> Path:
    path = tmp_path / "t.toml"
    assert cli("new", path, "--rounds", "5", "--initial-colour", "white")[0] == 0
    assert cli("ratings", "import", XML)[0] == 0
    return path


def test_add_player_by_fide_id_fills_the_fields_from_the_list(cli, club):
    code, out, err = cli("add-player", club, "--fide-id", "1500021")
    assert code == 0, err
    assert "rating 2360 in the standard list" in out
    p = load_tournament(club).player(1)
    assert (p.name, p.title, p.federation, p.sex, p.birth_date, p.rating, p.fide_id) == (
        "Wójcik, Małgorzata", "WGM", "POL", "w", "1992", 2360, 1500021)


def test_the_rate_of_the_tournament_and_given_options_win(cli, club):
    club.unlink()
    assert cli("new", club, "--rounds", "5", "--time-control", "90'+30\"",
               "--rating-list", "blitz")[0] == 0
    assert cli("add-player", club, "--fide-id", "1500010", "--club", "Tromsø SK")[0] == 0
    assert cli("add-player", club, "--fide-id", "1500004", "--rating", "2000")[0] == 0
    t = load_tournament(club)
    assert [(p.name, p.rating, p.club) for p in t.players] == [
        ("Carlsen, Magnus", 2880, "Tromsø SK"), ("García Pérez, José", 2000, "")]


def test_a_player_not_in_the_list_is_added_as_given(cli, club):
    code, out, _ = cli("add-player", club, "Neu, Nina", "--fide-id", "999", "--rating", "1500")
    assert code == 0 and "not in the rating list" in out
    assert load_tournament(club).player(1).name == "Neu, Nina"
    code, _, err = cli("add-player", club, "--fide-id", "998")
    assert code == 2 and "give the player's name" in err


def _rerated(tmp_path: Path) -> Path:
    """The sample with new standard ratings for two players."""
    rows = [Row(**{**r.__dict__, "standard": r.standard + 100})
            if r.fide_id in (1500007, 1500017) else r for r in SAMPLE]
    return write(tmp_path / "standard_dec26frl.xml", xml_text(rows))


def test_ratings_update_before_round_1_renumbers_and_logs_nothing(cli, club, tmp_path):
    for fide_id in ("1500007", "1500018", "1500017"):
        assert cli("add-player", club, "--fide-id", fide_id)[0] == 0
    assert [p.name for p in load_tournament(club).players] == [
        "Berg, Anna", "Smith, Joanna", "Smith, John"]
    assert cli("ratings", "import", _rerated(tmp_path))[0] == 0
    code, out, _ = cli("ratings", "update", club)
    assert code == 0 and "rating 1500 -> 1600" in out and "2 rating(s) changed" in out
    assert "pairing numbers reassigned" in out
    t = load_tournament(club)
    assert [(p.name, p.rating) for p in sorted(t.players, key=lambda p: p.start_no)] == [
        ("Berg, Anna", 1750), ("Smith, John", 1600), ("Smith, Joanna", 1555)]
    assert t.log == ()


def test_ratings_update_after_round_1_logs_each_change(cli, club, tmp_path):
    for fide_id in ("1500007", "1500018", "1500017", "1500001"):
        assert cli("add-player", club, "--fide-id", fide_id)[0] == 0
    assert cli("pair", club)[0] == 0
    assert cli("ratings", "import", _rerated(tmp_path))[0] == 0
    code, out, _ = cli("ratings", "update", club)
    assert code == 0 and "2 change(s) logged" in out and "C.04.2 art. 2.3" in out
    t = load_tournament(club)
    assert {e.kind for e in t.log} == {EventKind.RATING_CHANGED} and len(t.log) == 2
    assert sorted(e.undo for e in t.log) == ["1500", "1650"]
    assert cli("ratings", "update", club)[1].startswith("ratings from the standard list")


def test_a_rating_the_list_lacks_is_kept_and_said(cli, club):
    assert cli("add-player", club, "--fide-id", "1500019", "--rating", "1590")[0] == 0
    code, out, _ = cli("ratings", "update", club)  # Svensson: rapid and blitz only
    assert code == 0 and "no standard rating in the list: rating 1590 kept" in out
    assert load_tournament(club).player(1).rating == 1590


def test_without_an_index_the_commands_say_what_to_do(cli, tmp_path):
    path = tmp_path / "t.toml"
    cli("new", path, "--rounds", "5")
    code, _, err = cli("ratings", "update", path)
    assert code == 2 and "cardtable ratings import LIST" in err
    assert cli("add-player", path, "Berg, Anna", "--fide-id", "5")[0] == 0


@pytest.mark.slow
def test_a_million_players_import_and_look_up(cli, tmp_path, data_dir):
    import time

    source = write(tmp_path / "players_list_xml_foa.xml", xml_text(generated(1_000_000)))
    started = time.perf_counter()
    code, out, err = cli("ratings", "import", source)
    print(f"1 000 000 players imported in {time.perf_counter() - started:.1f} s")
    assert code == 0 and "1000000 players imported" in out, err
    index = _index(data_dir)
    first = next(generated(1))
    assert index.by_id(first.fide_id) is not None
    assert index.search(first.name[:3])
    index.close()
