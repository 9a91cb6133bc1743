"""Every command that writes a file: a folder that does not exist or cannot be written
is named (exit 2, nothing written); a new tournament file (``new``, ``simulate -o``,
``import -o``, ``exercise new``) is never written over an existing file; and no writer
replaces a file another process holds the lock of."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cardtable.formats.save import FileLock
from conftest import SAMPLES, shared

CLUB = SAMPLES / "club-swiss.toml"
TRF = ("conformance", "dutch", "dutch-1001287006-6p-3r.trf")


def _writers(target: Path) -> dict[str, tuple]:
    """Each writing command with ``target`` as the file (or folder) it writes."""
    return {
        "new": ("new", target, "--rounds", "5"),
        "simulate": ("simulate", "--system", "dutch", "--players", "6", "--rounds", "2",
                     "--seed", "1", "-o", target),
        "import": ("import", shared(*TRF), "-o", target),
        "export": ("export", CLUB, "--trf", target.with_suffix(".trf")),
        "print": ("print", CLUB, "--what", "startlist", "-o", target.parent),
        "standings": ("standings", CLUB, "-o", target.with_suffix(".txt")),
        "exercise new": ("exercise", "new", target, "--system", "dutch", "--players", "10",
                         "--round", "2", "--seed", "1"),
        "exercise sheet": ("exercise", "sheet", CLUB, "-o", target.with_suffix(".html")),
    }


COMMANDS = list(_writers(Path("x.toml")))


@pytest.mark.parametrize("command", [c for c in COMMANDS if c != "print"])
def test_a_missing_folder_is_named(tmp_path, cli, command):
    folder = tmp_path / "nodir"
    code, out, err = cli(*_writers(folder / "x.toml")[command])
    assert code == 2 and out == "", err
    assert f"the folder {folder} does not exist" in err and err.startswith("cardtable: ")
    assert "nested too deeply" not in err and "internal error" not in err
    assert not folder.exists()


def test_print_creates_the_folder_it_is_told_to_write_into(tmp_path, cli):
    """``print -o DIR`` is a folder of pages: made when it does not exist (issue 26)."""
    folder = tmp_path / "pages" / "round5"
    code, out, _ = cli("print", CLUB, "--what", "startlist", "-o", folder)
    assert code == 0 and out.strip() == str(folder / "club-swiss-startlist.html")
    assert (folder / "club-swiss-startlist.html").read_text().startswith("<!DOCTYPE html>")


@pytest.mark.parametrize("command", COMMANDS)
def test_a_file_in_place_of_the_folder_is_named(tmp_path, cli, command):
    (tmp_path / "plain").write_text("x")
    code, _, err = cli(*_writers(tmp_path / "plain" / "x.toml")[command])
    assert code == 2 and f"{tmp_path / 'plain'} is not a folder" in err


@pytest.mark.parametrize("command", COMMANDS)
def test_a_folder_the_system_refuses_is_named(tmp_path, cli, command):
    if not Path("/proc/self").exists():
        pytest.skip("no /proc here")
    code, _, err = cli(*_writers(Path("/proc/x.toml"))[command])
    assert code == 2 and "the folder /proc" in err and "internal error" not in err


NEW_FILES = ["new", "simulate", "import", "exercise new"]


@pytest.mark.parametrize("command", NEW_FILES)
def test_a_new_tournament_file_never_replaces_one(tmp_path, cli, command):
    target = tmp_path / "a.toml"
    shutil.copy(CLUB, target)
    before = target.read_bytes()
    code, out, err = cli(*_writers(target)[command])
    assert code == 2 and out == ""
    assert err == f"cardtable: {target}: already exists; choose another name\n"
    assert target.read_bytes() == before and not target.with_name("a.toml.bak").exists()


@pytest.mark.parametrize("command", COMMANDS)
def test_no_writer_replaces_a_file_in_use(tmp_path, cli, command):
    """Another process (the app, a command) holds the file's lock: even a writer that
    may replace its output (export, print, ...) leaves it alone."""
    args = _writers(tmp_path / "sim.toml")[command]
    written = Path(next(str(a) for a in args[1:] if str(a).startswith(str(tmp_path))))
    if command == "print":
        written = tmp_path / "club-swiss-startlist.html"
    lock = FileLock(written)
    lock.acquire()
    try:
        code, _, err = cli(*args)
    finally:
        lock.release()
    assert code == 2 and "the file is in use" in err, err
    assert not written.exists()


@pytest.mark.parametrize("command", ["export", "standings", "exercise sheet"])
def test_an_output_never_replaces_a_tournament_file(tmp_path, cli, command):
    target = tmp_path / "club.toml"
    shutil.copy(CLUB, target)
    args = [target if isinstance(a, Path) and a.parent == tmp_path else a
            for a in _writers(tmp_path / "x.toml")[command]]
    code, _, err = cli(*args)
    assert code == 2 and "is for tournament files; choose another name" in err
    assert target.read_bytes() == CLUB.read_bytes()


def test_simulate_and_import_write_new_files(tmp_path, cli):
    code, out, _ = cli(*_writers(tmp_path / "sim.toml")["simulate"])
    assert code == 0 and out == f"simulated {tmp_path / 'sim.toml'}: 6 players, 2 rounds " \
                                 f"(dutch, seed 1)\n"
    code, out, _ = cli(*_writers(tmp_path / "imported.toml")["import"])
    assert code == 0 and out.startswith("imported ")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["imported.toml", "sim.toml"]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs Linux's /dev/full")
@pytest.mark.parametrize("command", [["standings"], ["check"], ["explain"]])
def test_output_to_a_full_device_is_said_so_not_called_a_bug(command):
    """Standard output on a full device: the command says it cannot write and why
    (exit 74, sysexits' input/output error), not "internal error ... a bug"."""
    import subprocess
    import sys

    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "cardtable.cli.main", *command,
             str(SAMPLES / "club-swiss.toml")],
            stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
    assert done.returncode == 74, done.stderr
    assert "cannot write: No space left on device" in done.stderr
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr
