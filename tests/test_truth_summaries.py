"""What the learner reads adds up (issue 24, item 5): every summary of a bracket's
candidates counts each candidate in exactly one reason, and the choice sentence of the
2026 Dutch says what the chosen candidate's quality fields say."""

from __future__ import annotations

from typing import Iterator

import pytest

from cardtable.app.widgets.walkthrough.summary import SummaryStep, summarised, summary_of
from cardtable.trace.candidate_counts import bracket_runs
from cardtable.systems.base import PairingError
from cardtable.systems.registry import descriptor, pair_next_round
from cardtable.systems.files import read_toml
from cardtable.systems.replay import before_round
from cardtable.systems.simulation import RoundNotPaired, simulate_swiss
from cardtable.trace.steps import CandidateStep, ChoiceStep, Trace
from conftest import SAMPLES

DUTCH_WORDS = descriptor("dutch").walkthrough.criterion_words


def _sample_traces() -> Iterator[tuple[str, Trace]]:
    for path in sorted(SAMPLES.glob("*.toml")):
        tournament = read_toml(path)
        plugin = descriptor(tournament.settings.system)
        if plugin.entry.predetermined:
            continue
        for rnd in tournament.paired_rounds:
            pairing = plugin.pair(before_round(tournament, rnd.number), rnd.number,
                                  trace=True)
            if pairing.trace is not None:
                yield f"{path.stem} round {rnd.number}", pairing.trace
        if tournament.next_round <= tournament.settings.rounds:  # the walkthrough's round
            try:
                pairing = pair_next_round(tournament, trace=True)
            except PairingError:
                continue
            if pairing.trace is not None:
                yield f"{path.stem} round {tournament.next_round}", pairing.trace


def _generated_dutch_traces(rounds: int) -> Iterator[tuple[str, Trace]]:
    plugin = descriptor("dutch")
    seed = 0
    made = 0
    while made < rounds:
        seed += 1
        players = 8 + seed % 17
        try:
            played = simulate_swiss("dutch", players, 6, seed)
        except RoundNotPaired as exc:
            played = exc.tournament
        for rnd in played.paired_rounds:
            pairing = plugin.pair(before_round(played, rnd.number), rnd.number, trace=True)
            assert pairing.trace is not None
            made += 1
            yield f"seed {seed} ({players} players) round {rnd.number}", pairing.trace


def _check_summaries(where: str, trace: Trace) -> tuple[int, int]:
    """Every bracket's summary adds up (the long runs the walkthrough summarises, and
    every other bracket's run the same way); the numbers of summaries checked and of
    those the walkthrough shows."""
    words = descriptor(trace.system).walkthrough.criterion_words
    checked = 0
    for bracket, run in bracket_runs(trace.steps):
        summary = summary_of(bracket, run, words)
        assert summary.accounted == summary.total, (where, summary.text)
        checked += 1
    shown = [s for s in summarised(trace.steps, words) if isinstance(s, SummaryStep)]
    for summary in shown:
        assert summary.accounted == summary.total, (where, summary.text)
        assert f"{summary.total} candidates" in summary.text
    return checked, len(shown)


def test_the_club_swiss_summaries_count_every_candidate_once():
    """Before: 'Bracket 3: 121 candidates. 12 fail ... 24 are worse by C15, 16 are worse
    by C17' left the recorded candidates that met C1-C5 out of every reason."""
    tournament = read_toml(SAMPLES / "club-swiss.toml")
    plugin = descriptor("dutch")
    pairing = plugin.pair(before_round(tournament, 4), 4, trace=True)
    assert pairing.trace is not None
    summaries = [s for s in summarised(pairing.trace.steps, DUTCH_WORDS)
                 if isinstance(s, SummaryStep)]
    assert summaries
    for summary in summaries:
        assert summary.accounted == summary.total
        assert "the chosen one is better" in summary.text


def test_every_summary_of_every_sample_adds_up():
    checked = shown = 0
    for where, trace in _sample_traces():
        brackets, long_runs = _check_summaries(where, trace)
        checked, shown = checked + brackets, shown + long_runs
    assert checked >= 20 and shown >= 3


@pytest.mark.slow
def test_every_summary_of_200_generated_dutch_rounds_adds_up():
    checked = 0
    for where, trace in _generated_dutch_traces(200):
        checked += _check_summaries(where, trace)[0]
    assert checked >= 200


