"""TRF: reading TRF-16 and TRF-2026, writing both, and the round trip over the
conformance corpus (import -> export -> import gives the same tournament file)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from cardtable.formats.errors import FileError
from cardtable.formats.toml_file import dumps_tournament
from cardtable.systems.files import load_tournament, parse_toml
from cardtable.systems.files import dumps_trf, parse_trf, read_trf
from cardtable.model.tournament import Bye, Round, VirtualPoints
from cardtable.model.results import ByeKind, GameResult
from cardtable.model.player import Player
from cardtable.model.points import PointSystem
from conftest import SAMPLES, build, corpus, shared

DUTCH = corpus("dutch")
ROUND_ROBIN = corpus("roundrobin")


def _player_fields(text: str) -> dict[int, tuple]:
    """Every field of the 001 lines that carries data (TRF columns, 1-based):
    pairing number, name, title, federation, rating, FIDE id, birth date, and each
    round's opponent, colour and result."""
    fields = {}
    for line in text.splitlines():
        if not line.startswith("001"):
            continue
        cells = []
        for col in range(91, len(line), 10):
            cell = line[col:col + 8].ljust(8)
            cells.append((int(cell[:4] or 0) if cell[:4].strip() else 0, cell[5].strip("- "),
                          cell[7].strip()))
        while cells and cells[-1] == (0, "", ""):
            cells.pop()
        fields[int(line[4:8])] = (line[14:47].strip(), line[10:13].strip(),
                                  line[53:56].strip(), line[48:52].strip(),
                                  line[57:68].strip(), line[69:79].strip(), tuple(cells))
    return fields


def _round_trip(path, fmt="trf26"):
    first = dumps_tournament(read_trf(path))
    exported = dumps_trf(load_tournament(path), fmt)
    second = dumps_tournament(parse_trf(exported, "exported.trf"))
    return first, exported, second


@pytest.mark.parametrize("path", DUTCH + ROUND_ROBIN, ids=lambda p: p.name)
def test_corpus_round_trip(path):
    first, exported, second = _round_trip(path)
    assert second == first
    assert _player_fields(exported) == _player_fields(path.read_text())
    assert parse_toml(first) == read_trf(path)  # the imported file is valid


@pytest.mark.slow
@pytest.mark.parametrize("path", DUTCH + ROUND_ROBIN, ids=lambda p: p.name)
def test_corpus_round_trip_through_trf16(path):
    first, exported, second = _round_trip(path, "trf16")
    assert second == first
    assert _player_fields(exported) == _player_fields(path.read_text())


def test_the_corpus_is_there():
    shared("conformance", "dutch")
    assert len(DUTCH) >= 300 and len(ROUND_ROBIN) >= 40


def test_round_trip_through_the_command_line(tmp_path, cli):
    source = shared("conformance", "dutch", "dutch-1491563341-7p-5r.trf")
    first, exported, again = (tmp_path / n for n in ("a.toml", "a.trf", "b.toml"))
    assert cli("import", source, "-o", first)[0] == 0
    assert cli("export", first, "--trf", exported)[0] == 0
    assert cli("import", exported, "-o", again)[0] == 0
    assert first.read_text() == again.read_text()
    assert cli("export", source, "--trf", tmp_path / "direct.trf", "--format", "trf16")[0] == 0


@pytest.mark.parametrize("ending", ["\n", "\r\n", "\r"])
def test_any_line_ending_is_read(ending):
    text = shared("conformance", "dutch", "dutch-1001287006-6p-3r.trf").read_text()
    assert parse_trf(text.replace("\n", ending)) == parse_trf(text)


def test_header_records_survive_both_formats():
    t = build(4, "1-2 1-0, 3-4 0-1", "4-1 +/-, 2-3 ½-½", tiebreaks=("BH", "SB"))
    t = replace(t, settings=replace(
        t.settings, name="Open", place="Basel", federation="SUI", start_date="2026-03-14",
        end_date="2026-03-15", chief_arbiter="Muster, Max", deputy_arbiters=("A", "B"),
        time_control="90+30", rounds=5, initial_colour="black"))
    t = t.with_players([replace(p, title="IM", federation="SUI", fide_id=1000 + p.start_no,
                                birth_date="1990-05-12", sex="w") for p in t.players])
    t = t.with_round(replace(t.round(1), date="2026-03-14"))
    for fmt in ("trf26", "trf16"):
        back = parse_trf(dumps_trf(t, fmt))
        # the tie-breaks: TRF-2026's 202, TRF-16's XXT (the rank column's list)
        assert dumps_tournament(back) == dumps_tournament(
            replace(t, settings=replace(t.settings, system_label="FIDE_DUTCH_2025")))


