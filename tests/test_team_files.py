"""``cardtable engine --team IN.trf -p`` and ``-c`` on a TRF-2026 team file (001
players, 310 teams, 192 type code, 362 match points), worked by hand."""

from __future__ import annotations

from pathlib import Path

from cardtable.cli.main import main

HEADER = ("012 Four teams of two boards\n142 3\n152 W\n192 FIDE_TEAM_TYPEA_MP_GP\n"
          "362 TW  2.0   TD  1.0   TL  0.0\n")


def _player(no: int, name: str, points: str, cell: str) -> str:
    line = f"001 {no:4d}      {name:<32}{'2000':>6}"
    line = line.ljust(80) + f"{points:>4}" + f"{no:>5}"
    return line.ljust(91) + cell


def _team(tpn: int, name: str, members: tuple[int, ...]) -> str:
    line = f"310 {tpn:<3} {name}".ljust(73)
    return line + " ".join(f"{m:>4}" for m in members)


def _file(tmp_path: Path, cells: dict[int, str]) -> Path:
    lines = [HEADER.rstrip("\n")]
    for no in range(1, 9):
        lines.append(_player(no, f"Player {no}", "0.0", cells.get(no, "")))
    for tpn in range(1, 5):
        lines.append(_team(tpn, f"Team {tpn}", (2 * tpn - 1, 2 * tpn)))
    path = tmp_path / "teams.trf"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_round_1_pairs_the_top_half_against_the_bottom_half(tmp_path, capsys):
    # C.04.6 art. 3.6: 1-3, 2-4; art. 4.3.1: odd first-team 1 White, even 2 Black
    assert main(["engine", "--team", str(_file(tmp_path, {})), "-p"]) == 0
    assert capsys.readouterr().out.split("\n")[:3] == ["2", "1 3", "4 2"]


def test_round_2_after_team_1_beat_team_3_and_team_2_drew_team_4(tmp_path, capsys):
    # round 1: boards 1 (players 1-5, 2-6 of teams 1 and 3), team 1 White on board 1
    cells = {1: "   5 w 1", 2: "   6 b 1", 5: "   1 b 0", 6: "   2 w 0",
             3: "   7 b 1", 4: "   8 w 0", 7: "   3 w 0", 8: "   4 b 1"}
    path = _file(tmp_path, cells)
    # match points: team 1 2, teams 2 and 4 1 (1-1), team 3 0. Team 1 has met 3:
    # bracket 1: 1 with one upfloater of score 1: team 2 (art. 3.5.4); then 3-4
    assert main(["engine", "--team", str(path), "-p"]) == 0
    out = capsys.readouterr().out.split("\n")
    assert out[0] == "2"
    assert {frozenset(map(int, line.split())) for line in out[1:3]} == {
        frozenset({1, 2}), frozenset({3, 4})}
    assert main(["engine", "--team", str(path), "-c"]) == 0
    assert "Round 1: as the rules pair it" in capsys.readouterr().out


def test_a_broken_team_record_is_named_with_its_line(tmp_path, capsys):
    path = _file(tmp_path, {})
    path.write_text(path.read_text() + "310 X   Broken\n")
    assert main(["engine", "--team", str(path), "-p"]) == 3
    err = capsys.readouterr().err
    assert ":18" in err and "team's number" in err
