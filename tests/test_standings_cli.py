"""``cardtable standings``: formats, --explain, --crosstable, --pairings, --rules,
--output, and clear errors with exit code 2."""

import json

import pytest
from tiebreaks_helpers import SHARED

from cardtable.cli.main import main
from cardtable.systems.files import read_trf
from cardtable.systems.ranking import standings

PLAYERS = [  # start number, name, rating, rounds (opponent colour result)
    (1, "Alpha", 2200, ["2 w 1", "3 b =", "5 w 1"]),
    (2, "Bravo", 2100, ["1 b 0", "4 w 1", "0 - Z"]),
    (3, "Charlie", 2000, ["4 w =", "1 w =", "0 - H"]),
    (4, "Delta", 1900, ["3 b =", "2 b 0", "0 - U"]),
    (5, "Echo", 1800, ["0 - U", "0 - Z", "1 b 0"]),
]


def trf_text(label: str = "") -> str:
    lines = ["012 Club Open", "XXR 3"]
    for number, name, rating, rounds in PLAYERS:
        line = f"001 {number:>4}      {name:<33} {rating:>4}".ljust(91)
        for cell in rounds:
            opponent, colour, result = cell.split()
            line += f"{int(opponent):>4} {colour} {result}  "
        lines.append(line.rstrip())
    if label:
        lines.append(f"092 {label}")
    return "\n".join(lines) + "\n"


@pytest.fixture
def trf(tmp_path):
    path = tmp_path / "open.trf"
    path.write_text(trf_text(), encoding="utf-8")
    return path


def run(capsys, *argv):
    code = main(["standings", *map(str, argv)])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_fixture_reads_as_intended(trf):
    scores = {r.start_no: r.points for r in standings(read_trf(trf)).rows}
    assert scores == {1: 2.5, 2: 1, 3: 1.5, 4: 1.5, 5: 1}


