"""Printable A4 pages (``cardtable print``, the app's Print command): the pairings by
board and by name, the standings with header and tie-break legend, the crosstable with
withdrawn and late players marked, the start list; and the rating-report check of
``cardtable export``. Where Chromium is installed each page is screenshotted and
printed to A4."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from headless_chromium import find_chromium, pdf_pages, print_pdf, screenshot

from cardtable.cli.main import main
from cardtable.formats.toml_file import dumps_tournament
from cardtable.formats import pages
from cardtable.formats.rating_report import fill_in, missing_for_rating, summary
from cardtable.systems import printing, ranking
from cardtable.systems.files import load_tournament

SAMPLES = Path(__file__).resolve().parent.parent / "sample_tournaments"
CLUB = load_tournament(SAMPLES / "club-swiss.toml")
SEMINAR = load_tournament(SAMPLES / "dutch-2009-seminar.toml")  # a late entry, a withdrawal
HOSTILE = "<script>alert(1)</script> & Co"


def hostile(tournament):
    """The tournament with player 1 named ``HOSTILE`` and a hostile tournament name."""
    players = tuple(replace(p, name=HOSTILE) if p.start_no == 1 else p
                    for p in tournament.players)
    settings = replace(tournament.settings, name="<b>Open</b>")
    return replace(tournament, players=players, settings=settings)


def every_page(tournament):
    return {what: printing.render(tournament, what, tournament.last_paired_round)
            for what in printing.PAGES}


def cells(html: str) -> list[list[str]]:
    """The text of every body row's cells."""
    body = html.split("<tbody>")[1].split("</tbody>")[0]
    return [re.findall(r"<td[^>]*>(.*?)</td>", row) for row in body.split("</tr>") if "<td" in row]


@pytest.mark.parametrize("what", printing.PAGES)
def test_each_page_is_a_standalone_a4_document_with_the_header(what):
    html = every_page(CLUB)[what]
    assert html.startswith("<!DOCTYPE html>") and html.rstrip().endswith("</html>")
    assert "@page { size: A4" in html and "<script" not in html and "http" not in html
    assert "<h1>Club Championship 2026" in html
    assert "Lindenau, 2026-01-15 – 2026-02-26" in html
    assert "Chief arbiter: Petersen, Ole" in html


@pytest.mark.parametrize("what", printing.PAGES)
def test_hostile_names_are_escaped_on_every_page(what):
    html = every_page(hostile(CLUB))[what]
    assert "<script>" not in html and "<b>Open</b>" not in html
    assert "&lt;b&gt;Open&lt;/b&gt;" in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co" in html


def test_pairings_by_board_give_title_rating_points_result_and_the_bye():
    rows = cells(pages.pairings_page(CLUB, 4))
    assert "Round 4 of 7, 2026-02-05" in pages.pairings_page(CLUB, 4)
    assert re.findall(r"<th(?: [^>]*)?>(.*?)</th>", pages.pairings_page(CLUB, 4)) == [
        "Board", "No", "White", "Rtg", "Pts", "Result", "Pts", "Black", "Rtg", "No"]
    assert rows[1] == ["2", "2", "WFM Novak, Petra", "2241", "2½", "1-0", "2",
                       "Lang, Miriam", "2102", "7"]
    assert rows[-1][1:6] == ["24", "Roth, Greta", "", "0", "pairing-allocated bye"]


def test_pairings_result_column_is_blank_before_results():
    rnd = CLUB.round(4)
    blank = replace(rnd, games=tuple(replace(g, result=None) for g in rnd.games))
    tournament = replace(CLUB, rounds=tuple(blank if r.number == 4 else r
                                            for r in CLUB.rounds))
    assert [row[5] for row in cells(pages.pairings_page(tournament, 4))][1:11] == [""] * 10


