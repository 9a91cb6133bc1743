"""Snapshots (80×24 and 120×40) of the screens of the club evening: creating a
tournament, publishing and taking back a round, a bye, forbidden pairs, the settings,
practice mode, the match score of SwissBG, printing."""

from __future__ import annotations

import pytest
from test_snapshots import SIZES, screenshot, workdir  # noqa: F401 (fixture)

SCREENS = {
    "new-tournament-ask": ("new-open.toml", ()),
    "new-tournament-form": ("new-open.toml", ("y",)),
    "publish-confirm": ("club-swiss.toml", ("p",)),
    "take-back-confirm": ("club-swiss.toml", ("p", "y", "1", "u")),
    "results-next-board": ("club-swiss.toml", ("p", "y", "1", "1", "k")),
    "bye-form": ("club-swiss.toml", ("down", "b")),
    "never-meets-form": ("club-swiss.toml", ("down", "f")),
    "settings-checked": ("club-swiss.toml", ("o",)),
    "swissbg-results": ("swissbg-club.toml", ("r", "m")),
}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("screen", SCREENS)
def test_screen(screen, size, workdir, svg_snapshot):  # noqa: F811
    sample, keys = SCREENS[screen]
    assert svg_snapshot == screenshot(sample, keys, SIZES[size])
