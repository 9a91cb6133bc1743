"""Exercises of the Swiss Team Pairing System (``cardtable exercise new --system
team``, issue 28): the levels read from the team trace, and a wrong answer corrected
by the step of C.04.6 that decided: a candidate rejected by its criterion (art.
3.6.3-3.6.4), the sets of upfloaters of art. 3.5 (C1, C3, C4-C7, art. 3.5.4), the
PAB's order of art. 3.4, the colours of art. 4.3. "Comes first" only where the
trace tried that first; the rule named is one the trace records (read from the
typed steps by tests/recorded_rules.py)."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from recorded_rules import recorded_rules, tried_first
from test_articles import references
from test_exercise import changes

from cardtable.model.history import History
from cardtable.systems.base import Pairing
from cardtable.systems.registry import descriptor
from cardtable.systems.exercise import ExerciseError, Exercise, make_exercise, mark
from cardtable.systems.exercise.sheet import make_sheet
from cardtable.systems.team.articles import ARTICLES
from cardtable.systems.team.steps import (TeamBracketStep, TeamCandidateStep,
                                          TeamChoiceStep, TeamPabStep)
from cardtable.trace.steps import Trace

TEAM = descriptor("team")


def _trace(exercise: Exercise) -> Trace:
    trace = exercise.rules.trace
    assert trace is not None
    return trace


def _corrections(exercise: Exercise):
    for name, answer in changes(exercise.rules, True):
        marking = mark(exercise.tournament, exercise.round, answer, exercise.rules)
        assert not marking.right and marking.first is not None, name
        yield name, answer, marking


@pytest.mark.parametrize("level", ["homogeneous", "floater", "pab", "colours",
                                   "transposition"])
def test_each_level_is_read_from_the_team_trace(level: str) -> None:
    exercise = make_exercise("team", 11, 4, 1, level)
    trace = _trace(exercise)
    ups = [s.upfloaters for s in trace.steps if isinstance(s, TeamBracketStep)]
    if level == "homogeneous":
        assert not any(ups) and trace.pab is None
    elif level == "floater":
        assert any(ups) and trace.pab is None
    elif level == "pab":
        assert any(isinstance(s, TeamPabStep) and s.team == trace.pab for s in trace.steps)
    elif level == "colours":  # two teams of a match want the same colour (C8)
        assert any(s.c8 for s in trace.steps if isinstance(s, TeamChoiceStep))
    else:
        assert any(isinstance(s, TeamCandidateStep) for s in trace.steps)


def test_the_plugin_offers_team_exercises() -> None:
    exercises = TEAM.exercises
    assert exercises is not None and exercises.document == "the Swiss Team Pairing System"
    with pytest.raises(ExerciseError, match="no level 'exchange'"):
        make_exercise("team", 11, 4, 1, "exchange")


def test_a_turned_match_is_corrected_by_the_colour_step_of_art_4_3() -> None:
    exercise = make_exercise("team", 11, 4, 1, "colours")
    rules = exercise.rules
    white, black = rules.boards[0]
    turned = Pairing(rules.round, ((black, white), *rules.boards[1:]), rules.pab)
    first = mark(exercise.tournament, exercise.round, turned, rules).first
    assert first is not None and first.where == "colours"
    assert re.fullmatch(r"C\.04\.6 art\. 4\.3\.[1-9]", first.rule), first.rule
    assert f"the rules give {white} White" in first.text and "first-team" in first.text


def test_a_pab_moved_is_corrected_by_the_order_of_art_3_4() -> None:
    """The PAB to another team: the rules' team comes before it by the lower score
    (3.4.2), as many matches (3.4.3) or the larger TPN (3.4.4), as the PAB step's
    order records; or the other team may not have it (C2) or leaves no pairing
    (3.4.1)."""
    exercise = make_exercise("team", 11, 4, 1, "pab")
    step = next(s for s in _trace(exercise).steps if isinstance(s, TeamPabStep))
    order = [tpn for tpn, _, _ in step.order]
    seen = 0
    for name, answer, marking in _corrections(exercise):
        if not name.startswith("PAB"):
            continue
        first = marking.first
        assert first is not None
        if first.where.startswith("your "):  # the team moved meets one it met: C1 first
            assert first.rule == "C1 (C.04.6 art. 2.1.1)" and " met in round " in first.text
            continue
        assert first.where == "PAB"
        assert first.rule in {f"C.04.6 art. {a}" for a in ("3.4.1", "3.4.2", "3.4.3",
                                                           "3.4.4", "2.1.2")} \
            | {"C2 (C.04.6 art. 2.1.2)"}, first.rule
        said = re.search(r"(\d+) comes before (\d+) in the order of art\. 3\.4", first.text)
        if said:
            assert int(said[1]) == step.team and int(said[2]) == answer.pab
            assert order.index(step.team) < order.index(answer.pab)
        seen += 1
    assert seen


def test_a_team_pulled_up_is_corrected_by_the_sets_of_upfloaters_of_art_3_5() -> None:
    """A swap that pulls another team up: the set the trace weighed with it and why
    it was set aside (C1, C3, C6, C7), or C5 when its score difference is larger
    than every upfloater's (the scores are the piles')."""
    exercise = make_exercise("team", 11, 4, 1, "floater")
    trace = _trace(exercise)
    scores = {c.start_no: Fraction(c.score) for s in trace.steps if hasattr(s, "cards")
              for c in s.cards}
    criteria = set()
    for _, _, marking in _corrections(exercise):
        first = marking.first
        assert first is not None
        if first.where.startswith("your "):  # a rematch: C1 itself, named first
            assert first.rule == "C1 (C.04.6 art. 2.1.1)"
            criteria.add("C1")
            continue
        said = re.search(r"bracket (\d+): the rules pair \d+-\d+; you pair \d+ with (\d+): "
                         r"bracket \d+ \(top-scoregroup [\d.]+\) pulls up", first.line)
        if not said:
            continue
        bracket = next(s for s in trace.steps if isinstance(s, TeamBracketStep)
                       and s.number == int(said[1]))
        yours = int(said[2])
        if first.rule.startswith("C5"):
            top = Fraction(bracket.score)
            widest = max(top - scores[u] for u in bracket.upfloaters)
            assert top - scores[yours] > widest
            # issue 34: both figures said, the learner's and the set taken's
            assert (f"a score difference of {top - scores[yours]} with the "
                    f"top-scoregroup, larger than the largest of the set taken, "
                    f"{widest}") in first.text, first.text
        weighed = re.search(r"the set \{([\d, ]+)\} \(weighed #(\d+)", first.text)
        if weighed:
            names, why = bracket.sets[int(weighed[2]) - 1]
            assert names == tuple(int(n) for n in weighed[1].split(", ")) and why
            assert first.rule.startswith(why)
        criteria.add(first.rule.split(" ")[0])
    assert "C5" in criteria and criteria & {"C1", "C3", "C6", "C7"}


def test_a_rejected_candidate_is_named_with_its_criterion_of_art_2() -> None:
    """A learner's pair that the trace tried in an earlier candidate: that candidate,
    its place in lexicographic order and the criterion that rejected it; a pair of
    teams that met: C1 itself; a learner's pairing of the whole bracket that is worse
    by C8-C10: that criterion (checked in detail by tests/test_team_shortfall.py)."""
    named: set[str] = set()
    for seed in range(1, 12):
        exercise = make_exercise("team", 12, 4, seed, "transposition")
        trace = _trace(exercise)
        for _, answer, marking in _corrections(exercise):
            first = marking.first
            assert first is not None
            if first.where.startswith("your "):  # issue 34: the rematch itself, first
                met = re.search(r"(\d+) and (\d+) met in round (\d+)", first.text)
                history = History(exercise.tournament, exercise.round - 1)
                assert met and any(e.played and e.opponent == int(met[2])
                                   and e.round == int(met[3])
                                   for e in history.entries(int(met[1])))
                named.add("met")
            worse = re.search(r"your pairing of bracket \d+, [\d\- ]+, is worse than the "
                              r"rules' \([\d\- ]+\) by (C\d+)", first.text)
            if worse:
                assert first.rule.startswith(worse[1] + " "), first.line
                named.add(worse[1])
                continue
            said = re.search(r"candidate #(\d+) of bracket (\d+) in lexicographic order "
                             r"\(identifier [\d ]+, art\. 3\.6\.3\) pairs (\d+)-(\d+) "
                             r"and is rejected by (C\d+)", first.text)
            if not said:
                continue
            step = next(s for s in trace.steps if isinstance(s, TeamCandidateStep)
                        and s.bracket == int(said[2]) and s.index == int(said[1]))
            assert (int(said[3]), int(said[4])) in step.pairs
            assert step.rejected_by == said[5] and first.rule.startswith(said[5])
            named.add(said[5])
    assert "met" in named and named - {"met"}, named


def test_the_sheet_shows_team_cards_and_the_solution_bracket_by_bracket() -> None:
    exercise = make_exercise("team", 11, 4, 1, "transposition")
    sheet = make_sheet(exercise.tournament, exercise.round, exercise.rules, True)
    paired = [c for c in sheet.cards if c.to_pair]
    assert paired and all(" match points, " in c.score for c in paired)
    titles = [b.title for b in sheet.steps]
    brackets = [s for s in _trace(exercise).steps if isinstance(s, TeamBracketStep)]
    assert [t for t in titles if t.startswith("Bracket")] == \
        [f"Bracket {b.number}" for b in brackets]
    lines = [line for b in sheet.steps for line in b.lines]
    assert any("rejected by C" in line and "[C.04.6 art." in line for line in lines)
    assert "Colours" in titles


def test_exercise_new_check_and_sheet_on_the_command_line(tmp_path, cli) -> None:
    path = tmp_path / "team.toml"
    code, out, err = cli("exercise", "new", path, "--system", "team", "--players", "11",
                         "--round", "4", "--seed", "1", "--level", "pab")
    assert code == 0, err
    assert "by the Swiss Team Pairing System" in out
    exercise = make_exercise("team", 11, 4, 1, "pab")
    rules = exercise.rules
    answer = tmp_path / "answer.txt"
    lines = [f"{w} {b}" for w, b in rules.boards] + [f"{rules.pab} 0"]
    answer.write_text(f"{len(lines)}\n" + "\n".join(lines) + "\n")
    code, out, _ = cli("exercise", "check", path, answer)
    assert code == 0 and "right" in out
    (w, b), rest = rules.boards[0], rules.boards[1:]
    lines = [f"{b} {w}"] + [f"{x} {y}" for x, y in rest] + [f"{rules.pab} 0"]
    answer.write_text(f"{len(lines)}\n" + "\n".join(lines) + "\n")
    code, out, _ = cli("exercise", "check", path, answer)
    assert code == 1 and "First difference (colours), by C.04.6 art. 4.3." in out
    code, out, err = cli("exercise", "sheet", path, "-o", tmp_path / "s.html",
                         "--solution")
    assert code == 0, err
    assert "match points" in (tmp_path / "s.html").read_text()


def _claims_agree(trace: Trace, text: str) -> bool:
    """What the correction says comes first was tried first by the trace: a pair
    (``A-B comes first``: a pairing with it before any with the learner's), a set
    of upfloaters (weighed before any set with the learner's team), a team for the
    PAB (before the learner's in art. 3.4's order)."""
    pair = re.search(r"the rules pair (\d+)-(\d+); you pair (\d+) with (\d+): "
                     r"(\d+)-(\d+) comes first", text)
    if pair:
        r1, r2, player, yours = (int(x) for x in pair.groups()[:4])
        return tried_first(trace, (r1, r2), (player, yours))
    group = re.search(r"bracket (\d+): the rules pair \d+-\d+; you pair \d+ with (\d+): .*"
                      r"the set \{[\d, ]+\} comes first", text)
    if group:
        bracket = next(s for s in trace.steps if isinstance(s, TeamBracketStep)
                       and s.number == int(group[1]))
        names = [n for n, _ in bracket.sets]
        taken = names.index(bracket.upfloaters)
        return all(k > taken for k, n in enumerate(names) if int(group[2]) in n)
    return "comes first" not in text or "comes first in the order of art. 3.4" in text


@pytest.mark.slow
def test_every_correction_agrees_with_the_trace_order_and_names_a_recorded_rule() -> None:
    """At least 500 wrong answers (single swaps: wrong pairs and wrong upfloaters;
    the PAB moved; colours turned)."""
    checked = ordered = 0
    for seed in range(1, 30):
        for level in ("transposition", "floater", "pab", "colours"):
            try:
                exercise = make_exercise("team", 9 + seed % 5, 3 + seed % 3, seed, level)
            except ExerciseError:
                continue
            trace = _trace(exercise)
            recorded = recorded_rules(trace)
            for _, _, marking in _corrections(exercise):
                first = marking.first
                assert first is not None
                assert "comes later" not in first.text
                assert _claims_agree(trace, first.line), first.line
                ordered += "comes first" in first.text
                # a PAB given to a team that had one is corrected by the one-bye rule
                # itself (C2, art. 2.1.2), which the answer breaks
                one_bye = first.where == "PAB" and first.rule == TEAM.rules.override.pab \
                    and " who already " in first.text
                # an absolute rule the answer breaks comes first (issue 34): a rematch
                # named with the round the teams met, checked against the history
                rematch = first.rule == TEAM.rules.override.rematch and all(
                    _met(exercise, *map(int, pair.split("-")))
                    for pair in re.findall(r"your (\d+-\d+)", first.text))
                assert one_bye or rematch or first.rule in recorded, (first.rule, first.text)
                _cites_only_c_04_6(marking)
                checked += 1
    assert checked >= 500 and ordered > 0, (checked, ordered)


def _met(exercise, first: int, second: int) -> bool:
    """Whether teams ``first`` and ``second`` met before the exercise's round."""
    t = exercise.tournament
    history = History(t, t.next_round - 1)
    return any(history.entry(first, n).opponent == second
               for n in range(1, t.next_round))


def _cites_only_c_04_6(marking) -> None:
    """Every article a correction and its list of differences cite is one of the team
    system's (C.04.6 and the texts it cites)."""
    lines = [marking.first.line, *(d.line for d in marking.others)]
    unknown = [(r, line) for line in lines for r in references(line) if r not in ARTICLES]
    assert not unknown, unknown
