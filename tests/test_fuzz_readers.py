"""Fuzzing the readers: whatever bytes a tournament file holds, reading it gives a
tournament or a :class:`FileError` naming the problem, nothing else (issue 16). The
mutations of benchmarks/fuzz_files.py run here at a size that fits the test suite
(the full 20 000 files: docs/file-format.md, "Limits")."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.formats import FileError
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
            figures.unreadable_after_write) == (0, 0, 0, 0), figures.examples
    assert figures.codes[0] > 100  # the mutations reach the engines, too
