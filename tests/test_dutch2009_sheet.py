"""Issue 24, item 11 for the 2009 edition: the seminar sheet's solution explains, per
bracket, why the candidates tried before the one taken failed, in words — the
rejections of part B counted by criterion (each criterion said in words), what C.9,
C.10 and C.11 gave up or raised, and a pairing accepted and then undone by C.9, C.12 or
C.13. Before, only the 2026 Dutch sheet did; the 2009 sheet showed the chosen pairs
alone."""

from __future__ import annotations

import re

import pytest

from conftest import SAMPLES

from cardtable.systems.dutch2009.articles import ARTICLES
from cardtable.systems.dutch2009.solution import WORDS
from cardtable.systems.exercise import system_levels, ExerciseError, make_exercise
from cardtable.systems.exercise.sheet import make_sheet
from cardtable.systems.files import read_toml
from cardtable.systems.replay import replay_round
from cardtable.trace.steps import CandidateCountStep, CandidateStep, ChoiceStep, ProcedureStep

WHY = "Why not the earlier candidates: "


def _why(sheet) -> list[tuple[str, str]]:
    return [(block.title, line) for block in sheet.steps for line in block.lines
            if line.startswith(WHY)]


def test_the_seminar_sheet_says_why_the_earlier_candidates_failed() -> None:
    tournament = read_toml(SAMPLES / "dutch-2009-seminar.toml")
    rules = replay_round(tournament, 4).rules
    said = _why(make_sheet(tournament, 4, rules, True))
    bracket_2 = next(line for title, line in said if title == "bracket 2")
    assert bracket_2.startswith(WHY + "6 tried before it: 3 rejected (1 by B.5↑, 1 by "
                                "B.1a, 1 by B.4); then C.9 gave up B.6 for upfloats;")
    assert "B.5↑: a player floating up two rounds running" in bracket_2
    assert "B.1a: two players who have met or may not meet" in bracket_2
    again = [line for title, line in said if title == "bracket 4"][-1]
    assert ("is accepted, but then C.12: bracket 5 cannot pair the players moved down "
            "to it: the pairing of bracket 4 is undone") in again


@pytest.mark.slow
def test_every_why_not_adds_up_and_names_what_the_trace_records() -> None:
    """Over exercises of every level: the number said tried equals the counts said
    (every candidate in one reason), each criterion is one of the 2009 text's with its
    words, each relaxation named is a step of that bracket in the trace."""
    checked = 0
    for seed in range(1, 6):
        for level in system_levels()["dutch-2009"]:
            try:
                exercise = make_exercise("dutch-2009", 10 + seed % 3, 4, seed, level)
            except ExerciseError:
                continue
            rules = exercise.rules
            assert rules.trace is not None
            steps = rules.trace.steps
            sheet = make_sheet(exercise.tournament, exercise.round, rules, True)
            for _, line in _why(sheet):
                tried = int(re.match(WHY + r"(\d+) tried before it", line)[1])
                counted = sum(int(n) for n in re.findall(
                    r"(\d+) (?:rejected|met B.1-B.6)", line))
                counted += len(re.findall(r"and is accepted, but then", line))
                assert tried == counted, line
                for code in re.findall(r"\d+ (?:rejected )?by (B\.\d[a-b↑↓]?|\w+)", line):
                    assert code in WORDS and f"{code}: {WORDS[code]}" in line, (code, line)
                    assert code.rstrip("↑↓") in ARTICLES or code == "completion", code
                for article, given_up in re.findall(r"then (C\.\d+) gave up (B\.\d)", line):
                    assert any(isinstance(s, ProcedureStep) and s.article == article
                               and getattr(s, "given_up", "") == given_up for s in steps)
                checked += 1
            # a bracket whose choice came after rejected candidates says why
            for index, step in enumerate(steps):
                if isinstance(step, ChoiceStep) and step.bracket and any(
                        isinstance(s, (CandidateStep, CandidateCountStep))
                        and s.bracket == step.bracket
                        and (isinstance(s, CandidateCountStep) or s.criterion)
                        for s in steps[:index]):
                    assert any(line.startswith(WHY) for block in sheet.steps
                               for line in block.lines), step.text
    assert checked > 20