def test_json_is_exactly_the_documented_shape(trf, capsys):
    code, out, _ = run(capsys, trf, "--tiebreaks", "bh/c1,GE,aroc", "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert list(data) == ["tournament", "after_round", "tiebreaks", "rows"]
    assert data["tournament"] == "Club Open" and data["after_round"] == 3
    assert data["tiebreaks"] == ["BH/C1", "REP", "ARO/C1"]
    first = data["rows"][0]
    assert list(first) == ["rank", "start_no", "name", "points", "tiebreaks"]
    assert (first["rank"], first["start_no"], first["name"], first["points"]) == \
        (1, 1, "Alpha", 2.5)
    assert list(first["tiebreaks"]) == ["BH/C1", "REP", "ARO/C1"]
    echo = next(r for r in data["rows"] if r["start_no"] == 5)
    assert echo["tiebreaks"]["ARO/C1"] is None  # one game over the board only


def test_text_and_csv(trf, capsys):
    code, out, _ = run(capsys, trf, "--tiebreaks", "BH,SB")
    assert code == 0 and "Club Open — standings, after round 3" in out
    assert out.splitlines()[2].split() == ["Rank", "No", "Name", "Pts", "BH", "SB"]
    code, out, _ = run(capsys, trf, "--tiebreaks", "BH,SB", "--format", "csv")
    lines = out.splitlines()
    assert lines[0] == "Rank,No,Name,Pts,BH,SB" and lines[1].startswith("1,1,Alpha,2.5,")
    assert len(lines) == 6


def test_after_round(trf, capsys):
    code, out, _ = run(capsys, trf, "--after-round", "1", "--format", "json")
    assert code == 0 and json.loads(out)["after_round"] == 1


def test_html_outputs(trf, capsys, tmp_path):
    for extra in ([], ["--crosstable"], ["--pairings", "2"]):
        target = tmp_path / "page.html"
        code, out, _ = run(capsys, trf, "--format", "html", "-o", target, *extra)
        assert code == 0 and out == ""
        page = target.read_text(encoding="utf-8")
        assert page.startswith("<!DOCTYPE html>") and "<script" not in page
    assert not list(tmp_path.glob(".page.html.*"))  # no temporary file left behind
    code, _, err = run(capsys, trf, "-o", tmp_path / "no" / "such" / "folder.html")
    assert code == 2 and "cannot write" in err


def test_crosstable_and_pairings_as_csv(trf, capsys):
    code, out, _ = run(capsys, trf, "--crosstable", "--format", "csv")
    assert code == 0 and out.splitlines()[0].startswith("Rank,No,Name,Rtg,R1,R2,R3,Pts")
    code, out, _ = run(capsys, trf, "--pairings", "3", "--format", "csv")
    assert code == 0 and "Alpha" in out and "PAB" in out


def test_explain(trf, capsys):
    code, out, _ = run(capsys, trf, "--tiebreaks", "BH/C1,SB", "--explain", "echo")
    assert code == 0
    assert out.startswith("5 Echo: rank")
    assert "dummy opponent" in out and "BH/C1 = " in out
    code, out, _ = run(capsys, trf, "--tiebreaks", "BH", "--explain", "2", "--format", "json")
    data = json.loads(out)
    assert data["start_no"] == 2 and "BH" in data["tiebreaks"]


def test_rules_follow_the_092_record_and_can_be_overridden(tmp_path, capsys):
    path = tmp_path / "rr.trf"
    path.write_text(trf_text("FIDE_ROUNDROBIN"), encoding="utf-8")
    assert standings(read_trf(path)).rules.value == "roundrobin"
    _, robin, _ = run(capsys, path, "--tiebreaks", "BH", "--format", "json")
    _, swiss, _ = run(capsys, path, "--tiebreaks", "BH", "--format", "json", "--rules", "swiss")
    assert json.loads(robin)["rows"] != json.loads(swiss)["rows"]


@pytest.mark.parametrize("argv, message", [
    (["--tiebreaks", "BH,NOPE"], "unknown tie-break 'NOPE'"),
    (["--after-round", "7"], "no standings after round 7"),
    (["--explain", "Zulu"], "no player is called 'Zulu'"),
    (["--explain", "9"], "no player has pairing number 9"),
    (["--pairings", "5"], "round 5 is not paired"),
    (["--crosstable", "--format", "json"], "JSON is available"),
    (["--explain", "1", "--format", "html"], "--explain writes text or json"),
    (["--tiebreaks", "LOT"], "random_seed"),
])
def test_errors_name_the_problem_and_exit_2(trf, capsys, argv, message):
    code, out, err = run(capsys, trf, *argv)
    assert code == 2 and out == ""
    assert message in err and str(trf) in err and "Traceback" not in err


def test_unreadable_files(tmp_path, capsys):
    code, _, err = run(capsys, tmp_path / "missing.trf")
    assert code == 2 and "missing.trf" in err
    bad = tmp_path / "bad.trf"
    bad.write_text("001    x      Broken\n", encoding="utf-8")
    code, _, err = run(capsys, bad)
    assert code == 2 and "bad.trf:1" in err


@pytest.mark.skipif(not (SHARED / "conformance" / "roundrobin").is_dir(),
                    reason="../shared is missing")
def test_a_shared_round_robin_file(capsys):
    path = sorted((SHARED / "conformance" / "roundrobin").glob("*.trf"))[0]
    code, out, _ = run(capsys, path, "--tiebreaks", "DE,WIN,SB,KS,BH,WON,BPG,BWG,REP,PS,ARO,"
                                                    "TPR,PTP", "--format", "json")
    assert code == 0
    ranks = {r["start_no"]: r["rank"] for r in json.loads(out)["rows"]}
    expected = {}
    for line in path.with_suffix(".tsv").read_text().splitlines()[1:]:
        cells = line.split("\t")
        expected[int(cells[0])] = int(cells[1])
    assert ranks == expected
