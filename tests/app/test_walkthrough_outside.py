"""The walkthrough of a round with a requested bye and a forbidden pair (issue 13):
the player with the bye lies outside the piles with the reason (C.04.1, C.04.2), the
forbidden pair is listed, both from the trace; the legend names them too. Checked
headless on the scene model and the views' lines; the snapshots show them on screen."""

from __future__ import annotations

import asyncio
import shutil

import pytest
from app_helpers import settle
from scene_helpers import walkthrough
from screen_text import assert_shows, screen_text

from cardtable.app.app import CardtableApp
from cardtable.app.widgets.walkthrough.legend import legend
from cardtable.app.widgets.walkthrough.piles import outside_lines
from cardtable.formats.toml_file import save_tournament
from cardtable.model.results import ByeKind
from cardtable.model.requests import forbid, set_bye
from cardtable.systems.registry import descriptor
from cardtable.systems.files import read_toml
from cardtable.trace.steps import OutsideStep, PileStep

from conftest import SAMPLES


def _event(folder):
    """The club sample with, for its next round (5), a half-point bye requested by
    player 3 and players 1 and 2 forbidden to meet."""
    path = folder / "club-evening.toml"
    shutil.copy(SAMPLES / "club-swiss.toml", path)
    tournament = read_toml(path)
    tournament = forbid(set_bye(tournament, 5, 3, ByeKind.HALF), (1, 2))
    save_tournament(tournament, path)
    return path


#: the box above the piles at 120×40: the piles' 30 % of the width, less its border
OUTSIDE_WIDTH = 34


def test_the_bye_lies_outside_the_piles_with_its_reason(tmp_path):
    """Headless, as the walkthrough builds it from the engine's trace: the outside step
    first, the box above the piles (as wide as at 120×40), the legend."""
    tournament = read_toml(_event(tmp_path))
    system = descriptor(tournament.settings.system)
    script = walkthrough(tournament)
    outside = [s for s in script.steps if isinstance(s, OutsideStep)]
    assert len(outside) == 1 and script.steps[0] is outside[0]
    assert outside[0].forbidden == ((1, 2),)
    assert [(p.start_no, p.reason, p.article) for p in outside[0].players] == [
        (3, "requested a half-point bye (H)", "C.04.1 c"),
        (4, "requested a half-point bye (H)", "C.04.1 c"),
        (17, "withdrawn after round 2", "C.04.2 art. 3.2")]
    piled = {c.start_no for s in script.steps if isinstance(s, PileStep) for c in s.cards}
    assert 3 not in piled  # not paired in that round
    text = [str(line) for line in outside_lines(outside[0], OUTSIDE_WIDTH)]
    assert [line.split() for line in text] == [
        ["3", "Berger,", "Tobias", "bye", "H"], ["4", "Krüger,", "Anja", "bye", "H"],
        ["17", "Braun,", "Simon", "out", "after", "2"], "may not meet: 1 · 2".split()]
    sections = dict(legend(script, system.walkthrough.criterion_words, colours=system.entry.colours, own=system.walkthrough.legend_words))
    said = sections["Outside the piles"]
    assert ("17 Braun, Simon", "not paired: withdrawn after round 2 (C.04.2 art. 3.2)"
            ) in said
    assert ("1 2", "forbidden pair: may not meet (TRF-2026 260)") in said


SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
#: at 80×24 in the quick run; at 120×40 too with `pytest -m slow`
SIZE_IDS = ["80x24", pytest.param("120x40", marks=pytest.mark.slow)]


@pytest.mark.parametrize("size", SIZE_IDS)
def test_snapshot(size, tmp_path, monkeypatch, svg_snapshot):
    _event(tmp_path)
    monkeypatch.chdir(tmp_path)
    app = CardtableApp("club-evening.toml")

    async def main() -> str:
        async with app.run_test(size=SIZES[size]) as pilot:
            await settle(app, pilot)
            await pilot.press("w")
            await settle(app, pilot)
            # the bye and the forbidden pair outside the piles
            assert_shows(screen_text(app), "outside the piles", "3 Berger", "bye H",
                         "may not meet: 1 · 2")
            return app.export_screenshot(title="cardtable")

    assert svg_snapshot == asyncio.run(main())


def test_the_box_keeps_four_lines_and_counts_the_others():
    """Many players outside (withdrawals, late entries): the piles keep their room at
    80×24; the legend lists them all."""
    from cardtable.trace.steps import LeftOut

    players = tuple(LeftOut(n, f"Player, Number {n}", f"withdrawn after round {n}",
                            "C.04.2 art. 3.2", f"out after {n}") for n in range(1, 6))
    lines = [str(line) for line in outside_lines(OutsideStep("", "", players, ((7, 8),)), 22)]
    assert lines == ["  1 Player out after 1", "  2 Player out after 2",
                     "  3 Player out after 3", "… 3 more: l lists all"]
    assert all(len(line) <= 22 for line in lines)