def test_trf26_records_for_byes_points_acceleration_and_forbidden_pairs():
    t = build(4, "1-2 1-0, 3-4 ½-½")
    t = t.with_round(Round(2, (), (Bye(3, ByeKind.HALF),)))
    t = t.with_round(Round(3, (), (Bye(1, ByeKind.FULL), Bye(2, ByeKind.ZERO))))
    t = replace(t, settings=replace(
        t.settings, rounds=5, points=PointSystem(win=Fraction(3), draw=Fraction(1),
                                                 pab=Fraction(2)),
        virtual_points=(VirtualPoints(Fraction(1), 1, 2, 1, 2),),
        forbidden_pairs=((1, 4), (2, 3, 4))))
    text = dumps_trf(t)
    lines = text.splitlines()
    assert "240 H 002    3" in lines and "240 F 003    1" in lines
    assert "250       1.0 001 002 0001 0002" in lines
    assert "260 001 005    1    4" in lines
    assert any(line.startswith("162  W 3.0    D 1.0") for line in lines)
    # the next round's requested byes also stand in that round's column
    assert [line[101:109] for line in lines if line.startswith("001    3")] == ["0000 - H"]
    back = parse_trf(text)
    assert back.settings.points == t.settings.points
    assert back.settings.virtual_points == t.settings.virtual_points
    assert back.settings.forbidden_pairs == t.settings.forbidden_pairs
    assert back.round(2).byes == t.round(2).byes and back.round(3).byes == t.round(3).byes


def test_trf16_uses_the_engine_records_instead():
    t = build(4, "1-2 1-0, 3-4 ½-½")
    t = t.with_round(Round(2, (), (Bye(3, ByeKind.HALF),)))
    t = replace(t, settings=replace(
        t.settings, rounds=5, points=PointSystem(win=Fraction(3), draw=Fraction(1)),
        virtual_points=(VirtualPoints(Fraction(1), 1, 2, 1, 2),), forbidden_pairs=((1, 4),)))
    text = dumps_trf(t, "trf16")
    codes = {line[:3] for line in text.splitlines()}
    assert {"XXR", "XXC", "XXS", "XXA", "XXP"} <= codes
    assert not codes & {"142", "152", "162", "202", "240", "250", "260"}
    back = parse_trf(text)
    assert back.settings.points == t.settings.points
    assert back.settings.forbidden_pairs == ((1, 4),)
    assert back.round(2).byes == (Bye(3, ByeKind.HALF),)
    assert {(v.first_round, v.first_player) for v in back.settings.virtual_points} == {
        (1, 1), (1, 2), (2, 1), (2, 2)}


def test_unrated_games_pending_results_and_withdrawals_are_written():
    t = build(5, "1-2 1-0, 3-4 -/-, 5 PAB", "2-1, 4-5", rounds=3)
    t = t.with_result(1, 1, GameResult.WHITE_WINS, rated=False)
    t = t.with_player(replace(t.player(3), withdrawn_after=1))
    lines = dumps_trf(t).splitlines()
    row = {int(line[4:8]): line[91:] for line in lines if line.startswith("001")}
    assert row[1] == "   2 w W     2 b"
    # issue 33 item 11: round 2 (paired, player 3 out) is a known absence, TRF-2026's
    # "0000 - Z"; round 3 (not paired) has nothing in the 001 line: record 240 is
    # where an engine finds the player out of it, the PRESENCE comment says when
    assert row[3] == "   4 w -  0000 - Z"
    assert "240 Z 003    3" in lines and "### PRESENCE 3 joins - withdrawn 1" in lines
    back = parse_trf("\n".join(lines))
    assert back.player(3).withdrawn_after == 1 and back.round(2).bye_of(3) is None
    assert back.round(1).games[0].rated is False
    assert back.round(2).games[0].result is None


