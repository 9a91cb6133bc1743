"""The palette's acts of FIDE's rating list and of the command line (issue 32): "Update
ratings from FIDE's list" is the act of ``cardtable ratings update`` (both doors end in
byte-identical files); without an imported list the entry says how to make one; an act
only the command line offers is listed with its command, and chosen says so."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from textual.command import CommandList

from app_helpers import drive, notices, press, settle
from fide_lists import SAMPLE, Row, write, xml_text

from cardtable.app.command_line_acts import COMMAND_LINE_ACTS
from cardtable.cli.main import main
from cardtable.model import integrity

SAMPLE_LIST = Path(__file__).parents[1] / "data" / "fide" / "players_list_xml_foa.xml"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(integrity, "now", lambda: "2026-03-01T18:00:00+00:00")
    return tmp_path / "data"


async def _choose(app, pilot, typed: str) -> str:
    """Open the palette, type ``typed``, and return the first entry's text (its name
    and help line) once found; it is left selected."""
    await press(app, pilot, "ctrl+p")
    await pilot.press(*typed)
    for _ in range(40):  # the palette searches in the background
        await pilot.pause(0.05)
        if app.screen.query_one(CommandList).option_count:
            break
    return str(app.screen.query_one(CommandList).get_option_at_index(0).prompt)


def _club(tmp_path: Path) -> Path:
    path = tmp_path / "club.toml"
    assert main(["new", str(path), "--rounds", "5", "--initial-colour", "white"]) == 0
    return path


@pytest.mark.slow  # about 2 s: the slow group, which .ci/run runs, keeps plain pytest under 5 min
def test_the_palette_updates_the_ratings_as_the_command_line_does(tmp_path):
    club = _club(tmp_path)
    assert main(["ratings", "import", str(SAMPLE_LIST)]) == 0
    for fide_id in ("1500007", "1500018", "1500017", "1500001"):
        assert main(["add-player", str(club), "--fide-id", fide_id]) == 0
    assert main(["pair", str(club)]) == 0
    rows = [Row(**{**r.__dict__, "standard": r.standard + 100})
            if r.fide_id in (1500007, 1500017) else r for r in SAMPLE]
    rerated = write(tmp_path / "standard_dec26frl.xml", xml_text(rows))
    assert main(["ratings", "import", str(rerated)]) == 0
    by_app = tmp_path / "by_app.toml"
    shutil.copy(club, by_app)
    before = club.read_bytes()
    assert main(["ratings", "update", str(club)]) == 0
    assert club.read_bytes() != before

    async def script(app, pilot):
        entry = await _choose(app, pilot, "Update ratings")
        assert "Update ratings from FIDE's list" in entry
        assert "the list's rating of the tournament's rate" in entry
        await press(app, pilot, "enter")
        await settle(app, pilot)
        assert any("2 rating(s) changed" in n and "C.04.2 art. 2.3" in n
                   for n in notices(app))

    drive(by_app, script)
    assert by_app.read_bytes() == club.read_bytes()


@pytest.mark.slow  # about 2 s: the slow group, which .ci/run runs, keeps plain pytest under 5 min
def test_without_a_list_the_entry_says_how_to_import_one(tmp_path, data_dir):
    club = _club(tmp_path)
    assert not data_dir.exists()
    before = club.read_bytes()

    async def script(app, pilot):
        entry = await _choose(app, pilot, "Update ratings")
        assert "the command line's act cardtable ratings import LIST makes one" in entry
        await press(app, pilot, "enter")
        assert any("Ratings not updated" in n and "cardtable ratings import LIST" in n
                   for n in notices(app))

    drive(club, script)
    assert club.read_bytes() == before


@pytest.mark.parametrize("number", [0, *(pytest.param(n, marks=pytest.mark.slow)  # the rest
                                     for n in range(1, len(COMMAND_LINE_ACTS)))])
def test_an_act_only_the_command_line_offers_is_listed_with_its_command(tmp_path, capsys,
                                                                        number):
    club = _club(tmp_path)
    act, command = COMMAND_LINE_ACTS[number]
    sentence = f"{act} — the command line's act: {command}"
    words = command.split()[1:]
    subcommand = [w for w in words[:2] if w.isalpha() and w.islower()]
    with pytest.raises(SystemExit) as exit_:  # the command and its options exist
        main([*subcommand, "--help"])
    assert exit_.value.code == 0
    usage = capsys.readouterr().out
    assert all(w in usage for w in words if w.startswith("-"))

    async def script(app, pilot):
        entry = await _choose(app, pilot, act)
        assert sentence in entry
        await press(app, pilot, "enter")
        assert f"Not in the app: {sentence}" in notices(app)

    drive(club, script)
