"""Issue 33 item 12 in the app: a late entry after round 1 is paired gets a provisional
pairing number (C.04.2 art. 2.4), which the notice says; no posted number changes."""

from __future__ import annotations

from app_helpers import drive, notices, press, saved

from cardtable.formats.toml_write import dumps_tournament

from conftest import build


def test_the_late_entry_form_says_the_number_is_provisional(tmp_path):
    path = tmp_path / "club.toml"
    before = build(4, "1-3 1-0, 2-4 =", rounds=5)
    path.write_text(dumps_tournament(before), encoding="utf-8")
    seen = []

    async def script(app, pilot):
        await press(app, pilot, "a")
        app.screen.query_one("#field-name").value = "Top, Tim"
        app.screen.query_one("#field-rating").value = "2600"
        await press(app, pilot, "enter")
        seen.append(" ".join(notices(app)))

    drive(path, script, size=(120, 30))
    assert ("pairing number 5 is provisional (a late entry, C.04.2 art. 2.4): the numbers "
            "posted do not change now; the initial ranking list is renumbered when round 2 "
            "is paired (art. 2.5)") in " ".join(seen[0].split())
    t = saved(path)
    assert t.player(5).name == "Top, Tim" and t.player(5).provisional
    assert [p.name for p in t.players[:4]] == [p.name for p in before.players]


def test_the_start_list_marks_a_provisional_number_and_says_the_mark(tmp_path):
    """The start list at 80×24 marks the late entry's provisional number (C.04.2 art.
    2.4) and says what the mark means under the list; the other numbers are plain, and
    the row still leads to the player (its key is the number)."""
    from cardtable.app.widgets.tournament.start_list import StartList
    from cardtable.model.player import Player
    from cardtable.model.roster import add_player

    path = tmp_path / "club.toml"
    late = add_player(build(4, "1-3 1-0, 2-4 =", rounds=5), Player(0, "Top, Tim", 2600))
    path.write_text(dumps_tournament(late.tournament), encoding="utf-8")
    seen = {}

    async def script(app, pilot):
        start_list = app.screen.query_one(StartList)
        seen["numbers"] = [str(start_list.get_row_at(row)[0])
                           for row in range(start_list.row_count)]
        seen["legend"] = str(start_list.border_subtitle)
        start_list.move_cursor(row=4)
        seen["selected"] = start_list.start_no

    drive(path, script)
    assert seen["numbers"] == ["1", "2", "3", "4", "5*"]
    assert seen["legend"] == "* provisional number, C.04.2 art. 2.4"
    assert seen["selected"] == 5
