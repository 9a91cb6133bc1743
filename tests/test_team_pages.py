"""The printed pages of a team competition (C.04.6): a round's matches with their board
line-ups, the team standings, the crosstable of matches, the teams' rosters; and the
Double-Swiss pairings page, which prints the whole match (C.04.5 Preface). Every name
from the file is escaped."""

from __future__ import annotations

import html
import re
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from cardtable.model.points import format_points
from cardtable.systems import printing
from cardtable.systems.files import load_tournament
from cardtable.systems.match_boards import board_match, match_score, round_matches
from cardtable.systems.competition import teams_of

SAMPLES = Path(__file__).resolve().parent.parent / "sample_tournaments"
LEAGUE = load_tournament(SAMPLES / "team-league.toml")
DOUBLE = load_tournament(SAMPLES / "double-swiss.toml")
HOSTILE = "<script>alert(1)</script> & Co"


def tables(page: str) -> list[list[list[str]]]:
    """Each ``<table>``'s body rows, each row its cells' text (unescaped)."""
    found = []
    for table in page.split("<tbody>")[1:]:
        body = table.split("</tbody>")[0]
        found.append([[html.unescape(c) for c in re.findall(r"<td[^>]*>(.*?)</td>", row)]
                      for row in body.split("</tr>") if "<td" in row])
    return found


def headings(page: str) -> list[str]:
    return [html.unescape(h) for h in re.findall(r'<h2 class="match">(.*?)</h2>', page)]


def test_the_team_pairings_list_each_match_with_its_boards_and_colours():
    page = printing.render(LEAGUE, "pairings", 5)
    names = {p.start_no: p.name for p in LEAGUE.players}
    matches = round_matches(LEAGUE, 5)
    assert len(headings(page)) == len(matches) == 5
    for heading, boards, match in zip(headings(page), tables(page), matches):
        first, second = match.sides
        score = match_score(LEAGUE, match).split(" · ")[0]  # "A 3½ – ½ B"
        ours, theirs = score.removeprefix(first + " ").removesuffix(" " + second).split(" – ")
        assert re.fullmatch(rf"Match \d+: \d+ {re.escape(first)} \(\d+½? MP\) – \d+ "
                            rf"{re.escape(second)} \(\d+½? MP\) · {ours} – {theirs}", heading)
        # board k of the match: the number in the match, White, result, Black, its table
        assert [(row[0], row[2], row[4], row[5], row[8]) for row in boards] == [
            (str(k), names[g.game.white], g.game.result.token, names[g.game.black],
             str(g.game.board)) for k, g in enumerate(match.games, start=1)]


def test_the_team_standings_page_ranks_by_the_team_standings():
    page = printing.render(LEAGUE, "standings", 5)
    assert "Team standings after round 5 of 7" in page
    (rows,) = tables(page)
    expected = teams_of(LEAGUE).standings(5).rows
    assert [(r[0], r[2]) for r in rows] == [(str(t.rank), t.name) for t in expected]


def test_the_crosstable_of_matches_gives_each_meeting_from_both_sides():
    """Each cell is the game points the row's team scored against the column's: the
    two cells of a meeting add up to the boards of a match (4 in the sample)."""
    page = printing.render(LEAGUE, "crosstable", 5)
    assert "Crosstable of matches after round 5 of 7" in page
    (rows,) = tables(page)
    numbers = [t.tpn for t in LEAGUE.teams]
    cell = {(int(r[1]), n): r[3 + k] for r in rows for k, n in enumerate(numbers)}
    meetings = 0
    for (a, b), text in cell.items():
        if a == b:
            assert text == "■"
        elif text:
            meetings += 1
            assert Fraction(text.replace("½", ".5")) + Fraction(
                cell[(b, a)].replace("½", ".5")) == 4
    assert meetings == 5 * 5 * 2  # five rounds of five matches, each seen from both sides


