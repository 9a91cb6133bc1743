"""The add form looks players up in FIDE's rating list as one types (issue 33): the
start of a name or a FIDE ID lists the players of the imported list, ``down`` and
``enter`` fill the form from the one chosen, with the rating of the tournament's list;
without an imported list the form is as before. Printing to PDF from the app: ``H``
and the palette's "Print to PDF"."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader

from app_helpers import copy_sample, drive, notices, press, saved, settle

from cardtable.app.screens.keys import KeysScreen
from cardtable.app.screens.player_lookup import LookupForm
from cardtable.app.widgets.rating_lookup import RatingLookup
from cardtable.cli.main import main

SAMPLE_LIST = Path(__file__).parents[1] / "data" / "fide" / "players_list_xml_foa.xml"


@pytest.fixture()
def club(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    path = tmp_path / "club.toml"
    assert main(["new", str(path), "--rounds", "5", "--time-control", "15'+10\""]) == 0
    return path


def _type(pilot, text: str):
    return pilot.press(*[c if c != " " else "space" for c in text])


def test_the_start_of_a_name_lists_players_and_enter_fills_the_form(club):
    assert main(["ratings", "import", str(SAMPLE_LIST)]) == 0

    async def script(app, pilot):
        await press(app, pilot, "a")
        assert isinstance(app.screen, LookupForm)
        await _type(pilot, "mull")
        await settle(app, pilot)
        lookup = app.screen.query_one(RatingLookup)
        assert [p.name for p in lookup.found] == ["Müller, Anna", "Müller, Anton"]
        assert lookup.display
        assert "WGM Müller, Anna GER 1994 rapid 2250 ID 1500001" in str(
            lookup.get_option_at_index(1).prompt)
        await press(app, pilot, "down", "down", "enter")  # into the list, Anton, choose
        values = app.screen.values
        assert (values["name"], values["rating"], values["federation"], values["birth"],
                values["fide_id"]) == ("Müller, Anton", "1760", "GER", "1967", "1500029")
        assert not lookup.found  # the list closes once a player is chosen
        await press(app, pilot, "enter")  # saved as any other player
        p = saved(club).player(1)
        assert (p.name, p.rating, p.fide_id, p.birth_date, p.sex) == (
            "Müller, Anton", 1760, 1500029, "1967", "m")

    drive(club, script)


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_a_fide_id_finds_its_player(club):
    assert main(["ratings", "import", str(SAMPLE_LIST)]) == 0

    async def script(app, pilot):
        await press(app, pilot, "a", "tab", "tab", "tab", "tab", "tab", "tab")
        await _type(pilot, "1500010")
        await settle(app, pilot)
        lookup = app.screen.query_one(RatingLookup)
        assert [p.name for p in lookup.found] == ["Carlsen, Magnus"]
        await press(app, pilot, "down", "enter")
        assert app.screen.values["name"] == "Carlsen, Magnus"
        assert app.screen.values["title"] == "GM" and app.screen.values["rating"] == "2820"

    drive(club, script)


def test_without_an_imported_list_the_form_is_as_before(club):
    async def script(app, pilot):
        await press(app, pilot, "a")
        await _type(pilot, "Berg, Anna")
        await settle(app, pilot)
        assert not list(app.screen.query(RatingLookup))
        await press(app, pilot, "enter")
        assert saved(club).player(1).name == "Berg, Anna"

    drive(club, script)


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_shift_h_and_the_palette_print_to_pdf(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "question_mark")
        assert isinstance(app.screen, KeysScreen)
        assert "Print to PDF" in str(app.screen.query_one("#keys Static").render())
        await press(app, pilot, "escape", "H")
        pdf = tmp_path / "club-swiss-round4.pdf"
        assert len(PdfReader(pdf).pages) == 5
        assert "Printed to PDF next to club-swiss.toml" in "\n".join(notices(app))
        pdf.unlink()
        await press(app, pilot, "ctrl+p")
        await pilot.press(*"Print to PDF")
        await pilot.pause(0.3)
        await press(app, pilot, "enter")
        await settle(app, pilot)
        assert len(PdfReader(pdf).pages) == 5

    drive(path, script)


def test_a_burst_through_the_lookup_lands_as_typed_slowly(club):
    """Keys typed at once through a look-up (the name's start, down into the players
    found, enter to choose, enter to save) and on into the next form land where they
    land typed slowly: the chosen player and the next one are both saved."""
    from test_key_order import burst, typed

    assert main(["ratings", "import", str(SAMPLE_LIST)]) == 0

    async def script(app, pilot):
        burst(app, "a", "mull", "Down", "Down", "Enter", "Enter",
              "a", "Berg, Bo", "Tab", "1500", "Enter")
        await typed(app, pilot)

    drive(club, script)
    assert [(p.name, p.rating, p.fide_id) for p in saved(club).players] == [
        ("Müller, Anton", 1760, 1500029), ("Berg, Bo", 1500, None)]