def test_alphabetical_list_tells_each_player_board_colour_and_opponent():
    rows = cells(pages.alphabetical_page(CLUB, 4))
    names = [r[0] for r in rows]
    assert len(rows) == 23 and names.index("Köhler, Ben") < names.index("Krüger, Anja")
    assert names.index("Krüger, Anja") < names.index("Lang, Miriam")
    assert ["Berger, Tobias", "3", "1", "Black", "Weber, Jonas"] in rows
    assert ["Weber, Jonas", "6", "1", "White", "Berger, Tobias"] in rows
    assert ["Roth, Greta", "24", "", "", "pairing-allocated bye"] in rows


def test_pairings_of_a_system_without_colours_name_no_colours():
    swissbg = load_tournament(SAMPLES / "swissbg-club.toml")
    board = printing.render(swissbg, "pairings", 1)
    by_name = printing.render(swissbg, "alphabetical", 1)
    assert "White" not in board and "<th>Player</th>" in board
    assert "Colour" not in by_name and "White" not in by_name


def test_a_round_robins_bye_is_a_free_round(tmp_path, capsys):
    assert main(["simulate", "--system", "roundrobin", "--players", "5", "--seed", "1",
                 "-o", str(tmp_path / "rr.toml")]) == 0
    robin = load_tournament(tmp_path / "rr.toml")
    assert "<td>free</td>" in printing.render(robin, "pairings", 1)
    assert "<td>free</td>" in printing.render(robin, "alphabetical", 1)


def test_standings_have_rounds_legend_and_title_rating_federation():
    html = printing.render(CLUB, "standings", 0)
    assert "Standings after round 4 of 7" in html
    assert re.search(r"<th>Title</th>.*<th>Name</th>.*Rtg</th><th>Fed</th>", html)
    legend = re.findall(r"<dt>(.*?)</dt><dd>(.*?)</dd>", html)
    assert legend == [("Pts", "Points"), ("BH", "Buchholz, no cut: every round counts"),
                      ("SB", "Sonneborn-Berger, no cut: every round counts"),
                      ("DE", "Direct encounter")]
    assert "Tie-breaks: FIDE C.07 (2026 edition), Swiss rules." in html
    first = cells(html)[0]
    assert first[:7] == ["1", "3", "", "Berger, Tobias", "2198", "GER", "3.5"]
    assert ["2", "2", "WFM", "Novak, Petra", "2241", "CZE"] == cells(html)[1][:6]


def test_standings_rank_under_the_tournaments_own_rules():
    table = ranking.standings(CLUB)
    html = pages.standings_page(CLUB, table)
    assert [r[3].split(" (")[0].removesuffix(" *") for r in cells(html)] == [r.name for r in table.rows]


def test_crosstable_marks_withdrawn_and_late_players():
    html = printing.render(SEMINAR, "crosstable", 0)
    assert "Lang, Tina (late entry, from round 2)" in html
    assert "Zaugg, Paul (withdrawn after round 2)" in html
    assert "Crosstable after round 3" in html


def test_start_list_by_pairing_number_with_fide_ids():
    players = tuple(replace(p, fide_id=4100000 + p.start_no) for p in CLUB.players)
    rows = cells(pages.startlist_page(replace(CLUB, players=players)))
    assert [r[0] for r in rows] == [str(n) for n in range(1, 25)]
    assert rows[1] == ["2", "WFM", "Novak, Petra", "2241", "CZE", "SK Lindenau", "4100002"]


def test_rating_report_lists_what_is_missing_by_key_and_player():
    t = replace(SEMINAR, settings=replace(SEMINAR.settings, place="", federation="SUI",
                                          start_date="2026-03-01", end_date="2026-03-02",
                                          chief_arbiter=""))
    found = missing_for_rating(t)
    tournament_keys = [m.key for m in found if m.start_no is None]
    assert tournament_keys == ["place", "chief_arbiter"]
    assert str(found[0]) == "tournament: place (TRF 022) is missing (key place)"
    first = next(m for m in found if m.start_no == 1)
    assert first.key == "fide_id" and str(first).startswith("player 1 Jenni, Clara: FIDE id")
    complete = replace(t, settings=replace(t.settings, place="Bern", chief_arbiter="X"),
                       players=tuple(replace(p, fide_id=1000 + p.start_no, federation="SUI")
                                     for p in t.players))
    assert missing_for_rating(complete) == []
    assert summary(found)[:2] == ["tournament: place, chief arbiter",
                                  "FIDE id: 11 player(s) (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)"]


