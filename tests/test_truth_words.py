"""Neutral words (issue 24, item 10): no sentence the program says, and no prose of the
README or docs/*.md, speaks of a player as "he"/"his"/"him"; SwissBG (backgammon) never speaks of colours; the simplified Swiss's
colour rule 1 says "their last two games" (Keller, Olga was "his")."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from cardtable.systems.registry import SYSTEMS, descriptor
from cardtable.systems.exercise.making import ExerciseError, make_exercise
from cardtable.systems.files import read_toml
from cardtable.systems.replay import before_round
from conftest import REPO, SAMPLES

GENDERED = re.compile(r"\b(he|his|him|himself|she|her|hers|herself)\b", re.I)


def _sentence_templates() -> list[tuple[str, int, str]]:
    """Every string literal in src/ that is not a docstring (the sentences, messages
    and help texts the program says), with its file and line."""
    found = []
    for path in sorted((REPO / "src").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {id(node.body[0].value) for node in ast.walk(tree)
                if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef,
                                     ast.ClassDef))
                and node.body and isinstance(node.body[0], ast.Expr)
                and isinstance(node.body[0].value, ast.Constant)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in docs:
                found.append((str(path.relative_to(REPO)), node.lineno, node.value))
    return found


def test_no_sentence_template_says_he_or_his():
    templates = _sentence_templates()
    assert len(templates) > 1000
    gendered = [(f, line, text) for f, line, text in templates if GENDERED.search(text)]
    assert gendered == []


#: what the docs' prose leaves out: fenced blocks (program output, JSON compared with
#: it, commands), inline code, block quotes, and quotations in double quotes (of a rule
#: text or of what the program once said) that do not run over a blank line
_NOT_PROSE = re.compile(r"^[ \t]*```.*?^[ \t]*```[^\n]*$|`[^`\n]*`|^[ \t]*>[^\n]*$"
                        r'|"(?:[^"\n]|\n(?![ \t]*\n))*"', re.M | re.S)


def _prose(markdown: str) -> str:
    """The prose of a Markdown text, each part left out replaced by a blank."""
    return _NOT_PROSE.sub(" ", markdown)


def test_the_docs_prose_is_found_and_code_and_quotations_are_left_out():
    text = ('He plays.\n\n```\nhis output\n```\nthe `him` code; it read "he had Black".\n'
            "> he, in the rule\nthey play; his board")
    assert GENDERED.findall(_prose(text)) == ["He", "his"]


def test_no_prose_of_the_readme_or_docs_says_he_or_his():
    paths = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
    assert len(paths) > 10
    words = 0
    gendered = []
    for path in paths:
        prose = _prose(path.read_text(encoding="utf-8"))
        words += len(prose.split())
        gendered += [(path.name, line.strip()) for line in prose.splitlines()
                     if GENDERED.search(line)]
    assert words > 20000  # the prose itself, not only what was left out
    assert gendered == []


def test_the_simplified_colour_rule_1_says_their():
    tournament = read_toml(SAMPLES / "simplified-club.toml")
    plugin = descriptor("simplified")
    said = []
    for rnd in tournament.paired_rounds:
        trace = plugin.pair(before_round(tournament, rnd.number), rnd.number,
                            trace=True).trace
        assert trace is not None
        said += [s.text for s in trace.steps if "last two games" in s.text]
    assert said and all("in their last two games" in text for text in said)


def _no_colour_words(text: str) -> bool:
    return not re.search(r"colour|white|black", text, re.I)


@pytest.mark.slow  # about 2 s: the slow group, which .ci/run runs, keeps plain pytest under 5 min
def test_swissbg_text_never_speaks_of_colours():
    """Every step of every SwissBG sample round and of generated exercises (every level
    SwissBG offers)."""
    plugin = descriptor("swissbg")
    tournament = read_toml(SAMPLES / "swissbg-club.toml")
    steps = 0
    for rnd in tournament.paired_rounds:
        trace = plugin.pair(before_round(tournament, rnd.number), rnd.number,
                            trace=True).trace
        assert trace is not None
        for step in trace.steps:
            assert _no_colour_words(step.text), step.text
            steps += 1
    assert plugin.exercises is not None
    for level in SYSTEMS[plugin.name].exercise_levels:
        try:
            exercise = make_exercise("swissbg", 11, 4, 1, level)
        except ExerciseError:
            continue  # no round of this kind among the seeds searched
        assert _no_colour_words(exercise.heading)
        assert exercise.rules.trace is not None
        for step in exercise.rules.trace.steps:
            assert _no_colour_words(step.text), step.text
            steps += 1
    assert steps > 50


def test_an_unplayed_round_in_the_colour_history_is_said_in_words(cli):
    """Quinn, Lukas of the 2009 seminar (W, a bye, B): the card's -WB is explained."""
    code, out, _ = cli("explain", SAMPLES / "dutch-2009-seminar.toml", "--round", "4",
                       "--player", "4")
    assert code == 0
    assert ("colours -WB (an unplayed round as -, moved to the front: an unplayed round "
            "gives no colour)") in out.splitlines()[0]
