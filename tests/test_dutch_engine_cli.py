"""``cardtable engine --dutch IN.trf -p [OUT]`` / ``-c``: the JaVaFo/bbpPairings
command line, its output format and exit codes."""

from __future__ import annotations

from pathlib import Path

from conftest import corpus, shared

HEADER = "012 Test\n{rounds}{colour}"
PLAYERS = [
    "001    1      Alpha                             2400                             0.0",
    "001    2      Bravo                             2300                             0.0",
    "001    3      Charlie                           2200                             0.0",
    "001    4      Delta                             2100                             0.0",
    "001    5      Echo                              2000                             0.0",
]


def cell(line: str, text: str) -> str:
    """A round cell in columns 92-99 of a 001 line."""
    return line.ljust(91) + text


def trf(tmp_path: Path, rounds="XXR 5\n", colour="XXC white1\n", players=PLAYERS,
        ending="\n", name="in.trf") -> Path:
    text = HEADER.format(rounds=rounds, colour=colour) + "\n".join(players) + "\n"
    path = tmp_path / name
    path.write_bytes(text.replace("\n", ending).encode())
    return path


def test_first_round_with_pab(cli, tmp_path):
    code, out, err = cli("engine", "--dutch", trf(tmp_path), "-p")
    assert (code, err) == (0, "")
    assert out == "3\n1 3\n4 2\n5 0\n"


def test_output_file_relative_to_the_current_folder(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, _ = cli("engine", "--dutch", trf(tmp_path), "-p", "out.txt")
    assert code == 0 and out == ""
    assert (tmp_path / "out.txt").read_text() == "3\n1 3\n4 2\n5 0\n"


def test_any_line_ending(cli, tmp_path):
    for ending, name in (("\r", "cr.trf"), ("\r\n", "crlf.trf")):
        code, out, _ = cli("engine", "--dutch", trf(tmp_path, ending=ending, name=name), "-p")
        assert (code, out) == (0, "3\n1 3\n4 2\n5 0\n")


def test_requested_byes_are_left_out(cli, tmp_path):
    players = [cell(PLAYERS[0], "0000 - H"), *PLAYERS[1:]]
    code, out, _ = cli("engine", "--dutch", trf(tmp_path, players=players), "-p")
    assert (code, out) == (0, "2\n2 4\n5 3\n")


def test_missing_number_of_rounds_is_invalid_input(cli, tmp_path):
    code, out, err = cli("engine", "--dutch", trf(tmp_path, rounds=""), "-p")
    assert code == 3 and out == "" and "number of rounds" in err


def test_missing_initial_colour_before_round_one_is_invalid_input(cli, tmp_path):
    code, _, err = cli("engine", "--dutch", trf(tmp_path, colour=""), "-p")
    assert code == 3 and "initial colour" in err


def test_unreadable_file(cli, tmp_path):
    code, _, err = cli("engine", "--dutch", tmp_path / "missing.trf", "-p")
    assert code == 5 and "cannot read" in err


def test_unwritable_output(cli, tmp_path):
    code, _, err = cli("engine", "--dutch", trf(tmp_path), "-p", tmp_path / "no" / "out.txt")
    assert code == 5 and "cannot write" in err


def test_no_legal_pairing_names_the_players(cli, tmp_path):
    # two players who have already met: round 2 cannot be paired
    players = [cell(PLAYERS[0].replace(" 0.0", " 1.0"), "   2 w 1"),
               cell(PLAYERS[1], "   1 b 0")]
    code, out, err = cli("engine", "--dutch", trf(tmp_path, players=players), "-p")
    assert code == 1 and out == ""
    assert "players 1, 2" in err and "C1" in err


def test_check_a_corpus_file(cli):
    path = shared("conformance", "dutch", "dutch-1001287006-6p-3r.trf")
    code, out, _ = cli("engine", "--dutch", path, "-c")
    assert code == 0
    assert out.strip().splitlines()[-1] == "3 round(s) checked, 0 differ"


def test_check_reports_a_round_paired_differently(cli, tmp_path):
    path = shared("conformance", "dutch", "dutch-1001287006-6p-3r.trf")
    lines = path.read_text().splitlines()
    # swap the colours of the round-1 game 1-4 on both lines
    for k, line in enumerate(lines):
        if line.startswith("001    1 "):
            lines[k] = line[:96] + "w" + line[97:]
        if line.startswith("001    4 "):
            lines[k] = line[:96] + "b" + line[97:]
    bad = tmp_path / "bad.trf"
    bad.write_text("\n".join(lines) + "\n")
    code, out, _ = cli("engine", "--dutch", bad, "-c")
    assert code == 1
    assert "Round 1: the rules pair it differently" in out
    assert "4 - 1" in out and "1 - 4" in out


def test_pairs_the_next_round_of_corpus_files(cli, tmp_path):
    """Cut a corpus file after round r: ``-p`` gives the recorded round r + 1."""
    files = [p for p in corpus("dutch") if "-1" in p.name][:5] or [
        shared("conformance", "dutch", "dutch-1001287006-6p-3r.trf")]
    for path in files:
        lines = path.read_text().splitlines()
        keep = 91 + 10 * 1  # round 1 kept, and the requested byes of round 2
        cut = [(line[:keep + 8].rstrip() if line[keep:keep + 4] == "0000"
                and line[keep + 7] in "HZF" else line[:keep].rstrip())
               if line.startswith("001") else line for line in lines]
        target = tmp_path / path.name
        target.write_text("\n".join(cut) + "\n")
        code, out, _ = cli("engine", "--dutch", target, "-p")
        assert code == 0
        boards = {tuple(map(int, row.split())) for row in out.splitlines()[1:]}
        recorded = set()
        for line in lines:
            if line.startswith("001"):
                me = int(line[4:8])
                cell = line[101:109]
                if len(cell) >= 8 and cell[5] == "w":
                    recorded.add((me, int(cell[0:4])))
                elif len(cell) >= 8 and cell[7] == "U":
                    recorded.add((me, 0))
        assert boards == recorded, path.name
