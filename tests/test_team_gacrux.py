"""A team file cardtable writes is read by FIDE's own engine without edits: the FIDE
TEC's Gacrux (``python -m gacrux.pairingchecker -i FILE -p``, kept outside the
repository) pairs every round of simulated team competitions from cardtable's
TRF-2026 export, and pairs them as cardtable does, colours included; the C++
engine's team fork reads them too (``CARDTABLE_TEAM_FORK``: its binary).

Gacrux runs where ``CARDTABLE_GACRUX`` names the folder that holds its package
``gacrux/`` (``CARDTABLE_GACRUX_PYTHON``: an interpreter with networkx, the running
one by default; about 10 s a competition: the slow group); elsewhere these tests are
skipped. The columns it reads are checked
without it, always: record 362 in record 162's layout (9-column steps, the codes'
letters W, D, L in positions 6, 15, 24 and the points in 7-10, 16-19, 25-28, where
Gacrux reads them; the 10-column steps ``362 TW  2.0   TD  1.0 ...`` stop it with an
error), 320 and 352."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from cardtable.cli.main import main
from cardtable.model.results import GameResult
from cardtable.model.player import Player
from cardtable.model.tournament import Round, Settings, Tournament
from cardtable.model.team import MatchPoints, Score, Team, TeamScoring
from cardtable.systems.base import publish
from cardtable.systems.files import dumps_trf, parse_trf
from cardtable.systems.registry import descriptor
from cardtable.systems.replay import before_round

DATA = Path(__file__).parent / "data" / "team_records.trf"
GACRUX = os.environ.get("CARDTABLE_GACRUX", "")
PYTHON = os.environ.get("CARDTABLE_GACRUX_PYTHON", sys.executable)
FORK = os.environ.get("CARDTABLE_TEAM_FORK", "")
needs_gacrux = pytest.mark.skipif(
    not (Path(GACRUX) / "gacrux" / "pairingchecker.py").exists() if GACRUX else True,
    reason="CARDTABLE_GACRUX does not name a folder holding the gacrux package")


def _league(seed: int, scoring: TeamScoring, count: int, rounds: int) -> Tournament:
    players, teams = [], []
    for tpn in range(1, count + 1):
        first = len(players) + 1
        players += [Player(n, f"P{n}", 2000) for n in range(first, first + scoring.boards)]
        teams.append(Team(tpn, f"Team {tpn}", tuple(range(first, first + scoring.boards))))
    settings = Settings(name=f"league {seed}", system="team", rounds=rounds,
                        initial_colour="white", team=scoring)
    return Tournament(settings, tuple(players), tuple(Round(n) for n in range(1, rounds + 1)),
                      tuple(teams))


def _rounds(seed: int, scoring: TeamScoring, count: int = 9, rounds: int = 6):
    """Each round's TRF-2026 file, before the round is paired, as cardtable exports
    it; the rounds are published as cardtable pairs them, the results drawn."""
    lot = random.Random(seed)
    t = _league(seed, scoring, count, rounds)
    system = descriptor("team")
    for n in range(1, rounds + 1):
        yield dumps_trf(before_round(t, n), "trf26")
        t = publish(t, system.pair(t, n))
        for game in t.round(n).games:
            t = t.with_result(n, game.board, lot.choice(
                (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)))


def _cardtable(path: Path) -> tuple[tuple[tuple[int, int], ...], int | None]:
    """``cardtable engine --team FILE -p OUT``: the matches (white, black) by TPN,
    sorted, and the PAB."""
    out = path.with_suffix(".txt")
    assert main(["engine", "--team", str(path), "-p", str(out)]) == 0
    numbers = [int(x) for x in out.read_text().split()[1:]]
    pairs = list(zip(numbers[::2], numbers[1::2]))
    return (tuple(sorted(p for p in pairs if p[1] != 0)),
            next((w for w, b in pairs if b == 0), None))


def _gacrux(path: Path) -> dict:
    done = subprocess.run([PYTHON, "-m", "gacrux.pairingchecker", "-i", str(path), "-p",
                           "-F", "JSON"], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": GACRUX})
    return json.loads(done.stdout)


SCORINGS = [
    TeamScoring(boards=4, colour_preference="A"),
    TeamScoring(boards=3, colour_preference="B", primary=Score.GAME_POINTS),
    TeamScoring(boards=2, colour_preference="none",
                match_points=MatchPoints(Fraction(3), Fraction(1), Fraction(0))),
]


@pytest.mark.slow
@needs_gacrux
@pytest.mark.parametrize("scoring", SCORINGS, ids=["typeA-MP", "typeB-GP", "none-MP-310"])
def test_gacrux_reads_and_pairs_every_round_as_cardtable(tmp_path: Path, scoring: TeamScoring):
    for n, text in enumerate(_rounds(7, scoring), start=1):
        path = tmp_path / f"round{n}.trf"
        path.write_text(text)
        boards, pab = _cardtable(path)
        answer = _gacrux(path)
        assert answer["status"]["code"] == 0 and not answer["status"]["error"], (n, answer)
        pairs = answer["pairingResult"]["pairs"]
        theirs = tuple(sorted((w, b) for w, b in pairs if b != 0))
        their_pab = next((w for w, b in pairs if b == 0), None)
        assert (theirs, their_pab) == (boards, pab), f"round {n}"


@pytest.mark.slow
@pytest.mark.skipif(not Path(FORK).is_file() if FORK else True,
                    reason="CARDTABLE_TEAM_FORK does not name the C++ team fork's binary")
@pytest.mark.parametrize("scoring", SCORINGS, ids=["typeA-MP", "typeB-GP", "none-MP-310"])
def test_the_cpp_team_fork_reads_every_round(tmp_path: Path, scoring: TeamScoring):
    """The C++ engine's team fork (``bbpPairings --team FILE -p OUT``, its binary named
    by ``CARDTABLE_TEAM_FORK``) reads the same files without edits: a pairing of
    every team each round (it pairs some rounds otherwise: docs/team.md)."""
    for n, text in enumerate(_rounds(7, scoring), start=1):
        path, out = tmp_path / f"round{n}.trf", tmp_path / f"fork{n}.txt"
        path.write_text(text)
        done = subprocess.run([FORK, "--team", str(path), "-p", str(out)],
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, (n, done.stderr)
        numbers = [int(x) for x in out.read_text().split()[1:]]
        assert sorted(x for x in numbers if x) == list(range(1, 10)), f"round {n}"


@needs_gacrux
def test_gacrux_reads_the_round_records(tmp_path: Path):
    """tests/data/team_records.trf as cardtable writes it back, with records 300 (a
    board order and an empty board), 330 (a forfeited match), 240 (a team's bye) and
    299 (a penalty): Gacrux reads it and pairs round 4 as cardtable (3-4, the PAB to
    1; the C++ fork finds no pairing, refusing 3-4, whose match was forfeited)."""
    path = tmp_path / "records.trf"
    path.write_text(dumps_trf(parse_trf(DATA.read_text(), "team_records.trf"), "trf26"))
    assert {line[:3] for line in path.read_text().splitlines()} >= {
        "300", "330", "240", "299", "310", "320", "352", "362"}
    answer = _gacrux(path)
    assert answer["status"]["code"] == 0 and not answer["status"]["error"], answer
    pairs = answer["pairingResult"]["pairs"]
    assert (tuple(sorted((w, b) for w, b in pairs if b != 0)),
            next((w for w, b in pairs if b == 0), None)) == _cardtable(path) == (((3, 4),), 1)


@needs_gacrux
def test_gacrux_refuses_the_ten_column_362(tmp_path: Path):
    """What the columns are for: the same file with 10-column steps is not read."""
    text = next(_rounds(1, SCORINGS[0]))
    path = tmp_path / "ten.trf"
    path.write_text(text.replace("362 TW 2.0   TD 1.0   TL 0.0",
                                 "362 TW  2.0   TD  1.0   TL  0.0"))
    assert _gacrux(path)["status"]["error"]


def test_the_team_records_are_in_the_columns_gacrux_reads():
    """362: Gacrux takes the code's letter at position 6, 15, 24 and the points from
    the four positions after it (record 162's layout); 320: match points 5-8, game
    points 10-13, the PAB team of round r at 15+4(r-1); 352 the boards' colours."""
    text = list(_rounds(3, SCORINGS[2], rounds=3))[2]
    lines = {line[:3]: line for line in text.splitlines()}
    mp = lines["362"]
    assert [(mp[p - 1], mp[p:p + 4]) for p in (6, 15, 24)] == \
        [("W", " 3.0"), ("D", " 1.0"), ("L", " 0.0")]
    pab = lines["320"]
    assert (pab[4:8], pab[9:13]) == (" 1.0", " 1.0")  # a drawn match: 1 of 2 boards
    assert [pab[13], pab[14:17], pab[17], pab[18:21]] == [" ", "009", " ", "007"]
    assert lines["352"] == "352 WB"
