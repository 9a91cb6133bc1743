"""Fuzzing the readers: whatever bytes a tournament file holds, reading it gives a
tournament or a :class:`FileError` naming the problem, nothing else (issue 16). The
mutations of benchmarks/fuzz_files.py run here at a size that fits the test suite
(the full 20 000 files: docs/file-format.md, "Limits")."""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.formats.errors import FileError
from cardtable.systems.files import parse_toml, parse_trf

REPO = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("fuzz_files",
                                               REPO / "benchmarks" / "fuzz_files.py")
assert _spec is not None and _spec.loader is not None
fuzz_files = importlib.util.module_from_spec(_spec)
sys.modules["fuzz_files"] = fuzz_files  # its dataclasses look their module up
_spec.loader.exec_module(fuzz_files)

SEEDS = fuzz_files.seeds()
TOML_SEEDS = [text for suffix, text in SEEDS if suffix == ".toml"]
TRF_SEEDS = [text for suffix, text in SEEDS if suffix == ".trf"]


def _reads_or_names_the_problem(read, text: str) -> None:
    try:
        read(text)
    except FileError as exc:
        assert exc.problems and all(p.message for p in exc.problems)


@st.composite
def mutated(draw, seeds: list[str], suffix: str) -> str:
    text = draw(st.sampled_from(seeds))
    return fuzz_files.mutate(text, suffix, random.Random(draw(st.integers(0, 2**32))))


@st.composite
def spliced(draw, seeds: list[str]) -> str:
    """A seed with arbitrary text put in at one place."""
    text = draw(st.sampled_from(seeds))
    at = draw(st.integers(0, len(text)))
    cut = draw(st.integers(0, 40))
    return text[:at] + draw(st.text(max_size=60)) + text[at + cut:]


QUICK = settings(max_examples=150, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow])


@QUICK
@given(mutated(TOML_SEEDS, ".toml"))
def test_a_mutated_toml_file_reads_or_names_its_problem(text):
    _reads_or_names_the_problem(parse_toml, text)


@QUICK
@given(spliced(TOML_SEEDS))
def test_a_toml_file_with_any_text_spliced_in_reads_or_names_its_problem(text):
    _reads_or_names_the_problem(parse_toml, text)


@QUICK
@given(mutated(TRF_SEEDS, ".trf"))
def test_a_mutated_trf_file_reads_or_names_its_problem(text):
    _reads_or_names_the_problem(parse_trf, text)


@QUICK
@given(spliced(TRF_SEEDS))
def test_a_trf_file_with_any_text_spliced_in_reads_or_names_its_problem(text):
    _reads_or_names_the_problem(parse_trf, text)


@QUICK
@given(st.text(max_size=300))
def test_any_text_as_a_toml_or_trf_file(text):
    _reads_or_names_the_problem(parse_toml, text)
    _reads_or_names_the_problem(parse_trf, text)


@pytest.mark.slow  # over 5 s: run by `pytest -m slow` (.ci/run runs it too)
def test_300_mutated_files_through_every_command(tmp_path):
    figures = fuzz_files.fuzz(300, seed=2026, folder=tmp_path)
    assert figures.files == 300 and 1800 <= figures.runs <= 2100
    assert (figures.tracebacks, figures.hangs, figures.changed_by_failure,
            figures.unreadable_after_write, figures.round_trip_mismatches) == (0, 0, 0, 0, 0), \
        figures.examples
    assert figures.round_trips > 50  # accepted files, exported, imported, exported
    assert figures.codes[0] > 100  # the mutations reach the engines, too


# -- issue 25: hostile texts, wide scores, missing rounds, tie-break codes, labels ----
#: Every C0 and C1 control, DEL, the bidi controls, and whole escape sequences:
#: CSI (clear screen), OSC 0 (title), OSC 52 (clipboard), DCS, a C1 CSI.
CONTROLS = [chr(c) for c in (*range(0x20), 0x7F, *range(0x80, 0xA0), 0x061C, 0x200E,
                             0x200F, 0x2028, 0x2029, *range(0x202A, 0x202F),
                             *range(0x2066, 0x206A))]
