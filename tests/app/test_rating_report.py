"""The rating report from the app (issue 13): the dialog before the TRF lists what a
rating officer would miss; ``c`` (or "Complete the rating report" in the palette)
opens a form asking for exactly that, checked as it is typed; saving goes through the
app's store (atomic, ``.bak``), then the TRF-2026 file is written and a dialog says
what is still missing. Practice writes nothing."""

from __future__ import annotations

import shutil

import pytest
from app_helpers import drive, fide_rated, notices, press, saved, settle
from screen_text import assert_shows, screen_text

from cardtable.app.screens.dialogs import ConfirmScreen
from cardtable.app.screens.rating_report import MissingForRating, RatingReportForm
from textual.widgets import Input, Static

from conftest import SAMPLES

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
#: at 80×24 in the quick run; at 120×40 too with `pytest -m slow`
SIZE_IDS = ["80x24", pytest.param("120x40", marks=pytest.mark.slow)]
PLAYERS = range(1, 12)


def _seminar(folder):
    """The 2009 seminar sample: no federation, dates or chief arbiter, and eleven
    players without FIDE ids or birth dates (their federations are known)."""
    path = folder / "seminar.toml"
    shutil.copy(SAMPLES / "dutch-2009-seminar.toml", path)
    return fide_rated(path)


async def _type(app, pilot, key: str, text: str) -> None:
    """Type ``text`` into the form's field ``key`` (focused first, as tab would)."""
    field = app.screen.query_one(f"#field-{key}", Input)
    field.focus()
    await pilot.pause()
    await pilot.press(*text)
    await pilot.pause()


def _error(app) -> str:
    return str(app.screen.query_one("#error", Static).render())


def test_c_opens_the_form_with_exactly_what_is_missing(tmp_path):
    path = _seminar(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "h")
        assert isinstance(app.screen, MissingForRating)
        assert "c asks for them in a form." in app.screen.text
        await press(app, pilot, "c")
        assert isinstance(app.screen, RatingReportForm)
        keys = [f.key for f in app.screen.fields]
        assert keys[:4] == ["federation", "start_date", "end_date", "chief_arbiter"]
        assert sorted(keys[4:]) == sorted(
            [f"p{n}-fide_id" for n in PLAYERS] + [f"p{n}-birth_date" for n in PLAYERS])
        # the federations the file has are shown, not asked
        assert not app.screen.query("#field-p1-federation")
        assert app.screen.focused is app.screen.query_one("#field-federation", Input)

    drive(path, script)


@pytest.mark.slow  # a long Pilot flow (3-7 s): the slow group, which .ci/run runs
def test_filled_in_saved_with_a_backup_then_the_trf_and_what_is_still_missing(tmp_path):
    path = _seminar(tmp_path)
    before = path.read_bytes()

    async def script(app, pilot):
        await press(app, pilot, "h", "c")
        for key, text in (("federation", "sui"), ("start_date", "2026-03-07"),
                          ("end_date", "2026-03-08"), ("chief_arbiter", "Muster, Hans"),
                          ("p1-fide_id", "1234567"), ("p2-birth_date", "2001-04-30")):
            await _type(app, pilot, key, text)
        assert _error(app) == ""
        await press(app, pilot, "enter")
        # saved, the TRF written, and a dialog says what is still missing
        assert isinstance(app.screen, ConfirmScreen)
        text = app.screen.text
        assert "• FIDE id: 10 player(s) (2, 3, 4, 5, 6, 7, 8, 9, 10, 11)" in text
        assert "• birth date (new player): 9 player(s) (3, 4, 5, 6, 7, 8, 9, 10, 11)" in text
        assert text.startswith("seminar.trf (TRF-2026) is written for the rating report.")
        assert "tournament:" not in text
        assert not app._notifications  # said once, in the dialog
        await press(app, pilot, "y")  # the rest now: the form asks for it alone
        assert isinstance(app.screen, RatingReportForm)
        assert len(app.screen.fields) == 19
        await press(app, pilot, "escape")

    drive(path, script)
    t = saved(path)
    s = t.settings
    assert (s.federation, s.start_date, s.end_date, s.chief_arbiter) == (
        "SUI", "2026-03-07", "2026-03-08", "Muster, Hans")
    assert t.player(1).fide_id == 1234567 and t.player(2).birth_date == "2001-04-30"
    assert (tmp_path / "seminar.toml.bak").read_bytes() == before  # the previous version
    trf = (tmp_path / "seminar.trf").read_text().splitlines()
    assert {"032 SUI", "042 2026/03/07", "052 2026/03/08", "102 Muster, Hans"} <= set(trf)
    assert any(line.startswith("001    1") and "1234567" in line for line in trf)


