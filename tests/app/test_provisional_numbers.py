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
