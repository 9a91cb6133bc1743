"""A team competition is ranked by the tie-breaks the arbiter sets (issue 32): ``new
--system team --tiebreaks`` writes the team table's list (``[team] tiebreaks``), and
the standings on screen, the printed page, CSV/HTML/JSON and the TRF's 310 rank all
rank by it; without a list the secondary score breaks ties (C.04.6 art. 1.2) and the
app's standings say so."""

from __future__ import annotations

import itertools
import json

import pytest

from cardtable.app import core
from cardtable.systems.files import read_toml

RESULTS = itertools.cycle(["1-0", "=", "0-1", "1-0", "0-1", "="])


def league_of(tmp_path, cli, *options: str):
    """Eight teams of two boards, three rounds paired and played by the command line."""
    path = tmp_path / "league.toml"
    code, _, err = cli("new", path, "--system", "team", "--rounds", "4", "--boards", "2",
                       *options)
    assert code == 0, err
    for n in range(1, 9):
        code, _, err = cli("add-team", path, f"Team {n}", "--players",
                           f"Alpha{n}, A {2400 - 10 * n}", f"Beta{n}, B {2300 - 10 * n}")
        assert code == 0, err
    for round_no in range(1, 4):
        assert cli("pair", path)[0] == 0
        boards = len(read_toml(path).round(round_no).games)
        for board in range(1, boards + 1):
            code, _, err = cli("result", path, round_no, board, next(RESULTS))
            assert code == 0, err
    return path


def ranks(rows) -> dict[int, int]:
    return {row["team"]: row["rank"] for row in rows}


def test_new_writes_the_team_list_and_every_output_ranks_by_it(tmp_path, cli):
    path = league_of(tmp_path, cli, "--tiebreaks", "BH,EGGSB")
    t = read_toml(path)
    assert t.settings.team.tiebreaks == ("BH", "EGGSB")
    assert t.settings.tiebreaks == ()  # not the individual list a team file ignores
    code, out, err = cli("standings", path, "--format", "json")
    assert code == 0, err
    data = json.loads(out)
    assert data["tiebreaks"] == ["BH", "EGGSB"]
    by_list = json.loads(cli("standings", path, "--format", "json", "--tiebreaks",
                             "BH,EGGSB")[1])
    by_default = json.loads(cli("standings", path, "--format", "json", "--tiebreaks",
                                "GP")[1])
    assert ranks(data["rows"]) == ranks(by_list["rows"])
    assert ranks(data["rows"]) != ranks(by_default["rows"])  # the list decides
    assert cli("standings", path, "--format", "csv")[1].splitlines()[0].split(",")[-2:] == [
        "BH", "EGGSB"]
    assert "EGGSB" in cli("standings", path, "--format", "html")[1]
    table = core.standings_table(t)  # the app's standings screen
    assert table.header[-2:] == ("BH", "EGGSB")
    assert {int(row[1]): int(row[0]) for row in table.rows} == ranks(data["rows"])
    code, out, err = cli("print", path, "--what", "standings", "-o", tmp_path / "pages")
    assert code == 0, err
    page = next((tmp_path / "pages").glob("*standings*.html")).read_text(encoding="utf-8")
    assert "<dt>EGGSB</dt>" in page and "<dt>BH</dt>" in page
    trf = tmp_path / "league.trf"
    assert cli("export", path, "--trf", trf)[0] == 0
    stated = {int(line[4:7]): int(line[68:71]) for line in trf.read_text().splitlines()
              if line.startswith("310")}
    assert stated == ranks(data["rows"])


def test_new_refuses_an_individual_only_code_for_a_team_competition(tmp_path, cli):
    path = tmp_path / "league.toml"
    code, _, err = cli("new", path, "--system", "team", "--rounds", "4", "--tiebreaks",
                       "BH,ARO")
    assert code == 2 and "--tiebreaks: " in err and "ARO" in err
    assert not path.exists()


@pytest.mark.parametrize(("options", "default"), [((), ("GP",)),
                                                  (("--primary", "game-points"), ("MP",))])
def test_without_tiebreaks_new_writes_the_secondary_score(tmp_path, cli, options, default):
    path = tmp_path / "league.toml"
    assert cli("new", path, "--system", "team", "--rounds", "4", *options)[0] == 0
    assert read_toml(path).settings.team.tiebreaks == default


def test_a_team_file_without_a_list_is_ranked_by_the_secondary_score_and_says_so(
        tmp_path, cli):
    path = league_of(tmp_path, cli)
    text = path.read_text(encoding="utf-8").replace('tiebreaks = ["GP"]\n', "", 1)
    path.write_text(text, encoding="utf-8")
    t = read_toml(path)
    assert t.settings.team.tiebreaks == ()
    table = core.standings_table(t)
    assert table.header[-1] == "GP" or "GP" in table.header
    assert any("no team tie-break list" in note and "GP (C.04.6 art. 1.2)" in note
               for note in table.notes), table.notes
    path.write_text(text.replace("[team]\n", '[team]\ntiebreaks = ["GP"]\n', 1),
                    encoding="utf-8")
    assert not any("no team tie-break list" in note
                   for note in core.standings_table(read_toml(path)).notes)