@pytest.mark.slow  # over 5 s: run by `pytest -m slow` (.ci/run runs it too)
def test_invalid_input_is_named_and_nothing_is_saved(tmp_path):
    path = _seminar(tmp_path)
    before = path.read_bytes()

    async def script(app, pilot):
        await press(app, pilot, "h", "c")
        await _type(app, pilot, "p3-fide_id", "12x")
        assert _error(app) == "3 Ammann, David: FIDE id: expected a whole number, found '12x'"
        await press(app, pilot, "enter")
        assert isinstance(app.screen, RatingReportForm)  # still open
        await press(app, pilot, "backspace")
        await _type(app, pilot, "federation", "SWISS")
        assert _error(app).startswith("Federation: expected a three-letter FIDE code")
        await press(app, pilot, *["backspace"] * 5)
        await _type(app, pilot, "p4-birth_date", "30.4.2001")
        assert _error(app).startswith("4 Quinn, Lukas: Born: expected a year such as 1990")
        await press(app, pilot, *["backspace"] * 9)
        await _type(app, pilot, "start_date", "2026-03-08")
        await _type(app, pilot, "end_date", "2026-03-07")
        await press(app, pilot, "enter")
        assert _error(app) == "End date: before the start date"
        await press(app, pilot, "escape")
        assert not isinstance(app.screen, RatingReportForm)

    drive(path, script)
    assert path.read_bytes() == before
    assert not (tmp_path / "seminar.trf").exists()


@pytest.mark.slow  # a long Pilot flow (3-7 s): the slow group, which .ci/run runs
def test_the_palette_opens_it_and_practice_writes_nothing(tmp_path):
    path = _seminar(tmp_path)
    before = path.read_bytes()

    async def script(app, pilot):
        await press(app, pilot, "ctrl+p")
        await pilot.press(*"Complete the rating")
        await pilot.pause(0.3)
        await press(app, pilot, "enter")
        assert isinstance(app.screen, RatingReportForm)
        await _type(app, pilot, "p5-fide_id", "4611977")
        await press(app, pilot, "enter")
        assert app.tournament.player(5).fide_id == 4611977  # in memory
        assert isinstance(app.screen, ConfirmScreen)
        assert app.screen.text.startswith("seminar.toml is open for practice: seminar.trf "
                                          "is not written.\nA rating officer still needs:")

    drive(path, script, practice=True)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["seminar.toml"]


@pytest.mark.slow  # a long Pilot flow (3-7 s): the slow group, which .ci/run runs
def test_a_long_list_scrolls_to_the_field_in_focus(tmp_path):
    """24 players without FIDE ids at 80×24: tab to the last one, it is in view."""
    path = tmp_path / "club-swiss.toml"
    shutil.copy(SAMPLES / "club-swiss.toml", path)
    fide_rated(path)

    async def script(app, pilot):
        await press(app, pilot, "h", "c")
        form = app.screen
        assert len(form.fields) == 24
        await pilot.press(*["tab"] * 23)  # focus moves: no worker to wait for
        await settle(app, pilot)
        last = form.query_one("#field-p24-fide_id", Input)
        assert form.focused is last
        rows = form.query_one("#rows")
        assert rows.scroll_y > 0
        assert last.region.y < rows.region.bottom and rows.region.bottom <= 24

    drive(path, script)


@pytest.mark.parametrize("size", SIZE_IDS)
def test_snapshot(size, tmp_path, monkeypatch, svg_snapshot):
    _seminar(tmp_path)
    monkeypatch.chdir(tmp_path)  # opened by a relative name: no temporary path on screen

    async def script(app, pilot):
        await press(app, pilot, "h", "c")
        await _type(app, pilot, "p2-fide_id", "12x")

    shots = []

    async def shoot(app, pilot):
        await script(app, pilot)
        assert_shows(screen_text(app), "Complete the rating report (TRF-2026)",
                     "2 Lang, Zoe: FIDE id: expected a whole number, found '12x'")
        shots.append(app.export_screenshot(title="cardtable"))

    drive("seminar.toml", shoot, size=SIZES[size])
    assert svg_snapshot == shots[0]


@pytest.mark.slow  # a long Pilot flow (3-7 s): the slow group, which .ci/run runs
def test_the_player_form_checks_fide_id_and_birth_as_the_report_does(tmp_path):
    """The same checks: a FIDE id longer than the TRF's eleven columns (a file that
    could not be read again) and a birth date that is neither a year nor a date."""
    path = _seminar(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "e")
        await _type(app, pilot, "fide_id", "123456789012")
        assert _error(app) == "FIDE ID: at most 99999999999"
        await press(app, pilot, *["backspace"] * 12)
        await _type(app, pilot, "birth", "1990/5")
        assert _error(app).startswith("Birth: expected a year such as 1990")

    drive(path, script)
