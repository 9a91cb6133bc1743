"""Saving: atomic replacement with a backup, the lock file, and a process killed in
the middle of a save never leaving a broken file."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time

import pytest

from cardtable.formats.errors import FileError, FileInUse
from cardtable.formats.save import FileLock
from cardtable.formats.toml_file import dumps_tournament
from cardtable.systems.files import parse_toml
from cardtable.formats.save import backup_path, check_new, lock_path, write_atomic
from conftest import REPO, build


def test_a_save_replaces_the_file_and_keeps_the_previous_version(tmp_path):
    path = tmp_path / "t.toml"
    write_atomic(path, "first\n", backup=True)
    assert path.read_text() == "first\n" and not backup_path(path).exists()
    write_atomic(path, "second\n", backup=True)
    write_atomic(path, "third\n", backup=True)
    assert path.read_text() == "third\n"
    assert backup_path(path).read_text() == "second\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.toml", "t.toml.bak"]


def test_a_save_keeps_the_permissions_of_the_file(tmp_path):
    path = tmp_path / "t.toml"
    path.write_text("x")
    path.chmod(0o640)
    write_atomic(path, "y", backup=True)
    assert path.stat().st_mode & 0o777 == 0o640


def test_a_failed_save_leaves_the_file_as_it_was(tmp_path, monkeypatch):
    path = tmp_path / "t.toml"
    path.write_text("old")

    def broken(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(FileError, match="cannot write the file: No space left on device"):
        write_atomic(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["t.toml"]


def test_a_save_removes_temporary_files_left_by_a_killed_save(tmp_path):
    path = tmp_path / "t.toml"
    old, fresh = tmp_path / ".t.toml.abc.tmp", tmp_path / ".t.toml.def.tmp"
    old.write_text("half")
    fresh.write_text("being written")
    os.utime(old, (time.time() - 3600,) * 2)
    write_atomic(path, "x")
    assert not old.exists() and fresh.exists()


def test_a_folder_that_does_not_exist_is_reported(tmp_path):
    missing = tmp_path / "missing"
    with pytest.raises(FileError, match=f"cannot write the file: the folder {missing} does "
                                        f"not exist"):
        write_atomic(missing / "t.toml", "x")


def test_the_lock_of_a_file_in_a_missing_folder_names_the_folder(tmp_path):
    """Not a retry without end (a RecursionError: "nested too deeply" on the command
    line, a frozen app)."""
    missing = tmp_path / "missing"
    for path in (missing / "t.toml", tmp_path / "t.toml" / "x.toml"):
        if path.parent != missing:
            path.parent.write_text("a file, not a folder")
        with pytest.raises(FileError, match="cannot write the file: .* (does not exist|is "
                                            "not a folder)"):
            FileLock(path).acquire()
        with pytest.raises(FileError, match="cannot be created"):
            check_new(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.toml"]


# -- the lock ----------------------------------------------------------------
def test_a_second_writer_is_told_the_file_is_in_use(tmp_path):
    path = tmp_path / "t.toml"
    with FileLock(path):
        assert lock_path(path).read_text().split()[0] == str(os.getpid())
        with pytest.raises(FileInUse, match=f"process {os.getpid()}.*t.toml.lock"):
            FileLock(path).acquire()
    assert not lock_path(path).exists()
    with FileLock(path):
        pass


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_a_stale_lock_is_taken_over(tmp_path):
    path = tmp_path / "t.toml"
    import socket

    lock_path(path).write_text(f"{_dead_pid()} {socket.gethostname()}\n")
    with FileLock(path):
        assert lock_path(path).read_text().split()[0] == str(os.getpid())


def test_a_lock_from_another_host_counts_as_held(tmp_path):
    path = tmp_path / "t.toml"
    lock_path(path).write_text(f"{_dead_pid()} some-other-host\n")
    with pytest.raises(FileInUse, match="on some-other-host"):
        FileLock(path).acquire()


def test_an_empty_lock_is_taken_over_at_once(tmp_path):
    """Our own locks are never empty while held (the kernel's flock decides), so an
    empty one was left by a killed process: taken over without waiting, saying so."""
    path = tmp_path / "t.toml"
    lock = lock_path(path)
    lock.write_text("")
    with FileLock(path) as held:
        assert "took over the lock file t.toml.lock (left empty" in held.notice
        assert lock.read_text().split()[0] == str(os.getpid())


def test_the_command_line_refuses_a_file_in_use(tmp_path):
    path = tmp_path / "t.toml"
    path.write_text(dumps_tournament(build(2, "1-2")))
    before = path.read_bytes()
    with FileLock(path):
        done = subprocess.run([sys.executable, "-m", "cardtable", "result", str(path),
                               "1", "1", "1-0"], capture_output=True, text=True,
                              env={**os.environ, "PYTHONPATH": str(REPO / "src")})
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "the file is in use" in done.stderr
    assert path.read_bytes() == before


# -- killed in the middle ----------------------------------------------------
SAVER = """
import os, sys, time
from cardtable.formats.save import write_atomic
texts = [open(p, encoding="utf-8").read() for p in sys.argv[2:4]]
slow_fsync = os.fsync
def fsync(fd):  # widen the window in which a kill lands inside a save
    time.sleep(0.0005)
    slow_fsync(fd)
os.fsync = fsync
write_atomic(sys.argv[1], texts[0], backup=True)
print("ready", flush=True)
n = 0
while True:
    n += 1
    write_atomic(sys.argv[1], texts[n % 2], backup=True)
"""


def _big(players: int, seed: int) -> str:
    rng = random.Random(seed)
    rounds = []
    for _ in range(5):
        order = rng.sample(range(1, players + 1), players)
        rounds.append(", ".join(f"{order[i]}-{order[i + 1]} {rng.choice(['1-0', '=', '0-1'])}"
                                for i in range(0, players, 2)))
    return dumps_tournament(build(players, *rounds))


def test_killing_the_process_during_a_save_never_leaves_a_broken_file(tmp_path):
    versions = [_big(200, 1), _big(200, 2)]
    sources = []
    for i, text in enumerate(versions):
        source = tmp_path / f"v{i}.txt"
        source.write_text(text, encoding="utf-8")
        sources.append(str(source))
    target = tmp_path / "t.toml"
    rng = random.Random(7)
    env = {**os.environ, "PYTHONPATH": str(REPO / "src")}
    for _ in range(8):
        child = subprocess.Popen([sys.executable, "-c", SAVER, str(target), *sources],
                                 stdout=subprocess.PIPE, text=True, env=env)
        assert child.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.0, 0.05))
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        text = target.read_text(encoding="utf-8")
        assert text in versions
        parse_toml(text)
        if backup_path(target).exists():  # none while the first save was killed
            assert backup_path(target).read_text(encoding="utf-8") in versions
    write_atomic(target, versions[0], backup=True)
    assert target.read_text(encoding="utf-8") == versions[0]
