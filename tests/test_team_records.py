"""The round records of a TRF-2026 team file (300, 240, 299, 330, the ``0000 - +``
cell) and the short line-up (C.04.6 art. 0: the individual rules apply mutatis
mutandis; C.04.1 art. 4: a forfeited board scores as a win for the player present).

``tests/data/team_records.trf``: four teams of three boards (rosters of four), two
rounds played, worked by hand below:

* round 1: Alkmaar (1) - Delft (3) 1½-1½ (1-0, ½-½, 0-1); Breda (2) - Ede (4): Ede
  had two players present, its board 3 empty (record 300 ``0013 0014 0000``):
  Goris (7) wins it by forfeit (``0000 - +``): 2½-½;
* round 2: Breda - Alkmaar 1½-1½, Alkmaar with Claes (3) on board 1 and Bakker (2)
  on board 2 (record 300 ``0003 0002 0004``); Delft - Ede forfeited by Ede (record
  330 ``+-``), and Ede's penalty of one match point (record 299, blank kind);
* round 3 not paired: Breda's half-point bye (record 240 names teams).
"""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from cardtable.cli.main import main
from cardtable.formats.errors import FileError
from cardtable.formats.toml_write import dumps_tournament
from cardtable.model.tournament import Bye, Round
from cardtable.model.results import ByeKind, GameResult
from cardtable.model.colour import Colour
from cardtable.model.lineup import team_matches
from cardtable.systems.base import publish
from cardtable.systems.files import dumps_trf, parse_toml, parse_trf, read_toml
from cardtable.systems.match_boards import board_match, match_score
from cardtable.systems.registry import descriptor
from cardtable.systems.team.competition import TeamCompetition
from cardtable.systems.team.members import team_states

from conftest import SAMPLES

DATA = Path(__file__).parent / "data" / "team_records.trf"
#: the hand-derived inputs of the C++ engine's team fork, where the machine has them
#: (never copied into the repository)
FORK = sorted(Path("/tmp/teamtests").glob("*.input"))


def _records() -> str:
    return DATA.read_text()


def _states(t, round_no):
    return {s.tpn: s for s in team_states(t, t.teams, t.settings.team, round_no,
                                          t.settings.team.boards)}


def test_the_record_file_round_trips_and_reads_as_worked_by_hand():
    """TRF-2026 team records read and written back: import then export identical."""
    text = _records()
    t = parse_trf(text, "team_records.trf")
    assert dumps_trf(t, "trf26") == text
    rows = {r.tpn: (r.match_points, r.game_points, r.matches)
            for r in TeamCompetition(t).standings(2).rows}
    # Delft: a draw and a match won by forfeit (not played, art. 1.6.1: not met)
    assert rows == {1: (2, 3, 2), 2: (3, 4, 2), 3: (3, Fraction(9, 2), 1),
                    4: (-1, Fraction(1, 2), 1)}


def test_300_an_empty_board_is_won_by_forfeit_by_the_player_opposite():
    """TRF-2026 record 300 ("plays with an unoccupied board"): Ede's board 3 of round
    1 is empty; Goris's ``0000 - +`` is that board, won by forfeit: Breda's game
    points 2½ (C.04.6 art. 1.2), not a PAB."""
    t = parse_trf(_records(), "team_records.trf")
    first = t.round(1)
    assert first.bye_of(7).kind is ByeKind.EMPTY_BOARD and first.pab is None
    (ede,) = first.lineups
    assert (ede.team, ede.opponent, ede.players) == (4, 2, (13, 14, 0))
    match = next(m for m in team_matches(t, 1) if 2 in m.teams)
    assert (match.lineup_of(2), match.lineup_of(4)) == ((5, 6, 7), (13, 14, 0))
    assert TeamCompetition(t).match_result(1, 2, 4) == ((2, Fraction(5, 2)),
                                                         (0, Fraction(1, 2)))