def test_fill_in_takes_the_answers_and_leaves_the_empty_ones_missing():
    found = missing_for_rating(SEMINAR)
    answer = {m: "" for m in found}
    for m in found:
        if m.start_no is None and m.key in ("federation", "chief_arbiter"):
            answer[m] = {"federation": "sui", "chief_arbiter": "Muster, Hans"}[m.key]
        elif m.start_no == 3:
            answer[m] = {"fide_id": " 4611977 ", "birth_date": "1990"}[m.key]
    filled = fill_in(SEMINAR, answer)
    assert (filled.settings.federation, filled.settings.chief_arbiter) == ("SUI",
                                                                           "Muster, Hans")
    assert (filled.player(3).fide_id, filled.player(3).birth_date) == (4611977, "1990")
    assert [p.start_no for p in filled.players] == [p.start_no for p in SEMINAR.players]
    still = missing_for_rating(filled)
    assert {m.start_no for m in still if m.key == "fide_id"} == set(range(1, 12)) - {3}
    assert [m.key for m in still if m.start_no is None] == ["start_date", "end_date"]
    assert fill_in(SEMINAR, {m: "" for m in found}) == SEMINAR


# -- the command line ---------------------------------------------------------------------
def copy(tmp_path, name="club-swiss.toml") -> Path:
    target = tmp_path / name
    target.write_text((SAMPLES / name).read_text(encoding="utf-8"), encoding="utf-8")
    return target


def test_print_writes_every_page_next_to_the_file(tmp_path, capsys):
    file = copy(tmp_path)
    assert main(["print", str(file)]) == 0
    names = ["club-swiss-round4-pairings.html", "club-swiss-round4-alphabetical.html",
             "club-swiss-round4-standings.html", "club-swiss-round4-crosstable.html",
             "club-swiss-startlist.html"]
    assert capsys.readouterr().out.split() == [str(tmp_path / n) for n in names]
    assert all((tmp_path / n).read_text(encoding="utf-8").startswith("<!DOCTYPE")
               for n in names)