def _choice_sentences(traces: Iterator[tuple[str, Trace]]) -> int:
    """The 2026 Dutch choice sentences: 'meets every criterion' only when the chosen
    candidate falls short of none; a shortfall the chosen candidate has is named."""
    checked = 0
    for where, trace in traces:
        if trace.system != "dutch":
            continue
        candidates = {(s.bracket, s.index): s for s in trace.of_type(CandidateStep)}
        for choice in trace.of_type(ChoiceStep):
            chosen = candidates.get((choice.bracket, choice.index))
            if chosen is None or chosen.quality is None:
                continue
            short = [s for s in chosen.quality if not s.met]
            if short:
                assert "meets every criterion" not in choice.text, (where, choice.text)
                for shortfall in short:
                    assert shortfall.criterion in choice.text, (where, choice.text)
            checked += 1
    return checked


def test_the_choice_sentence_is_true_to_the_chosen_candidates_quality():
    assert _choice_sentences(_sample_traces()) >= 15


@pytest.mark.slow
def test_the_choice_sentences_of_200_generated_dutch_rounds_are_true():
    assert _choice_sentences(_generated_dutch_traces(200)) >= 200


def test_the_seminar_sheet_says_why_the_earlier_candidates_lost():
    """The solution gives, per bracket chosen after other candidates, each earlier
    candidate's reason in words (issue 24 item 11), counted so that they add up."""
    from cardtable.systems.exercise.making import make_exercise
    from cardtable.systems.exercise.sheet import make_sheet

    exercise = make_exercise("dutch", 14, 4, 3, "exchange")
    sheet = make_sheet(exercise.tournament, exercise.round, exercise.rules, True)
    said = [line for block in sheet.steps for line in block.lines
            if line.startswith("Why not the earlier candidates:")]
    assert said
    for line in said:
        assert "(the two players have met before)" in line or "meet C1-C5" in line
        total = int(line.split(": ", 1)[1].split(" ", 1)[0])
        chosen = int(line.rsplit("Candidate ", 1)[1].split(" ", 1)[0])
        assert chosen == total  # the walk stops at the chosen one: all before it lost


def test_the_issues_365_candidates_add_up_and_the_choice_names_its_shortfall():
    """The club sample's next round, bracket 4 (the issue's case): before, '365
    candidates. 203 fail … 64 are worse by C12, 7 are worse by C15' left 91 out, and
    candidate 365 with C8 [1½] was 'the first candidate that meets every criterion'."""
    pairing = pair_next_round(read_toml(SAMPLES / "club-swiss.toml"), trace=True)
    assert pairing.trace is not None
    (summary,) = [s for s in summarised(pairing.trace.steps, DUTCH_WORDS)
                  if isinstance(s, SummaryStep)]
    assert (summary.total, summary.chosen) == (365, 365)
    assert summary.failed == {"C1": 203} and summary.accounted == 365
    assert "203 fail" in summary.text and "161 meet C1-C5 but the chosen one is better" \
        in summary.text
    choice = next(s for s in pairing.trace.of_type(ChoiceStep) if s.index == 365)
    assert "meets every criterion" not in choice.text and "C8 [1½]" in choice.text


def _values(step: CandidateStep) -> dict[int, object]:
    """The candidate's quality by criterion number, a met criterion absent."""
    return {int(s.criterion[1:]): s.value for s in step.quality or () if not s.met}


def _comparisons_hold(trace: Trace) -> int:
    """Every candidate that is not the best so far says how it compares with the best
    so far, truly: ``order`` only when both have the same quality; a criterion Cn only
    when the two agree on every criterion before Cn and differ on Cn (C.04.3 art. 3.8).
    Returns how many comparisons were checked."""
    checked = 0
    best: CandidateStep | None = None
    bracket = None
    for step in trace.steps:
        if not isinstance(step, CandidateStep) or step.quality is None:
            continue
        if step.bracket != bracket:
            bracket, best = step.bracket, None
        if step.best_so_far:
            best = step
            continue
        if best is None:
            assert not step.worse_by
            continue
        assert step.worse_by, step.text
        mine, theirs = _values(step), _values(best)
        if step.worse_by == "order":
            assert mine == theirs, step.text
            assert "as good as the best so far" in step.text
        else:
            n = int(step.worse_by[1:])
            assert all(mine.get(k) == theirs.get(k) for k in range(1, n)), step.text
            assert mine.get(n) != theirs.get(n), step.text
            assert f"worse than the best so far by {step.worse_by}" in step.text
        checked += 1
    return checked


def test_a_candidate_not_taken_says_how_it_compares_with_the_best_so_far():
    checked = sum(_comparisons_hold(trace) for _, trace in _sample_traces())
    checked += sum(_comparisons_hold(trace) for _, trace in _generated_dutch_traces(40))
    assert checked > 20
