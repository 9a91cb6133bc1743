"""Bad tournament files: each gives the right message (file, line, TOML path, what
was expected and found) with exit code 2, no traceback, and nothing written."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

BASE = """\
format = 1

[tournament]
name = "Bad files"
system = "dutch"
rounds = 5
initial_colour = "white"

[[players]]
start_no = 1
name = "Anna"
rating = 2100

[[players]]
start_no = 2
name = "Ben"
rating = 2000

[[players]]
start_no = 3
name = "Cleo"
rating = 1900

[[players]]
start_no = 4
name = "Dan"
rating = 1800

[[rounds]]
number = 1

[[rounds.games]]
board = 1
white = 1
black = 3
result = "1-0"

[[rounds.games]]
board = 2
white = 4
black = 2
result = "½-½"

[[rounds]]
number = 2

[[rounds.games]]
board = 1
white = 2
black = 1
result = "0-1"

[[rounds.games]]
board = 2
white = 3
black = 4
result = "1-0"

[[rounds]]
number = 3

[[rounds.games]]
board = 1
white = 1
black = 4

[[rounds.games]]
board = 2
white = 2
black = 3
"""


@dataclass(frozen=True)
class Bad:
    """``BASE`` with ``old`` replaced by ``new`` (the first time); the report must
    hold ``where: message`` on the line of the last ``marker`` (plus ``offset``)."""

    id: str
    old: str
    new: str
    where: str
    message: str
    marker: str
    offset: int = 0
    encoding: str = "utf-8"

    def text(self) -> str:
        assert self.old in BASE, self.id
        return BASE.replace(self.old, self.new, 1)

    def line(self) -> int:
        text = self.text()
        return text[:text.rindex(self.marker)].count("\n") + 1 + self.offset


ROUND_4 = "\n[[rounds]]\nnumber = 4\n"
CASES = [
    Bad("toml-syntax", 'name = "Anna"', 'name = "Anna', "",
        "TOML syntax error at column", 'name = "Anna'),
    Bad("duplicate-key", "rating = 2100", "rating = 2100\nrating = 2200", "",
        "TOML syntax error", "rating = 2200"),
    Bad("not-utf8", 'name = "Anna"', 'name = "Änna"', "",
        "expected UTF-8 text, found the byte 0xc4", "Änna", encoding="latin-1"),
    Bad("wrong-type", "rounds = 5", 'rounds = "five"', "tournament.rounds",
        'expected a whole number (0 or more), found the text "five"', "rounds ="),
    Bad("unknown-key", 'system = "dutch"', 'sytem = "dutch"', "tournament.sytem",
        'unknown key "sytem" (did you mean "system"?)', "sytem"),
    Bad("unknown-player-key", "rating = 2000", "ratng = 2000", "players[2].ratng",
        'unknown key "ratng" (did you mean "rating"?)', "ratng"),
    Bad("unknown-table", "[tournament]", "[tournement]", "tournement",
        'unknown key "tournement" (did you mean "tournament"?)', "[tournement]"),
    Bad("missing-name", 'name = "Cleo"\n', "", "players[3].name",
        'the required key "name" is missing', "start_no = 3", -1),
    Bad("missing-start-no", "start_no = 4\n", "", "players[4].start_no",
        'the required key "start_no" is missing', 'name = "Dan"', -1),
    Bad("empty-name", 'name = "Ben"', 'name = "  "', "players[2].name",
        "expected the player's name, found the text \"  \"", 'name = "  "'),
    Bad("negative-rating", "rating = 1900", "rating = -5", "players[3].rating",
        "expected a whole number (0 or more), found the number -5", "rating = -5"),
    Bad("duplicate-pairing-number", "start_no = 4", "start_no = 2", "players[4].start_no",
        "pairing number 2 is also used by players[2] (Ben)", "start_no = 2"),
    Bad("unknown-player-in-game", "white = 1\nblack = 4", "white = 1\nblack = 9",
        "rounds[3].games[1].black", "no player has pairing number 9", "black = 9"),
    Bad("player-twice-in-round", "white = 2\nblack = 3", "white = 2\nblack = 1",
        "rounds[3].games[2].black", "player 1 (Anna) is already on board 1 of round 3",
        "black = 1"),
    Bad("playing-and-bye", "number = 3\n", 'number = 3\nbyes = [{ player = 4, kind = "H" }]\n',
        "rounds[3].byes[1].player", "player 4 (Dan) is already on board 1 of round 3",
        "byes = ["),
    Bad("plays-himself", "white = 2\nblack = 3", "white = 3\nblack = 3",
        "rounds[3].games[2].black", "player 3 cannot play themselves", "black = 3"),
    Bad("impossible-result", 'result = "1-0"', 'result = "2-0"', "rounds[1].games[1].result",
        'expected a result: 1-0, ½-½ (or =), 0-1, +/-, -/+, -/-, ½-0, 0-½ or 0-0, found the text "2-0"',
        '"2-0"'),
    Bad("round-after-unfinished", 'black = 4\nresult = "1-0"', "black = 4", "rounds[3]",
        "round 3 is paired, but round 2 is unfinished (no result on board 2)",
        "number = 3", -1),
    Bad("round-after-unpaired", "number = 2", "number = 4", "rounds[3]",
        "round 3 is paired, but round 2 is not", "number = 3", -1),
    Bad("duplicate-board", "board = 2\nwhite = 2", "board = 1\nwhite = 2",
        "rounds[3].games[2].board",
        "board 1 of round 3 is already given by rounds[3].games[1]", "board = 1"),
    Bad("duplicate-round", "number = 3", "number = 2", "rounds[3].number",
        "round 2 is already given by rounds[2]", "number = 2"),
    Bad("round-beyond-the-last", "rounds = 5", "rounds = 2", "rounds[3].number",
        "expected a round from 1 to 2 (tournament.rounds), found 3", "number = 3"),
    Bad("unknown-system", 'system = "dutch"', 'system = "dutsch"', "tournament.system",
        'found the text "dutsch"; did you mean "dutch"?', "dutsch"),
    Bad("unknown-colour", 'initial_colour = "white"', 'initial_colour = "red"',
        "tournament.initial_colour",
        'expected one of "white", "black", "lot", found the text "red"', '"red"'),
    Bad("lot-without-seed", 'initial_colour = "white"', 'initial_colour = "lot"',
        "tournament.initial_colour", "needs the seed of the draw: add colour_seed", '"lot"'),
    Bad("unknown-bye-kind", BASE, BASE + ROUND_4 + 'byes = [{ player = 4, kind = "X" }]\n',
        "rounds[4].byes[1].kind", 'expected one of "PAB", "H", "F", "Z", "+" (a board won '
        'opposite an empty one), found the text "X"',
        "byes = ["),
    Bad("two-pabs", 'black = 4\n\n[[rounds.games]]\nboard = 2\nwhite = 2\nblack = 3',
        'black = 4\nresult = "1-0"\n\n[[rounds.games]]\nboard = 2\nwhite = 2\nblack = 3\n'
        'result = "0-1"\n' + ROUND_4
        + 'byes = [{ player = 1, kind = "PAB" }, { player = 2, kind = "PAB" }]',
        "rounds[4].byes[2].kind", "round 4 has a second PAB", "byes = ["),
    Bad("paired-after-withdrawal", "rating = 1800", "rating = 1800\nwithdrawn_after = 2",
        "rounds[3].games[1].black",
        "player 4 (Dan) withdrew after round 2, but is paired in round 3", "black = 4"),
    Bad("forbidden-unknown-player", 'initial_colour = "white"',
        'initial_colour = "white"\nforbidden = [[1, 7]]', "tournament.forbidden",
        "group 1: no player has pairing number 7", "forbidden"),
    Bad("newer-format", "format = 1", "format = 2", "format",
        "this file has format 2, but this cardtable reads format 1", "format = 2"),
    Bad("games-not-tables", BASE, BASE + ROUND_4 + "games = 5\n", "rounds[4].games",
        "expected an array of tables [[rounds[4].games]], found the number 5", "games = 5"),
    Bad("date-wrong-type", "number = 1\n", "number = 1\ndate = 5\n", "rounds[1].date",
        "expected a date such as 2026-03-14, found the number 5", "date = 5"),
    Bad("points-not-a-number", "\n[[players]]", '\n[points]\nwin = "lots"\n\n[[players]]',
        "points.win", 'expected a number of points such as 1, 0.5 or "½", found the text '
        '"lots"', 'win = "lots"'),
]


@pytest.fixture
def bad_file(tmp_path, request):
    case: Bad = request.param
    path = tmp_path / f"{case.id}.toml"
    path.write_bytes(case.text().encode(case.encoding))
    return case, path


def _expected(case: Bad, path) -> str:
    where = f"{case.where}: " if case.where else ""
    return f"{path}:{case.line()}: {where}"


def test_there_are_at_least_twenty_distinct_bad_files():
    assert len({c.id for c in CASES}) == len(CASES) >= 20
    assert len({c.text() for c in CASES}) == len(CASES)


def test_the_base_file_is_good(tmp_path, cli):
    path = tmp_path / "good.toml"
    path.write_text(BASE, encoding="utf-8")
    assert cli("result", path, 3, 1, "1-0")[0] == 0


@pytest.mark.parametrize("bad_file", CASES, indirect=True, ids=lambda c: c.id)
def test_a_writing_command_names_the_problem_and_writes_nothing(bad_file, cli):
    case, path = bad_file
    before = path.read_bytes()
    code, out, err = cli("result", path, 3, 1, "1-0")
    assert code == 2
    assert "Traceback" not in err and out == ""
    reported = [line for line in err.splitlines() if line.startswith(_expected(case, path))]
    assert any(case.message in line for line in reported), err
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


@pytest.mark.parametrize("bad_file", CASES, indirect=True, ids=lambda c: c.id)
def test_a_reading_command_names_the_problem_and_writes_nothing(bad_file, cli):
    case, path = bad_file
    out_path = path.with_suffix(".trf")
    code, _, err = cli("export", path, "--trf", out_path)
    assert code == 2 and case.message in err
    assert not out_path.exists()


def test_every_problem_is_named_at_once(tmp_path, cli):
    text = (BASE.replace("rounds = 5", 'rounds = "x"').replace("rating = 2000", "ratng = 2000")
            .replace('result = "0-1"', 'result = "9-9"'))
    path = tmp_path / "many.toml"
    path.write_text(text, encoding="utf-8")
    code, _, err = cli("open", path)
    assert code == 2
    lines = err.splitlines()
    assert any("tournament.rounds" in line for line in lines)
    assert any("players[2].ratng" in line for line in lines)
    assert any("rounds[2].games[1].result" in line for line in lines)
    line_numbers = [int(line.split(":")[1]) for line in lines]
    assert line_numbers == sorted(line_numbers)
