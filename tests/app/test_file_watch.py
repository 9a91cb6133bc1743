"""The app watches its file (issue 16): a change made on disk by another program while
the app is open is noticed and shown, and the arbiter chooses; nothing is lost."""

from __future__ import annotations

import pytest

from dataclasses import replace

from app_helpers import copy_sample, drive, notices, press, saved, settle

from cardtable.app.screens.changed_on_disk import ChangedOnDiskScreen

THEIRS = 'name = "Club Championship 2026 (edited by hand)"'


def _edit_by_hand(path):
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('name = "Club Championship 2026"', THEIRS),
                    encoding="utf-8")
    return path.read_text(encoding="utf-8")


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_a_change_on_disk_is_noticed_and_can_be_read_again(tmp_path):
    path = copy_sample(tmp_path)
    theirs = []

    async def script(app, pilot):
        assert not isinstance(app.screen, ChangedOnDiskScreen)
        theirs.append(_edit_by_hand(path))
        await pilot.pause(1.6)
        assert isinstance(app.screen, ChangedOnDiskScreen)
        assert "Another program changed club-swiss.toml" in str(
            app.screen.query_one("#reasons").render())
        assert notices(app) == []  # no toast over the dialog's r/k explanation
        await press(app, pilot, "r")
        assert app.tournament.settings.name.endswith("(edited by hand)")
        assert not isinstance(app.screen, ChangedOnDiskScreen)

    drive(path, script)
    assert path.read_text(encoding="utf-8") == theirs[0]


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_a_save_never_overwrites_a_change_on_disk_silently(tmp_path):
    path = copy_sample(tmp_path)
    theirs = []

    async def script(app, pilot):
        theirs.append(_edit_by_hand(path))
        mine = replace(app.tournament,
                       settings=replace(app.tournament.settings, place="Elsewhere"))
        app.change(mine, "Place changed")  # saved in a worker, before the poll looks
        await settle(app, pilot)
        assert isinstance(app.screen, ChangedOnDiskScreen)
        assert app.tournament.settings.place != "Elsewhere"  # not shown as saved
        assert path.read_text(encoding="utf-8") == theirs[0]  # nothing written yet
        await press(app, pilot, "k")
        assert app.tournament.settings.place == "Elsewhere"
        assert any("that version is kept as" in n for n in notices(app))
        await pilot.pause(1.5)  # the app's own save is no change from outside
        assert not isinstance(app.screen, ChangedOnDiskScreen)

    drive(path, script)
    assert saved(path).settings.place == "Elsewhere"
    kept = list(tmp_path.glob("club-swiss.toml.theirs-*.bak"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == theirs[0]


@pytest.mark.slow  # a long Pilot flow (3-7 s): the slow group, which .ci/run runs
def test_later_keeps_asking_before_the_next_save(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        theirs = _edit_by_hand(path)
        await pilot.pause(1.6)
        await press(app, pilot, "escape")
        await pilot.pause(1.5)
        assert not isinstance(app.screen, ChangedOnDiskScreen)  # not asked again by itself
        mine = replace(app.tournament,
                       settings=replace(app.tournament.settings, place="Elsewhere"))
        app.change(mine)
        await settle(app, pilot)
        assert isinstance(app.screen, ChangedOnDiskScreen)
        assert path.read_text(encoding="utf-8") == theirs

    drive(path, script)


def test_a_lock_left_by_an_ended_process_is_taken_over_with_a_notice(tmp_path):
    path = copy_sample(tmp_path)
    path.with_name(path.name + ".lock").write_text("")

    async def script(app, pilot):
        assert app.file.read_only == ""
        assert any("took over the lock file club-swiss.toml.lock" in n for n in notices(app))

    drive(path, script)


def test_a_version_read_again_then_saved_over_is_asked_about_when_it_comes_back(tmp_path):
    """The arbiter read another program's version V again; the app then saved its own
    change; V written on disk once more is a change like any other (not the version
    already decided on): the poll asks about it."""
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        theirs = _edit_by_hand(path)
        app.file_watch._look_at_file()  # the poll's look, not waited for
        await settle(app, pilot)
        await press(app, pilot, "r")
        mine = replace(app.tournament,
                       settings=replace(app.tournament.settings, place="Elsewhere"))
        app.change(mine)
        await settle(app, pilot)
        assert saved(path).settings.place == "Elsewhere"
        path.write_text(theirs, encoding="utf-8")
        app.file_watch._look_at_file()
        await settle(app, pilot)
        assert isinstance(app.screen, ChangedOnDiskScreen)

    drive(path, script)
