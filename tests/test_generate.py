"""``cardtable generate``: random tournaments on TRF-2026 (or TOML) paired by the
engine, results from a results model, reproducible from the seed; every file it
writes passes ``cardtable check``."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from cardtable.model.results import ByeKind, GameResult
from cardtable.systems.files import load_tournament
from cardtable.systems.results_model import GENERATOR_CHANCES, load_results_model
from cardtable.systems.simulation import expected_score

DOCS = Path(__file__).resolve().parent.parent / "docs"


def _records(path: Path) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for line in path.read_text().splitlines():
        found.setdefault(line[:3], []).append(line)
    return found


def test_the_same_seed_gives_the_same_file(cli, tmp_path):
    args = ("--players", "24", "--rounds", "6", "--byes", "0.02:0.05:0.02",
            "--forfeits", "0.05")
    for name, seed in (("a.trf", 5), ("b.trf", 5), ("c.trf", 6)):
        code, out, err = cli("generate", tmp_path / name, *args, "--seed", seed)
        assert (code, err) == (0, "")
        assert out == f"generated {tmp_path / name}: 24 players, 6 rounds (dutch, seed {seed})\n"
    a, b, c = ((tmp_path / n).read_text() for n in ("a.trf", "b.trf", "c.trf"))
    assert a == b and a != c


def test_the_trf_2026_records(cli, tmp_path):
    path = tmp_path / "t.trf"
    code, _, _ = cli("generate", path, "--players", "30", "--rounds", "7", "--seed", "3",
                     "--baku", "--tiebreaks", "BH/C1,SB,WIN")
    assert code == 0
    records = _records(path)
    assert records["142"] == ["142 7"] and records["152"] in (["152 W"], ["152 B"])
    assert records["202"] == ["202 BH/C1, SB, WIN"]
    assert records["212"] == ["212 PTS, BH/C1, SB, WIN"]
    # Baku (C.04.7): group A is the first 2 x ceil(30 / 4) = 16 players; rounds 1-4 are
    # accelerated, a win's point in rounds 1-2 and half of it in rounds 3-4
    assert records["250"] == ["250       1.0 001 002 0001 0016",
                              "250       0.5 003 004 0001 0016"]
    assert "BAKU" not in records["092"][0]  # the 250 records say it: no double count
    assert len(records["001"]) == 30
    assert records["###"][0] == "### STANDINGS AFTER 7: PTS, BH/C1, SB, WIN"
    code, out, _ = cli("check", path)
    assert code == 0 and "7 of 7 rounds as the rules give" in out


def test_the_bye_rates_give_requested_byes(cli, tmp_path):
    path = tmp_path / "t.toml"
    code, _, _ = cli("generate", path, "--format", "toml", "--players", "40", "--rounds",
                     "5", "--seed", "1", "--byes", "0.1:0.1:0.1")
    assert code == 0
    kinds = {b.kind for r in load_tournament(path).rounds for b in r.byes}
    assert {ByeKind.FULL, ByeKind.HALF, ByeKind.ZERO} <= kinds
    code, _, _ = cli("generate", tmp_path / "n.toml", "--format", "toml", "--players", "40",
                     "--rounds", "5", "--seed", "1", "--forfeits", "0")
    played = load_tournament(tmp_path / "n.toml")
    assert not {b.kind for r in played.rounds for b in r.byes} - {ByeKind.PAB}
    assert all(g.result is not None and g.result.played
               for r in played.rounds for g in r.games)


def test_the_rare_results_go_through_trf_and_check(cli, tmp_path):
    model = tmp_path / "rare.toml"
    model.write_text("half_zero = 0.3\nzero_half = 0.3\nzero_zero = 0.3\nforfeit = 0\n"
                     "double_forfeit = 0\n")
    path = tmp_path / "t.trf"
    code, _, err = cli("generate", path, "--players", "20", "--rounds", "5", "--seed", "2",
                       "--results-model", model)
    assert (code, err) == (0, "")
    results = {g.result for r in load_tournament(path).rounds for g in r.games}
    assert {GameResult.WHITE_HALF_BLACK_ZERO, GameResult.WHITE_ZERO_BLACK_HALF,
            GameResult.BOTH_LOSE} <= results
    code, out, _ = cli("check", path)
    assert code == 0, out


def test_a_results_model_without_draws(cli, tmp_path):
    model = tmp_path / "m.toml"
    model.write_text('expected = "logistic"\ndraw = 0\nwhite_advantage = 100\n')
    path = tmp_path / "t.toml"
    code, _, _ = cli("generate", path, "--format", "toml", "--players", "16", "--rounds",
                     "4", "--seed", "9", "--results-model", model, "--forfeits", "0")
    assert code == 0
    results = {g.result for r in load_tournament(path).rounds for g in r.games}
    assert GameResult.DRAW not in results and GameResult.WHITE_WINS in results


def test_a_bad_results_model_is_named_by_key(cli, tmp_path):
    model = tmp_path / "m.toml"
    model.write_text('expected = "coin"\ndraw = 2\ncolour = 1\n')
    code, out, err = cli("generate", tmp_path / "t.trf", "--players", "8", "--rounds", "3",
                         "--seed", "1", "--results-model", model)
    assert code == 2 and out == ""
    assert f"{model}: expected: 'coin' is not one of logistic, fide-b02" in err
    assert f"{model}: draw: expected a rate from 0 to 1, found 2" in err
    assert f"{model}: colour: unknown key" in err
    assert not (tmp_path / "t.trf").exists()


def test_the_documented_model_is_the_default():
    assert load_results_model(DOCS / "results-model.toml") == GENERATOR_CHANCES


@pytest.mark.parametrize("white, black, expected", [
    (2000, 2000, 0.50), (2400, 2000, 0.92), (2000, 2400, 0.08), (2900, 2000, 1.00),
    (2100, 2000, 0.64)])
def test_the_expected_score_is_fides_table(white, black, expected):
    """B.02 table 8.1.b: the higher-rated player's expected score by difference."""
    assert expected_score(white, black, 0, "fide-b02") == pytest.approx(expected)


