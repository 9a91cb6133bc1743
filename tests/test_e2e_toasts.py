"""Notifications leave no remnants at 80×24 (issue 13: after 5–8 quick results, the
remains of toasts covered the Black column until the screen changed). In a real
terminal — tmux, 80×24, TERM=xterm — eight results are typed quickly on the round
screen while the publishing toast is up, then eight quick corrections of the round
before (each one a warning toast, C.04.2); once the toasts' time is over the pane is
captured: every black player's name stands whole in the Black column and no toast
text is left."""

from __future__ import annotations

import shutil
import time

import pytest
from test_e2e_tmux import Terminal, open_command

from cardtable.systems.files import read_toml

from conftest import SAMPLES

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

#: The longest a toast stays (a warning, app.change); a little more for the fade.
TOAST_SECONDS = 10 + 1.5
#: Toast titles and the toast's left edge as tmux captures it.
TOAST_MARKS = ("Saved", "Practice", "▌", "▐")


def _quickly(terminal: Terminal, *keys: str) -> None:
    for key in keys:
        terminal.keys(key)
        time.sleep(0.05)


def _black_column_intact(shown: str, path, number: int) -> None:
    t = read_toml(path)
    lines = shown.splitlines()
    header = next(line for line in lines if " White " in line and " Black " in line)
    column = header.index("Black")
    for game in t.round(number).games:
        row = next(line for line in lines if line.startswith(f"│ {game.board:>2} "))
        tail = row[column:].rstrip()
        # the name whole, then his number and the frame: nothing drawn over them
        assert tail.startswith(t.player(game.black).name), f"board {game.board}:\n{shown}"
        assert tail.endswith("│") and tail[:-1].split()[-1] == str(game.black), shown


def _no_toast(shown: str) -> None:
    for mark in TOAST_MARKS:
        assert mark not in shown, f"{mark!r} left on the screen:\n{shown}"


@pytest.mark.slow  # over 5 s: run by `pytest -m slow` (.ci/run runs it too)
def test_quick_results_leave_no_toast_over_the_black_column(tmp_path):
    path = tmp_path / "club-swiss.toml"
    shutil.copy(SAMPLES / "club-swiss.toml", path)
    terminal = Terminal(open_command(path.name, "xterm"), tmp_path, "toasts")
    try:
        terminal.wait_for("Players · 24")
        terminal.keys("p")
        terminal.wait_for("Publish round 5?")
        terminal.keys("y")
        terminal.wait_for("Round 5", "0 of 11 results")
        # eight results as fast as an arbiter types them, the publishing toast up
        _quickly(terminal, *"10510510")
        terminal.wait_for("8 of 11 results")
        # eight corrections of round 4: round 5 is paired, so each one warns (a toast)
        terminal.keys("[")
        terminal.wait_for("Round 4", "11 of 11 results")
        terminal.keys("Home")
        time.sleep(0.3)
        for game in read_toml(path).round(4).games[:8]:  # each one a different result
            _quickly(terminal, "0" if game.result.token == "1-0" else "1")
            terminal.wait_for(f"has {game.result.token} now.")  # the old result, shown
            _quickly(terminal, "y", "Down")
            terminal.wait_for(f"board {game.board}:")
        terminal.wait_for("board 8", "is paired already")  # said below the boards, no toast
        time.sleep(TOAST_SECONDS)
        shown = terminal.screen()
        _no_toast(shown)
        _black_column_intact(shown, path, 4)
        # the last correction is said whole on the line below the boards
        assert "affects only pairings still to be made, C.04.2)" in " ".join(
            line.strip("│ ") for line in shown.splitlines()), shown
        terminal.keys("]")
        shown = terminal.wait_for("Round 5", "8 of 11 results")
        _no_toast(shown)
        _black_column_intact(shown, path, 5)
    finally:
        terminal.close()
