"""A whole club evening end to end in a real terminal (tmux, 80×24, TERM=xterm), with
the app's keys only: a file that does not exist is created from the form, ten players
registered (one a late entry), a half-point bye requested, a forbidden pair, a round
published, taken back and published again, a wrong result corrected, a withdrawal,
five rounds to the final standings, the pages printed. The screen and the file are
checked at each step."""

from __future__ import annotations

import re
import shutil
import time

import pytest
from test_e2e_tmux import Terminal, open_command

from cardtable.systems.files import read_toml
from cardtable.model import ByeKind


pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

PLAYERS = [("Adler, Anna", 2150), ("Brandt, Boris", 2100), ("Claus, Cora", 2050),
           ("Dietz, Dirk", 2000), ("Ebert, Eva", 1950), ("Fuchs, Frank", 1900),
           ("Graf, Gina", 1850), ("Horn, Hugo", 1800), ("Ilse, Ida", 1750)]
RESULT_KEYS = ["1", "0", "5", "1", "0"]


def _keys(terminal, *keys: str) -> None:
    """One key (or one piece of text) at a time, as a person types."""
    for key in keys:
        terminal.keys(key)
        time.sleep(0.15)


def _type(terminal, *fields: tuple[str, str]) -> None:
    """Fill the form's fields in order (label, value), each checked on its own line of
    the screen, and submit. A tab the terminal loses under load is sent again."""
    for index, (label, value) in enumerate(fields):
        for _ in range(3):
            if index:
                _keys(terminal, "Tab")
            _keys(terminal, value)
            if _on_line(terminal, label, value):
                break
            _keys(terminal, *["BSpace"] * len(value))  # typed into the field before
        else:
            raise AssertionError(f"{label} {value} not typed:\n{terminal.screen()}")
    _keys(terminal, "Enter")


def _on_line(terminal, label: str, value: str, timeout: float = 5) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        pattern = re.compile(rf"│ {re.escape(label)} +{re.escape(value)}\s*│")
        if any(pattern.search(line) for line in terminal.screen().splitlines()):
            return True
        time.sleep(0.1)
    return False


def _saved(path):
    return read_toml(path)


def _wait_file(path, check, timeout: float = 20):
    end = time.monotonic() + timeout
    while True:
        try:
            t = _saved(path)
            if check(t):
                return t
        except Exception:  # the file is being replaced: read again
            pass
        if time.monotonic() > end:
            raise AssertionError(f"{path} never got there")
        time.sleep(0.1)


def _publish(terminal, path, number: int) -> None:
    terminal.keys("p")
    terminal.wait_for(f"Publish round {number}?")
    terminal.keys("y")
    terminal.wait_for(f"Round {number}", "results")
    _wait_file(path, lambda t: t.last_paired_round == number)


def _results(terminal, path, number: int) -> None:
    games = _saved(path).round(number).games
    for index in range(len(games)):
        terminal.keys(RESULT_KEYS[(index + number) % len(RESULT_KEYS)])
        terminal.wait_for(f"{index + 1} of {len(games)} results")
    _wait_file(path, lambda t: t.round(number).complete)
    # quick results leave no toasts behind: the boards' names are all there to read
    shown = terminal.screen()
    assert "Saved" not in shown
    assert all(_name(path, n) in shown for g in games for n in g.players)


def _name(path, number: int) -> str:
    return _saved(path).player(number).name


