"""The walkthrough's pairing is made in a child process (issue 36): a thread pairing
10 000 players held Python's interpreter lock for seconds and the app's every step
waited behind it (the busy line itself came 3 s after `w`). The child's answer is the
act's own (:func:`cardtable.actions.pairing.walk_round`); an app closed meanwhile ends
the child rather than leaving it to compute for nobody."""

from __future__ import annotations

import os
import time
from pathlib import Path

from cardtable.actions import pairing
from cardtable.app.screens.walkthrough import WalkthroughScreen

from app_helpers import copy_sample, drive, settle


def _recorded(monkeypatch, pids: Path, gate: Path | None = None) -> None:
    """``walk_round`` writes the number of the process it runs in to ``pids`` and, with
    a ``gate``, waits for that file before pairing (the child shares no memory with the
    test: files are how it tells)."""
    walk_round = pairing.walk_round

    def recorded(t, round_no):
        pids.write_text(str(os.getpid()))
        waited = 0
        while gate is not None and not gate.exists() and waited < 3000:  # 30 s at most
            time.sleep(0.01)
            waited += 1
        return walk_round(t, round_no)

    monkeypatch.setattr(pairing, "walk_round", recorded)


def test_the_walkthrough_is_paired_in_a_child_process_and_shown(tmp_path, monkeypatch):
    pids = tmp_path / "pid"
    _recorded(monkeypatch, pids)

    async def script(app, pilot):
        await pilot.press("w")
        await settle(app, pilot)
        assert isinstance(app.screen, WalkthroughScreen)
        assert app.screen.pairing.round == 5
        assert int(pids.read_text()) != os.getpid()

    drive(copy_sample(tmp_path), script)


def test_an_app_closed_while_pairing_ends_the_child(tmp_path, monkeypatch):
    pids, gate = tmp_path / "pid", tmp_path / "go"
    _recorded(monkeypatch, pids, gate)

    async def script(app, pilot):
        await pilot.press("w")
        while not pids.exists():  # the child has begun
            await pilot.pause(0.01)
        assert app.busy  # the busy line, while the child pairs

    drive(copy_sample(tmp_path), script)
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
