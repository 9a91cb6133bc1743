"""Printing from the app: ``h`` or the palette's "Print pages and export TRF" writes
the A4 pages next to the tournament file (in a worker), names them, then asks before
writing the TRF-2026 file with what the rating report still lacks."""

from __future__ import annotations

from app_helpers import copy_sample, drive, fide_rated, notices, press, settle
from screen_text import assert_shows, screen_text

from conftest import SAMPLES

import asyncio
import shutil

import pytest

from cardtable.app.app import CardtableApp
from cardtable.app.screens.dialogs import ConfirmScreen
from cardtable.app.screens.keys import KeysScreen

PAGES = ["club-swiss-round4-alphabetical.html", "club-swiss-round4-crosstable.html",
         "club-swiss-round4-pairings.html", "club-swiss-round4-standings.html",
         "club-swiss-startlist.html"]


def test_h_prints_the_pages_and_asks_before_the_incomplete_trf(tmp_path):
    path = fide_rated(copy_sample(tmp_path))
    before = path.read_bytes()

    async def script(app, pilot):
        await press(app, pilot, "h")
        assert sorted(p.name for p in tmp_path.glob("*.html")) == PAGES
        assert isinstance(app.screen, ConfirmScreen)
        assert notices(app) == []  # nothing covers the question: told once it is answered
        text = app.screen.text
        assert "• FIDE id: 24 player(s) (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 …)" in text
        await press(app, pilot, "n")
        said = "\n".join(notices(app))
        assert "Printed next to club-swiss.toml" in said and "club-swiss-round4-pairings.html" in said
        assert not (tmp_path / "club-swiss.trf").exists()
        await press(app, pilot, "h", "y")
        assert (tmp_path / "club-swiss.trf").read_text().startswith("012 Club Championship")
        assert "Exported: club-swiss.trf (TRF-2026)" in "\n".join(notices(app))

    drive(path, script)
    assert path.read_bytes() == before  # printing never changes the tournament


def test_a_club_event_not_fide_rated_is_printed_without_the_rating_report(tmp_path):
    """Issue 26: every print opened the rating report's list of missing FIDE ids and
    birth dates, even for an unrated club event."""
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "h")
        await settle(app, pilot)
        assert not isinstance(app.screen, ConfirmScreen)
        assert (tmp_path / "club-swiss.trf").read_text().startswith("012 Club Championship")

    drive(path, script)


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_the_palette_prints_and_the_keys_screen_lists_h(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "question_mark")
        assert isinstance(app.screen, KeysScreen)
        keys = str(app.screen.query_one("#keys Static").render())
        assert "Print pages (HTML) and the TRF" in keys
        await press(app, pilot, "escape", "ctrl+p")
        await pilot.press(*"Print pages")
        await pilot.pause(0.3)
        await press(app, pilot, "enter")
        await settle(app, pilot)
        assert sorted(p.name for p in tmp_path.glob("*.html")) == PAGES

    drive(path, script)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_screen_rating_report_dialog(size, tmp_path, monkeypatch, svg_snapshot):
    shutil.copy(SAMPLES / "dutch-2009-seminar.toml", tmp_path / "seminar.toml")
    fide_rated(tmp_path / "seminar.toml")
    monkeypatch.chdir(tmp_path)  # opened by a relative name: no temporary path on screen
    app = CardtableApp("seminar.toml")

    async def main() -> str:
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            await press(app, pilot, "h")
            assert isinstance(app.screen, ConfirmScreen)
            assert_shows(screen_text(app), "Rating report (TRF-2026)",
                         "A rating officer still needs", "Write seminar.trf anyway?")
            return app.export_screenshot(title="cardtable")

    assert svg_snapshot == asyncio.run(main())


def test_practice_prints_nothing_and_says_so(tmp_path):
    path = copy_sample(tmp_path)
    app = CardtableApp(path, practice=True)

    async def main() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            await press(app, pilot, "h")
            assert any(n.startswith("Practice — not printed: club-swiss.toml is open for "
                                    "practice: nothing is printed") for n in notices(app))
            assert not isinstance(app.screen, ConfirmScreen)

    asyncio.run(main())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club-swiss.toml"]
