"""What every screen looks like, at 80×24 (enough for every screen) and at 120×40: SVG
snapshots in the top-level ``snapshots/`` folder. Update them with
``pytest tests/app/test_snapshots.py --snapshot-update`` after looking at them."""

from __future__ import annotations

import asyncio
import shutil

import pytest
from app_helpers import settle

from cardtable.app.app import CardtableApp

from conftest import SAMPLES

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}

#: screen -> (sample, keys pressed after opening)
SCREENS = {
    "tournament": ("club-swiss.toml", ()),
    "pairings": ("club-swiss.toml", ("r",)),
    "walkthrough-pile": ("club-swiss.toml", ("w", "home", "right")),
    "walkthrough-bracket": ("club-swiss.toml", ("w",)),
    "walkthrough-float": ("club-swiss.toml", ("w", "d", "d", "d")),
    "walkthrough-heterogeneous": ("club-swiss.toml", ("w", "d", "d", "d", "right", "right")),
    "walkthrough-colours": ("club-swiss.toml", ("w", "end", "left", "left", "left")),
    "walkthrough-boards": ("club-swiss.toml", ("w", "end")),
    "walkthrough-pab": ("club-swiss.toml", ("r", "w", "end", *["left"] * 12)),
    "walkthrough-round-robin": ("berger-example-8.toml", ("r", "w", "right", "right")),
    "walkthrough-legend": ("club-swiss.toml", ("w", "l")),
    "walkthrough-summary": ("club-swiss.toml", ("w", "g", "2", "1", "enter")),
    "walkthrough-failing-pair": ("club-swiss.toml", ("w", "g", "2", "2", "enter")),
    "walkthrough-transposition": ("club-swiss.toml", ("w", "g", "2", "3", "enter")),
    "walkthrough-exchange": ("club-swiss.toml", ("w", "g", "2", "8", "enter")),
    "walkthrough-zoomed": ("club-swiss.toml", ("w", "g", "2", "8", "enter", "z")),
    "walkthrough-dutch-2009-c4": ("dutch-2009-seminar.toml", ("w", "g", "1", "3", "enter")),
    "walkthrough-dutch-2009-candidate": ("dutch-2009-seminar.toml",
                                         ("w", "g", "1", "4", "enter")),
    "walkthrough-search-rejected": ("simplified-club.toml", ("w", "g", "1", "1", "enter")),
    "walkthrough-backtracking": ("swissbg-club.toml", ("w", "g", "1", "7", "enter")),
    "walkthrough-draw": ("swissbg-club.toml", ("r", *["left_square_bracket"] * 3, "w")),
    "walkthrough-berger-row": ("berger-example-8.toml", ("r", "w", "home")),
    "standings": ("club-swiss.toml", ("s",)),
    "crosstable": ("club-swiss.toml", ("x",)),
    "tableau": ("berger-example-8.toml", ("x",)),
    "player-card": ("club-swiss.toml", ("down", "enter")),
    "keys": ("club-swiss.toml", ("r", "question_mark")),
    "add-player": ("club-swiss.toml", ("a",)),
    "settings": ("club-swiss.toml", ("o",)),
    "override": ("club-swiss.toml", ("p", "y", "o", "backspace", "backspace", "2", "tab",
                                     "backspace", "backspace", "1", "enter")),
}


def screenshot(sample: str, keys: tuple[str, ...], size: tuple[int, int]) -> str:
    app = CardtableApp(sample)

    async def main() -> str:
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            for key in keys:
                await pilot.press(key)
                await settle(app, pilot)
            return app.export_screenshot(title="cardtable")

    return asyncio.run(main())


@pytest.fixture
def workdir(tmp_path, monkeypatch):
    """The samples copied to a folder of their own, opened by relative names so that
    no temporary path shows on a screen."""
    for sample in SAMPLES.glob("*.toml"):
        shutil.copy(sample, tmp_path / sample.name)
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("screen", SCREENS)
def test_screen(screen, size, workdir, svg_snapshot):
    sample, keys = SCREENS[screen]
    assert svg_snapshot == screenshot(sample, keys, SIZES[size])


@pytest.mark.parametrize("size", SIZES)
def test_a_file_that_cannot_be_opened(size, workdir, svg_snapshot):
    (workdir / "broken.toml").write_text('[tournament]\nname = 3\nrounds = "seven"\n')
    assert svg_snapshot == screenshot("broken.toml", (), SIZES[size])


@pytest.mark.parametrize("size", ["80x24", "120x40", "160x45"])
def test_the_high_contrast_theme(size, workdir, svg_snapshot):
    app = CardtableApp("club-swiss.toml", theme="high-contrast")
    columns, rows = map(int, size.split("x"))

    async def main() -> str:
        async with app.run_test(size=(columns, rows)) as pilot:
            await settle(app, pilot)
            await pilot.press("w", "d")
            await settle(app, pilot)
            return app.export_screenshot(title="cardtable")

    assert svg_snapshot == asyncio.run(main())
