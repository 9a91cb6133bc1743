"""``cardtable print --pdf`` and ``--lp`` (issue 33): the A4 pages as one PDF, opened
again with pypdf and checked as text (the number of sheets, the names, the results);
names in any script printed or refused clearly; ``--lp`` with a fake ``lp`` on PATH and
without one; no write through a planted symbolic link."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader

from cardtable.formats.pdf import font_files
from cardtable.systems.files import load_tournament

from conftest import SAMPLES


def _text(path: Path) -> tuple[int, str]:
    reader = PdfReader(path)
    return len(reader.pages), "\n".join(page.extract_text() for page in reader.pages)


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture()
def club(tmp_path) -> Path:
    path = tmp_path / "club.toml"
    shutil.copy(SAMPLES / "club-swiss.toml", path)
    return path


def test_all_pages_of_a_swiss_round_in_one_pdf(cli, club):
    code, out, err = cli("print", club, "--pdf")
    assert code == 0, err
    pdf = Path(out.strip())
    assert pdf.name == "club-round4.pdf" and pdf.parent == club.parent
    sheets, text = _text(pdf)
    t = load_tournament(club)
    assert sheets == 5  # pairings, by name, standings, crosstable, start list: a sheet each
    for title in ("pairings", "pairings by name", "standings", "crosstable", "start list"):
        assert f"{t.settings.name} — {title}" in text
    lines = text.splitlines()
    for game in t.round(4).games:  # each board a line: board, White, result, Black
        white, black = t.player(game.white), t.player(game.black)
        assert game.result is not None
        line = next(line for line in lines if line.startswith(f"{game.board} {white.start_no} "))
        assert line.index(white.name) < line.index(f" {game.result.token} ") \
            < line.index(black.name), line
    flat = _flat(text)
    for p in t.players:
        assert p.name in flat


def test_one_page_and_the_round_are_chosen(cli, club):
    code, out, _ = cli("print", club, "--pdf", "--what", "pairings", "--round", "2")
    pdf = Path(out.strip())
    assert code == 0 and pdf.name == "club-round2-pairings.pdf"
    sheets, text = _text(pdf)
    assert sheets == 1 and "Round 2 of 7" in text


def test_a_team_competition_prints_its_matches(cli, tmp_path):
    path = tmp_path / "league.toml"
    shutil.copy(SAMPLES / "team-league.toml", path)
    code, out, _ = cli("print", path, "--pdf", "--what", "pairings")
    assert code == 0
    text = _flat(_text(Path(out.strip()))[1])
    t = load_tournament(path)
    for team in t.teams:
        assert team.name in text
    assert "Match 1:" in text and "Board" in text


def _unicode_club(cli, tmp_path: Path) -> Path:
    path = tmp_path / "names.toml"
    cli("new", path, "--rounds", "3")
    for name, rating in (("Łukasiewicz, Paweł", 2300), ("Müller, Anna", 2200),
                         ("Nguyễn, Văn An", 2100), ("Dubois, Émile", 2000)):
        cli("add-player", path, name, "--rating", rating)
    assert cli("pair", path)[0] == 0
    assert cli("result", path, "1", "1", "½-½")[0] == 0
    return path


def test_names_in_any_latin_script_print_with_dejavu(cli, tmp_path, monkeypatch):
    fonts = font_files()
    path = _unicode_club(cli, tmp_path)
    if fonts is None:  # no Unicode font on this machine: a clear refusal instead
        code, _, err = cli("print", path, "--pdf")
        assert code == 2 and "cannot be printed" in err and "fonts-dejavu-core" in err
        return
    code, out, err = cli("print", path, "--pdf")
    assert code == 0, err
    text = _flat(_text(Path(out.strip()))[1])
    for name in ("Łukasiewicz, Paweł", "Müller, Anna", "Nguyễn, Văn An", "Dubois, Émile"):
        assert name in text
    assert "½-½" in text


def test_without_a_unicode_font_western_names_print_and_others_are_refused(cli, tmp_path,
                                                                        monkeypatch):
    monkeypatch.setenv("CARDTABLE_PDF_FONT", "")  # the PDF's own Helvetica
    path = _unicode_club(cli, tmp_path)
    code, out, err = cli("print", path, "--pdf")
    assert code == 2 and ("'Łukasiewicz, Paweł' cannot be printed: the font (the PDF's "
                          "Helvetica) has no Ł ł") in err
    assert "Traceback" not in err and not list(tmp_path.glob("*.pdf"))
    western = tmp_path / "west.toml"
    cli("new", western, "--rounds", "3")
    for name in ("Müller, Anna", "Dubois, Émile", "Østergård, Søren"):
        cli("add-player", western, name)
    cli("pair", western)
    cli("result", western, "1", "1", "½-½")
    code, out, err = cli("print", western, "--pdf")
    assert code == 0, err
    text = _flat(_text(Path(out.strip()))[1])
    assert "Østergård, Søren" in text and "½-½" in text and "Dubois, Émile" in text


def test_lp_sends_the_pdf_to_the_named_printer(cli, club, tmp_path, monkeypatch):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "lp.log"
    lp = bin_dir / "lp"
    lp.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > {log}\necho "request id is office-7 '
                  f'(1 file(s))"\n')
    lp.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    code, out, err = cli("print", club, "--lp", "office")
    assert code == 0, err
    pdf = club.parent / "club-round4.pdf"
    assert log.read_text().split("\n")[:3] == ["-d", "office", str(pdf.resolve())]
    assert "sent to the printer office with lp: request id is office-7" in out
    assert cli("print", club, "--lp")[0] == 0  # the default printer: no -d
    assert log.read_text().split("\n")[0] == str(pdf.resolve())


def test_lp_refusing_or_missing_is_said_plainly(cli, club, tmp_path, monkeypatch):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    monkeypatch.setenv("PATH", str(bin_dir))  # no lp anywhere
    code, out, err = cli("print", club, "--lp")
    assert code == 2 and "this system has no print queue (the CUPS command lp is not " \
                         "installed)" in err
    assert (club.parent / "club-round4.pdf").is_file()  # written, for printing elsewhere
    lp = bin_dir / "lp"
    lp.write_text('#!/bin/sh\necho "lp: The printer or class does not exist." >&2\nexit 1\n')
    lp.chmod(0o755)
    code, _, err = cli("print", club, "--lp", "nowhere")
    assert code == 2 and "lp refused the job (lp: The printer or class does not exist.)" in err


def test_a_planted_symbolic_link_is_not_written_through(cli, club, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    (club.parent / "club-round4.pdf").symlink_to(victim)
    code, _, err = cli("print", club, "--pdf")
    assert code == 2 and "is a symbolic link" in err
    assert victim.read_text() == "keep me"


@pytest.mark.parametrize("font", ["found", "none"])
def test_a_name_the_font_lacks_letters_for_is_refused_not_printed_without_them(
        cli, tmp_path, monkeypatch, font):
    if font == "none":
        monkeypatch.setenv("CARDTABLE_PDF_FONT", "")
    path = tmp_path / "far.toml"
    cli("new", path, "--rounds", "3")
    cli("add-player", path, "Berg, Anna")
    cli("add-player", path, "王, 小明")
    code, out, err = cli("print", path, "--pdf")
    assert code == 2 and "'王, 小明' cannot be printed" in err and "小 明 王" in err
    assert "CARDTABLE_PDF_FONT" in err and not list(tmp_path.glob("*.pdf"))


def test_a_long_table_repeats_its_header_and_a_wide_cell_wraps(tmp_path):
    """A table longer than a sheet goes on to the next with its header row again; a
    cell wider than its column (the type at its smallest) wraps between words, every
    word printed; numbers stay in their column."""
    from cardtable.formats.page_layout import Cell, PageLayout, TableBlock
    from cardtable.formats.pdf import render_pdf

    long_name = " ".join(f"Word{n}" for n in range(60))
    rows = [[Cell(str(n), numeric=True), Cell(f"Player {n}"), Cell(str(2000 + n), True)]
            for n in range(1, 121)]
    rows[5][1] = Cell(long_name)
    header = [Cell("No", True), Cell("Name"), Cell("Rtg", True)]
    path = tmp_path / "long.pdf"
    path.write_bytes(render_pdf([PageLayout("Long list", blocks=[TableBlock(header, rows)])]))
    reader = PdfReader(path)
    sheets = [page.extract_text() for page in reader.pages]
    assert len(sheets) >= 2
    for sheet in sheets:
        assert sheet.split("\n")[1 if sheet is sheets[0] else 0].split()[:3] == [
            "No", "Name", "Rtg"]
    flat = _flat(" ".join(sheets))
    for n in range(60):
        assert f"Word{n}" in flat
    assert all(f"Player {n} {2000 + n}" in flat for n in range(1, 121) if n != 6)
