"""The security drill of issue 25, one test (or a few) for each of its nine faults;
fault 1 (serve) is in test_serve_security.py, the fuzz classes and the round trip in
test_fuzz_readers.py."""

from __future__ import annotations

import asyncio
import csv
import io
import os
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest

from cardtable.app.store import ChangedOnDisk, TournamentFile
from cardtable.formats.errors import FileError
from cardtable.formats.csv_tables import render_csv
from cardtable.formats.safe_text import csv_cell, displayable, one_line, printable
from cardtable.formats.tables import Table
from cardtable.formats.toml_write import dumps_tournament
from cardtable.model.player import Player
from cardtable.model.tournament import Settings
from cardtable.systems.files import dumps_trf, parse_toml, parse_trf, write_trf

from conftest import SAMPLES, build

CLUB = (SAMPLES / "club-swiss.toml").read_text(encoding="utf-8")
OSC_TITLE = "\x1b]0;pwned\x07"
OSC_CLIPBOARD = "\x1b]52;c;Y2FsYw==\x07"


def _file(tmp_path: Path, text: str, name: str = "t.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _round_trip(text: str) -> str:
    """The TRF export of a TRF text imported: must be the text itself."""
    return dumps_trf(parse_trf(text))


# -- 2: the app passes escape sequences to the terminal ------------------------------
def _hostile_club() -> str:
    return (CLUB.replace('name = "Hoffmann, Lukas"', f'name = "Hoffmann{_toml(OSC_TITLE)}"')
            .replace('club = "SK Lindenau"', f'club = "SK{_toml(OSC_TITLE)}"', 1)
            .replace('chief_arbiter = "Petersen, Ole"',
                     f'chief_arbiter = "Petersen{_toml(OSC_CLIPBOARD)}"')
            .replace('place = "Lindenau"', 'place = "Lindenau\\u009b2J\\u200f"'))


def _toml(text: str) -> str:
    return "".join(f"\\u{ord(c):04x}" if ord(c) < 0x20 else c for c in text)


def test_the_app_holds_every_text_of_the_file_escaped(tmp_path):
    path = _file(tmp_path, _hostile_club())
    shown = TournamentFile(path, practice=True).open()
    texts = [shown.settings.chief_arbiter, shown.settings.place,
             *(p.name for p in shown.players), *(p.club for p in shown.players)]
    assert not any(c in text for text in texts for c in "\x1b\x07\x9b\u200f")
    assert shown.players[0].name == "Hoffmann\\x1b]0;pwned\\x07"
    assert shown.settings.chief_arbiter == "Petersen\\x1b]52;c;Y2FsYw==\\x07"
    assert shown.settings.place == "Lindenau\\u009b2J\\u200f"


def test_the_app_shows_the_escape_sequences_as_text(tmp_path):
    from cardtable.app.app import CardtableApp

    path = _file(tmp_path, _hostile_club())
    app = CardtableApp(path, practice=True)

    async def main() -> str:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await app.workers.wait_for_complete()
            await pilot.pause()
            return app.export_screenshot()

    screen = asyncio.run(main())
    assert "\x1b" not in screen and "\x07" not in screen
    assert "Hoffmann\\x1b]0;pwned\\x07" in screen.replace("&#160;", " ")


def test_displayable_covers_every_text_field():
    """A text field added to the settings or a player must be escaped too."""
    from dataclasses import fields

    bad = "\x1b]0;x\x07"
    settings = Settings(**{f.name: bad for f in fields(Settings) if f.type == "str"},
                        deputy_arbiters=(bad,), tiebreaks=(bad,))
    player = Player(1, **{f.name: bad for f in fields(Player) if f.type == "str"})
    shown = displayable(replace(build(2), settings=settings, players=(player,)))
    for record in (shown.settings, shown.players[0]):
        for f in fields(record):
            value = getattr(record, f.name)
            assert "\x1b" not in str(value), f.name


# -- 3: CSV formula injection through a carriage return -------------------------------
def test_csv_quotes_a_cr_and_guards_each_line_of_a_cell(tmp_path, cli):
    name = "Evil\r=cmd|' /C calc'!A0"
    path = _file(tmp_path, dumps_tournament(build(4, "1-3 1-0, 2-4 0-1", rounds=3)
                                            ).replace('"P1"', f'"{name}"'.replace("\r", "\\r")))
    out = tmp_path / "s.csv"
    assert cli("standings", path, "--format", "csv", "-o", out)[0] == 0
    data = out.read_bytes().decode("utf-8")
    assert data.count("\r\n") == data.count("\n") and data.endswith("\r\n")
    # the lone CR is written escaped, as the terminal shows it (issue 35): the file
    # has no raw control, and the line after it kept its formula guard
    assert "\r'" not in data and "Evil\\x0d'=cmd|' /C calc'!A0" in data
    rows = list(csv.reader(io.StringIO(data, newline="")))
    assert any(cell == "Evil\\x0d'=cmd|' /C calc'!A0" for row in rows for cell in row)


@pytest.mark.parametrize("cell, guarded", [
    (" =1+1", "' =1+1"), ("  @SUM(A1)", "'  @SUM(A1)"), ("a\n=1", "a\n'=1"),
    ("a\r\n+1+cmd\r-2+x", "a\r\n'+1+cmd\r'-2+x"), ("1\n+2", "1\n+2"), ("-3", "-3"), (" -3", " -3"), ("+/-", "+/-"),
    ("Bob", "Bob")])
def test_the_formula_guard(cell, guarded):
    assert csv_cell(cell) == guarded


def test_csv_follows_rfc_4180():
    table = Table("t", "", ("Name", "Club"), (("a,b", 'say "x"'), ("c\nd", "e\rf")),
                  (False, False))
    assert render_csv(table) == ('Name,Club\r\n"a,b","say ""x"""\r\n'
                                 '"c\nd","e\rf"\r\n')


# -- 4: engine skips the input guard ------------------------------------------------
def test_engine_refuses_a_fifo_at_once(tmp_path, cli):
    fifo = tmp_path / "in.trf"
    os.mkfifo(fifo)
    # a reader that waits on the FIFO is let go after 5 s (and the test fails)
    release = threading.Timer(5, _open_for_writing, (fifo,))
    release.daemon = True
    release.start()
    started = time.monotonic()
    code, out, err = cli("engine", "--dutch", fifo, "-p")
    waited = time.monotonic() - started
    release.cancel()
    assert waited < 5
    assert code == 5 and out == ""
    assert err == (f"cardtable engine: {fifo}: cannot read the file: it is not a regular "
                   f"file (a folder, a FIFO or a device)\n")


def _open_for_writing(fifo: Path) -> None:
    try:
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    except OSError:  # nobody reads it: nobody is waiting
        pass


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_engine_refuses_a_device(cli, device):
    code, _, err = cli("engine", "--dutch", device, "-c")
    assert code == 5 and err.count("cardtable") == 1 and "not a regular file" in err


def test_engine_refuses_a_file_over_the_limit_unread(tmp_path, cli):
    big = tmp_path / "big.trf"
    with big.open("wb") as f:
        f.truncate(200 * 1024 * 1024)  # sparse: nothing is written to disk
    code, _, err = cli("engine", "--dutch", big, "-p")
    assert code == 5 and "larger than 64 MiB" in err and err.count("cardtable") == 1


def test_out_of_memory_is_said_once_prefixed(monkeypatch, cli, tmp_path):
    from cardtable.cli import engine

    def exhausted(*args, **kwargs):
        raise MemoryError

    monkeypatch.setattr(engine, "load", exhausted)
    code, _, err = cli("engine", "--dutch", tmp_path / "x.trf", "-p")
    assert code == 2 and err.startswith("cardtable engine: out of memory")
    assert "cardtable: cardtable" not in err


# -- 5: an outside edit keeping size and time is overwritten -------------------------
def test_a_change_keeping_size_and_time_is_not_saved_over(tmp_path):
    path = _file(tmp_path, CLUB)
    store = TournamentFile(path)
    tournament = store.open()
    try:
        info = path.stat()
        theirs = CLUB.replace("Lindenau", "Lindenoe", 1)  # same length
        path.write_text(theirs, encoding="utf-8")
        os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))  # cp -p, rsync -t
        assert path.stat().st_size == info.st_size
        with pytest.raises(ChangedOnDisk):
            store.save(replace(tournament, settings=replace(tournament.settings,
                                                            place="Mine")))
        assert path.read_text(encoding="utf-8") == theirs
        kept = store.save(tournament, over_theirs=True)  # the arbiter chose to
        assert (tmp_path / kept).read_text(encoding="utf-8") == theirs
    finally:
        store.close()


