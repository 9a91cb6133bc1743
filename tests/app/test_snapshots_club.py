"""Snapshots (80×24 and 120×40) of the screens of the club evening: creating a
tournament, publishing and taking back a round, a bye, forbidden pairs, the settings,
practice mode, the match score of SwissBG, printing. Each screen also says in text
what its name promises."""

from __future__ import annotations

import pytest
from test_snapshots import SIZE_IDS, SIZES, View, on, screenshot, workdir  # noqa: F401

SCREENS = {
    "new-tournament-ask": View("new-open.toml", (),
                               on("ConfirmScreen", "New tournament", "Create new-open.toml?")),
    "new-tournament-form": View("new-open.toml", ("y",),
                                on("NewTournamentForm", "New tournament: new-open.toml",
                                   "System")),
    "publish-confirm": View("club-swiss.toml", ("p",),
                            on("ConfirmScreen", "Publish round 5", "11 boards")),
    "take-back-confirm": View("club-swiss.toml", ("p", "y", "1", "u"),
                              on("ConfirmScreen", "Take back round 5",
                                 "The results of board(s) 1 are dropped")),
    "results-next-board": View("club-swiss.toml", ("p", "y", "1", "1", "k"),
                               on("PairingsScreen", "Round 5", "'k' is not a result key")),
    "bye-form": View("club-swiss.toml", ("down", "b"),
                     on("FormScreen", "Bye for 2 Novak, Petra", "Kind")),
    "never-meets-form": View("club-swiss.toml", ("down", "f"),
                             on("FormScreen", "Forbidden pairs of 2 Novak, Petra",
                                "Never meets")),
    "settings-checked": View("club-swiss.toml", ("o",),
                             on("FormScreen", "Tournament settings", "Tie-breaks")),
    "swissbg-results": View("swissbg-club.toml", ("r", "m"),
                            on("FormScreen", "Match score, round 4, board 1", "7:3")),
}


@pytest.mark.parametrize("size", SIZE_IDS)
@pytest.mark.parametrize("screen", SCREENS)
def test_screen(screen, size, workdir, svg_snapshot):  # noqa: F811
    view = SCREENS[screen]
    svg, shown = screenshot(view.sample, view.keys, SIZES[size], view.step, view.then)
    view.shows(shown)
    assert svg_snapshot == svg
