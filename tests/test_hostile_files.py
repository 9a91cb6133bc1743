"""The reproducers of the reliability drill (issue 16), each with files built here:
broken or hostile input ends in a message naming the file and the line or key, with
exit code 2, never a traceback; saving keeps its promises under every fault; output
cannot be broken or turned against the reader by what a name holds."""

from __future__ import annotations

import csv
import errno
import json
import os
import re
import socket
import threading
import time
import unicodedata
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.formats.errors import FileError
from cardtable.formats.save import FileLock
from cardtable.formats.safe_text import csv_cell, one_line, printable, trf_text
from cardtable.formats.save import backup_path, lock_path, write_atomic
from cardtable.formats.toml_write import dumps_tournament
from cardtable.systems.files import parse_toml, read_trf
from conftest import build

REPO = Path(__file__).resolve().parents[1]
SWISSBG = (REPO / "sample_tournaments" / "swissbg-club.toml").read_text(encoding="utf-8")
CLUB = (REPO / "sample_tournaments" / "club-swiss.toml").read_text(encoding="utf-8")


def _file(tmp_path: Path, text: str, name: str = "t.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _refused(cli, *args, says: str, where: str) -> str:
    code, out, err = cli(*args)
    assert code == 2, (code, out, err)
    assert says in err and where in err, err
    return err


READING = (("check",), ("standings",), ("explain",), ("export", "--trf", "x.trf"))


# -- 1, 5: numbers ------------------------------------------------------------------
@pytest.mark.parametrize("value", ["inf", "-inf", "nan", '"1e9999999"', "1e300",
                                   '"99999999999999999999/3"', "100000000000"])
@pytest.mark.parametrize("command", READING, ids=lambda c: c[0])
def test_a_number_of_points_out_of_bounds_is_named(tmp_path, cli, value, command):
    path = _file(tmp_path, CLUB.replace("win = 1\n", f"win = {value}\n", 1))
    started = time.monotonic()
    _refused(cli, command[0], path, *command[1:], says="expected a number of points",
             where=f"{path}:20: points.win:")
    assert time.monotonic() - started < 10


# -- 2: nesting ---------------------------------------------------------------------
@pytest.mark.parametrize("depth", [500, 5000])
def test_a_value_nested_hundreds_deep_is_named(tmp_path, cli, depth):
    path = _file(tmp_path, CLUB.replace("tiebreaks = [", f"x = {'[' * depth}{']' * depth}"
                                        f"\ntiebreaks = [", 1))
    for command in ("check", "result"):
        args = (path, 1, 1, "1-0") if command == "result" else (path,)
        _refused(cli, command, *args, says="nested too deeply", where=f"{path}:17:")


# -- 3: huge integers, superscript digits -------------------------------------------
def test_an_integer_of_5000_digits_is_named(tmp_path, cli):
    path = _file(tmp_path, CLUB.replace("format = 1", "format = 1" + "0" * 5000, 1))
    for command in ("check", "explain", "pair"):
        _refused(cli, command, path, says="more than 4300 digits", where=f"{path}:4:")


def test_a_large_whole_number_is_held_to_its_limit(tmp_path, cli):
    path = _file(tmp_path, CLUB.replace("rounds = 7", "rounds = " + "9" * 4000, 1))
    _refused(cli, "check", path, says="expected a whole number (0 or more), found a number of 4000 digits; at most 999",
             where=f"{path}:15: tournament.rounds:")


TRF = """012 Small
XXR {rounds}
001    1      A                                 2000                             1.0    1     2 w 1
001    2      B                                 1900                             0.0    2     1 b 0
"""


@pytest.mark.parametrize("rounds", ["²", "1" * 5000, "١"])
def test_a_trf_round_count_that_is_no_number_is_named(tmp_path, cli, rounds):
    path = _file(tmp_path, TRF.format(rounds=rounds), "t.trf")
    for command in (("check", path), ("explain", path), ("engine", "--dutch", path, "-c")):
        code, out, err = cli(*command)
        assert code == (3 if command[0] == "engine" else 2)  # the engines' "invalid input"
        assert f"{path}:2: line 2, column 5: expected the number of rounds" \
            in err, err


# -- 4: SwissBG without a seed ------------------------------------------------------
def test_a_swissbg_file_without_seed_is_checked_and_explained(tmp_path, cli):
    """Without a seed the published draw of round 1 stands for the lot."""
    path = _file(tmp_path, SWISSBG.replace("random_seed = 7\n", ""))
    code, out, _ = cli("check", path)
    assert code == 0 and "Round 1: as the rules give" in out
    code, out, _ = cli("explain", path, "--round", "1")
    assert code == 0 and "the published draw is taken as the lot" in out


def test_a_swissbg_first_round_without_seed_is_a_message(tmp_path, cli):
    text = SWISSBG.replace("random_seed = 7\n", "")
    path = _file(tmp_path, text[:text.index("[[rounds]]")])
    for command in ("explain", "pair"):
        _refused(cli, command, path, says="the first round of SwissBG is drawn by lot",
                 where="cardtable: ")


def test_the_trf_export_of_the_swissbg_sample_is_checked(tmp_path, cli):
    path = _file(tmp_path, SWISSBG)
    trf = tmp_path / "t.trf"
    assert cli("export", path, "--trf", trf)[0] == 0
    code, out, _ = cli("check", trf)
    assert code in (0, 1) and "Round 1: as the rules give" in out
    assert cli("explain", trf, "--round", "1")[0] == 0


# -- 6: names that would break a format ---------------------------------------------
def test_a_name_cannot_add_a_trf_record(tmp_path, cli):
    name = "Open\n092 SWISSBG\r\n001    9 Injected"
    path = _file(tmp_path, dumps_tournament(build(4, "1-3 1-0, 2-4 0-1", name=name)))
    trf = tmp_path / "t.trf"
    assert cli("export", path, "--trf", trf)[0] == 0
    lines = trf.read_text(encoding="utf-8").splitlines()
    assert [line[:3] for line in lines].count("092") == 1
    assert [line[:3] for line in lines].count("001") == 4
    back = read_trf(trf)
    assert back.settings.system == "dutch"
    assert back.settings.name == "Open 092 SWISSBG  001    9 Injected"
    assert cli("import", trf, "-o", tmp_path / "back.toml")[0] == 0


def test_a_player_name_with_a_line_break_reads_back(tmp_path, cli):
    tournament = build(4, "1-3 1-0, 2-4 0-1")
    players = list(tournament.players)
    players[0] = replace(players[0], name="Evil\n001    7      X")
    path = _file(tmp_path, dumps_tournament(replace(tournament, players=tuple(players))))
    trf = tmp_path / "t.trf"
    assert cli("export", path, "--trf", trf)[0] == 0
    back = read_trf(trf)
    assert [p.name for p in back.players][0] == "Evil 001    7      X"
    assert len(back.players) == 4


ESCAPE = "\x1b]0;pwned\x07\x1b[2J\x9b31m\u202e"


def test_terminal_output_shows_control_characters_escaped(tmp_path, cli):
    tournament = build(4, "1-3 1-0, 2-4 0-1", name=f"Club{ESCAPE}", rounds=3)
    players = list(tournament.players)
    players[1] = replace(players[1], name=f"Mal{ESCAPE}\nory")
    path = _file(tmp_path, dumps_tournament(replace(tournament, players=tuple(players))))
    outputs = [cli("standings", path), cli("standings", path, "--crosstable"),
               cli("standings", path, "--format", "csv"), cli("explain", path),
               cli("check", path), cli("standings", path, "--explain", "2"),
               cli("standings", path, "--format", "json"),
               cli("explain", path, "--json")]
    for code, out, err in outputs:
        assert code in (0, 1), err
        for char in ("\x1b", "\x07", "\x9b", "\u202e"):
            assert char not in out + err
    assert "Mal\\x1b]0;pwned\\x07\\x1b[2J\\u009b31m\\u202e\\nory" in outputs[0][1]
    data = json.loads(outputs[6][1])
    assert any(ESCAPE in row["name"] for row in data["rows"])


def test_a_csv_cell_that_looks_like_a_formula_is_text(tmp_path, cli):
    tournament = build(4, "1-3 1-0, 2-4 +/-")
    players = list(tournament.players)
    for i, start in enumerate(("=HYPERLINK(\"x\")", "+1+2", "-2+3", "@SUM(A1)")):
        players[i] = replace(players[i], name=start)
    path = _file(tmp_path, dumps_tournament(replace(tournament, players=tuple(players))))
    out = tmp_path / "s.csv"
    for view in ((), ("--crosstable",), ("--pairings", "1")):
        assert cli("standings", path, *view, "--format", "csv", "-o", out)[0] == 0
        cells = [c for row in csv.reader(out.open(encoding="utf-8")) for c in row]
        assert not [c for c in cells if c[:1] in ("=", "@") or c.startswith(("+1", "-2"))]
        assert "'=HYPERLINK(\"x\")" in cells and "'@SUM(A1)" in cells


# -- 7: the lock --------------------------------------------------------------------
def test_a_full_disk_at_the_lock_is_a_clear_error_leaving_nothing(tmp_path, cli, monkeypatch):
    path = _file(tmp_path, CLUB)
    before = path.read_bytes()

    def full(fd, data, offset):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "pwrite", full)
    _refused(cli, "result", path, 4, 1, "½-½", says="cannot write the lock file t.toml.lock: "
             "No space left on device", where=f"{path}:")
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.toml"]


