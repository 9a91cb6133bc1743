"""The tableau of seed 001's example (8 players, 7 rounds): the tournament is built
from the seed's crosstable with our pairer, checked against the seed's pairing table
with names, and laid out again exactly as the seed prints it. P, S and FW are computed
here by a small helper (the tie-break package owns the real ones); the rank is the
seed's own, as the standings would give it."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest

from cardtable.model.history import EntryKind, History
from cardtable.model.results import GameResult, Outcome
from cardtable.model.player import Player
from cardtable.model.tournament import Settings, Tournament
from cardtable.systems.publishing import publish
from cardtable.systems.roundrobin import (
    TableauRow,
    apply_withdrawal,
    pair,
    quarters,
    simulate_roundrobin,
    tableau_text,
)

SHARED = Path(__file__).resolve().parents[1] / ".." / "shared"
CELL = {"1": Fraction(1), "½": Fraction(1, 2), "0": Fraction(0)}
RESULT = {"1": GameResult.WHITE_WINS, "½": GameResult.DRAW, "0": GameResult.BLACK_WINS}


def seed_text() -> str:
    found = sorted(SHARED.glob("seeds/001_*.txt"))
    if not found:
        pytest.skip(f"../shared is missing ({SHARED}): no seed 001")
    return found[0].read_text(encoding="utf-8")


def seed_tableau() -> list[str]:
    """The filled tableau of the example: its header and 8 lines."""
    start = [m.start() for m in re.finditer(r"^Nr\.\tName", seed_text(), flags=re.M)][1]
    return seed_text()[start:].split("\n\n")[0].split("\n")


def seed_pairings() -> list[list[tuple[str, str]]]:
    rows = re.findall(r"^\d+\t\d\d\.\d\d\.\d{4}\t(.*)$", seed_text(), flags=re.M)
    return [re.findall(r"(\w+) – (\w+)", row) for row in rows]


def example() -> tuple[Tournament, list[list[str]]]:
    lines = [line.split("\t") for line in seed_tableau()[1:]]
    players = tuple(Player(int(cols[0]), cols[1]) for cols in lines)
    tournament = Tournament(Settings(system="roundrobin"), players)
    cells = [cols[2:10] for cols in lines]
    for number in range(1, 8):
        tournament = publish(tournament, pair(tournament, number))
        for game in tournament.round(number).games:
            mine, theirs = cells[game.white - 1][game.black - 1], cells[game.black - 1][game.white - 1]
            assert CELL[mine] + CELL[theirs] == 1
            tournament = tournament.with_result(number, game.board, RESULT[mine])
    return tournament, lines


def small_standings(tournament: Tournament, ranks: dict[int, int]) -> list[TableauRow]:
    """P, S (wins) and Sonneborn-Berger, just enough for the layout."""
    history = History(tournament)
    scores = history.scores
    rows = []
    for player in tournament.players:
        entries = [e for e in history.entries(player.start_no) if e.kind is EntryKind.GAME]
        wins = sum(1 for e in entries if e.outcome is Outcome.WIN)
        sb = sum((scores[e.opponent] * e.points for e in entries), Fraction(0))
        rows.append(TableauRow(player.start_no, scores[player.start_no], wins, sb,
                               ranks[player.start_no]))
    return rows


def test_pairings_are_the_seeds():
    tournament, _ = example()
    names = {p.start_no: p.name for p in tournament.players}
    ours = [[(names[g.white], names[g.black]) for g in tournament.round(r).games]
            for r in range(1, 8)]
    assert ours == seed_pairings()


def test_tableau_as_in_the_seed():
    tournament, lines = example()
    ranks = {int(cols[0]): int(cols[-1].rstrip(".")) for cols in lines}
    text = tableau_text(tournament, small_standings(tournament, ranks))
    assert text.split("\n")[:-1] == seed_tableau()
    assert text.endswith("\n")


def test_quarters():
    assert [quarters(Fraction(n, 4)) for n in (0, 1, 2, 3, 4, 73, 25)] == [
        "0", "¼", "½", "¾", "1", "18¼", "6¼"]
    assert quarters(Fraction(1, 3)) == "0.333333"


def test_koya_column_on_request():
    tournament, lines = example()
    rows = [TableauRow(r.start_no, r.points, r.wins, r.sb, r.rank, koya=Fraction(5, 2))
            for r in small_standings(tournament, {i: i for i in range(1, 9)})]
    text = tableau_text(tournament, rows).split("\n")
    assert text[0].endswith("\tFW\tKoya\tRang")
    assert text[1].endswith("\t2½\t1.")


def test_double_round_robin_has_two_columns_per_opponent():
    tournament = simulate_roundrobin(5, seed=3, double=True)
    lines = tableau_text(tournament, []).split("\n")
    header = lines[0].split("\t")
    assert header[2:4] == ["1w", "1b"] and header[-4:] == ["P", "S", "FW", "Rang"]
    assert len(header) == 2 + 2 * 5 + 4
    for line in lines[1:-1]:
        cols = line.split("\t")
        number = int(cols[0])
        own = cols[2 + 2 * (number - 1): 4 + 2 * (number - 1)]
        assert own == ["", ""]
        filled = [c for c in cols[2:12] if c]
        assert all(c in ("1", "½", "0", "+", "-") for c in filled)


def test_forfeits_show_as_plus_and_minus():
    tournament = Tournament(Settings(system="roundrobin"),
                            tuple(Player(i, f"P{i}") for i in range(1, 5)))
    for number in (1, 2):
        tournament = publish(tournament, pair(tournament, number))
        for game in tournament.round(number).games:
            tournament = tournament.with_result(number, game.board, GameResult.DRAW)
    tournament = apply_withdrawal(tournament, 1, after_round=2)
    tournament = publish(tournament, pair(tournament, 3))
    game = tournament.round(3).game_of(1)
    lines = tableau_text(tournament, []).split("\n")
    assert lines[1].split("\t")[1 + game.opponent_of(1)] == "-"
    assert lines[game.opponent_of(1)].split("\t")[2] == "+"