def _evening(tmp_path, cli):
    """A club evening: nine players, round 1 played; player 3 withdraws after it and a
    late entry joins in round 2 (pairing number 10); round 2 played."""
    path = tmp_path / "club.toml"
    assert cli("new", path, "--rounds", "5")[0] == 0
    for n in range(1, 10):
        assert cli("add-player", path, f"P{n}", "--rating", 2000 - 10 * n)[0] == 0
    for number, result in ((1, "1-0"), (2, "0-1")):
        if number == 2:
            assert cli("withdraw", path, 3, "--after-round", 1)[0] == 0
            assert cli("add-player", path, "Late", "--rating", 1500)[0] == 0
        assert cli("pair", path)[0] == 0
        for board in range(1, 5):
            assert cli("result", path, number, board, result)[0] == 0
    return path


def _pairs(rnd) -> set:
    return {(g.white, g.black, g.result) for g in rnd.games} | set(rnd.byes)


@pytest.mark.parametrize("fmt", ["trf26", "trf16"])
def test_a_withdrawal_and_a_late_entry_survive_export_and_import(tmp_path, cli, fmt):
    """export after round 2, import, pair round 3, its results, pair round 4: the
    player withdrawn after round 1 is in neither, as in the tournament file itself;
    the late entry is no zero-point bye of round 1."""
    club = _evening(tmp_path, cli)
    original = load_tournament(club)
    assert (original.player(3).withdrawn_after, original.player(10).joins_in) == (1, 2)
    trf, again = tmp_path / "club.trf", tmp_path / "r2.toml"
    assert cli("export", club, "--trf", trf, "--format", fmt)[0] == 0
    code, out, err = cli("import", trf, "-o", again)
    assert code == 0 and err == ""
    imported = load_tournament(again)
    assert imported.players == original.players
    assert [_pairs(r) for r in imported.rounds] == [_pairs(r) for r in original.rounds]
    for path in (club, again):
        for number in (3, 4):
            assert cli("pair", path)[0] == 0
            paired = load_tournament(path).round(number)
            assert paired.game_of(3) is None and paired.bye_of(3) is None
            for game in paired.games:
                assert cli("result", path, number, game.board, "=")[0] == 0
    assert [_pairs(r) for r in load_tournament(again).rounds] == \
        [_pairs(r) for r in load_tournament(club).rounds]


def test_withdrawals_and_late_entries_are_told_exactly_in_both_formats():
    """Issue 33 item 11: withdrawn after the last paired round, a late entry not yet
    joined, a player absent from the start: the PRESENCE comments say them exactly, in
    TRF-2026 and TRF-16 alike; the 001 lines have nothing for a round not paired yet
    (TRF-2026's record 240 keeps the players out of them for an engine)."""
    t = build(6, "1-2 1-0, 3-4 0-1, 5-6 =", "2-3 1-0, 4-5 1-0, 6-1 0-1", rounds=5)
    t = t.with_player(replace(t.player(1), withdrawn_after=2))
    t = t.with_player(Player(7, "Late", 1000, joins_in=4))
    t = t.with_player(Player(8, "Never", 1000, withdrawn_after=0))
    for fmt in ("trf26", "trf16"):
        text = dumps_trf(t, fmt)
        rows = {int(line[4:8]): line[91:] for line in text.splitlines()
                if line.startswith("001")}
        assert rows[1] == "   2 w 1     6 b 1"  # rounds 3-5 not paired: nothing
        assert rows[7] == rows[8] == "0000 - Z  0000 - Z"  # paired rounds out: known absence
        back = parse_trf(text)
        assert back.players == t.players, fmt
        assert all(back.round(n).bye_of(p) is None for n in range(1, 6) for p in (1, 7, 8))
        assert dumps_trf(back, fmt) == text, fmt
    assert "240 Z 003    1    7    8" in dumps_trf(t)


