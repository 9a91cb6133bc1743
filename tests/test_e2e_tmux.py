"""End to end in a real terminal: tmux at 80×24 runs ``cardtable open`` on a copy of the
sample Swiss tournament; the test reads the screen as the user sees it and types as the
user would: the name, ``w`` (S1 and S2), pairing with ``p``, a result, ctrl+q."""

from __future__ import annotations

import itertools
import os
import shlex
import shutil
import subprocess
import sys
import time

import pytest

from cardtable.systems.files import read_toml

from conftest import REPO, SAMPLES

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


class Terminal:
    """A tmux session of its own (a private server socket), 80 columns by 24 lines."""

    opened = itertools.count(1)

    def __init__(self, command: str, cwd, name: str):
        # a socket of its own each time: a server just killed under the same name may
        # still be going away when the next test starts one
        self.socket = f"cardtable-test-{os.getpid()}-{name}-{next(Terminal.opened)}"
        self.tmux("new-session", "-d", "-x", "80", "-y", "24", "-s", "e2e", "-c", str(cwd),
                  command)

    def tmux(self, *args: str) -> str:
        done = subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True,
                              text=True, timeout=10)
        return done.stdout

    def screen(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", "e2e")

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", "e2e", *keys)

    def wait_for(self, *texts: str, timeout: float = 120) -> str:
        """The screen once it shows every one of ``texts``; each wait ends as soon as
        they are there, so the bound is generous (a loaded machine only makes it
        later; a 20 s bound failed one run in three there, issue 35)."""
        end = time.monotonic() + timeout
        while True:
            shown = self.screen()
            if all(text in shown for text in texts):
                return shown
            if time.monotonic() > end:
                raise AssertionError(f"{texts} not on the screen:\n{shown}")
            time.sleep(0.1)

    def running(self) -> bool:
        return subprocess.run(["tmux", "-L", self.socket, "has-session", "-t", "e2e"],
                              capture_output=True).returncode == 0

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


def open_command(name: str, term: str) -> str:
    """``cardtable open NAME`` from this checkout, in a terminal of type ``term``."""
    return " ".join(shlex.quote(part) for part in (
        "env", f"PYTHONPATH={REPO / 'src'}", f"TERM={term}",
        sys.executable, "-m", "cardtable", "open", name))


def test_open_walk_through_pair_enter_a_result_and_quit(tmp_path):
    path = tmp_path / "club-swiss.toml"
    shutil.copy(SAMPLES / "club-swiss.toml", path)
    terminal = Terminal(open_command(path.name, "xterm-256color"), tmp_path, "swiss")
    try:
        terminal.wait_for("Club Championship 2026", "Players · 24")
        terminal.keys("w")
        shown = terminal.wait_for("S1 ·", "S2 ·", "Bracket 1")
        assert "Walkthrough of round 5" in shown
        terminal.keys("Escape")
        terminal.wait_for("Players · 24")
        terminal.keys("p")
        terminal.wait_for("Publish round 5?")
        terminal.keys("y")
        terminal.wait_for("Round 5", "0 of 11 results")
        terminal.keys("1")
        terminal.wait_for("1 of 11 results")
        assert read_toml(path).round(5).games[0].result.token == "1-0"
        terminal.keys("C-q")
        end = time.monotonic() + 10
        while terminal.running() and time.monotonic() < end:
            time.sleep(0.1)
        assert not terminal.running()
    finally:
        terminal.close()
    assert not path.with_name(path.name + ".lock").exists()
    assert read_toml(path).round(5).paired


def test_p_draws_the_round_robin_lot_and_refuses_what_cardtable_pair_refuses(tmp_path, cli):
    """The two doors pair alike (issue 32): a new 6-player round robin paired with ``p``
    draws the start numbers by lot, seed said, and saves the file ``cardtable pair``
    saves; a FIDE-rated simplified Swiss is refused by ``p`` in ``pair``'s words."""
    rr = tmp_path / "rr.toml"
    assert cli("new", rr, "--system", "roundrobin", "--random-seed", "11")[0] == 0
    for name in ("Aho, Ada", "Berg, Bo", "Cruz, Cy", "Dahl, Di", "Eno, Ed", "Falk, Fa"):
        assert cli("add-player", rr, name)[0] == 0
    by_cli = tmp_path / "by-cli.toml"
    shutil.copy(rr, by_cli)
    code, out, _ = cli("pair", by_cli)
    assert code == 0 and "seed 11:" in out
    terminal = Terminal(open_command(rr.name, "xterm-256color"), tmp_path, "lot")
    try:
        terminal.wait_for("Players · 6")
        terminal.keys("p")
        terminal.wait_for("Start numbers drawn by lot", "seed 11", "Publish round 1?")
        terminal.keys("y")
        terminal.wait_for("0 of 3 results")
        assert rr.read_bytes() == by_cli.read_bytes()
        terminal.keys("C-q")
    finally:
        terminal.close()
    swiss = tmp_path / "simplified-club.toml"
    shutil.copy(SAMPLES / swiss.name, swiss)
    text = swiss.read_text(encoding="utf-8")
    swiss.write_text(text.replace("[tournament]\n", "[tournament]\nfide_rated = true\n", 1),
                     encoding="utf-8")
    before = swiss.read_bytes()
    code, _, err = cli("pair", swiss)
    assert code == 2 and "the tournament is FIDE-rated (fide_rated = true)" in err
    terminal = Terminal(open_command(swiss.name, "xterm-256color"), tmp_path, "fide")
    try:
        terminal.wait_for("Players ·")
        terminal.keys("p")
        shown = terminal.wait_for("cannot be", "simplified")
        # at 80 columns the notice stands in the side column, its words wrapped
        said = " ".join(" ".join(line.split("││")[-1] for line in shown.splitlines()
                                 if "││" in line).replace("▌", " ").replace("│", " ")
                        .split())
        assert "Round 5 cannot be paired" in said, said
        assert "(fide_rated = true)" in said and "simplified" in said.split("FIDE-rated")[-1]
        assert swiss.read_bytes() == before
        terminal.keys("C-q")
    finally:
        terminal.close()


@pytest.mark.slow  # about 2 s: the slow group, which .ci/run runs, keeps plain pytest under 5 min
def test_the_walkthrough_asks_before_it_tells(tmp_path):
    """Issue 34: in the walkthrough, ``q`` turns questions on; ``→`` asks what the next
    step decides ("Your turn: …") before showing it; the answer typed is marked."""
    path = tmp_path / "dutch-2009-seminar.toml"
    shutil.copy(SAMPLES / "dutch-2009-seminar.toml", path)
    terminal = Terminal(open_command(path.name, "xterm-256color"), tmp_path, "ask")
    try:
        terminal.wait_for("Players ·")
        terminal.keys("w")
        terminal.wait_for("Walkthrough of round 4", "Bracket 1")
        terminal.keys("q")
        terminal.wait_for("Questions on")
        for _ in range(10):  # a step that decides nothing is shown at once
            terminal.keys("Right")
            time.sleep(0.3)
            if "Your turn:" in terminal.screen():
                break
        shown = terminal.wait_for("Your turn: who moves down from bracket 1")
        assert "Type their numbers" in shown
        terminal.keys("3", "Enter")
        shown = terminal.wait_for("✓ Right: 3 [C.14]", "Score: 1 of 1 right so far")
        assert "the whole bracket moves down: 3" in shown
        terminal.keys("C-q")
        end = time.monotonic() + 10
        while terminal.running() and time.monotonic() < end:
            time.sleep(0.1)
    finally:
        terminal.close()
