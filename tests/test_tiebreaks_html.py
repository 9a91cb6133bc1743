"""Printable pages: standings, pairings and crosstable as self-contained HTML and as
CSV; where Chromium is installed, each page is opened headless, screenshotted and
printed to A4."""

import csv
import io
import re

import pytest
from headless_chromium import find_chromium, pdf_pages, print_pdf, screenshot
from tiebreaks_helpers import build

from cardtable.formats import tables
from cardtable.systems import ranking
from cardtable.formats.csv_tables import render_csv
from cardtable.formats.html import render_html
from cardtable.tiebreaks.standings import standings

SWISS = build(["1-2 1-0, 3-4 ½-½, 5 PAB", "3-1 0-1, 5-2 +/-, 4 H", "1-5 ½-½, 2-4 0-1, 3 Z"],
              names={1: "Ana <Ω> & Co", 2: "Bo", 3: "Cy", 4: "Di", 5: "Ed"})
ROBIN = build(["1-4 1-0, 2-3 ½-½", "4-3 0-1, 1-2 ½-½", "2-4 1-0, 3-1 0-1"],
              system="roundrobin", tiebreaks=("DE", "WIN", "SB"))


def all_tables():
    return {
        "standings": tables.standings_table(standings(SWISS, ["BH/C1", "BH", "SB"])),
        "pairings": tables.pairings_table(SWISS, 2),
        "swiss crosstable": tables.crosstable(SWISS, codes=["BH"]),
        "round-robin crosstable": ranking.crosstable(ROBIN),
    }


@pytest.mark.parametrize("name", list(all_tables()))
def test_html_is_one_self_contained_page(name):
    table = all_tables()[name]
    page = render_html(table)
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert "<script" not in page.lower()
    assert not re.search(r"(src|href)\s*=|url\(|@import|https?://", page)
    assert "@page { size: A4" in page
    assert page.count("<tr>") == len(table.rows) + 1
    if any("Ana" in cell for row in table.rows for cell in row):
        assert "Ana &lt;Ω&gt; &amp; Co" in page


@pytest.mark.parametrize("name", list(all_tables()))
def test_csv_has_the_header_and_every_row(name):
    table = all_tables()[name]
    rows = list(csv.reader(io.StringIO(render_csv(table))))
    assert tuple(rows[0]) == table.header
    assert [tuple(r) for r in rows[1:]] == list(table.rows)


def test_pairings_table():
    table = tables.pairings_table(SWISS, 2)
    assert table.header == ("Board", "No", "White", "Pts", "Result", "Pts", "Black", "No")
    boards = [r for r in table.rows if r[0]]
    assert [(r[1], r[4], r[7]) for r in boards] == [("3", "0-1", "1"), ("5", "+/-", "2")]
    assert ("", "4", "Di", "½", "½", "", "half-point bye", "") in table.rows
    with pytest.raises(ValueError, match="not paired"):
        tables.pairings_table(SWISS, 7)


def test_swiss_crosstable_cells():
    table = tables.crosstable(SWISS, codes=["BH"])
    row = next(r for r in table.rows if r[1] == "5")
    assert row[4:7] == ("PAB", "2w+", "1b½")
    assert table.header[:7] == ("Rank", "No", "Name", "Rtg", "R1", "R2", "R3")


def test_round_robin_tableau_cells():
    table = ranking.crosstable(ROBIN)
    assert table.header == ("No", "Name", "1", "2", "3", "4", "Pts", "Wins", "SB", "Rank")
    first = table.rows[0]
    assert first[2:6] == ("■", "½", "1", "1")


CHROMIUM = find_chromium()


@pytest.mark.slow
@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed")
@pytest.mark.parametrize("name", ["standings", "round-robin crosstable"])
def test_pages_open_in_headless_chromium_and_print_on_a4(name, tmp_path):
    page = tmp_path / "page.html"
    page.write_text(render_html(all_tables()[name]), encoding="utf-8")
    png = screenshot(CHROMIUM, page, tmp_path / "page.png")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 5000
    sizes = pdf_pages(print_pdf(CHROMIUM, page, tmp_path / "page.pdf"))
    assert len(sizes) == 1
    assert sorted(round(x) for x in sizes[0]) == [595, 842]