def test_older_files_blank_cells_and_a_z_in_the_next_column_still_read():
    """What cardtable wrote before issue 33 (and other programs write): a withdrawn
    player's paired rounds blank, a Z in the next round's column, no PRESENCE comment.
    They still read as the withdrawal; one withdrawn after the last paired round
    cannot be told from byes asked for."""
    t = build(5, "1-2 1-0, 3-4 -/-, 5 PAB", "2-1, 4-5", rounds=3)
    t = t.with_player(replace(t.player(3), withdrawn_after=1))
    now = dumps_trf(t, "trf16")
    assert "   4 w -  0000 - Z\n" in now and "### PRESENCE 3 joins - withdrawn 1\n" in now
    old = now.replace("   4 w -  0000 - Z\n", "   4 w -            0000 - Z\n").replace(
        "### PRESENCE 3 joins - withdrawn 1\n", "")
    back = parse_trf(old)
    assert back.player(3).withdrawn_after == 1
    assert back.round(3).bye_of(3) is None and back.round(2).bye_of(3) is None
    assert dumps_trf(back, "trf16") == now  # and written the new way


def test_import_says_when_published_boards_are_numbered_anew(tmp_path, cli):
    club = _evening(tmp_path, cli)
    assert cli("pair", club)[0] == 0
    trf = tmp_path / "club.trf"
    assert cli("export", club, "--trf", trf)[0] == 0
    code, _, err = cli("import", trf, "-o", tmp_path / "r3.toml")
    assert code == 0 and err.startswith("note: TRF has no board numbers: the boards of "
                                        "round 3 are numbered anew")


def _row(head: str, *cells: str) -> str:
    return head.ljust(91) + "  ".join(cells)


def test_old_title_codes_and_dates_are_read():
    first = _row(f"001    1 m  g {'Mirzoev,Azer':<33} 2527 AZE {13400304:11d} 1978/05/03",
                 "   2 w 1")
    second = _row("001    2      Other", "   1 b 0")
    t = parse_trf(f"012 X\n{_row('132', '26/03/14')}\n{first}\n{second}\n")
    assert t.player(1).title == "GM" and t.player(1).birth_date == "1978-05-03"
    assert t.round(1).date == "2026-03-14"
    assert "132" + " " * 88 + "26/03/14" in dumps_trf(t)


@pytest.mark.parametrize("line, column, message", [
    ("001    1      Anna                              2x00", 49, "expected a rating"),
    ("001   x1      Anna", 5, "expected a pairing number"),
    ("001    1      Anna" + " " * 73 + "   2 w 7", 99, "expected a result"),
    ("001    1      Anna" + " " * 73 + "   2 q 1", 97, "expected a colour"),
    ("001    1      Anna" + " " * 73 + "   1 w 1", 92, "a player cannot play themselves"),
    ("001    1" + " " * 83 + "   2 w 1", 15, "expected the player's name"),
    ("240 H x03    1", 7, "expected a round number"),
])
def test_a_bad_trf_line_is_named_with_line_and_column(tmp_path, cli, line, column, message):
    path = tmp_path / "bad.trf"
    path.write_text(f"012 Bad\n{line}\n")
    code, _, err = cli("import", path, "-o", tmp_path / "bad.toml")
    assert code == 2 and "Traceback" not in err
    assert f"{path}:2: line 2, column {column}: {message}" in err
    assert not (tmp_path / "bad.toml").exists()


def test_a_trf_that_makes_no_valid_tournament_is_not_imported(tmp_path, cli):
    path = tmp_path / "x.trf"
    path.write_text("012 X\nXXR 1\n" + _row("001    1      Anna", "   2 w 1", "   2 b 0")
                    + "\n" + _row("001    2      Ben", "   1 b 0", "   1 w 1") + "\n")
    code, _, err = cli("import", path, "-o", tmp_path / "x.toml")
    assert code == 2
    assert (f"{path}: rounds[2].number: cannot be imported: expected a round from 1 to 1 "
            f"(tournament.rounds), found 2") in err
    assert not (tmp_path / "x.toml").exists()