# -- 6: export writes TRF files its own import refuses ------------------------------
@pytest.mark.parametrize("loss, says", [(-2, "-12 points"), (0, None)])
def test_a_score_wider_than_four_columns_is_refused(tmp_path, cli, loss, says):
    boards = ", ".join(["1-2 0-1"] * 1)
    tournament = build(2, *[boards] * 6, rounds=6)
    points = replace(tournament.settings.points, loss=loss)
    path = _file(tmp_path, dumps_tournament(replace(tournament, settings=replace(
        tournament.settings, points=points))))
    trf = tmp_path / "t.trf"
    code, _, err = cli("export", path, "--trf", trf)
    if says is None:
        assert code == 0 and _round_trip(trf.read_text()) == trf.read_text()
        return
    assert code == 2 and not trf.exists()
    assert (f"{trf}: not written: player 1's score: {says} do not fit TRF's 4 columns "
            f"(from -9.9 to 99.9)") in err


def test_a_hundred_points_are_refused():
    tournament = build(2, *["1-2 1-0"] * 1, rounds=1)
    rich = replace(tournament.settings.points, win=100)
    with pytest.raises(FileError, match=r"\(162 W\): 100 points do not fit TRF's 4 col"):
        write_trf(replace(tournament, settings=replace(tournament.settings, points=rich)),
                  "/nonexistent/t.trf")