def test_a_full_disk_at_the_save_is_a_clear_error_leaving_nothing(tmp_path, cli, monkeypatch):
    path = _file(tmp_path, CLUB)
    before = path.read_bytes()
    real_fsync = os.fsync

    def full(fd):
        if os.readlink(f"/proc/self/fd/{fd}").endswith(".tmp"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", full)
    _refused(cli, "result", path, 4, 1, "½-½", says="cannot write the file: No space left "
             "on device", where=f"{path}:")
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.toml"]


@pytest.mark.parametrize("left", ["", "garbage", "999999999 {host}\n"])
def test_a_lock_left_behind_is_taken_over_at_once(tmp_path, cli, left):
    path = _file(tmp_path, CLUB)
    lock_path(path).write_text(left.format(host=socket.gethostname()))
    started = time.monotonic()
    code, out, err = cli("result", path, 4, 1, "½-½")
    assert code == 0 and time.monotonic() - started < 5
    assert "took over the lock file t.toml.lock" in err
    assert not lock_path(path).exists()


def test_a_live_lock_is_still_refused(tmp_path, cli):
    path = _file(tmp_path, CLUB)
    with FileLock(path):
        _refused(cli, "result", path, 4, 1, "½-½", says="the file is in use",
                 where=f"{path}:")


def test_concurrent_lockers_never_both_hold(tmp_path):
    path = tmp_path / "t.toml"
    holders = []
    clashes = []

    def worker():
        for _ in range(200):
            lock = FileLock(path)
            try:
                lock.acquire()
            except FileError:
                continue
            holders.append(1)
            if len(holders) > 1:
                clashes.append(1)
            holders.pop()
            lock.release()

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not clashes and not lock_path(path).exists()


# -- 8: links, read-only files, the backup ------------------------------------------
def test_a_symbolic_link_is_written_through(tmp_path, cli):
    real = _file(tmp_path, CLUB, "real.toml")
    link = tmp_path / "link.toml"
    link.symlink_to(real)
    assert cli("result", link, 4, 1, "½-½")[0] == 0
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert parse_toml(real.read_text(encoding="utf-8")).round(4).games[0].result.token \
        == "½-½"
    assert backup_path(real).read_text(encoding="utf-8") == CLUB


def test_a_read_only_file_is_refused(tmp_path, cli):
    path = _file(tmp_path, CLUB)
    path.chmod(0o444)
    _refused(cli, "result", path, 4, 1, "½-½", says="the file is read only",
             where=f"{path}:")
    assert path.read_text(encoding="utf-8") == CLUB
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.toml"]


def test_a_failed_save_keeps_the_backup(tmp_path, monkeypatch):
    path = _file(tmp_path, "old")
    backup_path(path).write_text("older")
    real_replace = os.replace

    def refuse(src, dst):
        if Path(dst) == path:
            raise OSError(errno.EPERM, os.strerror(errno.EPERM))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(FileError, match="Operation not permitted"):
        write_atomic(path, "new", backup=True)
    assert path.read_text() == "old" and backup_path(path).read_text() == "older"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.toml", "t.toml.bak"]


# -- 10: not a regular file ---------------------------------------------------------
def test_a_fifo_is_refused_without_waiting(tmp_path, cli):
    path = tmp_path / "t.toml"
    os.mkfifo(path)
    started = time.monotonic()
    for command in (("check", path), ("result", path, 1, 1, "1-0"), ("export", path, "--trf",
                                                                     tmp_path / "x.trf")):
        _refused(cli, *command, says="not a regular file", where=f"{path}:")
    assert time.monotonic() - started < 5


def test_a_link_to_dev_zero_is_refused_without_reading(tmp_path, cli):
    path = tmp_path / "t.trf"
    path.symlink_to("/dev/zero")
    started = time.monotonic()
    _refused(cli, "check", path, says="not a regular file", where=f"{path}:")
    assert time.monotonic() - started < 5


def test_a_file_over_the_size_limit_is_refused(tmp_path, cli, monkeypatch):
    from cardtable.formats import errors

    monkeypatch.setattr(errors, "MAX_FILE_BYTES", 1000)
    path = _file(tmp_path, CLUB)
    _refused(cli, "check", path, says="larger than", where=f"{path}:")


# -- 11 and the last resort ---------------------------------------------------------
def test_running_out_of_memory_is_a_message(tmp_path, cli, monkeypatch):
    from cardtable.cli import check

    def exhausted(*args, **kwargs):
        raise MemoryError

    monkeypatch.setattr(check, "paired_again", exhausted)
    path = _file(tmp_path, CLUB)
    _refused(cli, "check", path, says="out of memory: the tournament is too large",
             where=f"cardtable check {path}")


def test_an_unforeseen_error_is_a_message_with_its_own_code(tmp_path, cli, monkeypatch):
    from cardtable.cli import check

    def bug(*args, **kwargs):
        raise KeyError("boom")

    monkeypatch.setattr(check, "paired_again", bug)
    path = _file(tmp_path, CLUB)
    code, out, err = cli("check", path)
    assert code == 70 and f"cardtable check {path}: internal error (KeyError" in err
    assert "Traceback" not in err


def test_a_missing_tournament_table_is_named(tmp_path, cli):
    path = _file(tmp_path, "format = 1\n\n[[players]]\nstart_no = 1\nname = \"A\"\n")
    for command in READING:
        _refused(cli, command[0], path, *command[1:],
                 says='the required table "[tournament]" is missing', where=f"{path}")


# -- the escaping itself ------------------------------------------------------------

@given(st.text())
def test_escaped_text_has_no_control_characters(text):
    # a line end CR LF is kept by printable (harmless on a terminal); a lone CR is not
    for shown, allowed in ((printable(text).replace("\r\n", "\n"), "\n\t"),
                           (one_line(text), ""), (trf_text(text), "")):
        assert all(c in allowed or (unicodedata.category(c) != "Cc"
                                    and c not in "\u2028\u2029\u202a\u202b\u202c\u202d\u202e"
                                                 "\u200e\u200f\u061c")
                   for c in shown)
    assert len(trf_text(text)) == len(text)  # TRF columns stay where they are


@given(st.text())
def test_a_csv_cell_never_starts_a_formula(text):
    """No line of a cell starts a formula, also after spaces: the writer quotes a cell
    with a line break (RFC 4180), so a spreadsheet starts each line in the same cell."""
    for line in re.split(r"\r\n|\r|\n", csv_cell(text)):
        start = line.lstrip(" ")
        assert start[:1] not in ("=", "@", "\t") or start == "="
        if start[:1] in "+-" and start:
            assert re.fullmatch(r"[+-]?[0-9.,½¼¾]*|[+-]/[+-]|[-+]", start)