def test_300_a_board_order_other_than_the_rosters_sets_board_1():
    """TRF-2026 record 300 ("a different board order than defined in record 310"):
    Alkmaar's round-2 boards are Claes (3), Bakker (2), Dekker (4). Board 1 is Claes,
    Black against Eerens: Alkmaar's colour that round is Black (art. 1.6.1)."""
    t = parse_trf(_records(), "team_records.trf")
    match = next(m for m in team_matches(t, 2) if 1 in m.teams)
    assert match.lineup_of(1) == (3, 2, 4) and match.lineup_of(2) == (5, 6, 7)
    assert _states(t, 3)[1].rounds == (Colour.WHITE, Colour.BLACK)


def test_240_in_a_team_file_names_teams():
    """TRF-2026 record 240 ("Player/Team ID"): ``240 H 003 2`` is Breda's half-point
    bye: every player of Breda has it, Breda is not paired in round 3."""
    t = parse_trf(_records(), "team_records.trf")
    assert {b.player for b in t.round(3).byes if b.kind is ByeKind.HALF} == {5, 6, 7, 8}
    pairing = descriptor("team").pair(t, 3)
    assert not {5, 6, 7, 8} & {p for board in pairing.boards for p in board}
    assert "240 H 003    2" in dumps_trf(t, "trf26")


def test_240_naming_no_team_is_named_with_its_line():
    bad = _records().replace("240 H 003    2", "240 H 003    9")
    with pytest.raises(FileError) as error:
        parse_trf(bad, "bad.trf")
    line = bad.splitlines().index("240 H 003    9") + 1
    assert f"bad.trf:{line}" in str(error.value) and "no team has number 9" in str(error.value)


def test_300_with_a_player_of_another_team_is_named_with_its_line():
    bad = _records().replace("300 002 001 002 0003 0002 0004", "300 002 001 002 0003 0002 0009")
    with pytest.raises(FileError) as error:
        parse_trf(bad, "bad.trf")
    assert "player 9 does not play for team 1" in str(error.value)


ALKMAAR_2 = "300 002 001 002 0003 0002 0004"


@pytest.mark.parametrize("old, record, problem", [
    (ALKMAAR_2, "300 002 001 002 0003 0002 0001",
     "player 1 has no board against team 2 in round 2"),
    (ALKMAAR_2, "300 002 001 002 0003 0002",
     "player 4 plays against team 2 in round 2 but is not in the line-up"),
    ("300 001 004 002 0013 0014 0000", "300 001 004 002 0013 0014 0015",
     "player 15 has no board against team 2 in round 1"),
    ("300 001 004 002 0013 0014 0000", "300 001 004 002 0013 0014",
     "team 2 won 1 board(s) opposite an empty one in round 1: the line-up leaves 0 empty"),
    (ALKMAAR_2, "300 004 001 002 0003 0002 0004", "round 4 is not paired"),
])
def test_300_that_does_not_fit_its_rounds_boards_is_named_with_its_line(old, record,
                                                                        problem):
    """A 300 names the team's players on the match's boards: each of them with a game
    against the opponent (or a board won opposite an empty one), all of them."""
    bad = _records().replace(old, record)
    with pytest.raises(FileError) as error:
        parse_trf(bad, "bad.trf")
    line = bad.splitlines().index(record) + 1
    assert f"bad.trf:{line}: line {line}: {problem}" in str(error.value)


def test_330_is_written_for_a_match_forfeited_on_every_board():
    """TRF-2026 record 330: Delft won its round-2 match against Ede by forfeit;
    Delft is the white team (board 1 White), ``+-``. Delft scores the match (2) and
    has not met Ede over the board (art. 1.6.1); C2 bars it from the PAB."""
    t = parse_trf(_records(), "team_records.trf")
    assert "330 +- 002 003 004" in dumps_trf(t, "trf26").splitlines()
    delft = _states(t, 3)[3]
    assert delft.pab_barred and 4 not in delft.met


def test_330_with_only_0000_cells_is_written_back_with_its_boards():
    """A 330 read from a file whose cells say ``0000`` is set on its boards; written
    back with 330 and the boards' cells, which read back the same."""
    text = _records()
    lines = text.splitlines()
    cells = {9: "0000 - +", 10: "0000 - +", 11: "0000 - +",
             13: "0000 - -", 14: "0000 - -", 15: "0000 - -"}
    for no, cell in cells.items():
        i = next(k for k, line in enumerate(lines) if line.startswith(f"001 {no:4d}"))
        lines[i] = lines[i][:101] + cell
    t = parse_trf("\n".join(lines) + "\n", "fork.trf")
    assert dumps_trf(t, "trf26") == text