def test_print_one_page_of_a_round_into_a_folder(tmp_path, capsys):
    file = copy(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    assert main(["print", str(file), "--round", "2", "--what", "pairings", "-o", str(out)]) == 0
    assert capsys.readouterr().out.split() == [str(out / "club-swiss-round2-pairings.html")]
    assert "Round 2 of 7" in (out / "club-swiss-round2-pairings.html").read_text()


def test_pairings_go_out_before_results_beside_the_last_complete_standings(tmp_path, capsys):
    file = copy(tmp_path)
    assert main(["pair", str(file)]) == 0
    capsys.readouterr()
    assert main(["print", str(file)]) == 0
    assert [Path(p).name for p in capsys.readouterr().out.split()] == [
        "club-swiss-round5-pairings.html", "club-swiss-round5-alphabetical.html",
        "club-swiss-round4-standings.html", "club-swiss-round4-crosstable.html",
        "club-swiss-startlist.html"]
    board = (tmp_path / "club-swiss-round5-pairings.html").read_text(encoding="utf-8")
    assert "Round 5 of 7" in board and all(row[5] == "" for row in cells(board)
                                           if row[0])  # the result column blank
    assert "Standings after round 4 of 7" in (
        tmp_path / "club-swiss-round4-standings.html").read_text(encoding="utf-8")


def test_print_refuses_a_round_that_does_not_exist_and_writes_nothing(tmp_path, capsys):
    file = copy(tmp_path)
    assert main(["print", str(file), "--round", "9"]) == 2
    assert "round 9 does not exist" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club-swiss.toml"]


def test_print_refuses_pairings_before_round_one(tmp_path, capsys):
    file = tmp_path / "new.toml"
    assert main(["new", str(file), "--rounds", "5"]) == 0
    assert main(["add-player", str(file), "Ann"]) == 0
    capsys.readouterr()
    assert main(["print", str(file), "--what", "pairings"]) == 2
    assert "no round is paired yet" in capsys.readouterr().err
    assert main(["print", str(file)]) == 0  # all: what can be printed now
    assert [Path(p).name for p in capsys.readouterr().out.split()] == [
        "new-standings.html", "new-crosstable.html", "new-startlist.html"]


def test_export_warns_what_the_rating_report_lacks_and_still_writes(tmp_path, capsys):
    file = copy(tmp_path, "dutch-2009-seminar.toml")
    out = tmp_path / "out.trf"
    assert main(["export", str(file), "--trf", str(out)]) == 0
    assert capsys.readouterr().err == ""  # not marked FIDE-rated: a club event
    assert main(["export", str(file), "--trf", str(out), "--rating-report"]) == 0
    err = capsys.readouterr().err
    assert out.exists() and out.read_text().startswith("012")
    assert "warning: the rating report needs" in err
    assert "warning: player 1 Jenni, Clara: FIDE id is missing (key fide_id)" in err


def test_export_of_complete_data_warns_nothing(tmp_path, capsys):
    complete = replace(CLUB, players=tuple(replace(p, fide_id=4100000 + p.start_no)
                                           for p in CLUB.players))
    file = tmp_path / "complete.toml"
    file.write_text(dumps_tournament(complete), encoding="utf-8")
    assert main(["export", str(file), "--trf", str(tmp_path / "out.trf")]) == 0
    assert capsys.readouterr().err == ""


# -- in headless Chromium -----------------------------------------------------------------
CHROMIUM = find_chromium()


@pytest.mark.slow
@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed")
@pytest.mark.parametrize("what", printing.PAGES)
def test_printed_pages_open_in_headless_chromium_on_a4(what, tmp_path):
    page = tmp_path / f"{what}.html"
    page.write_text(printing.render(SEMINAR, what, 3), encoding="utf-8")
    png = screenshot(CHROMIUM, page, tmp_path / f"{what}.png", landscape=what == "crosstable")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 5000
    sizes = pdf_pages(print_pdf(CHROMIUM, page, tmp_path / f"{what}.pdf"))
    assert len(sizes) == 1 and sorted(round(x) for x in sizes[0]) == [595, 842]


def test_the_legend_explains_the_cut_and_the_standings_mark_withdrawn_and_late(tmp_path):
    """Issue 26: "BH/C1 Buchholz" and "BH Buchholz" said nothing of the cut; withdrawn
    and late players were not marked on the standings; the start list had no club."""
    from cardtable.model.player import Player
    table = ranking.standings(CLUB, "BH/C1, BH, SB/M1")
    html = pages.standings_page(CLUB, table)
    legend = dict(re.findall(r"<dt>(.*?)</dt><dd>(.*?)</dd>", html))
    assert legend["BH/C1"] == "Buchholz, cut 1: the lowest value left out (C.07 art. 14.1)"
    assert legend["BH"] == "Buchholz, no cut: every round counts"
    assert legend["SB/M1"] == ("Sonneborn-Berger, median 1: the lowest value and the "
                               "highest value left out (C.07 art. 14.3)")
    marked = replace(CLUB, players=tuple(
        replace(p, withdrawn_after=2) if p.start_no == 3 else
        replace(p, club="SK Ost") if p.start_no == 1 else p for p in CLUB.players))
    names = [row[3] for row in cells(pages.standings_page(marked, ranking.standings(marked)))]
    assert "Berger, Tobias (withdrawn after round 2)" in names
    start = pages.startlist_page(marked)
    assert re.search(r"<th>Fed</th><th>Club</th>", start) and "<td>SK Ost</td>" in start
    late = CLUB.with_player(Player(99, "Spät, Sarah", joins_in=3))
    assert "Spät, Sarah (late entry, from round 3)" in pages.standings_page(
        late, ranking.standings(late))
