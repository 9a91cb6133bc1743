"""The pairing of ``w`` (the walkthrough) and of ``p`` (the next round published) is
made in a child process from ``CHILD_FROM`` players (issue 36): a thread pairing 10 000 players held Python's
interpreter lock for seconds and the app's every step waited behind it (the busy line
itself came 3 s after `w`). The child's answer is the act's own
(:func:`cardtable.actions.pairing.walk_round`, :func:`~cardtable.actions.pairing.pair_next`);
an app closed meanwhile ends the child rather than leaving it to compute for nobody."""

from __future__ import annotations

import os
import time
from dataclasses import replace
from pathlib import Path

import pytest

from cardtable.actions import pairing
from cardtable.app import publishing
from cardtable.app.screens.dialogs import ConfirmScreen
from cardtable.app.screens.pairings import PairingsScreen
from cardtable.app.screens.walkthrough import WalkthroughScreen
from cardtable.formats.toml_file import dumps_tournament
from cardtable.systems.files import read_toml

from app_helpers import copy_sample, drive, press, saved, settle

#: the key, and the act it does in the child
ACTS = {"w": "walk_round", "p": "pair_next"}


@pytest.fixture
def forked(monkeypatch):
    """CHILD_FROM lowered to 1: the sample (23 players) is paired in a child process."""
    monkeypatch.setattr(publishing, "CHILD_FROM", 1)


def _recorded(monkeypatch, pids: Path, gate: Path | None = None, act: str = "walk_round"
              ) -> None:
    """The act ``act`` writes the number of the process it runs in to ``pids`` and,
    with a ``gate``, waits for that file before pairing (the child shares no memory
    with the test: files are how it tells)."""
    done = getattr(pairing, act)

    def recorded(*args):
        pids.write_text(str(os.getpid()))
        waited = 0
        while gate is not None and not gate.exists() and waited < 3000:  # 30 s at most
            time.sleep(0.01)
            waited += 1
        return done(*args)

    monkeypatch.setattr(pairing, act, recorded)


def test_the_walkthrough_is_paired_in_a_child_process_and_shown(tmp_path, monkeypatch,
                                                                  forked):
    pids = tmp_path / "pid"
    _recorded(monkeypatch, pids)

    async def script(app, pilot):
        await pilot.press("w")
        await settle(app, pilot)
        assert isinstance(app.screen, WalkthroughScreen)
        assert app.screen.pairing.round == 5
        assert int(pids.read_text()) != os.getpid()

    drive(copy_sample(tmp_path), script)


def test_the_next_round_is_paired_in_a_child_process_and_published(tmp_path, monkeypatch,
                                                                     forked):
    pids = tmp_path / "pid"
    path = copy_sample(tmp_path)
    _recorded(monkeypatch, pids, act="pair_next")

    async def script(app, pilot):
        await pilot.press("p")
        await settle(app, pilot)
        assert isinstance(app.screen, ConfirmScreen)  # the act's answer, asked about
        await press(app, pilot, "y")
        assert isinstance(app.screen, PairingsScreen) and app.screen.round_no == 5
        assert int(pids.read_text()) != os.getpid()

    drive(path, script)
    assert saved(path).round(5).paired


@pytest.mark.parametrize("key", sorted(ACTS))
def test_an_app_closed_while_pairing_ends_the_child(tmp_path, monkeypatch, key, forked):
    pids, gate = tmp_path / "pid", tmp_path / "go"
    path = copy_sample(tmp_path)
    _recorded(monkeypatch, pids, gate, act=ACTS[key])

    async def script(app, pilot):
        await pilot.press(key)
        while not pids.exists():  # the child has begun
            await pilot.pause(0.01)
        assert app.busy  # the busy line, while the child pairs

    drive(path, script)
    child = int(pids.read_text())
    assert child != os.getpid()
    for _ in range(500):  # the worker reaps it once killed (the gate never opens)
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        time.sleep(0.01)
    else:
        raise AssertionError(f"the child {child} still runs after the app closed")
    assert not saved(path).round(5).paired


def test_p_after_w_publishes_the_walkthroughs_pairing_without_pairing_again(
        tmp_path, monkeypatch, forked):
    """The walkthrough's pairing (with its trace) is the one published: the tournament
    it was made from is compared as the walkthrough keeps it, not with the empty entry
    of the round not yet paired told apart (it was paired again every time)."""
    paired = tmp_path / "paired"
    path = copy_sample(tmp_path)
    t = read_toml(path)
    assert t.rounds[-1].number == 5 and not t.rounds[-1].paired
    path.write_text(dumps_tournament(replace(t, rounds=t.rounds[:-1])))  # no byes asked
    _recorded(monkeypatch, paired, act="with_trace")

    async def script(app, pilot):
        await press(app, pilot, "w")
        assert isinstance(app.screen, WalkthroughScreen) and paired.exists()
        shown = app.screen.pairing
        paired.unlink()
        await press(app, pilot, "escape", "p")
        assert isinstance(app.screen, ConfirmScreen)
        assert not paired.exists()  # not paired again
        await press(app, pilot, "y")
        published = sorted(saved(path).round(5).games, key=lambda g: g.board)
        assert [(g.white, g.black) for g in published] == list(shown.boards)

    drive(path, script)


@pytest.mark.parametrize("key", sorted(ACTS))
def test_a_field_under_child_from_is_paired_in_the_apps_own_process(tmp_path, monkeypatch,
                                                                    key):
    """23 players pair in a tenth of a second: in the worker's thread, no fork."""
    pids = tmp_path / "pid"
    assert publishing.CHILD_FROM > 23
    _recorded(monkeypatch, pids, act=ACTS[key])

    async def script(app, pilot):
        await press(app, pilot, key)
        assert isinstance(app.screen, (WalkthroughScreen, ConfirmScreen))
        assert int(pids.read_text()) == os.getpid()

    drive(copy_sample(tmp_path), script)
