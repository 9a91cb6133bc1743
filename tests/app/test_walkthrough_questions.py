"""Issue 34, "ask before telling", headless: the question each step asks is read from
its typed fields, the learner's answer is marked against them (right, or what the
rules say and why), and the score counts the marks. The 2009 seminar's round 4 asks
x and p (of the bracket and of each remainder), the players an exchange moves, the
pairs of each transposition, the pairs taken, who moves down and who has White."""

from __future__ import annotations

import pytest

from scene_helpers import walkthrough

from cardtable.app.widgets.walkthrough.questions import (PROMPT, Answer, Quiz, mark,
                                                         question_for, read)
from cardtable.systems.dutch2009.steps import ExchangeStep, XStep
from cardtable.systems.files import read_toml
from cardtable.trace.steps import ChoiceStep, ColourStep, FloatStep

from conftest import SAMPLES


@pytest.fixture(scope="module")
def seminar():
    return walkthrough(read_toml(SAMPLES / "dutch-2009-seminar.toml"))


def test_every_question_starts_with_your_turn_and_its_answer_is_the_steps(seminar):
    asked = 0
    for step in seminar.steps:
        question = question_for(step)
        if question is None:
            continue
        asked += 1
        assert question.prompt.startswith(PROMPT + " ")
        if isinstance(step, XStep) and step.x is not None:
            assert question.kind is Answer.NUMBERS and question.expected[0] == step.x
            if step.remainder:
                assert question.expected == (step.x, step.p)
                assert "remainder " + " ".join(map(str, step.group)) in question.text
        elif isinstance(step, ExchangeStep):
            assert question.expected == frozenset((*step.out, *step.into))
        elif isinstance(step, ChoiceStep):
            assert question.expected == frozenset(frozenset(p) for p in step.pairs)
        elif isinstance(step, FloatStep):
            assert question.expected == frozenset(step.players)
        elif isinstance(step, ColourStep):
            assert question.expected == frozenset({step.white})
            assert f"{min(step.white, step.black)} and {max(step.white, step.black)}" \
                in question.text  # the question does not give the answer away
    assert asked >= 30


def test_a_right_answer_and_a_wrong_one(seminar):
    steps = seminar.steps
    remainder = next(s for s in steps if isinstance(s, XStep) and s.remainder)
    question = question_for(remainder)
    assert question is not None
    right = mark(question, f"{remainder.x} {remainder.p}", remainder)
    assert right.right and right.text.startswith("✓ Right: x = ")
    wrong = mark(question, f"{remainder.x + 1} {remainder.p}", remainder)
    assert not wrong.right
    assert wrong.text.startswith(f"✗ You said {remainder.x + 1} {remainder.p}; the rules "
                                 f"say x = {remainder.x}, p = {remainder.p} [C.2]: ")
    assert remainder.text in wrong.text  # what the rules say and why: the step itself
    choice = next(s for s in steps if isinstance(s, ChoiceStep) and len(s.pairs) > 1)
    asked = question_for(choice)
    assert asked is not None
    turned = " ".join(f"{b}–{a}" for a, b in reversed(choice.pairs))
    assert mark(asked, turned, choice).right  # the order of pairs and players is free
    assert not mark(asked, turned.split()[0], choice).right


def test_answers_read_as_typed():
    assert read(Answer.NUMBERS, "x = 1, p = 2") == (1, 2)
    assert read(Answer.PLAYERS, "6 and 9") == frozenset({6, 9})
    assert read(Answer.PLAYERS, "-") == frozenset()
    assert read(Answer.PAIRS, "3-1, 2 - 4") == frozenset({frozenset({1, 3}),
                                                          frozenset({2, 4})})


def test_the_score_counts_the_marks(seminar):
    quiz = Quiz()
    asked = [(i, s, q) for i, s in enumerate(seminar.steps)
             if (q := question_for(s)) is not None][:3]
    for n, (index, step, question) in enumerate(asked):
        quiz.answer(index, question, "" if n else question.said, step)
    assert quiz.score == "Score: 1 of 3 right"


def test_the_questions_and_the_stage_import_no_textual():
    """The question of a step, its marking and the stage's layout are headless."""
    import subprocess
    import sys

    probe = ("import sys, cardtable.app.widgets.walkthrough.questions, "
             "cardtable.app.widgets.walkthrough.stage; "
             "print(any(m == 'textual' or m.startswith('textual.') for m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.strip() == "False", done.stderr


@pytest.mark.parametrize("system", ["dutch", "team", "double"])
def test_the_next_transposition_exchange_or_pairing_tried_is_asked(system):
    """Issue 34: outside the 2009 rules the questions asked only the pairs a bracket
    takes, floaters, the bye and colours. Now the 2026 rules' next candidate (a
    transposition or exchange, art. 4) and the team and Double-Swiss systems' next
    pairing tried (art. 3.6) are asked, their answer the step's own pairs."""
    from test_articles import _rounds
    from cardtable.systems.registry import descriptor
    from cardtable.trace.steps import CandidateStep
    from cardtable.trace.table_moves import PairingTried

    moves = descriptor(system).walkthrough.table_move
    asked = 0
    for trace in _rounds(system, 4):
        for step in trace.steps:
            move = moves(step)
            tried = isinstance(move, PairingTried) and not move.taken and move.pairs
            if not (isinstance(step, CandidateStep) and step.pairs or tried):
                continue
            question = question_for(step, move)
            assert question is not None and question.prompt.startswith(PROMPT + " ")
            pairs = step.pairs if isinstance(step, CandidateStep) else move.pairs
            assert question.kind is Answer.PAIRS
            assert question.expected == frozenset(frozenset(p) for p in pairs)
            typed = " ".join(f"{b}-{a}" for a, b in pairs)
            assert mark(question, typed, step).right
            assert ("next transposition or exchange" if system == "dutch"
                    else "next pairing tried") in question.text
            asked += 1
    assert asked