def test_the_team_start_list_gives_each_roster_in_board_order():
    page = printing.render(LEAGUE, "startlist", 0)
    (rows,) = tables(page)
    names = {p.start_no: p.name for p in LEAGUE.players}
    first = LEAGUE.teams[0]
    assert rows[0][:4] == [str(first.tpn), "", "", first.name]
    assert [(r[1], r[3]) for r in rows[1:1 + len(first.roster)]] == [
        ("1", names[first.roster[0]]), ("2", names[first.roster[1]]),
        ("3", names[first.roster[2]]), ("4", names[first.roster[3]]),
        ("res", names[first.roster[4]])]


def test_team_names_and_player_names_are_escaped():
    teams = (replace(LEAGUE.teams[0], name=HOSTILE), *LEAGUE.teams[1:])
    players = tuple(replace(p, name=HOSTILE) if p.start_no == 1 else p
                    for p in LEAGUE.players)
    hostile = replace(LEAGUE, teams=teams, players=players)
    for what in printing.PAGES:
        page = printing.render(hostile, what, 5)
        assert "<script>" not in page, what
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co" in printing.render(
        hostile, "pairings", 5)


def test_a_team_without_a_match_is_printed_with_why():
    """Round 1 of the sample paired again with team 10's players away: the page says
    the team has no match."""
    away = {m for m in LEAGUE.teams[-1].roster}
    rnd = LEAGUE.round(1)
    games = tuple(g for g in rnd.games if not {g.white, g.black} & away)
    t = replace(LEAGUE, rounds=(replace(rnd, games=games),))
    page = printing.render(t, "pairings", 1)
    assert headings(page)[-1] == "Without a match"
    assert tables(page)[-1][-1] == [f"10 {LEAGUE.teams[-1].name} (0 MP)", "not paired"]


def test_the_double_swiss_pairings_print_both_games_of_the_match():
    """Round 6 is game 2 of match 3: the page prints the match, game 1 (round 5) and
    game 2 (round 6) from the first player's side, who has White in game 1."""
    page = printing.render(DOUBLE, "pairings", 6)
    assert "Match 3 of 5 (rounds 5 and 6; the first player has White in game 1" in page
    assert page == printing.render(DOUBLE, "pairings", 5)
    (rows,) = tables(page)
    names = {p.start_no: p.name for p in DOUBLE.players}
    for row in rows:
        if not row[0]:
            continue  # a bye: for the whole match
        match = board_match(DOUBLE, 5, int(row[0]))
        game_1 = match.games[0].game
        assert (row[2], row[8]) == (names[game_1.white], names[game_1.black])
        points = [Fraction(0), Fraction(0)]
        for cell in row[5:7]:
            mine, theirs = cell.split("/" if "/" in cell else "-")
            points[0] += {"1": 1, "½": Fraction(1, 2), "+": 1}.get(mine, 0)
            points[1] += {"1": 1, "½": Fraction(1, 2), "+": 1}.get(theirs, 0)
        assert match_score(DOUBLE, match) == (
            f"{row[2]} {format_points(points[0], '½')} – {format_points(points[1], '½')} "
            f"{row[8]}")
    assert ["", "12", "Gerber, Tina"] == rows[-1][:3] and "pairing-allocated bye" in rows[-1]


def test_print_writes_the_team_pages_beside_the_file(tmp_path):
    written = printing.write_pages(LEAGUE, tmp_path / "league.toml")
    assert [p.name for p in written] == [
        "league-round5-pairings.html", "league-round5-alphabetical.html",
        "league-round5-standings.html", "league-round5-crosstable.html",
        "league-startlist.html"]
    text = {p.name: p.read_text(encoding="utf-8") for p in written}
    assert "team pairings" in text["league-round5-pairings.html"]
    assert "Team standings after round 5" in text["league-round5-standings.html"]
    assert "Crosstable of matches" in text["league-round5-crosstable.html"]
    assert "10 teams, 4 boards a match" in text["league-startlist.html"]
