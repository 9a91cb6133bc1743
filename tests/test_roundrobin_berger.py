"""The Berger tables against seed 001: its C program (transcribed below) for
n = 3..40, single and double, through ``cardtable berger``; and the tables the seed
prints for 4, 6, 8, 10 and 12 players, and its manual example for 8."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cardtable.cli.main import main
from cardtable.systems.roundrobin import berger_table, rounds_in, schedule

SHARED = Path(__file__).resolve().parents[1] / ".." / "shared"


# -- seed 001's C program, transcribed line for line ------------------------------
def c_black(board: int, round_: int, participants: int) -> int:
    if (round_ & 1) == 0:
        return (round_ + participants) // 2 - board + 1
    if board == 1:
        return participants
    if 2 * board - 1 <= round_:
        return (round_ + 1) // 2 - board + 1
    return (round_ + 1) // 2 - board + participants


def c_white(board: int, round_: int, participants: int) -> int:
    if (round_ & 1) == 0:
        if board == 1:
            return participants
        if board + round_ // 2 <= participants // 2:
            return (round_ + participants) // 2 + board - 1
        return (round_ - participants) // 2 + board
    return (round_ - 1) // 2 + board


def c_table(n: int) -> list[list[tuple[int, int]]]:
    participants = (n + 1) // 2 * 2
    return [[(c_white(b, r, participants), c_black(b, r, participants))
             for b in range(1, participants // 2 + 1)]
            for r in range(1, participants)]


def c_double(n: int) -> list[list[tuple[int, int]]]:
    """The issue's double round robin over the C table: the first cycle with its last
    two rounds swapped, then the whole table in its original order, colours reversed."""
    table = c_table(n)
    first = table[:-2] + [table[-1], table[-2]]
    return first + [[(b, w) for w, b in rnd] for rnd in table]


def c_printed(rounds: list[list[tuple[int, int]]]) -> str:
    """What ``printf("Round %2d:")`` and ``printf("\\t%2d-%2d ")`` print."""
    return "".join("Round %2d:" % r + "".join("\t%2d-%2d " % board for board in rnd) + "\n"
                   for r, rnd in enumerate(rounds, start=1))


@pytest.mark.parametrize("n", range(3, 41))
def test_table_equals_the_c_program(n):
    assert [list(r.boards) for r in berger_table(n).rounds] == c_table(n)


@pytest.mark.parametrize("n", range(3, 41))
def test_cli_prints_as_the_c_program(n, capsys):
    assert main(["berger", str(n)]) == 0
    assert capsys.readouterr().out == c_printed(c_table(n))


@pytest.mark.parametrize("n", range(3, 41))
def test_cli_double(n, capsys):
    assert main(["berger", str(n), "--double"]) == 0
    out = capsys.readouterr().out
    assert out == c_printed(c_double(n))
    assert out.count("\n") == rounds_in(n, double=True) == 2 * (n + n % 2 - 1)


def test_cli_refuses_too_few_players(capsys):
    assert main(["berger", "2"]) == 2
    assert "at least 3 players" in capsys.readouterr().err


# -- the tables printed in the seed ---------------------------------------------------
def seed_text() -> str:
    found = sorted(SHARED.glob("seeds/001_*.txt"))
    if not found:
        pytest.skip(f"../shared is missing ({SHARED}): no seed 001")
    return found[0].read_text(encoding="utf-8")


def pairs(text: str) -> list[tuple[int, int]]:
    return [(int(w), int(b)) for w, b in re.findall(r"(\d+) [–-] (\d+)", text)]


def printed_tables() -> dict[int, list[list[tuple[int, int]]]]:
    """The seed's 'N Teilnehmer' tables: rows 'Runde r <tab> w – b ...'."""
    tables = {}
    for block in re.split(r"\n(?=\d+ Teilnehmer)", seed_text())[1:]:
        size = int(block.split()[0])
        rows = re.findall(r"^Runde \d+\t(.*)$", block, flags=re.M)
        tables[size] = [pairs(row) for row in rows]
    return tables


def test_seed_prints_tables_for_4_to_12():
    assert sorted(printed_tables()) == [4, 6, 8, 10, 12]


@pytest.mark.parametrize("n", [4, 6, 8, 10, 12])
def test_printed_tables_of_the_seed(n):
    assert [list(r.boards) for r in berger_table(n).rounds] == printed_tables()[n]


@pytest.mark.parametrize("n", [4, 6, 8, 10, 12])
def test_odd_number_uses_the_next_table(n):
    assert berger_table(n - 1).rounds == berger_table(n).rounds


def test_manual_example_of_the_seed():
    """'Paarungstabelle (manuelles Verfahren)': rows '1. Runde <tab> 1 - 8 ...'."""
    rows = re.findall(r"^\d+\. Runde\t(.*)$", seed_text(), flags=re.M)
    assert [list(r.boards) for r in berger_table(8).rounds] == [pairs(r) for r in rows]


def test_double_round_robin_of_four():
    """Cycle 1: rows 1, 3, 2; cycle 2: rows 1, 2, 3 with colours reversed."""
    rounds = schedule(4, double=True)
    assert [(r.table_round, r.cycle, r.reversed, r.swapped) for r in rounds] == [
        (1, 1, False, False), (3, 1, False, True), (2, 1, False, True),
        (1, 2, True, False), (2, 2, True, False), (3, 2, True, False)]
    table = berger_table(4)
    assert rounds[3].boards == tuple((b, w) for w, b in table.round(1).boards)