SEQUENCES = ["\x1b[2J", "\x1b]0;pwned\x07", "\x1b]52;c;Y2FsYw==\x07", "\x1bP1$qm\x1b\\",
             "\x9b31m", "\r", "\n", "\r\n", "=cmd|' /C calc'!A0", " =1+1", "@SUM(A1)"]
hostile_text = st.lists(st.one_of(st.sampled_from(CONTROLS), st.sampled_from(SEQUENCES),
                                  st.text(alphabet="abc ,;\"'=+-@", max_size=4)),
                        min_size=1, max_size=6).map("".join)
#: Tie-break codes, the odd ones among them (most are refused when read).
GOOD_CODES = ["BH", "BH/C1", "bh/c2", "SB", "DE", "PTS", "ARO/C1", "KS/L+2", "AROC", "GE",
              " BH/M1 ", ""]
good_lists = st.lists(st.sampled_from(GOOD_CODES), max_size=3, unique=True)
tiebreak_lists = st.one_of(  # odd codes in one list of four: they are refused
    good_lists, good_lists, good_lists,
    st.lists(st.one_of(st.sampled_from(["TPR/CUT", "999", "BH/C1/C1", "BH/P/F", "XYZ"]),
                       st.text(alphabet="ABCDEFHKLMPRSTW/+-0123456789 ", max_size=8)),
             min_size=1, max_size=2))
system_label = st.one_of(st.sampled_from(["", "Club rules (not SWISSBG)", "No BAKU here",
                                          "FIDE_ROUNDROBIN", "a round robin", "DOUBLE",
                                          "FIDE_DUTCH_2025", "SIMPLIFIED", "DUTCH_2009"]),
                         hostile_text)
#: Points per outcome: mostly usual, some with a score wider than TRF's four columns.
points = st.one_of(st.sampled_from([Fraction(0), Fraction(1), Fraction(1, 2), Fraction(3),
                                    Fraction(-1), Fraction(1, 3), Fraction(1, 8)]),
                   st.fractions(min_value=-1000, max_value=1000, max_denominator=8))


def _toml_text(value: str) -> str:
    """``value`` as a TOML basic string."""
    import json

    return json.dumps(value)


@st.composite
def hostile_tournaments(draw) -> str:
    """A tournament file with hostile texts in every field, possibly wide scores,
    no number of rounds, odd tie-break codes and a system label; as TOML text."""
    from dataclasses import replace

    from cardtable.formats.toml_write import dumps_tournament

    from conftest import build

    rounds = draw(st.sampled_from([
        (), ("1-3 1-0, 2-4 0-1",), ("1-3 1-0, 2-4 0-1", "3-2 ½-½, 4-1 +/-"),
        ("1-2 1-0, 3 PAB", "3-1 0-1, 2 H"), ("1-3 -/-, 2-4 -/+", "4-1 1-0, 3-2 0-1")]))
    players = 4 if rounds and "3 PAB" not in rounds[0] else 3
    tournament = build(players, *rounds, rounds=draw(st.sampled_from([0, len(rounds), 7])))
    texts = st.one_of(hostile_text, st.just(""), st.text(max_size=5))
    settings = replace(
        tournament.settings, name=draw(texts), place=draw(texts), federation=draw(texts),
        chief_arbiter=draw(texts), time_control=draw(texts),
        deputy_arbiters=tuple(draw(st.lists(texts, max_size=2))),
        system=draw(st.sampled_from(["dutch", "dutch", "swissbg", "simplified",
                                     "dutch-2009"])),
        system_label=draw(system_label),
        acceleration=draw(st.sampled_from(["none", "none", "baku"])),
        tiebreaks=tuple(draw(tiebreak_lists)),
        points=replace(tournament.settings.points, win=draw(points), loss=draw(points)))
    names = st.one_of(hostile_text, st.text(min_size=1, max_size=5))
    people = tuple(replace(p, name=draw(names), club=draw(texts), title=draw(texts),
                           federation=draw(texts), sex=draw(st.sampled_from(["", "m", "w"])))
                   for p in tournament.players)
    withdrawn = draw(st.sampled_from([None, len(rounds)]))
    if withdrawn and people:
        people = (*people[:-1], replace(people[-1], withdrawn_after=withdrawn))
    return dumps_tournament(replace(tournament, settings=settings, players=people))


