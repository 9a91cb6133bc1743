"""Saving runs in a worker (docs/architecture.md): a key press never waits on the disk;
results typed while one is being written are shown at once and written in order; a
change made from an older version is refused (saying so); a save that fails keeps what
was typed."""

from __future__ import annotations

import threading
from dataclasses import replace

from app_helpers import copy_sample, drive, notices, press, said, saved, settle

from cardtable.app import saving
from cardtable.app.screens.dialogs import FormScreen
from cardtable.app.store import TournamentFile
from cardtable.formats.errors import FileError
from cardtable.formats.toml_write import texts_written
from cardtable.model.results import GameResult


def test_results_typed_quickly_are_saved_off_the_ui_thread_in_order(tmp_path, monkeypatch):
    path = copy_sample(tmp_path)
    save = TournamentFile.save
    written: list[tuple[threading.Thread, GameResult | None]] = []
    disk = threading.Event()  # a disk that answers once the test lets it

    def slow_save(self, tournament, **kwargs):
        written.append((threading.current_thread(), tournament.round(4).games[0].result))
        disk.wait(10)
        return save(self, tournament, **kwargs)

    async def script(app, pilot):
        await press(app, pilot, "r")  # round 4, board 1: 6 – 3, 0-1
        monkeypatch.setattr(TournamentFile, "save", slow_save)
        round_no, board = app.screen.round_no, app.screen.query_one("BoardList").board.board
        assert (round_no, board) == (4, 1)
        await pilot.press("1", "y")  # board 1: 1-0 over its 0-1 (asked), being saved …
        shown = app.screen.query_one("BoardList").board.result  # every board has one:
        await pilot.press("0", "y")  # the cursor stays; 0-1 again, on top of the 1-0
        # both keys were handled while the disk still holds the first save
        assert len(written) == 1 and not disk.is_set()
        assert shown is GameResult.WHITE_WINS  # shown at once, before it is on disk
        assert app.screen.query_one("BoardList").board.result is GameResult.BLACK_WINS
        disk.set()
        await settle(app, pilot)
        assert app.tournament.round(4).games[0].result is GameResult.BLACK_WINS
        assert said(app).endswith("6 – 3 0-1 · saved")

    drive(path, script)
    assert written and all(thread is not threading.main_thread() for thread, _ in written)
    assert [result for _, result in written] == [GameResult.WHITE_WINS,
                                                 GameResult.BLACK_WINS]
    assert saved(path).round(4).games[0].result is GameResult.BLACK_WINS


def test_a_change_made_from_an_older_version_is_refused(tmp_path):
    path = copy_sample(tmp_path)
    before = path.read_bytes()

    async def script(app, pilot):
        old = app.tournament
        app.show_read(replace(old))  # the file read again meanwhile: another version
        app.change(replace(old, settings=replace(old.settings, place="Elsewhere")),
                   "Place changed", base=old)
        await settle(app, pilot)
        assert any("changed since this was asked for" in n for n in notices(app))
        assert app.tournament.settings.place != "Elsewhere"

    drive(path, script)
    assert path.read_bytes() == before


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


def test_the_file_read_is_made_ready_to_save_in_the_background(tmp_path, monkeypatch):
    """Once read, the file's text is made in a worker for the writer to keep (the first
    result saved writes again only what changed); never for a file that is not
    written."""
    path = copy_sample(tmp_path)
    made: list[threading.Thread] = []
    dumps = saving.dumps_tournament

    def making(tournament):
        made.append(threading.current_thread())
        return dumps(tournament)

    monkeypatch.setattr(saving, "dumps_tournament", making)

    async def script(app, pilot):
        await settle(app, pilot)
        assert texts_written(app.tournament)  # the writer keeps the file's texts

    drive(path, script)
    assert made and all(thread is not threading.main_thread() for thread in made)
    made.clear()

    async def practice(app, pilot):
        await settle(app, pilot)

    drive(path, practice, practice=True)
    assert made == []
