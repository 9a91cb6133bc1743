"""What the app's screens write, at 80×24 as a Swiss-Manager or Vega user reads it
(issue 33 item 10): Sonneborn-Berger written the same way in the standings and the
crosstable (``15¼``, never ``15.25`` beside it), the tournament screen's footer
with ``w``."""

from __future__ import annotations

from cardtable.app import core
from cardtable.systems.files import read_toml

from conftest import SAMPLES


def test_sb_reads_the_same_in_the_standings_and_the_crosstable():
    t = read_toml(SAMPLES / "berger-example-8.toml")
    standings = core.standings_table(t)
    cross = core.crosstable_table(t)
    sb_standings = {row[1]: row[standings.header.index("SB")] for row in standings.rows}
    sb_cross = {row[0]: row[cross.header.index("SB")] for row in cross.rows}
    assert sb_standings == sb_cross
    assert any("¼" in v or "¾" in v for v in sb_cross.values())
    points = standings.header.index("Pts")
    assert not any("." in row[points] for row in standings.rows)


def test_the_tournament_screens_footer_shows_w_at_80_columns(tmp_path):
    from app_helpers import copy_sample, drive
    from screen_text import screen_text

    path = copy_sample(tmp_path)

    async def script(app, pilot):
        footer = screen_text(app).splitlines()[-1]
        for key in ("a Add", "p Pair", "w Walk", "r Round", "s Standings", "x Cross",
                    "h Print", "? Keys"):
            assert key in footer, footer

    drive(path, script)


def test_out_after_keeps_its_round_number_beside_a_long_name(tmp_path):
    """At 80×24 the start list shortens a long name (…), not "out after 4"."""
    from dataclasses import replace

    from app_helpers import copy_sample, drive
    from screen_text import shown_lines

    from cardtable.formats.toml_file import dumps_tournament

    path = copy_sample(tmp_path)
    t = read_toml(path)
    long = replace(t.player(1), name="Longername-Whatever, Christopher Maximilian",
                   withdrawn_after=t.last_paired_round)
    path.write_text(dumps_tournament(t.with_player(long)), encoding="utf-8")

    async def script(app, pilot):
        lines = shown_lines(app.screen.query_one("#players"))
        first = next(line for line in lines if line.lstrip().startswith("1 "))
        assert f"out after {app.tournament.last_paired_round}" in first, first
        assert "Longername-" in first and "…" in first

    drive(path, script)


def test_a_notice_on_the_tournament_screen_covers_no_player_and_no_frame():
    """Issue 33 item 9: the practice notice (8 s) stays inside the side column, off the
    start list and the frames' borders."""
    import asyncio

    from textual.widgets._toast import Toast

    from cardtable.app.app import CardtableApp

    from conftest import SAMPLES as samples

    app = CardtableApp(samples / "club-swiss.toml")

    async def main() -> None:
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            for _ in range(50):
                await pilot.pause(0.1)
                if app.screen.query(Toast):
                    break
            (toast,) = app.screen.query(Toast)
            assert "Practice" in str(toast.render())
            players = app.screen.query_one("#players").region
            side = app.screen.query_one("#side").region.shrink((1, 1, 1, 1))  # borders
            assert not toast.region.overlaps(players)
            assert side.contains_region(toast.region), (toast.region, side)

    asyncio.run(main())