@pytest.mark.parametrize("text", ["hello\n", "", "### a comment\nhello world\n"])
def test_a_file_that_is_not_a_trf_is_refused(tmp_path, cli, text):
    path = tmp_path / "bad2.trf"
    path.write_text(text)
    for command in (("import", path, "-o", tmp_path / "bi2.toml"), ("check", path)):
        code, out, err = cli(*command)
        assert code == 2 and out == ""
        assert err == (f"cardtable: {path}: not a TRF file: no line starts with a TRF "
                       f"record code (such as 012, the tournament's name, or 001, a "
                       f"player)\n")
    assert not (tmp_path / "bi2.toml").exists()


def test_results_that_do_not_fit_together_are_named():
    text = ("001    1      Anna" + " " * 73 + "   2 w 1\n"
            "001    2      Ben " + " " * 73 + "   1 b 1\n")
    with pytest.raises(FileError, match="results '1' and '1' of players 1 and 2"):
        parse_trf(text)


def test_samples_export_and_read_back():
    for path in sorted(SAMPLES.glob("*.toml")):
        t = load_tournament(path)
        back = parse_trf(dumps_trf(t))
        assert [p.name for p in back.players] == [p.name for p in t.players]
        for rnd in t.paired_rounds:
            assert {(g.white, g.black, g.result) for g in back.round(rnd.number).games} == \
                {(g.white, g.black, g.result) for g in rnd.games}


def test_player_records_need_no_round_columns():
    t = parse_trf("012 Fresh\nXXR 5\n001    1      Anna                              2100\n")
    assert t.players == (Player(1, "Anna", 2100),) and t.rounds == ()
    assert t.settings.rounds == 5


def test_more_players_than_trf_holds_are_refused_by_name_and_kept_in_toml(tmp_path, cli):
    """A tournament file may hold 10 000 players (the scale issue), a TRF file only
    9999 (four columns): the export is refused naming the file, nothing is written, and
    the tournament file itself reads back."""
    players = "".join(f'\n[[players]]\nstart_no = {n}\nname = "P{n}"\n'
                      for n in range(1, 10_001))
    path = tmp_path / "huge.toml"
    path.write_text('format = 1\n[tournament]\nname = "Huge"\nrounds = 9\n' + players,
                    encoding="utf-8")
    assert len(load_tournament(path).players) == 10_000
    code, out, err = cli("export", str(path), "--trf", str(tmp_path / "huge.trf"))
    assert code == 2
    assert "huge.trf" in err and "at most 9999" in err and "10000" in err
    assert not (tmp_path / "huge.trf").exists()


def test_trf16_carries_the_rank_columns_tiebreaks_as_xxt():
    """TRF-16 has no 202: its rank column is ranked by the tournament's tie-breaks
    (issue 26), written as XXT so an import ranks alike; a 202 wins over an XXT."""
    t = build(4, "1-2 1-0, 3-4 0-1", tiebreaks=("BH", "SB"))
    text = dumps_trf(t, "trf16")
    assert "XXT BH, SB" in text.splitlines() and not any(
        line.startswith(("202", "212")) for line in text.splitlines())
    assert parse_trf(text).settings.tiebreaks == ("BH", "SB")
    assert dumps_trf(parse_trf(text), "trf16") == text
    assert "XXT" not in dumps_trf(t, "trf26")
    both = text.replace("XXT BH, SB", "XXT BH, SB\n202 DE")
    assert parse_trf(both).settings.tiebreaks == ("DE",)


@pytest.mark.parametrize("space", ["\x1f", "\x1c", "\u2003"])
def test_an_opponent_column_with_other_white_space_reads_as_every_field_does(space):
    """Every TRF field is read without Python's white space around it; the opponent
    column was turned into a number with that space still in it, a traceback instead
    of the file (found by test_fuzz_readers: ``\\x1f`` before an opponent number)."""
    t = build(4, "1-2 1-0, 3-4 0-1", "1-3", rounds=3)
    text = dumps_trf(t, "trf16")
    line = next(x for x in text.splitlines() if x.startswith("001    1"))
    cell = line.index("    2 w 1")
    spaced = line[:cell + 2] + space + line[cell + 3:]  # the column: "\x1f  2"
    back = parse_trf(text.replace(line, spaced))
    assert back.round(1).games == t.round(1).games
