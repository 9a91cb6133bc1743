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


def test_260_keeps_teams_apart_in_its_rounds_only(tmp_path, capsys):
    """TRF-2026 record 260 in a team file: ``260 RRR RRR TTTT TTTT``, teams kept apart
    in rounds RRR to RRR (C.04.6 art. 3.1: a pairing that puts them together is not
    legal then)."""
    path = _file(tmp_path, {})
    text = path.read_text()
    # rounds 1-1: 1-3 is not legal; the next identifier 1 2 4 3 (art. 3.6.3): 1-4, 2-3,
    # colours by art. 4.3.1 (2 is the first-team of 2-3, even: Black)
    path.write_text(text + "260 001 001    1    3\n")
    assert main(["engine", "--team", str(path), "-p"]) == 0
    assert capsys.readouterr().out.split("\n")[:3] == ["2", "1 4", "3 2"]
    # rounds 2-3: round 1 is paired as without it
    path.write_text(text + "260 002 003    1    3\n")
    assert main(["engine", "--team", str(path), "-p"]) == 0
    assert capsys.readouterr().out.split("\n")[:3] == ["2", "1 3", "4 2"]


def test_a_260_with_its_rounds_the_wrong_way_round_is_named(tmp_path, capsys):
    path = _file(tmp_path, {})
    path.write_text(path.read_text() + "260 003 001    1    3\n")
    assert main(["engine", "--team", str(path), "-p"]) == 3
    err = capsys.readouterr().err
    assert ":18" in err and "end before they start" in err


def test_250_gives_teams_fictitious_points_for_the_pairing_only(tmp_path, capsys):
    """TRF-2026 record 250 in a team file: ``250 MMMM GGGG RRR RRR TTTT TTTT`` gives
    teams TTTT to TTTT fictitious match and game points in rounds RRR to RRR; the
    scoregroups are formed on them (C.04.7 art. 1.5). Teams 1 and 2 have 2 match
    points in round 1: scoregroups {1, 2} and {3, 4}, each paired alone (art. 3.6);
    art. 4.3.1: the odd first-teams 1 and 3 take the initial colour."""
    path = _file(tmp_path, {})
    path.write_text(path.read_text() + "250  2.0  0.0 001 001 0001 0002\n")
    assert main(["engine", "--team", str(path), "-p"]) == 0
    assert capsys.readouterr().out.split("\n")[:3] == ["2", "1 2", "3 4"]
    # from round 2 on (not paired here) the teams are back to their real scores
    from cardtable.systems.files import dumps_trf, parse_trf

    t = parse_trf(path.read_text(), "teams.trf")
    (points,) = t.settings.team.acceleration
    assert (points.match_points, points.gives(2, 1), points.gives(2, 2),
            points.gives(3, 1)) == (2, True, False, False)
    assert t.settings.virtual_points == ()  # the teams', not players 1 and 2's
    assert "250  2.0  0.0 001 001 0001 0002" in dumps_trf(t, "trf26")


def test_330_sets_a_forfeited_match_on_its_boards(tmp_path, capsys):
    """TRF-2026 record 330 (``330 TT RRR WWW BBB``): team 1 won its round-1 match
    against team 2 by forfeit; their 001 cells only say ``0000``. The boards are set
    with the forfeit results: team 1 scores a match won (record 362: 2), never the
    PAB after it (C.04.6 art. 2.1.2), and has not met team 2 over the board."""
    from cardtable.model.results import GameResult
    from cardtable.systems.files import dumps_trf, parse_trf
    from cardtable.systems.team.members import team_states

    cells = {1: "0000 - +", 2: "0000 - +", 3: "0000 - Z", 4: "0000 - Z",
             5: "   7 w 1", 6: "   8 b 0", 7: "   5 b 0", 8: "   6 w 1"}
    path = _file(tmp_path, cells)
    text = path.read_text()
    without = parse_trf(text, "teams.trf")
    assert without.round(1).pab == 1  # ``0000 - +`` alone reads as the PAB
    t = parse_trf(text + "330 +- 001 001 002\n", "teams.trf")
    first = t.round(1)
    assert first.pab is None and not first.byes
    forfeits = {(g.white, g.black): g.result for g in first.games if g.white in (1, 2, 3, 4)}
    # board 1 in team 1's colour (White), board 2 the other way round
    assert forfeits == {(1, 3): GameResult.WHITE_WINS_BY_FORFEIT,
                        (4, 2): GameResult.BLACK_WINS_BY_FORFEIT}
    states = {s.tpn: s for s in team_states(t, t.teams, t.settings.team, 2, 2)}
    assert (states[1].primary, states[1].pab_barred, states[1].met) == (2, True, frozenset())
    assert states[2].primary == 0
    again = parse_trf(dumps_trf(t, "trf26"), "again.trf")  # written as linked 001 cells
    assert again.round(1).games == first.games
