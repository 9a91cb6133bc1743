"""Saving runs in a worker (docs/architecture.md): a key press never waits on the disk;
a change asked for while another is being written waits, and is refused (saying so)
when it was made from the version before; a save that fails keeps what was typed."""

from __future__ import annotations

import threading
import time

from app_helpers import copy_sample, drive, notices, press, said, saved, settle

from cardtable.app.screens.dialogs import FormScreen
from cardtable.app.store import TournamentFile
from cardtable.formats import FileError
from cardtable.model import GameResult


def test_a_result_is_saved_off_the_ui_thread_and_a_second_key_meanwhile_is_refused(
        tmp_path, monkeypatch):
    path = copy_sample(tmp_path)
    save = TournamentFile.save
    threads: list[threading.Thread] = []

    def slow_save(self, tournament, **kwargs):
        threads.append(threading.current_thread())
        time.sleep(0.4)  # a slow disk
        return save(self, tournament, **kwargs)

    async def script(app, pilot):
        await press(app, pilot, "r")  # round 4, board 1: 6 – 3, 0-1
        monkeypatch.setattr(TournamentFile, "save", slow_save)
        round_no, board = app.screen.round_no, app.screen.query_one("BoardList").board.board
        assert (round_no, board) == (4, 1)
        started = time.monotonic()
        await pilot.press("1")  # board 1: 1-0, being saved …
        await pilot.press("0")  # … and 0-1, on the version before it: refused
        assert time.monotonic() - started < 0.4  # neither key waited on the disk
        await settle(app, pilot)
        assert app.tournament.round(4).games[0].result is GameResult.WHITE_WINS
        assert "changed while this was asked for" in said(app)

    drive(path, script)
    assert threads and threading.main_thread() not in threads
    assert len(threads) == 1  # the refused change was never written
    assert saved(path).round(4).games[0].result is GameResult.WHITE_WINS


def test_a_form_whose_save_fails_stays_open_with_what_was_typed(tmp_path, monkeypatch):
    path = copy_sample(tmp_path)

    def full_disk(self, tournament, **kwargs):
        raise FileError(str(self.path), "cannot write the file: no space left on device")

    async def script(app, pilot):
        monkeypatch.setattr(TournamentFile, "save", full_disk)
        await press(app, pilot, "a")
        app.screen.query_one("#field-name").value = "Quast, Uwe"
        await press(app, pilot, "enter")
        assert isinstance(app.screen, FormScreen)
        assert "no space left on device" in str(app.screen.query_one("#error").render())
        assert app.screen.query_one("#field-name").value == "Quast, Uwe"
        assert all(p.name != "Quast, Uwe" for p in app.tournament.players)
        monkeypatch.undo()
        await press(app, pilot, "enter")  # the disk has room again: saved, closed
        assert not isinstance(app.screen, FormScreen)
        assert any("Quast, Uwe added" in n for n in notices(app))

    drive(path, script)
    assert any(p.name == "Quast, Uwe" for p in saved(path).players)