def export_import_export(text: str) -> str:
    """What a round trip of an accepted file gives: ``refused`` (the file is not
    accepted, or TRF has no room for it: named), ``same``, or what differs."""
    from cardtable.formats.trf_write import NotWritable
    from cardtable.systems.files import dumps_trf

    try:
        tournament = parse_toml(text)
    except FileError:
        return "refused"
    found = "refused"
    for fmt in ("trf26", "trf16"):
        try:
            first = dumps_trf(tournament, fmt)
        except NotWritable as exc:
            assert str(exc)  # the reason is given
            continue
        again = dumps_trf(parse_trf(first), fmt)
        if again != first:
            return f"{fmt} differs:\n{first}\n----\n{again}"
        found = "same"
    return found


@QUICK
@given(hostile_tournaments())
def test_an_accepted_file_exports_what_import_reads_back(text):
    assert export_import_export(text) in ("same", "refused")


@pytest.mark.slow
@settings(max_examples=3000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hostile_tournaments())
def test_an_accepted_file_exports_what_import_reads_back_long(text):
    assert export_import_export(text) in ("same", "refused")


@QUICK
@given(st.sampled_from(TOML_SEEDS + TRF_SEEDS), st.integers(0, 2**32))
def test_a_mutated_accepted_file_exports_what_import_reads_back(seed, salt):
    suffix = ".trf" if seed in TRF_SEEDS else ".toml"
    text = fuzz_files.mutate(seed, suffix, random.Random(salt))
    if suffix == ".trf":
        from cardtable.formats.toml_write import dumps_tournament

        try:
            text = dumps_tournament(parse_trf(text))
        except FileError:
            return
    assert export_import_export(text) in ("same", "refused")


@QUICK
@given(hostile_tournaments())
def test_the_app_and_the_cli_show_no_control_character(text):
    from cardtable.formats.safe_text import displayable, printable

    try:
        tournament = displayable(parse_toml(text))
    except FileError as exc:
        said = printable(exc.render()).replace("\r\n", "\n")  # a line end is kept
        assert not any(c in said for c in CONTROLS if c != "\n")
        return
    shown = repr(tournament).encode().decode("unicode_escape", errors="replace")
    for p in tournament.players:
        assert not any(c in p.name + p.club + p.title + p.federation for c in CONTROLS)
    s = tournament.settings
    assert not any(c in s.name + s.place + s.chief_arbiter + s.time_control
                   + s.system_label + "".join(s.deputy_arbiters) for c in CONTROLS)
    assert shown  # the whole tournament can be shown


@QUICK
@given(st.lists(st.lists(hostile_text, min_size=2, max_size=2), min_size=1, max_size=4))
def test_csv_reads_back_cell_by_cell_and_no_line_starts_a_formula(rows):
    import csv
    import io

    from cardtable.formats.csv_tables import render_csv
    from cardtable.formats.tables import Table

    data = render_csv(Table("t", "", ("a", "b"), tuple(map(tuple, rows)), (False, False)))
    back = list(csv.reader(io.StringIO(data, newline="")))
    assert len(back) == len(rows) + 1 and all(len(row) == 2 for row in back)
    assert data.replace("\r\n", "") .count("\n") <= sum(c.count("\n") for r in rows for c in r)
    for row in back[1:]:
        for cell in row:
            for line in re.split(r"\r\n|\r|\n", cell):
                formula = (re.match(r" *[=+@\t-]", line)
                           and not re.fullmatch(r"[+-]?[0-9.,]*|[+-]/[+-]|[-+=]", line.strip()))
                assert not formula or line.startswith("'"), line
