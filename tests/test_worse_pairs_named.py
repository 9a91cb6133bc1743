"""Issue 34: "each quality criterion it does worse on than the rules' pairing, with
both figures in words and the learner's pairs that cause it". Only C12 and C13 named
the learner's pairs; now C6 (the players left unpaired), C14-C17 (repeated floats),
C7, C8, C9 and C18-C21 (the downfloaters and their scores) do too, as the first
criterion and as each one "worse as well", whenever the pairs named account for the
whole figure (C10 and C11, the topscorers' colour criteria, name the pair as C12 does:
`systems/dutch/causes.py`). Checked on the 2026
Dutch's wrong answers: every pair named is one of the learner's boards, every player
named floats as the text says (from the history's floats, not the marking's code),
and as many are named as the figure counts."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from test_exercise import changes
from wrong_answers import exercises, marked

from cardtable.model.colour import Colour
from cardtable.model.history import Float, History, Preference
from cardtable.systems.dutch.cards import Card, CardIndex, StartNo
from cardtable.systems.dutch.causes import causing
from cardtable.systems.exercise import ExerciseError, make_exercise, mark, system_levels

@pytest.mark.slow  # about 2 s: the slow group, which .ci/run runs, keeps plain pytest under 5 min
def test_the_learners_pairs_behind_a_repeated_float_or_an_unpaired_player() -> None:
    named = 0
    for seed in range(1, 40):
        try:
            exercise = make_exercise("dutch", 10 + seed % 4, 4 + seed % 3, seed, "floater")
        except ExerciseError:
            continue
        for _, answer in changes(exercise.rules, False):
            first = mark(exercise.tournament, exercise.round, answer, exercise.rules).first
            if first is None:
                continue
            found = re.search(r"worse by (C6|C1[4-7]) \(.*?\): yours has (\d+) .*? \(your "
                              r"(.*?)\), the rules'", first.text)
            if not found:
                continue
            criterion, count, said = found.group(1), int(found.group(2)), found.group(3)
            down = re.search(r"your pairing \(.*?downfloaters ([\d, ]+|nobody)\)",
                             first.text)
            assert down is not None, first.text
            downfloaters = {int(n) for n in re.findall(r"\d+", down.group(1))}
            if criterion == "C6":  # the players the learner leaves unpaired
                assert said.endswith(" left unpaired in the bracket"), first.text
                left = {int(n) for n in re.findall(r"\d+", said)}
                assert left == downfloaters and len(left) == count, first.text
                named += 1
                continue
            parts = said.split("; ")
            assert len(parts) == count, first.text
            boards = {frozenset(b) for b in answer.boards}
            for part in parts:
                pair = re.match(r"(\d+)-(\d+): ", part)
                if pair:
                    assert frozenset(map(int, pair.groups())) in boards, first.text
                else:
                    player = int(re.findall(r"\d+", part)[0])
                    assert player in downfloaters, first.text
            named += 1
    assert named


#: a criterion with the learner's own pairs (or downfloaters) behind its figure, as the
#: correction says it (nested parentheses of "(score 3)" allowed)
_NAMED = re.compile(r"(C\d+) \([^()]*(?:\([^()]*\)[^()]*)*\): yours has ([^(;]*?) "
                    r"\(((?:your|with) [^()]*(?:\([^()]*\)[^()]*)*)\), the rules'")


def _score(label: str) -> Fraction:
    whole = label.replace("½", "")
    return Fraction(int(whole or 0)) + (Fraction(1, 2) if "½" in label else 0)


def _named_on_scores(criterion: str, figure: str, said: str, answer, downfloaters: set[int],
                     history: History, round_no: int) -> None:
    """C7, C8, C9, C18-C21: what the correction names behind the figure, checked on the
    round's history (the floats of the rounds before, the scores), not the marking's
    own code."""
    if criterion in ("C8", "C9"):  # decided below the bracket, by who moves down
        moved = {int(n) for n in re.findall(r"\d+", said)}
        assert moved == downfloaters, said
        return
    listed = [_score(s) for s in re.findall(r"[\d½]+", figure.split("with scores ")[-1])]
    parts = said.removeprefix("your ").split("; ")
    scores = [_score(re.search(r"score ([\d½]+)", part).group(1)) for part in parts]
    assert scores == listed, (figure, said)
    back = round_no - (1 if criterion in ("C18", "C19") else 2)
    for part, score in zip(parts, scores):
        pair = re.match(r"(\d+)-(\d+): (\d+) floats up to score", part)
        if pair:  # C19, C21: the lower player upfloats again, at the MDP's score
            higher, lower, floater = map(int, pair.groups())
            assert criterion in ("C19", "C21") and floater == lower, part
            assert frozenset((higher, lower)) in {frozenset(b) for b in answer.boards}
            assert history.float_in(lower, back) is Float.UP, part
            assert history.score(higher) == score > history.score(lower), part
            continue
        player = int(re.match(r"downfloater (\d+)", part).group(1))
        assert player in downfloaters and history.score(player) == score, part
        if criterion != "C7":  # C18, C20: downfloated then too
            assert criterion in ("C18", "C20"), part
            assert history.float_in(player, back) is Float.DOWN, part


@pytest.mark.slow  # about 2 s: the slow group, which .ci/run runs, keeps plain pytest under 5 min
def test_the_learners_players_behind_every_figure_on_scores() -> None:
    """C7 (the downfloaters' scores), C8 and C9 (decided by who moves down) and C18-C21
    (the scores of repeated floats), as the first criterion or one "worse as well":
    each names the learner's own downfloaters or boards, and their scores are the
    figure's."""
    named: dict[str, int] = {}
    for exercise in exercises("dutch", range(1, 16), ("floater", "heterogeneous", "pab"),
                              lambda seed: (9 + seed % 4, 3 + seed % 3)):
        history = History(exercise.tournament, exercise.round - 1)
        for answer, first in marked(exercise):
            if "worse by" not in first.text:
                continue
            down = re.search(r"your pairing \(.*?downfloaters ([\d, ]+|nobody)\)",
                             first.text)
            assert down is not None, first.text
            downfloaters = {int(n) for n in re.findall(r"\d+", down.group(1))}
            for found in _NAMED.finditer(first.text):
                criterion, figure, said = found.groups()
                if criterion in ("C7", "C8", "C9") or int(criterion[1:]) >= 18:
                    _named_on_scores(criterion, figure, said, answer, downfloaters,
                                     history, exercise.round)
                    named[criterion] = named.get(criterion, 0) + 1
    assert {"C7", "C8", "C18", "C19", "C20"} <= set(named), named


def _card(no: int, imbalance: int, repeated: Colour | None) -> Card:
    """A topscorer of the final round who must have White (absolute, art. 1.7)."""
    return Card(StartNo(no), f"P{no}", no, 10, 10, (), Colour.WHITE, Preference.ABSOLUTE,
                imbalance, repeated, 4, True, (Float.NONE, Float.NONE), frozenset())


class _Measure:
    """What :func:`causing` reads of a bracket's measure: its cards (the rest unused
    by the colour criteria)."""

    def __init__(self, cards: list[Card]):
        self.cards = cards
        self.residents = set(range(len(cards)))


def test_the_topscorers_colour_criteria_name_the_learners_pair() -> None:
    """C10 and C11 (art. 2.4.5-2.4.6) concern topscorers of the final round only, whom
    no generated exercise pairs wrongly; the learner's pair behind them is said from
    the same test of the engine (``criteria.colour_values``) as C12: two topscorers
    who must both have White, with colour differences 2 and 3 (C10), and the one with
    the smaller difference had Black twice running (C11)."""
    cards = [_card(1, 2, Colour.BLACK), _card(2, 3, None)]
    measure = _Measure(cards)
    pair = [(CardIndex(0), CardIndex(1))]
    c10 = causing("C10", 1, pair, frozenset(), measure)  # type: ignore[arg-type]
    assert c10 == (" (your 1-2: both prefer White with a colour difference beyond ±1 "
                   "(2 and 3): one of them ends beyond ±2)")
    c11 = causing("C11", 1, pair, frozenset(), measure)  # type: ignore[arg-type]
    assert c11 == (" (your 1-2: both must have White; 1, with the smaller colour "
                   "difference, gets Black a third time running)")
    assert causing("C11", 2, pair, frozenset(), measure) == ""  # type: ignore[arg-type]


#: a figure of a quality criterion, with the learner's pairs behind it when said
_FIGURE = re.compile(r"(C\d+) \([^()]*(?:\([^()]*\)[^()]*)*\): yours has ([^(;]*?)"
                     r"( \((?:your|with) [^()]*(?:\([^()]*\)[^()]*)*\))?, the rules'")


@pytest.mark.slow
def test_every_worse_figure_of_many_wrong_answers_names_the_learners_pairs() -> None:
    """The slow group: single changes of exercises of every level (rounds 3-6, 9-13
    players): every quality criterion a correction says the answer is worse on, first
    or "as well", names what of the learner's makes its figure; the scores of C7 and
    C18-C21 checked on the history as above."""
    answers = 0
    seen: dict[str, int] = {}
    for exercise in exercises("dutch", range(1, 12), system_levels()["dutch"],
                              lambda seed: (9 + seed % 5, 3 + seed % 4)):
        history = History(exercise.tournament, exercise.round - 1)
        for answer, first in marked(exercise):
            answers += 1
            down = re.search(r"your pairing \(.*?downfloaters ([\d, ]+|nobody)\)",
                             first.text)
            for criterion, figure, said in _FIGURE.findall(first.text):
                assert said, (criterion, first.text)
                seen[criterion] = seen.get(criterion, 0) + 1
                if criterion in ("C7", "C8", "C9") or int(criterion[1:]) >= 18:
                    assert down is not None, first.text
                    _named_on_scores(criterion, figure, said[2:-1], answer,
                                     {int(n) for n in re.findall(r"\d+", down[1])},
                                     history, exercise.round)
    print(f"dutch: {answers} wrong answers; figures with the learner's pairs: {seen}")
    assert answers >= 500 and {"C6", "C7", "C8", "C12", "C14", "C18", "C20"} <= set(seen)