def test_a_name_of_control_characters_only_is_refused(tmp_path, cli):
    path = _file(tmp_path, dumps_tournament(build(2, "1-2 1-0", rounds=2)).replace(
        'name = "P2"', 'name = "\\u0007\\u001b\\u0000"'))
    code, _, err = cli("export", path, "--trf", tmp_path / "t.trf")
    assert code == 2 and "player 2: the name has no character TRF can hold" in err


def test_no_rounds_given_paired_rounds_and_a_withdrawal_read_back(tmp_path, cli):
    tournament = build(5, "1-3 1-0, 2-4 0-1, 5 PAB", "3-2 1-0, 4-5 ½-½, 1 PAB", rounds=0)
    players = list(tournament.players)
    players[4] = replace(players[4], withdrawn_after=2)
    path = _file(tmp_path, dumps_tournament(replace(tournament, players=tuple(players))))
    trf = tmp_path / "t.trf"
    assert cli("export", path, "--trf", trf)[0] == 0
    assert cli("check", trf)[0] in (0, 1)
    assert _round_trip(trf.read_text()) == trf.read_text()


# -- 7: tie-break codes are not checked on reading ----------------------------------
def test_a_wrong_tiebreak_code_in_toml_is_named_at_its_line(tmp_path, cli):
    path = _file(tmp_path, CLUB.replace('tiebreaks = ["BH", "SB", "DE"]',
                                        'tiebreaks = ["TPR/CUT"]'))
    for command in ("check", "pair", "standings"):
        code, _, err = cli(command, path)
        assert code == 2 and f"{path}:17: tournament.tiebreaks:" in err, err
        assert "/CUT" in err


