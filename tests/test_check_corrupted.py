"""``cardtable check`` finds every corrupted copy of a generated tournament — a board
swapped, a colour flipped, a bye moved, a rank changed, a tie-break value changed —
and names the round or the player and the rule."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from cardtable.model.tournament import Bye, Game, Round, Tournament
from cardtable.model.results import ByeKind
from cardtable.systems.files import load_tournament
from cardtable.systems.generation import Generation, generate, written
from cardtable.systems.results_model import GENERATOR_CHANCES

CHANCES = replace(GENERATOR_CHANCES, forfeit=0, double_forfeit=0, half_zero=0, zero_half=0,
                  zero_zero=0)


@pytest.fixture(scope="module")
def tournament() -> Tournament:
    """11 players, 5 rounds: a PAB every round, no requested byes."""
    return generate(Generation("dutch", (11, 11), 5, 7, CHANCES))


def _write(tmp_path: Path, tournament: Tournament, name: str = "t.trf") -> str:
    path = tmp_path / name
    path.write_text(written(tournament, "trf"))
    return str(path)


def _changed_round(tournament: Tournament, number: int, games: tuple[Game, ...],
                   byes: tuple[Bye, ...] | None = None) -> Tournament:
    rnd = tournament.round(number)
    return tournament.with_round(Round(number, games, rnd.byes if byes is None else byes))


def _departs_with_article(out: str, number: int) -> None:
    """The first line under round ``number`` says where the published pairing departs
    and cites the article of the Dutch system."""
    departure = out.split(f"Round {number}:")[1].splitlines()[1]
    assert re.search(r"depart.*\[C\.04\.3 [\d.]+\]$", departure), departure


def test_the_generated_file_agrees(cli, tmp_path, tournament):
    code, out, err = cli("check", _write(tmp_path, tournament))
    assert (code, err) == (0, "")
    assert "5 of 5 rounds as the rules give" in out
    assert "Standings after round 5: as the tie-break list gives (points, ranks, " \
           "tie-break values compared)" in out


def test_a_board_swapped_is_reported_in_its_round(cli, tmp_path, tournament):
    games = tournament.round(3).games
    one, two = games[0], games[1]  # their Black players exchanged
    swapped = (replace(one, black=two.black), replace(two, black=one.black), *games[2:])
    code, out, _ = cli("check", _write(tmp_path, _changed_round(tournament, 3, swapped)))
    assert code == 1
    assert "Round 1: as the rules give" in out and "Round 2: as the rules give" in out
    assert "Round 3: the published pairing differs from the rules'" in out
    _departs_with_article(out, 3)


def test_a_colour_flipped_is_reported_with_the_colour_rule(cli, tmp_path, tournament):
    games = tournament.round(4).games
    flipped = (replace(games[0], white=games[0].black, black=games[0].white), *games[1:])
    code, out, _ = cli("check", _write(tmp_path, _changed_round(tournament, 4, flipped)))
    assert code == 1
    assert "Round 3: as the rules give" in out
    assert "Round 4: the published pairing differs from the rules'" in out
    white, black = games[0].white, games[0].black  # the rules' colours, recorded flipped
    assert f"{white}-{black}: the recorded colours ({black} White, {white} Black)" in out
    assert "art. 5.2" in out.split("Round 4:")[1]


def test_a_bye_moved_is_reported_in_its_round(cli, tmp_path, tournament):
    rnd = tournament.round(2)
    pab = rnd.pab
    assert pab is not None
    first = rnd.games[0]  # its Black player gets the PAB, the PAB player takes his place
    games = (replace(first, black=pab), *rnd.games[1:])
    moved = _changed_round(tournament, 2, games, (Bye(first.black, ByeKind.PAB),))
    code, out, _ = cli("check", _write(tmp_path, moved))
    assert code == 1
    assert "Round 1: as the rules give" in out
    assert "Round 2: the published pairing differs from the rules'" in out
    _departs_with_article(out, 2)


def _edit_line(path: str, start: str, change) -> None:
    lines = Path(path).read_text().splitlines()
    index = next(i for i, line in enumerate(lines) if line.startswith(start))
    lines[index] = change(lines[index])
    Path(path).write_text("\n".join(lines) + "\n")


def test_a_rank_changed_is_reported_for_its_player(cli, tmp_path, tournament):
    path = _write(tmp_path, tournament)
    # player 1's rank (columns 86-89) set to the last place
    _edit_line(path, "001    1", lambda line: line[:85] + "  11" + line[89:])
    code, out, _ = cli("check", path)
    assert code == 1
    assert "5 of 5 rounds as the rules give" in out
    assert "player 1: rank 11 in the file; the tie-break list gives rank" in out
    assert "[C.07 art. 4.2: points, then the tie-break list in order]" in out


def test_a_tie_break_value_changed_is_reported_with_its_tie_break(cli, tmp_path, tournament):
    path = _write(tmp_path, tournament)
    header = next(line for line in Path(path).read_text().splitlines()
                  if line.startswith("### STANDINGS AFTER"))
    assert header.endswith("PTS, BH/C1, BH, SB, DE")
    player = {}

    def change(line: str) -> str:
        words = line.split()
        player["no"], player["bh"] = words[3], words[6]  # ### STANDING rank no PTS BH/C1 BH
        words[6] = "99"
        return " ".join(words)

    _edit_line(path, "### STANDING ", change)
    code, out, _ = cli("check", path)
    assert code == 1
    assert (f"player {player['no']}: BH 99 in the file; recomputed {player['bh']} "
            f"[C.07, Buchholz (BH)]") in out


def test_points_changed_are_reported(cli, tmp_path, tournament):
    path = _write(tmp_path, tournament)
    _edit_line(path, "001    2", lambda line: line[:80] + " 0.5" + line[84:])
    code, out, _ = cli("check", path)
    assert code == 1
    assert "player 2: points 0.5 in the file; the results give" in out


def test_many_files_in_one_process_with_a_summary(cli, tmp_path, tournament):
    folder = tmp_path / "batch"
    folder.mkdir()
    _write(folder, tournament, "a.trf")
    bad = _write(folder, tournament, "b.trf")
    _edit_line(bad, "001    1", lambda line: line[:85] + "  11" + line[89:])
    (folder / "c.trf").write_text("not a tournament\n")
    code, out, err = cli("check", folder)
    assert code == 2  # an invalid file outranks a difference
    assert f"{folder / 'a.trf'}: 5 rounds and the standings as the rules give" in out
    assert f"{folder / 'b.trf'}: 0 of 5 rounds differ, 1 standings differences" in out
    assert out.splitlines()[-1] == "checked 3 files: 1 agree, 1 differ, 1 invalid"
    assert f"{folder / 'c.trf'}: not a TRF file" in err
    code, out, _ = cli("check", folder / "a.trf", bad)
    assert code == 1 and out.splitlines()[-1] == "checked 2 files: 1 agree, 1 differ, 0 invalid"


def test_the_standings_after_an_earlier_round(cli, tmp_path, tournament):
    path = _write(tmp_path, tournament)
    code, out, _ = cli("check", path, "--after-round", "3")
    assert code == 0
    assert "Standings after round 3: the file states none for this round to compare" in out
    code, _, err = cli("check", path, "--after-round", "9")
    assert code == 2 and "--after-round 9: the rounds complete are 1 to 5" in err


def test_a_toml_file_is_checked_too(cli, tmp_path, tournament):
    path = tmp_path / "t.toml"
    path.write_text(written(tournament, "toml"))
    code, out, _ = cli("check", path)
    assert code == 0 and "5 of 5 rounds as the rules give" in out
    assert load_tournament(path).rounds == tournament.rounds


def test_an_exported_finished_tournament_passes_the_checker(cli, tmp_path):
    """The export's rank column follows the tie-break list (TRF: "exact definition"),
    so the checker finds nothing to say against a file cardtable exported."""
    from conftest import SAMPLES

    trf = tmp_path / "club.trf"
    assert cli("export", SAMPLES / "club-swiss.toml", "--trf", trf)[0] == 0
    code, out, _ = cli("check", trf)
    assert code == 0, out
    assert "as the tie-break list gives (points, ranks compared)" in out
