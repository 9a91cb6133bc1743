"""The printed pages of a club evening (pairings by board and by name, standings with
the tournament's header and a legend of the tie-breaks, the crosstable with withdrawn
and late players, the start list), what a rating report still lacks, and each page
opened in headless Chromium and printed on A4."""

from __future__ import annotations

from dataclasses import replace

import pytest
from headless_chromium import find_chromium, pdf_pages, print_pdf, screenshot

from cardtable.systems.files import read_toml
from cardtable.formats.html import render_html
from cardtable.systems.printing import (
    alphabetical_pairings,
    missing_for_rating,
    pages,
    printed_crosstable,
    printed_standings,
)

from conftest import SAMPLES

CLUB = read_toml(SAMPLES / "club-swiss.toml")


def test_every_page_of_the_evening():
    assert list(pages(CLUB)) == ["startlist", "round4-pairings", "round4-by-name",
                                 "standings", "crosstable"]


def test_standings_have_the_header_the_player_columns_and_the_legend():
    table = printed_standings(CLUB)
    assert table.header[:7] == ("Rank", "No", "Name", "Ti", "Rtg", "Fed", "Pts")
    assert "Lindenau, GER · 2026-01-15 – 2026-02-26 · Chief arbiter: Petersen, Ole" \
        in table.subtitle and "7 rounds" in table.subtitle
    assert any(note.startswith("BH: ") for note in table.notes)
    assert any(note.startswith("SB: ") for note in table.notes)


def test_the_alphabetical_list_names_every_player_of_the_round():
    table = alphabetical_pairings(CLUB, 4)
    names = [row[0] for row in table.rows]
    assert names == sorted(names, key=str.casefold)
    paired = sum(1 for p in CLUB.players if CLUB.round(4).game_of(p.start_no)
                 or CLUB.round(4).bye_of(p.start_no))
    assert len(table.rows) == paired


def test_the_crosstable_names_withdrawn_and_late_players():
    first = CLUB.players[0]
    t = CLUB.with_player(replace(first, withdrawn_after=4))
    notes = printed_crosstable(t).notes
    assert f"{first.start_no} {first.name}: withdrew after round 4" in notes


def test_what_a_rating_report_lacks():
    bare = replace(CLUB, settings=replace(CLUB.settings, start_date="", federation=""))
    missing = missing_for_rating(bare)
    assert missing[0] == "the start date" and "the federation" in missing
    assert any(m.startswith("the FIDE ids of") for m in missing) == any(
        not p.fide_id for p in CLUB.players)


CHROMIUM = find_chromium()


@pytest.mark.slow
@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed")
@pytest.mark.parametrize("name", list(pages(CLUB)))
def test_each_page_opens_in_headless_chromium_and_prints_on_a4(name, tmp_path):
    page = tmp_path / "page.html"
    page.write_text(render_html(pages(CLUB)[name]), encoding="utf-8")
    png = screenshot(CHROMIUM, page, tmp_path / "page.png")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 5000
    sizes = pdf_pages(print_pdf(CHROMIUM, page, tmp_path / "page.pdf"))
    assert sizes and all(sorted(round(x) for x in size) == [595, 842] for size in sizes)
