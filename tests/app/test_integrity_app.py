"""The integrity log in the app: ``i`` (and the palette) shows the events with their
time and what changed, ``z`` undoes one (as ``cardtable log --undo``); the settings
form asks before the tie-break list changes after round 1 and twice before FIDE mode
is left, and both are logged; a rating corrected after the pairing is logged."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import DataTable

from cardtable.app.screens.dialogs import ConfirmScreen
from cardtable.app.screens.integrity_log import IntegrityLogScreen

from app_helpers import copy_sample, drive, press, saved


async def _settings(app, pilot, **values: str) -> None:
    await press(app, pilot, "o")
    for key, value in values.items():
        app.screen.query_one(f"#field-{key}").value = value
    await press(app, pilot, "enter")


def _table_text(app) -> str:
    table = app.screen.query_one(DataTable)
    return "\n".join(" | ".join(str(c) for c in table.get_row_at(i))
                     for i in range(table.row_count))


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_a_tiebreak_change_after_round_1_is_confirmed_logged_shown_and_undone(tmp_path):
    path = copy_sample(tmp_path)  # four rounds paired; tie-breaks BH, SB, DE
    seen: dict[str, str] = {}

    async def script(app, pilot):
        await _settings(app, pilot, tiebreaks="SB, BH")
        assert isinstance(app.screen, ConfirmScreen)
        seen["question"] = str(app.screen.query_one("#reasons").render())
        await press(app, pilot, "y")
        await press(app, pilot, "i")
        assert isinstance(app.screen, IntegrityLogScreen)
        seen["log"] = _table_text(app)
        await press(app, pilot, "z")
        assert isinstance(app.screen, ConfirmScreen)
        await press(app, pilot, "y")
        seen["after"] = _table_text(app)

    drive(path, script, size=(140, 30))
    assert "was  BH, SB, DE" in seen["question"] and "now  SB, BH" in seen["question"]
    assert "the tie-break list changed after the start" in seen["log"]
    assert "tie-breaks BH, SB, DE -> SB, BH" in seen["log"]
    assert "an event undone" in seen["after"]
    t = saved(path)
    assert t.settings.tiebreaks == ("BH", "SB", "DE")
    assert [e.kind for e in t.log] == ["tiebreaks-changed", "undone"]
    assert t.log[0].undo == ""  # undone once


def test_a_tiebreak_change_declined_saves_nothing(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await _settings(app, pilot, tiebreaks="SB, BH")
        await press(app, pilot, "n")

    drive(path, script)
    t = saved(path)
    assert t.settings.tiebreaks == ("BH", "SB", "DE") and t.log == ()


def _fide_rated(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("rounds = 7\n", "rounds = 7\nfide_rated = true\n", 1),
                    encoding="utf-8")
    assert saved(path).settings.fide_rated


def test_leaving_fide_mode_is_confirmed_twice_and_logged(tmp_path):
    path = copy_sample(tmp_path)
    _fide_rated(path)
    titles: list[str] = []

    async def script(app, pilot):
        await _settings(app, pilot, fide_rated="no")
        for _ in range(2):
            assert isinstance(app.screen, ConfirmScreen)
            titles.append(app.screen.confirm_title)
            await press(app, pilot, "y")
        assert not isinstance(app.screen, ConfirmScreen)

    drive(path, script)
    assert titles == ["Leave FIDE mode", "Leave FIDE mode: second confirmation"]
    t = saved(path)
    assert t.settings.fide_rated is False
    assert [e.kind for e in t.log] == ["fide-mode-left"]


def test_leaving_fide_mode_declined_the_second_time_saves_nothing(tmp_path):
    path = copy_sample(tmp_path)
    _fide_rated(path)

    async def script(app, pilot):
        await _settings(app, pilot, fide_rated="no")
        await press(app, pilot, "y", "n")

    drive(path, script)
    t = saved(path)
    assert t.settings.fide_rated is True and t.log == ()


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_a_rating_corrected_after_the_pairing_is_logged_and_shown(tmp_path):
    path = copy_sample(tmp_path)
    seen: list[str] = []

    async def script(app, pilot):
        await press(app, pilot, "e")  # player 1
        app.screen.query_one("#field-rating").value = "2290"
        await press(app, pilot, "enter")
        await press(app, pilot, "ctrl+p")
        await pilot.press(*"Integrity log")
        await press(app, pilot, "enter")
        assert isinstance(app.screen, IntegrityLogScreen)
        seen.append(_table_text(app))

    drive(path, script, size=(140, 30))
    assert "a rating changed after the pairing" in seen[0]
    (event,) = saved(path).log
    assert (event.kind, event.where, event.round) == ("rating-changed", "1", 4)
    assert event.undo != "" and "rating" in event.text and "-> 2290" in event.text


def test_a_round_taken_back_in_the_app_is_logged(tmp_path):
    path = copy_sample(tmp_path)  # four rounds paired, round 4 with results
    seen: list[str] = []

    async def script(app, pilot):
        await press(app, pilot, "u")
        assert isinstance(app.screen, ConfirmScreen)
        await press(app, pilot, "y")
        await press(app, pilot, "i")
        assert isinstance(app.screen, IntegrityLogScreen)
        seen.append(_table_text(app))

    drive(path, script, size=(140, 30))
    assert "a round taken back" in seen[0] and "round 4 taken back" in seen[0]
    t = saved(path)
    assert t.last_paired_round == 3
    (event,) = t.log
    assert (event.kind, event.round, event.undo) == ("round-taken-back", 4, "")


def test_the_tournament_screen_says_fide_rated_only_for_a_fide_rated_tournament(tmp_path):
    from dataclasses import replace

    from cardtable.app.widgets.tournament.summary import settings_text

    t = saved(copy_sample(tmp_path))
    assert "FIDE-rated" not in settings_text(t).plain
    rated = replace(t, settings=replace(t.settings, fide_rated=True))
    assert "FIDE-rated deviations logged (i)" in settings_text(rated).plain