def test_299_a_blank_kind_adds_its_points():
    """TRF-2026 record 299 (blank kind: a penalty or a bonus): Ede loses a match
    point in round 2; a ``-`` kind replaces the points of a match lost by forfeit."""
    t = parse_trf(_records(), "team_records.trf")
    assert _states(t, 3)[4].primary == -1
    penalty = "299    -1.0        002    4"
    typed = parse_trf(_records().replace(penalty, "299 -   1.0        002"), "x.trf")
    assert _states(typed, 3)[4].primary == 1  # the forfeit loss worth 1, for every team
    assert "299 -   1.0        002" in dumps_trf(typed, "trf26")


def test_the_records_survive_the_tournament_file(tmp_path, capsys):
    """``cardtable import X.trf`` -> TOML -> ``cardtable export``: identical."""
    source = tmp_path / "records.trf"
    source.write_text(_records())
    assert main(["import", str(source), "-o", str(tmp_path / "records.toml")]) == 0
    toml = (tmp_path / "records.toml").read_text()
    assert 'lineups = [{ team = 1, opponent = 2, players = [3, 2, 4] }]' in toml
    assert '{ player = 7, kind = "+" }' in toml
    assert main(["export", str(tmp_path / "records.toml"), "--trf",
                 str(tmp_path / "out.trf")]) == 0
    assert (tmp_path / "out.trf").read_text() == _records()


@pytest.mark.parametrize("old, new, problem", [
    ("players = [3, 2, 4] }", "players = [3, 2, 9] }",
     "rounds[2].lineups[1].players: player 9 does not play for team 1"),
    ("players = [3, 2, 4] }", "players = [3, 2, 1] }",
     "rounds[2].lineups[1]: player 1 has no board against team 2 in round 2"),
    # round 3 is not paired: Breda has no match in it
    ('{ player = 5, kind = "H" }', '{ player = 5, kind = "+" }',
     "rounds[3].byes[1].kind: '+' is a board won opposite an empty board"),
])
def test_a_line_up_or_an_empty_board_that_does_not_fit_is_named_in_the_toml(old, new,
                                                                          problem):
    """The tournament file's ``lineups`` and bye ``"+"`` are checked as record 300 is:
    the players the team's, on the match's boards; a board won opposite an empty one
    in a round where the team has a match."""
    toml = dumps_tournament(parse_trf(_records(), "x.trf"))
    with pytest.raises(FileError) as error:
        parse_toml(toml.replace(old, new), "bad.toml")
    assert problem in str(error.value)


def _short(t, round_no: int, absent: tuple[int, ...]):
    t = t.with_round(Round(round_no, byes=tuple(Bye(p, ByeKind.ZERO) for p in absent)))
    return publish(t, descriptor("team").pair(t, round_no))


def test_a_short_line_up_leaves_its_last_boards_empty_won_by_forfeit(cli, tmp_path):
    """C.04.6 art. 0 with C.04.1 art. 4: Knights of Leiden have three of their five
    players present for four boards: their board 4 is empty, the player opposite
    wins it by forfeit, and the match counts it (art. 1.2); published so by ``pair``
    and ``result``, written as record 300 and ``0000 - +``."""
    t = read_toml(SAMPLES / "team-league.toml")
    t = _short(t, 6, (1, 2))
    (knights,) = [m for m in team_matches(t, 6) if 1 in m.teams]
    other = knights.teams[1] if knights.teams[0] == 1 else knights.teams[0]
    assert knights.lineup_of(1) == (3, 4, 5, 0)
    winner = knights.lineup_of(other)[3]
    assert t.round(6).bye_of(winner).kind is ByeKind.EMPTY_BOARD
    for board in (g.board for g in t.round(6).games if 3 in g.players or 4 in g.players
                  or 5 in g.players):
        t = t.with_result(6, board, GameResult.DRAW)
    match = board_match(t, 6, t.round(6).game_of(3).board)
    assert [b.winner for b in match.empty] == [winner]
    # three draws and a board won by forfeit: 1½-2½, the match lost
    assert TeamCompetition(t).match_result(6, 1, other) == ((0, Fraction(3, 2)),
                                                             (2, Fraction(5, 2)))
    assert "1½ – 2½" in match_score(t, match) or "2½ – 1½" in match_score(t, match)
    text = dumps_trf(t, "trf26")
    assert f"300 006 001 {other:03d} 0003 0004 0005 0000" in text
    assert dumps_trf(parse_trf(text, "x.trf"), "trf26") == text
    # the CLI: pair publishes the empty board, result prints the match with it
    path = tmp_path / "league.toml"
    path.write_text(dumps_tournament(read_toml(SAMPLES / "team-league.toml")))
    for player in (1, 2):
        assert cli("bye", path, 6, player, "--kind", "Z")[0] == 0
    code, out, err = cli("pair", path)
    assert code == 0, err
    assert f"+  {winner} " in out and "(empty board: won by forfeit)" in out
    board = read_toml(path).round(6).game_of(3).board
    code, out, err = cli("result", path, 6, board, "1-0")
    assert code == 0, err
    assert "empty opposite" in out and "won by forfeit" in out


