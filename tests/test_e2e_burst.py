"""Not one key lost, in a real terminal (tmux, 80×24): a whole evening — registration,
a bye, pairing, results, a correction, a late entry, the next round — typed as ONE
burst at machine speed gives the same file, byte for byte, as the same evening typed
key by key, each key once the screen is still (issue 33). A Swiss evening and a team
league; a burst after backspace; keys typed while the app starts.

The integrity log's clock is fixed for both runs (the one difference a second apart
would make), nothing else."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import REPO
from test_e2e_tmux import Terminal

from cardtable.systems.files import read_toml

pytestmark = [pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed"),
              pytest.mark.slow]

#: ``cardtable open NAME`` with the integrity log's clock fixed
_OPEN = ("import sys, cardtable.model.integrity as log; "
         "log.now = lambda: '2026-11-28T19:30:00+00:00'; "
         "from cardtable.cli.main import main; sys.exit(main(['open', sys.argv[1]]))")

SWISS_EVENING = [
    # registration: six players, each a form typed and saved
    *[key for name, rating in (("Adler, Anna", "2150"), ("Brandt, Boris", "2100"),
                               ("Claus, Cora", "2050"), ("Dietz, Dirk", "2000"),
                               ("Ebert, Eva", "1950"), ("Fuchs, Frank", "1900"))
      for key in ("a", name, "Tab", rating, "Enter")],
    # a half-point bye for 3 in round 1 (a name corrected on the way: backspace)
    "Home", "Down", "Down", "b", "Enter",
    "Home", "e", "C-u", "Adler, Annx", "BSpace", "e", "Enter",
    # round 1: published, its results, one corrected (the old result asked about)
    "p", "y", "1", "0", "Home", "0", "y",
    # a late entry for round 2, then round 2
    "t", "l", "Kurz, Karl", "Tab", "1700", "Enter",
    "p", "y", "1", "5", "0", "t",
]

TEAM_EVENING = [
    # round 1 by the round screen's keys, one match corrected in its match form
    "p", "y", "1", "0", "5", "1",
    "Home", "b", "C-u", "0", "Tab", "C-u", "5", "Enter",
    # round 2 by the match form, match after match
    "t", "p", "y", "b", "1", "Tab", "1", "Enter", "b", "0", "Tab", "5", "Enter", "t",
]


def _command(name: str) -> str:
    return " ".join(shlex.quote(part) for part in (
        "env", f"PYTHONPATH={REPO / 'src'}", "TERM=xterm-256color", sys.executable,
        "-c", _OPEN, name))


def _cli(*args: str, cwd: Path) -> None:
    subprocess.run([sys.executable, "-m", "cardtable", *args], cwd=cwd, check=True,
                   capture_output=True, env={"PYTHONPATH": str(REPO / "src"),
                                             "PATH": "/usr/bin:/bin"})


def _still(terminal: Terminal, timeout: float = 20) -> str:
    """The screen once two looks a fifth of a second apart show the same."""
    end = time.monotonic() + timeout
    before = terminal.screen()
    while time.monotonic() < end:
        time.sleep(0.2)
        now = terminal.screen()
        if now == before:
            return now
        before = now
    raise AssertionError(f"the screen never settled:\n{before}")


def _quit(terminal: Terminal, path: Path) -> bytes:
    terminal.keys("C-q")
    end = time.monotonic() + 15
    while terminal.running() and time.monotonic() < end:
        time.sleep(0.1)
    assert not terminal.running()
    assert not path.with_name(path.name + ".lock").exists()
    return path.read_bytes()


#: the last screen of each run (True: the burst)
shown: dict[bool, str] = {}


def _wait_file(path: Path, done, terminal: Terminal | None = None,
               timeout: float = 90) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            if done(read_toml(path)):
                return
        except Exception:  # being replaced: read again
            pass
        time.sleep(0.2)
    screen = terminal.screen() if terminal is not None else ""
    raise AssertionError(f"{path} never got there:\n{path.read_text()}\n{screen}")


def _evening(tmp_path: Path, name: str, setup, keys: list[str], done, *,
             burst: bool) -> bytes:
    folder = tmp_path / ("burst" if burst else "slow")
    folder.mkdir()
    path = folder / name
    setup(path)
    terminal = Terminal(_command(path.name), folder, "burst" if burst else "slow")
    try:
        terminal.wait_for(read_toml(path).settings.name)
        _still(terminal)
        if burst:
            terminal.keys(*keys)  # one send-keys: every key at once, at machine speed
        else:
            for key in keys:
                terminal.keys(key)
                _still(terminal)
        _wait_file(path, done, terminal)
        shown[burst] = _still(terminal)
        return _quit(terminal, path)
    finally:
        terminal.close()


def _swiss(path: Path) -> None:
    _cli("new", path.name, "--rounds", "3", "--name", "Club Night", cwd=path.parent)


def _league(path: Path) -> None:
    _cli("new", path.name, "--system", "team", "--boards", "2", "--rounds", "3",
         "--name", "League", cwd=path.parent)
    for team, players in (("Knights", ("Adler, Anna 2150", "Brandt, Boris 2100")),
                          ("Rooks", ("Claus, Cora 2050", "Dietz, Dirk 2000")),
                          ("Bishops", ("Ebert, Eva 1950", "Fuchs, Frank 1900")),
                          ("Pawns", ("Graf, Gina 1850", "Horn, Hugo 1800"))):
        _cli("add-team", path.name, team, "--players", *players, cwd=path.parent)


def test_a_swiss_evening_typed_in_one_burst_is_the_evening_typed_slowly(tmp_path):
    def done(t):
        return len(t.players) == 7 and t.round(2).complete

    burst = _evening(tmp_path, "club.toml", _swiss, SWISS_EVENING, done, burst=True)
    slow = _evening(tmp_path, "club.toml", _swiss, SWISS_EVENING, done, burst=False)
    t = read_toml(tmp_path / "slow" / "club.toml")
    assert t.player(1).name == "Adler, Anne"  # corrected, with a backspace
    assert t.round(1).bye_of(3) is not None
    # item 4: after the burst the start list shows every name and rating whole
    for p in t.players:
        assert f"{p.name}" in shown[True] and f"{p.rating}" in shown[True], shown[True]
    # item 9: the forms closed, the footer has its whole key list again
    footer = shown[True].rstrip("\n").splitlines()[-1]
    for key in ("a Add", "f Forbid", "o Setup", "p Pair", "w Walk", "r Round",
                "s Standings", "x Cross", "h Print", "? Keys"):
        assert key in footer, shown[True]
    assert len(t.players) == 7 and t.round(2).complete and t.round(1).complete
    assert burst == slow


def test_a_team_evening_typed_in_one_burst_is_the_evening_typed_slowly(tmp_path):
    def done(t):
        return t.last_paired_round == 2 and t.round(2).complete

    burst = _evening(tmp_path, "league.toml", _league, TEAM_EVENING, done, burst=True)
    slow = _evening(tmp_path, "league.toml", _league, TEAM_EVENING, done, burst=False)
    t = read_toml(tmp_path / "slow" / "league.toml")
    assert t.round(1).complete
    assert burst == slow


def test_keys_typed_while_the_app_starts_register_the_player(tmp_path):
    path = tmp_path / "club.toml"
    _swiss(path)
    terminal = Terminal(_command(path.name), tmp_path, "start")
    try:
        terminal.keys("a", "Early, Erik", "Tab", "1500", "Enter")  # before it is drawn
        _wait_file(path, lambda t: len(t.players) == 1)
        _still(terminal)
        _quit(terminal, path)
    finally:
        terminal.close()
    assert [(p.name, p.rating) for p in read_toml(path).players] == [("Early, Erik", 1500)]