def test_many_tournaments_into_a_folder_all_checked(cli, tmp_path):
    folder = tmp_path / "batch"
    code, out, _ = cli("generate", "t.trf", "--players", "12-30", "--rounds", "5",
                       "--seed", "40", "--byes", "0.01:0.03:0.01", "--count", "4",
                       "--out-dir", folder)
    assert code == 0
    assert out == f"generated 4 tournaments in {folder} (seeds 40 to 43)\n"
    files = sorted(folder.iterdir())
    assert [f.name for f in files] == ["t-1.trf", "t-2.trf", "t-3.trf", "t-4.trf"]
    sizes = {len(load_tournament(f).players) for f in files}
    assert all(12 <= s <= 30 for s in sizes) and len(sizes) > 1
    code, out, _ = cli("check", folder)
    assert code == 0 and out.splitlines()[-1] == "checked 4 files: 4 agree, 0 differ, 0 invalid"
    code, _, err = cli("generate", "t.trf", "--players", "12", "--rounds", "5", "--seed",
                       "40", "--count", "4", "--out-dir", folder)
    assert code == 2 and "already exists" in err


@pytest.mark.parametrize("args, says", [
    (("--players", "4", "--rounds", "9"), "round 4 cannot be paired"),
    (("--players", "1", "--rounds", "3"), "at least 2 players"),
    (("--players", "8", "--rounds", "3", "--tiebreaks", "XYZ"), "--tiebreaks: unknown"),
    (("--players", "8", "--rounds", "3", "--system", "roundrobin"), "plays Swiss systems"),
])
def test_what_cannot_be_generated_is_said(cli, tmp_path, args, says):
    code, out, err = cli("generate", tmp_path / "t.trf", *args, "--seed", "1")
    assert code == 2 and says in err, err
    assert not (tmp_path / "t.trf").exists()


def test_a_format_and_a_name_that_disagree(cli, tmp_path):
    code, _, err = cli("generate", tmp_path / "t.trf", "--format", "toml", "--players", "8",
                       "--rounds", "3", "--seed", "1")
    assert code == 2 and "--format toml writes a .toml file" in err


def test_simulate_keeps_its_tournaments():
    """The generator's changes to the simulation leave ``simulate``'s own chances (and
    so every tournament it made before) as they were."""
    from cardtable.systems.simulate_request import Chances

    assert replace(Chances(), full_bye=0.0) == Chances()
    assert expected_score(2000, 2000) == pytest.approx(1 / (1 + 10 ** (-35 / 400)))