@pytest.mark.slow  # over 5 s: run by `pytest -m slow` (.ci/run runs it too)
def test_a_club_evening_from_a_missing_file_to_the_printed_pages(tmp_path):
    path = tmp_path / "club.toml"
    terminal = Terminal(open_command(path.name, "xterm"), tmp_path, "club")
    try:
        # create
        terminal.wait_for("club.toml does not exist yet", "Create club.toml?")
        terminal.keys("y")
        terminal.wait_for("New tournament: club.toml", "Tie-breaks", "BH/C1, BH, DE")
        _keys(terminal, "C-u", "Club Cup", "Tab", "Tab", "BH")  # a wrong Rounds is named
        terminal.wait_for("Rounds: expected a whole number, found 'BH'")
        _keys(terminal, "BSpace", "BSpace", "5", "Enter")
        terminal.wait_for("Players · 0")
        assert _saved(path).settings.rounds == 5
        # register
        for count, (name, rating) in enumerate(PLAYERS, start=1):
            terminal.keys("a")
            terminal.wait_for("Add a player", "FIDE ID")
            time.sleep(0.3)  # the form takes the focus once it is mounted
            _type(terminal, ("Name", name), ("Rating", str(rating)))
            terminal.wait_for(f"Players · {count}")
        assert [(p.name, p.rating) for p in _saved(path).players] == PLAYERS
        # a half-point bye for 5 in round 1, and 1 and 2 never meet
        _keys(terminal, "Home", "Down", "Down", "Down", "Down", "b")
        terminal.wait_for("Bye for 5 Ebert, Eva")
        terminal.keys("Enter")
        terminal.wait_for("bye H R1")
        _keys(terminal, "Home", "f")
        terminal.wait_for("Forbidden pairs of 1 Adler, Anna")
        _keys(terminal, "2", "Enter")
        t = _wait_file(path, lambda t: t.settings.forbidden_pairs == ((1, 2),))
        assert [(b.player, b.kind) for b in t.round(1).byes] == [(5, ByeKind.HALF)]
        # pair round 1, take it back, pair it again: the same boards
        _publish(terminal, path, 1)
        first = _saved(path).round(1)
        assert len(first.games) == 4 and first.bye_of(5).kind is ByeKind.HALF
        terminal.keys("u")
        terminal.wait_for("Take back round 1?")
        terminal.keys("y")
        terminal.wait_for("Players · 9")
        _wait_file(path, lambda t: t.last_paired_round == 0)
        _publish(terminal, path, 1)
        assert _saved(path).round(1) == first
        # results, one wrong and corrected
        _results(terminal, path, 1)
        wrong = _saved(path).round(1).games[1].result
        _keys(terminal, "Home", "Down", "1" if wrong.token != "1-0" else "0")
        t = _wait_file(path, lambda t: t.round(1).games[1].result != wrong)
        # a late entry for round 2
        _keys(terminal, "t", "l")
        terminal.wait_for("Late entry")
        _type(terminal, ("Name", "Kurz, Karl"), ("Rating", "1700"))
        terminal.wait_for("Players · 10", "joins in 2")
        _publish(terminal, path, 2)
        _results(terminal, path, 2)
        # a withdrawal after round 2
        _keys(terminal, "t", "Home", "Down", "Down", "d")
        terminal.wait_for("Withdraw 3 Claus, Cora")
        _keys(terminal, "C-u")
        _type(terminal, ("After round", "2"))
        _wait_file(path, lambda t: t.player(3).withdrawn_after == 2)
        terminal.wait_for("out after 2")
        for number in (3, 4, 5):
            terminal.keys("t")
            terminal.wait_for("Players · 10")
            _publish(terminal, path, number)
            _results(terminal, path, number)
        t = _saved(path)
        assert t.finished
        assert all(set(g.players) != {1, 2} for r in t.rounds for g in r.games)
        assert all(r.game_of(3) is None and r.pab != 3 for r in t.rounds if r.number > 2)
        assert t.player(10).joins_in == 2
        # the final standings and the printed pages
        terminal.keys("s")
        terminal.wait_for("Rank", "after round 5")
        terminal.keys("h")
        terminal.wait_for("Write club.trf anyway?")
        terminal.keys("y")
        end = time.monotonic() + 20
        while not (tmp_path / "club.trf").exists() and time.monotonic() < end:
            time.sleep(0.1)
        for name in ("startlist", "round5-pairings", "round5-alphabetical",
                     "round5-standings", "round5-crosstable"):
            page = (tmp_path / f"club-{name}.html").read_text()
            assert page.startswith("<!DOCTYPE html>") and "Club Cup" in page
        assert "Claus, Cora (withdrawn after round 2)" in (
            tmp_path / "club-round5-crosstable.html").read_text()
        assert (tmp_path / "club.trf").read_text().startswith("012 Club Cup")
        terminal.keys("C-q")
        end = time.monotonic() + 10
        while terminal.running() and time.monotonic() < end:
            time.sleep(0.1)
        assert not terminal.running()
    finally:
        terminal.close()
