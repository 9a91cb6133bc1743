"""The team records of a TRF-2026 file in the text's columns (TRF-2026, "Team
Section" and the records for teams: 310, 320, 330, 300, 240, 250, 260, 299, 352, 082),
read as other programs write them, and round-tripped: import then export identical,
``cardtable check`` clean on every file cardtable exports."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from cardtable.cli.check import check_file
from cardtable.formats.errors import FileError
from cardtable.formats.trf_team_stated import read_team_stated
from cardtable.formats.trf_write import NotWritable
from cardtable.formats.toml_write import dumps_tournament
from cardtable.model.results import ByeKind, GameResult
from cardtable.model.team import MatchPoints
from cardtable.systems.base import publish
from cardtable.systems.files import dumps_trf, parse_toml, parse_trf, read_toml
from cardtable.systems.registry import descriptor
from cardtable.systems.team.competition import TeamCompetition

from conftest import SAMPLES

DATA = Path(__file__).parent / "data" / "team_records.trf"
FORK = sorted(Path("/tmp/teamtests").glob("*.input"))


def _cols(line: str, first: int, last: int) -> str:
    """TRF positions ``first``-``last`` (1-based, inclusive) of a line."""
    return line[first - 1:last]


def _nine_teams(seed: int, rounds: int = 5):
    """The sample league without its tenth team (an odd number of teams: a PAB every
    round, C.04.6 art. 1.4), played with random board results."""
    rng = random.Random(seed)
    t = read_toml(SAMPLES / "team-league.toml")
    t = replace(t, teams=t.teams[:9], players=tuple(p for p in t.players if p.start_no <= 45),
                rounds=())
    for number in range(1, rounds + 1):
        t = publish(t, descriptor("team").pair(t, number))
        for game in t.round(number).games:
            t = t.with_result(number, game.board, rng.choice(list(GameResult)))
    return t


def _pab_team(t, round_no: int) -> int:
    return next(team.tpn for team in t.teams if any(
        (b := t.round(round_no).bye_of(m)) is not None and b.kind is ByeKind.PAB
        for m in team.roster))


def test_310_writes_each_field_in_its_positions():
    """TRF-2026, record 310, positions 5-7 (TPN, right-justified as in the text's
    example: ``310   1 Knights of Leiden``), 9-40 (name), 42-46 and 48-53 (nickname,
    strength factor: blank), 55-60 and 62-67 (match points, game points, ``1111.5``), 69-71 (rank),
    74-77, 79-82, ... (players): the values of the team standings after round 5."""
    t = read_toml(SAMPLES / "team-league.toml")
    rows = {r.tpn: r for r in TeamCompetition(t).standings(5).rows}
    lines = [line for line in dumps_trf(t, "trf26").splitlines() if line.startswith("310")]
    assert len(lines) == len(t.teams)
    for team, line in zip(t.teams, lines):
        row = rows[team.tpn]
        assert _cols(line, 5, 7) == f"{team.tpn:3d}"
        assert _cols(line, 9, 40) == team.name.ljust(32)
        assert _cols(line, 41, 54) == " " * 14
        assert _cols(line, 55, 60) == f"{float(row.match_points):6.1f}"
        assert _cols(line, 62, 67) == f"{float(row.game_points):6.1f}"
        assert _cols(line, 69, 71) == f"{row.rank:3d}"
        assert [_cols(line, 74 + 5 * k, 77 + 5 * k) for k in range(len(team.roster))] == \
            [f"{m:4d}" for m in team.roster]
    assert lines[0].startswith("310   1 Knights of Leiden")


def test_310_reads_the_name_of_positions_9_to_40_beside_negative_match_points():
    """Ede's 310 states -1.0 match points (a record 299 penalty): still the standings
    of positions 55-71, compared by ``check``, and the name is positions 9-40."""
    t = parse_trf(DATA.read_text(), "x.trf")
    assert [team.name for team in t.teams] == ["Alkmaar", "Breda", "Delft", "Ede"]
    ede = next(line for line in DATA.read_text().splitlines() if line.startswith("310   4"))
    assert (_cols(ede, 9, 40).strip(), _cols(ede, 55, 60)) == ("Ede", "  -1.0")
    stated = read_team_stated(DATA.read_text())
    assert (stated[4].match_points, stated[4].rank) == (-1, 4)


def test_310_cuts_a_long_name_to_positions_9_to_40():
    """TRF-2026, record 310, positions 9-40: a name of 45 characters is written as its
    first 32, which is what reads back; the standings stay in 55-71."""
    t = read_toml(SAMPLES / "team-league.toml")
    long = "The Knights of the Round Table of Leiden"
    t = replace(t, teams=(replace(t.teams[0], name=long), *t.teams[1:]))
    text = dumps_trf(t, "trf26")
    line = next(line for line in text.splitlines() if line.startswith("310   1"))
    assert _cols(line, 9, 40) == long[:32] and _cols(line, 41, 54).strip() == ""
    again = parse_trf(text, "long.trf")
    assert again.teams[0].name == long[:32].strip()
    assert dumps_trf(again, "trf26") == text


def test_310_is_read_with_either_justification_and_a_nickname():
    """A 310 whose TPN is left-justified in positions 5-7 (as other programs write
    it, and cardtable did), or that gives a nickname (42-46) and a strength factor
    (48-53), is read as the same team."""
    text = DATA.read_text()
    left = "\n".join(line[:4] + line[4:7].strip().ljust(3) + line[7:]
                     if line.startswith("310") else line for line in text.splitlines())
    assert "310 1   Alkmaar" in left
    assert parse_trf(left + "\n", "left.trf").teams == parse_trf(text, "x.trf").teams
    head = "310   1 " + "Alkmaar".ljust(32) + " "
    nick = text.replace(head + " " * 12, head + "ALK     2275")
    assert "Alkmaar                          ALK     2275    2.0" in nick
    assert parse_trf(nick, "nick.trf").teams == parse_trf(text, "x.trf").teams


def test_a_310_written_by_cardtable_before_the_columns_reads_its_long_name():
    """cardtable wrote a name of up to 64 characters, with blank standings, before it
    followed positions 9-40: such a record still reads its whole name."""
    old = "310 1   The Knights of the Round Table of Leiden".ljust(73) + "   1    2    3    4"
    text = DATA.read_text().replace(
        next(line for line in DATA.read_text().splitlines() if line.startswith("310   1")),
        old)
    assert parse_trf(text, "old.trf").teams[0].name == "The Knights of the Round Table of Leiden"


def test_320_gives_the_pab_values_and_each_rounds_pab_team():
    """TRF-2026, record 320: positions 5-8 and 10-13 the PAB's match and game points
    (a drawn match by default, C.04.6 art. 1.4: 1 and 2 of 4 boards), then the PAB
    team of round 1 in 15-17, round 2 in 19-21, ..."""
    t = _nine_teams(1)
    line = next(line for line in dumps_trf(t, "trf26").splitlines()
                if line.startswith("320"))
    assert _cols(line, 5, 8) == " 1.0" and _cols(line, 10, 13) == " 2.0"
    assert [int(_cols(line, 15 + 4 * k, 17 + 4 * k)) for k in range(5)] == \
        [_pab_team(t, r) for r in range(1, 6)]
    assert len(line) == 13 + 4 * 5


def test_320_gives_the_pab_when_the_cells_do_not():
    """A file whose 001 cells of the PAB team are blank (another program's) still
    gives that team the PAB of its 320 record: the same tournament, written back with
    the ``U`` cells."""
    t = _nine_teams(2)
    text = dumps_trf(t, "trf26")
    team = next(team for team in t.teams if team.tpn == _pab_team(t, 3))
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("001") and _cols(line, 112, 119) == "0000 - U":
            assert int(line[4:8]) in team.roster
            lines[i] = (line[:111] + " " * 8 + line[119:]).rstrip()
    assert lines != text.splitlines()
    read = parse_trf("\n".join(lines) + "\n", "blank.trf")
    assert _pab_team(read, 3) == team.tpn
    assert dumps_trf(read, "trf26") == text


@pytest.mark.parametrize("change, problem", [
    (lambda tpns, r, other: tpns[:r] + [other] + tpns[r + 1:],
     "the PAB of team {other}, but the 001 cells give it to team {pab}"),
    (lambda tpns, r, other: tpns[:r] + [0] + tpns[r + 1:],
     "000 (no team had the PAB), but the 001 cells give it to team {pab}"),
    (lambda tpns, r, other: tpns[:r] + [42] + tpns[r + 1:], "no team has number 42"),
])
def test_a_320_that_contradicts_the_cells_is_named_with_its_line(change, problem):
    t = _nine_teams(3)
    text = dumps_trf(t, "trf26")
    old = next(line for line in text.splitlines() if line.startswith("320"))
    tpns = [int(old[14 + 4 * k:17 + 4 * k]) for k in range(5)]
    pab = tpns[1]
    other = next(team.tpn for team in t.teams if team.tpn != pab)
    new = old[:13] + "".join(f" {n:03d}" for n in change(tpns, 1, other))
    with pytest.raises(FileError) as error:
        parse_trf(text.replace(old, new), "bad.trf")
    line = text.splitlines().index(old) + 1
    assert (f"bad.trf:{line}: line {line}, column 19: round 2: "
            + problem.format(other=other, pab=pab)) in str(error.value)


def test_320_as_other_programs_write_it_without_tpns():
    """``320  2.0  3.0`` (values only, as the C++ fork's inputs give it): the values
    read, the PAB from the cells; a 320 at the default values reads as the default."""
    text = DATA.read_text().replace("320  1.0  1.5 000 000", "320  2.0  3.0")
    t = parse_trf(text, "values.trf")
    assert (t.settings.team.pab_match, t.settings.team.pab_game) == (2, 3)
    assert "320  2.0  3.0 000 000" in dumps_trf(t, "trf26")
    default = parse_trf(DATA.read_text(), "x.trf").settings.team
    assert (default.pab_match, default.pab_game) == (None, None)


def test_352_gives_the_boards_and_082_the_teams():
    """TRF-2026, record 352 (the boards' colours, ``WBWB``: C.04.6 art. 1.6, the
    boards alternate) is the number of boards: a league of rosters of five on four
    boards reads back with four before round 1; 082 is the number of teams."""
    t = replace(read_toml(SAMPLES / "team-league.toml"), rounds=())
    text = dumps_trf(t, "trf26")
    assert "352 WBWB" in text.splitlines() and "082 10" in text.splitlines()
    with pytest.raises(NotWritable, match="TRF-16 has no team records"):
        dumps_trf(t, "trf16")  # refused, not written without its teams (issue 35)
    assert parse_trf(text, "new.trf").settings.team.boards == 4
    assert dumps_trf(parse_trf(text, "new.trf"), "trf26") == text


def test_a_352_that_does_not_alternate_is_named_with_its_line():
    text = DATA.read_text().replace("352 WBW", "352 WWB")
    with pytest.raises(FileError) as error:
        parse_trf(text, "bad.trf")
    line = text.splitlines().index("352 WWB") + 1
    assert f"bad.trf:{line}: line {line}, column 5: expected the boards' colours " \
           "alternating from board 1 (C.04.6 art. 1.6)" in str(error.value)
    seen_from_black = DATA.read_text().replace("352 WBW", "352 BWB")
    assert parse_trf(seen_from_black, "other.trf").settings.team.boards == 3


def test_330_reads_other_programs_spellings_of_a_forfeited_match():
    """TRF-2026, record 330, positions 5-6: ``+-``; ``10``, ``WL``, ``WZ`` (as other
    programs write a win by the white team, and the FIDE TEC's checker reads) are
    the same match, written back ``+-``."""
    text = DATA.read_text()
    for spelling in ("10", "WL", "wz"):
        other = text.replace("330 +- 002 003 004", f"330 {spelling} 002 003 004")
        assert dumps_trf(parse_trf(other, "other.trf"), "trf26") == text


def test_362_is_written_in_the_layout_of_record_162():
    """Record 362 (the match points, TW/TD/TL): the transcription at hand gives no
    positions; written as record 162 is laid out (the codes ending at positions 6,
    15, 24, the points in 7-10, 16-19, 25-28), as the FIDE TEC's tie-break checker
    and the C++ fork read it; read in that layout or with blanks after the codes."""
    t = parse_trf(DATA.read_text(), "x.trf")
    t = replace(t, settings=replace(t.settings, team=replace(
        t.settings.team, match_points=MatchPoints(Fraction(3), Fraction(1), Fraction(0)))))
    line = next(line for line in dumps_trf(t, "trf26").splitlines() if line.startswith("362"))
    assert [_cols(line, a, b) for a, b in ((5, 6), (7, 10), (14, 15), (16, 19), (23, 24),
                                           (25, 28))] == \
        ["TW", " 3.0", "TD", " 1.0", "TL", " 0.0"]
    spaced = DATA.read_text().replace("362 TW 2.0   TD 1.0   TL 0.0",
                                      "362 TW  3.0   TD  1.0   TL  0.0")
    assert parse_trf(spaced, "spaced.trf").settings.team.match_points.win == 3


def test_the_round_records_keep_their_positions():
    """TRF-2026: 300 (round 5-7, team 9-11, opponent 13-15, players 17-20, 22-25,
    ...), 330 (kind 5-6, round 8-10, white 12-14, black 16-18), 240 (kind 5, round
    7-9, teams 11-14, ...), 299 (kind 5, match points 8-11, game points 14-17, round
    20-22, teams 24-27, ...), as the hand-made file holds them."""
    lines = dumps_trf(parse_trf(DATA.read_text(), "x.trf"), "trf26").splitlines()
    by_code = {line[:3]: line for line in lines}
    lineup = next(line for line in lines if line.startswith("300 002"))
    assert [_cols(lineup, a, b) for a, b in ((5, 7), (9, 11), (13, 15), (17, 20), (22, 25),
                                             (27, 30))] == \
        ["002", "001", "002", "0003", "0002", "0004"]
    forfeit = by_code["330"]
    assert [_cols(forfeit, a, b) for a, b in ((5, 6), (8, 10), (12, 14), (16, 18))] == \
        ["+-", "002", "003", "004"]
    bye = by_code["240"]
    assert [_cols(bye, a, b) for a, b in ((5, 5), (7, 9), (11, 14))] == ["H", "003", "   2"]
    points = by_code["299"]
    assert [_cols(points, a, b) for a, b in ((5, 5), (8, 11), (14, 17), (20, 22), (24, 27))] \
        == [" ", "-1.0", "    ", "002", "   4"]


def test_250_and_260_of_a_team_file_keep_their_positions():
    """TRF-2026, record 250: match points 5-8, game points 10-13, rounds 15-17 and
    19-21, teams 23-26 and 28-31; record 260: rounds 5-7 and 9-11, teams 13-16,
    18-21, ..."""
    text = DATA.read_text() + "250  2.0  1.0 001 002 0001 0002\n260 001 003    1    3\n"
    lines = dumps_trf(parse_trf(text, "x.trf"), "trf26").splitlines()
    accel = next(line for line in lines if line.startswith("250"))
    assert [_cols(accel, a, b) for a, b in ((5, 8), (10, 13), (15, 17), (19, 21), (23, 26),
                                            (28, 31))] == \
        [" 2.0", " 1.0", "001", "002", "0001", "0002"]
    apart = next(line for line in lines if line.startswith("260"))
    assert [_cols(apart, a, b) for a, b in ((5, 7), (9, 11), (13, 16), (18, 21))] == \
        ["001", "003", "   1", "   3"]


def _exported() -> list[tuple[str, str]]:
    """Team files cardtable exports: the sample league, nine-team leagues (a PAB a
    round), the hand-made file, and the C++ fork's inputs (the hand-made file alone
    where the machine has none)."""
    sources = [("league", dumps_trf(read_toml(SAMPLES / "team-league.toml"), "trf26"))]
    sources += [(f"nine{seed}", dumps_trf(_nine_teams(seed), "trf26")) for seed in range(3)]
    for path in [DATA, *FORK]:
        sources.append((path.stem, dumps_trf(parse_trf(path.read_text(), path.name), "trf26")))
    return sources


@pytest.mark.parametrize("name, text", _exported(), ids=lambda v: v if len(v) < 40 else "")
def test_an_exported_team_file_round_trips_and_checks_clean(name, text, tmp_path):
    """Import then export identical, through the tournament file too; ``cardtable
    check`` finds the 310 records' match points, game points and ranks as the team
    standings give them."""
    again = parse_trf(text, f"{name}.trf")
    assert dumps_trf(again, "trf26") == text
    assert dumps_trf(parse_toml(dumps_tournament(again), "x.toml"), "trf26") == text
    path = tmp_path / f"{name}.trf"
    path.write_text(text)
    report = check_file(str(path))
    assert report.standings_differences == 0, report.lines
    team = [line for line in report.lines if line.startswith("Team standings")]
    assert team and ("as the team tie-break list gives" in team[0]
                     or "state none" in team[0]), team


def test_the_310_standings_are_blank_while_a_round_is_unfinished():
    """A match not finished has no result: the 310 records state no standings then
    (positions 55-71 blank), and ``check`` has none to compare."""
    t = _nine_teams(4, rounds=2)
    game = t.round(2).games[0]
    t = t.with_result(2, game.board, None)
    lines = [line for line in dumps_trf(t, "trf26").splitlines() if line.startswith("310")]
    assert all(_cols(line, 55, 71).strip() == "" for line in lines)


def test_a_player_on_two_teams_is_refused_at_the_second_310():
    """A player plays for one team: two 310 records naming the same player cannot
    both stand (a file that read so would export a 300 its import refuses)."""
    text = dumps_trf(read_toml(SAMPLES / "team-league.toml"), "trf26")
    lines = text.splitlines()
    second = next(i for i, line in enumerate(lines) if line.startswith("310   2"))
    first = next(line for line in lines if line.startswith("310   1"))
    lines[second] = lines[second][:73] + _cols(first, 74, 77) + lines[second][77:]
    with pytest.raises(FileError, match=rf":{second + 1}: line {second + 1}: player "
                                        rf"{int(_cols(first, 74, 77))} is on team 1 already"):
        parse_trf("\n".join(lines) + "\n")