@pytest.mark.parametrize("record", ["202 999", "212 BH, XYZ", "202 BH/C9/C1", "202 BH, BH"])
def test_a_wrong_tiebreak_code_in_trf_is_named_at_its_line(tmp_path, cli, record):
    text = dumps_trf(build(2, "1-2 1-0", rounds=2))
    lines = text.splitlines()
    lines.insert(3, record)
    path = _file(tmp_path, "\n".join(lines) + "\n", "t.trf")
    for command in (("check", path), ("import", path, "-o", tmp_path / "t.toml"),
                    ("standings", path)):
        code, _, err = cli(*command)
        assert code == 2 and f"{path}:4: line 4, column 5: tie-breaks:" in err, err
    assert not (tmp_path / "t.toml").exists()


# -- 8: the system label changes the system -----------------------------------------
@pytest.mark.parametrize("fmt", ["trf26", "trf16"])
@pytest.mark.parametrize("label, acceleration", [
    ("Club rules (not SWISSBG)", "none"), ("a ROUND ROBIN in spirit", "none"),
    ("No BAKU here", "none"), ("SWISSBG", "baku")])
def test_the_system_label_cannot_change_the_system(tmp_path, fmt, label, acceleration):
    tournament = build(4, "1-3 1-0, 2-4 0-1", rounds=5)
    settings = replace(tournament.settings, system="dutch", system_label=label,
                       acceleration=acceleration)
    text = dumps_trf(replace(tournament, settings=settings), fmt)
    back = parse_trf(text)
    assert (back.settings.system, back.settings.acceleration) == ("dutch", acceleration)
    assert dumps_trf(back, fmt) == text
    if fmt == "trf26":
        assert f"092 {label}" in text.splitlines()[3:5] or label == "SWISSBG"
        assert "192 FIDE_DUTCH_2025" + ("_BAKU" if acceleration == "baku" else "") in text


def test_the_code_in_192_is_read_before_any_word(tmp_path):
    text = dumps_trf(build(2, "1-2 1-0", rounds=2)).replace(
        "092 FIDE_DUTCH_2025", "092 SWISSBG club").replace("192 FIDE_DUTCH_2025",
                                                            "192 FIDE_ROUNDROBIN")
    assert parse_trf(text).settings.system == "roundrobin"
    assert parse_trf(text.replace("192 FIDE_ROUNDROBIN\n", "")).settings.system == "swissbg"


# -- 9: bidi marks reach the output unescaped -----------------------------------------
@pytest.mark.parametrize("mark", ["\u200f", "\u200e", "\u061c", "\u202e", "\u2067"])
def test_bidi_controls_are_escaped(mark):
    assert mark not in printable(f"a{mark}b") and mark not in one_line(f"a{mark}b")
    assert f"\\u{ord(mark):04x}" in printable(f"a{mark}b")


def test_bidi_marks_in_a_name_reach_the_cli_escaped(tmp_path, cli):
    path = _file(tmp_path, CLUB.replace('name = "Hoffmann, Lukas"',
                                        'name = "\u200fHoffmann\u061c"'))
    code, out, _ = cli("standings", path)
    assert code == 0 and "\\u200fHoffmann\\u061c" in out
    assert "\u200f" not in out and "\u061c" not in out


def test_crlf_reaches_the_terminal_but_a_lone_cr_does_not():
    assert printable("a\r\nb\rc") == "a\r\nb\\x0dc"


def test_every_file_check_accepts_is_parsed_back_alike():
    """The samples: export, import, export gives the same bytes."""
    for sample in sorted(SAMPLES.glob("*.toml")):
        tournament = parse_toml(sample.read_text(encoding="utf-8"), str(sample))
        for fmt in ("trf26", "trf16") if not tournament.teams else ("trf26",):  # no teams in 16
            text = dumps_trf(tournament, fmt)
            assert dumps_trf(parse_trf(text), fmt) == text, (sample.name, fmt)
