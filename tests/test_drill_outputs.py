"""The fourth drill (issue 35), item 7: the files ``print``, ``exercise sheet`` and
``standings -o`` write (HTML, CSV, JSON) never carry a raw control character from a
name — ESC, OSC 52 and 8, DCS, C1, the bidi override U+202E — but show it escaped
as the terminal and the app do (``\\x1b``, ``\\u202e``), so ``cat`` of the file steers
nothing; a JSON file stays valid and reads the name back as written."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CLUB = (REPO / "sample_tournaments" / "club-swiss.toml").read_text(encoding="utf-8")
#: A name holding OSC 52 (the clipboard), OSC 8 (a link), DCS, a C1 CSI, U+202E.
HOSTILE = ("Evil\\u001b]52;c;eA==\\u0007\\u001b]8;;http://x\\u001b\\\\\\u001bP1$qx"
           "\\u001b\\\\\\u009b31m\\u202eX, Y")
#: What must never be in an output file.
RAW = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029"
                 "\u202a-\u202e\u2066-\u2069]")


def _hostile(text: str) -> str:
    first = re.search(r'^name = "([^"]+)"', text[text.index("[[players]]"):], re.M)
    assert first is not None
    return text.replace(f'name = "{first.group(1)}"', f'name = "{HOSTILE}"', 1)


def _clean(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    assert not RAW.findall(text), (path.name, set(RAW.findall(text)))
    assert "\\x1b]52;c;eA==" in text or "\\\\x1b]52;c;eA==" in text or \
        "\\u001b]52;c;eA==" in text, path.name
    return text


@pytest.mark.parametrize("fmt, view", [("csv", ()), ("html", ()), ("json", ()),
                                       ("csv", ("--crosstable",)),
                                       ("html", ("--crosstable",))])
def test_standings_files_carry_no_raw_controls(tmp_path, cli, fmt, view):
    path = tmp_path / "t.toml"
    path.write_text(_hostile(CLUB), encoding="utf-8")
    out = tmp_path / f"out.{fmt}"
    code, _, err = cli("standings", str(path), *view, "--format", fmt, "-o", str(out))
    assert code == 0, err
    text = _clean(out)
    if fmt == "json":
        json.loads(text)


def test_printed_pages_carry_no_raw_controls(tmp_path, cli):
    path = tmp_path / "t.toml"
    path.write_text(_hostile(CLUB), encoding="utf-8")
    code, out, err = cli("print", str(path), "--what", "all", "-o", str(tmp_path / "p"))
    assert code == 0, err
    pages = sorted((tmp_path / "p").glob("*.html"))
    assert len(pages) >= 4
    for page in pages:
        _clean(page)


def test_an_exercise_sheet_carries_no_raw_controls(tmp_path, cli):
    path = tmp_path / "ex.toml"
    code, _, err = cli("exercise", "new", str(path), "--system", "dutch", "--players",
                       "10", "--round", "2", "--seed", "3")
    assert code == 0, err
    path.write_text(_hostile(path.read_text(encoding="utf-8")), encoding="utf-8")
    for solution in ((), ("--solution",)):
        sheet = tmp_path / "sheet.html"
        code, _, err = cli("exercise", "sheet", str(path), "-o", str(sheet), *solution)
        assert code == 0, err
        _clean(sheet)
