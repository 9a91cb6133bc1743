"""Every system records typed steps of registered kinds: ``explain --json`` gives each
with its kind and fields, and the fields agree with what the step says (the 2009
rules' exchanges by pairing number, their rows of D.1/D.2, x and p)."""

from __future__ import annotations

import json
import re
from dataclasses import fields

import pytest
from conftest import SAMPLES

import cardtable.systems.registry  # noqa: F401  (each system registers its steps)
from cardtable.systems.registry import pair_next_round
from cardtable.systems.dutch2009.steps import ExchangeStep, PStep, XStep
from cardtable.systems.files import read_toml
from cardtable.systems.replay import before_round
from cardtable.trace.steps import CandidateStep, ColourStep, step_kinds


@pytest.mark.parametrize("name", ["club-swiss.toml", "dutch-2009-seminar.toml",
                                  "simplified-club.toml", "swissbg-club.toml",
                                  "berger-example-8.toml"])
def test_explain_json_gives_registered_kinds_with_their_fields(cli, name):
    code, out, err = cli("explain", SAMPLES / name, "--round", "2", "--json")
    assert (code, err) == (0, "")
    kinds = step_kinds()
    for step in json.loads(out)["steps"]:
        cls = kinds[step["kind"]]
        assert set(step) == {"kind"} | {f.name for f in fields(cls)}, step["kind"]


def _seminar_round(round_no: int):
    tournament = read_toml(SAMPLES / "dutch-2009-seminar.toml")
    return pair_next_round(before_round(tournament, round_no), trace=True).trace


def test_a_2009_exchange_names_the_players_it_moves_by_pairing_number():
    trace = _seminar_round(4)
    exchanges = trace.of_type(ExchangeStep)
    assert exchanges
    for step in exchanges:
        assert step.out and set(step.out) <= set(step.s2), step.text
        assert step.into and set(step.into) <= set(step.s1), step.text
        assert step.text.startswith(f"bracket {step.bracket}: ")
        # named by the players it swaps, its D.2 positions after them (issue 24)
        swapped = f"{'+'.join(map(str, step.out))}⇄{'+'.join(map(str, step.into))}"
        assert f"{swapped}: " in step.text and f"(D.2 {step.exchange}, by positions)" \
            in step.text
        assert f"S1 = {' '.join(map(str, step.s1))}" in step.text


def test_a_2009_candidate_gives_its_rows_of_d1_and_d2():
    trace = _seminar_round(4)
    candidates = [s for s in trace.of_type(CandidateStep) if s.index]
    assert any(s.reference.startswith("D.2 ") for s in candidates)
    for step in candidates:
        exchange = re.match(r"C\.8 ([^:]+):", step.label)
        rows = re.search(r"#(\d+)(?:–#(\d+))?", step.label)
        # the label names the exchange by the players it swaps, the reference by
        # its D.2 positions: the same letter
        letter = re.match(r"[a-z]\) ", exchange[1]) if exchange else None
        assert not letter or step.reference.startswith(f"D.2 {letter[0]}")
        expected = ([step.reference.split(", ")[0]] if exchange else []) + (
            [f"D.1 row {rows[1]}" + (f"–{rows[2]}" if rows[2] else "")] if rows else [])
        assert step.reference == ", ".join(expected), step.label


def test_2009_x_and_p_are_fields_of_their_steps():
    trace = _seminar_round(4)
    xs, ps = trace.of_type(XStep), trace.of_type(PStep)
    assert xs and ps
    for step in xs:
        if step.x is not None:
            assert step.value == ("x", step.x) and f"x = {step.x}" in step.text
    for step in ps:
        if step.p is not None:
            assert step.value == ("p", step.p) and f"p = {step.p}" in step.text


def test_a_2009_colour_step_gives_the_preferences_its_rule_compared():
    trace = _seminar_round(4)
    colours = trace.of_type(ColourStep)
    assert colours
    marks = {"", "W", "B", "(W)", "(B)", "w", "b"}
    for step in colours:
        assert set(step.preferences) <= marks, step.text
        if step.rule == "E.1":  # both preferences met: White wanted white or nothing
            assert step.preferences[0].strip("()").upper() in ("", "W"), step.text
            assert step.preferences[1].strip("()").upper() in ("", "B"), step.text
    assert any(any(step.preferences) for step in colours)