def _simulated(seed: int):
    """A team league played from the sample's start: each round some players
    absent (now and then a whole team, or half of one: a short line-up), random
    board results with forfeits, a match now and then forfeited on every board."""
    rng = random.Random(seed)
    t = read_toml(SAMPLES / "team-league.toml")
    t = replace(t, rounds=())
    for number in range(1, 6):
        absent = [p.start_no for p in t.players if rng.random() < 0.12]
        t = _short(t, number, tuple(absent))
        forfeited = rng.random() < 0.3
        for k, game in enumerate(t.round(number).games):
            result = rng.choice(list(GameResult))
            if forfeited and k < 4:
                result = GameResult.WHITE_WINS_BY_FORFEIT if k % 2 == 0 else \
                    GameResult.BLACK_WINS_BY_FORFEIT
            t = t.with_result(number, game.board, result)
    return t


@pytest.mark.parametrize("seed", range(6))
def test_simulated_team_leagues_round_trip(seed):
    """Team leagues with short line-ups and forfeits: TRF-2026 export, import and
    export identical, through the tournament file too; the same standings and the
    same next pairing from either."""
    t = _simulated(seed)
    text = dumps_trf(t, "trf26")
    again = parse_trf(text, f"sim{seed}.trf")
    assert dumps_trf(again, "trf26") == text
    assert dumps_trf(parse_toml(dumps_tournament(again), "x.toml"), "trf26") == text
    assert TeamCompetition(again).standings(5).rows == TeamCompetition(t).standings(5).rows
    assert descriptor("team").pair(again, 6).boards == descriptor("team").pair(t, 6).boards


def test_the_sample_league_round_trips():
    t = read_toml(SAMPLES / "team-league.toml")
    text = dumps_trf(t, "trf26")
    assert dumps_trf(parse_trf(text, "league.trf"), "trf26") == text


@pytest.mark.parametrize("path", FORK or [DATA], ids=lambda p: p.stem)
def test_the_forks_team_inputs_reach_a_fixed_point(path):
    """The team fork's hand-derived inputs (or, without them, the file above): read
    and written, they read back as written, and the engine pairs the same next
    round from either."""
    t = parse_trf(path.read_text(), path.name)
    text = dumps_trf(t, "trf26")
    again = parse_trf(text, "again.trf")
    assert dumps_trf(again, "trf26") == text
    competition, other = TeamCompetition(t), TeamCompetition(again)
    upcoming = t.next_round
    assert other.pair(upcoming).boards == competition.pair(upcoming).boards


def test_engine_check_takes_each_matchs_colour_from_its_board_1(capsys):
    """``engine --team -c``: in round 2 Alkmaar's board 1 is Claes (record 300),
    Black: Breda is the white team (art. 1.6.1), as the rules pair it (Bakker, on
    board 2, is White: the boards alternate)."""
    assert main(["engine", "--team", str(DATA), "-c"]) == 0
    out = capsys.readouterr().out
    assert "Round 2: as the rules pair it" in out and "2 round(s) checked, 0 differ" in out
