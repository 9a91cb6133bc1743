"""Practice mode: ``cardtable open FILE --practice`` and the repository's own samples
are never written; changes stay in memory, the header says "practice — not saved",
and "Save a copy" turns the practice into a file of one's own."""

from __future__ import annotations

import asyncio

import pytest
from app_helpers import copy_sample, notices, press, said, settle

from cardtable.app.app import CardtableApp
from cardtable.app.screens.dialogs import FormScreen
from cardtable.app.store import is_sample
from cardtable.systems.files import read_toml

from conftest import SAMPLES


def _run(app: CardtableApp, script, size=(80, 24)) -> None:
    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            await script(app, pilot)

    asyncio.run(main())


async def _publish(app, pilot) -> None:
    await press(app, pilot, "p")
    if isinstance(app.screen, FormScreen) or app.screen.__class__.__name__ == "ConfirmScreen":
        await press(app, pilot, "y")


def test_practice_keeps_changes_in_memory_and_never_writes(tmp_path):
    path = copy_sample(tmp_path)
    before = path.read_bytes()
    app = CardtableApp(path, practice=True)

    async def script(app, pilot):
        assert "practice — not saved" in app.screen.sub_title
        assert not path.with_name(path.name + ".lock").exists()  # nothing to guard
        await _publish(app, pilot)
        assert app.tournament.last_paired_round == 5  # the round is there, in memory
        assert "practice — not saved" in app.screen.sub_title
        assert said(app).startswith("Practice — not saved: Round 5 paired")

    _run(app, script)
    assert path.read_bytes() == before
    assert not path.with_name(path.name + ".bak").exists()


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_the_samples_open_for_practice(tmp_path):
    sample = SAMPLES / "club-swiss.toml"
    assert is_sample(sample) and not is_sample(copy_sample(tmp_path))
    before = sample.read_bytes()
    app = CardtableApp(sample)
    target = tmp_path / "mine.toml"

    async def script(app, pilot):
        assert app.file.practice == "club-swiss.toml is one of cardtable's samples"
        await _publish(app, pilot)
        await press(app, pilot, "ctrl+p")
        await pilot.press(*"save a copy")
        await settle(app, pilot)
        await press(app, pilot, "enter")
        assert isinstance(app.screen, FormScreen)
        field = app.screen.query_one("#field-path")
        field.value = str(target)
        await press(app, pilot, "enter")
        assert not isinstance(app.screen, FormScreen)
        assert not app.file.practice and "practice" not in app.screen.sub_title
        await press(app, pilot, "s")

    _run(app, script)
    assert sample.read_bytes() == before
    assert read_toml(target).last_paired_round == 5


def test_a_copy_is_never_written_over_a_file(tmp_path):
    path = copy_sample(tmp_path)
    app = CardtableApp(path, practice=True)

    async def script(app, pilot):
        app.action_form("copy")
        await settle(app, pilot)
        app.screen.query_one("#field-path").value = str(path)
        await press(app, pilot, "enter")
        assert "already exists" in str(app.screen.query_one("#error").render())

    _run(app, script)
    assert app.file.practice


def test_a_copy_into_a_folder_that_does_not_exist_is_refused_and_the_app_goes_on(tmp_path):
    """Once the lock recursed without end here and the app froze: now the form says
    why and stays usable (escape closes it, the practice stays)."""
    path = copy_sample(tmp_path)
    app = CardtableApp(path, practice=True)
    missing = tmp_path / "nonexistent"

    async def script(app, pilot):
        app.action_form("copy")
        await settle(app, pilot)
        app.screen.query_one("#field-path").value = str(missing / "x.toml")
        await press(app, pilot, "enter")
        assert isinstance(app.screen, FormScreen)
        assert f"the folder {missing} does not exist" in str(
            app.screen.query_one("#error").render())
        await press(app, pilot, "escape")
        assert not isinstance(app.screen, FormScreen)

    _run(app, script)
    assert app.file.practice and not missing.exists()


@pytest.mark.slow  # about 2 s: the slow group, which .ci/run runs, keeps plain pytest under 5 min
def test_a_new_tournament_in_practice_writes_nothing(tmp_path):
    """``cardtable open NEW.toml --practice``: the form's tournament stays in memory;
    "Save a copy" still writes it elsewhere."""
    path = tmp_path / "evening.toml"
    target = tmp_path / "kept.toml"
    app = CardtableApp(path, practice=True)

    async def script(app, pilot):
        await press(app, pilot, "y")
        app.screen.query_one("#field-rounds").value = "5"
        await settle(app, pilot)
        await press(app, pilot, "enter")
        assert app.tournament is not None and app.tournament.settings.rounds == 5
        assert "practice — not saved" in app.screen.sub_title
        assert list(tmp_path.iterdir()) == []
        app.action_form("copy")
        await settle(app, pilot)
        app.screen.query_one("#field-path").value = str(target)
        await press(app, pilot, "enter")
        assert not app.file.practice

    _run(app, script)
    assert not path.exists() and not path.with_name(path.name + ".lock").exists()
    assert read_toml(target).settings.name == "evening"
