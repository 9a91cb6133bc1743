"""The fourth drill (issue 35), items 1 and 2: other scripts' digits (``²``, ``①``,
Arabic-Indic ``٣``) are refused wherever a number is read — the team records of a
TRF-2026 file, the header counts, the command line — with the file and line named,
never an internal error (exit 70) and never read as some other number; a ``[[log]]``
table without a ``kind``, or with an unknown one, is named at its line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
TEAM = (REPO / "tests" / "data" / "team_records.trf").read_text(encoding="utf-8")
CLUB = (REPO / "sample_tournaments" / "club-swiss.toml").read_text(encoding="utf-8")

#: (what, the line of tests/data/team_records.trf changed, the line put instead).
TEAM_LINES = [
    ("300 round", "300 002 001 002 0003 0002 0004", "300   2   ²   0    7    7"),
    ("300 player", "300 002 001 002 0003 0002 0004", "300 002 001 002 0003 000① 0004"),
    ("310 tpn", "310   1 Alkmaar", "310  1٣ Alkmaar"),
    ("310 member", "310   2 Breda                                            3.0    4.0   2  "
                   "   5", "310   2 Breda                                            3.0    "
                         "4.0   2     ²"),
    ("320 team", "320  1.0  1.5 000 000", "320  1.0  1.5 00² 000"),
    ("320 points", "320  1.0  1.5 000 000", "320  1.0  1.٥ 000 000"),
    ("330 team", "330 +- 002 003 004", "330 +- 002 003 ٤"),
    ("352 colours", "352 WBW", "352 WB²"),
    ("362 points", "362 TW 2.0", "362 TW 2.²"),
    ("082 teams", "082 4", "082 1²"),
    ("299 team", "299    -1.0        002    4", "299    -1.0        002    ٤"),
]


@pytest.mark.parametrize("old, new", [(o, n) for _, o, n in TEAM_LINES],
                         ids=[w for w, _, _ in TEAM_LINES])
@pytest.mark.parametrize("command", [("engine", "--team", "{}", "-p"), ("check", "{}"),
                                     ("import", "{}", "-o", "{}.toml")],
                         ids=lambda c: c[0])
def test_other_scripts_digits_in_team_records_are_named(tmp_path, cli, old, new, command):
    assert old in TEAM
    path = tmp_path / "t.trf"
    path.write_text(TEAM.replace(old, new, 1), encoding="utf-8")
    line = TEAM[:TEAM.index(old)].count("\n") + 1
    code, out, err = cli(*(a.format(path) for a in command))
    assert code in (2, 3), (code, out, err)  # invalid input, never 70 nor a pairing
    assert f"{path}:{line}:" in err, err
    assert "internal error" not in err


def test_the_same_file_with_ascii_digits_reads(tmp_path, cli):
    path = tmp_path / "t.trf"
    path.write_text(TEAM, encoding="utf-8")
    code, out, err = cli("engine", "--team", str(path), "-p")
    assert code == 0, err


@pytest.mark.parametrize("args", [("result", "{}", "١", "1", "1-0"),
                                  ("result", "{}", "1", "1_0", "1-0"),
                                  ("withdraw", "{}", "1", "--after-round", "²"),
                                  ("standings", "{}", "--after-round", "٣"),
                                  ("explain", "{}", "--round", "①")], ids=lambda a: a[0])
def test_other_scripts_digits_on_the_command_line_are_refused(tmp_path, cli, args):
    path = tmp_path / "t.toml"
    path.write_text(CLUB, encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        cli(*(a.format(path) for a in args))
    assert stopped.value.code == 2
    assert path.read_text(encoding="utf-8") == CLUB


@pytest.mark.parametrize("text", ["1", "٣", "²", "①", "1_0", " 1", "-1"])
def test_numerals_take_ascii_digits_only(text):
    from cardtable.model.numerals import is_digits, whole

    assert is_digits(text) == (text == "1")
    if text.strip() == "1":
        assert whole(text) == 1
    else:
        with pytest.raises(ValueError):
            whole(text)


def test_no_reader_asks_str_isdigit():
    """``str.isdigit`` takes ``²``: every module asks :mod:`cardtable.model.numerals`
    (or an ASCII pattern) instead."""
    found = [f"{p.relative_to(REPO)}:{n}" for p in (REPO / "src").rglob("*.py")
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"\.isdigit\(\)|\.isnumeric\(\)|\.isdecimal\(\)", line)]
    assert not found, found


@pytest.mark.parametrize("table, says", [
    ('[[log]]\ntime = "2026-01-01T10:00"\nround = 1\n', 'the required key "kind" is missing'),
    ('[[log]]\ntime = "2026-01-01T10:00"\nkind = ""\n', 'found the text ""'),
    ('[[log]]\ntime = "2026-01-01T10:00"\nkind = "bogus"\n', 'found the text "bogus"'),
], ids=["missing", "empty", "unknown"])
@pytest.mark.parametrize("command", ["check", "standings", "explain", "export"])
def test_a_log_table_without_a_known_kind_is_named(tmp_path, cli, table, says, command):
    path = tmp_path / "t.toml"
    path.write_text(CLUB + "\n" + table, encoding="utf-8")
    text = CLUB + "\n" + table
    line = text.count("\n", 0, text.rindex("kind =") if "kind =" in table else len(CLUB) + 1) + 1
    extra = ("--trf", str(tmp_path / "out.trf")) if command == "export" else ()
    code, out, err = cli(command, str(path), *extra)
    assert code == 2, (code, err)
    assert re.search(rf"{re.escape(str(path))}:{line}: log\[[0-9]+\]\.kind:", err), err
    assert says in err
