"""A summary step before a long run of candidates: where a bracket tries many
candidates, one step first says how many fail and by which criterion, and which one is
chosen, so that a learner need not step through them all. Counted from the recorded
steps by :mod:`cardtable.trace.candidate_counts` (every candidate in exactly one
reason); nothing is judged again. Headless."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, ClassVar, Sequence

from cardtable.trace.steps import BracketStep, CandidateCountStep, CandidateStep, Step
from cardtable.trace.candidate_counts import bracket_runs, count_candidates, counts_said

#: A bracket with more candidates than this gets a summary step.
LONG_RUN = 20


@dataclass(frozen=True, slots=True)
class SummaryStep(Step):
    """The candidates of one bracket summed up (shown after the bracket opens); the
    walkthrough's own step, never in an engine's trace. The counts as
    :class:`~cardtable.trace.candidate_counts.CandidateCounts` has them."""

    kind: ClassVar[str] = "summary"
    bracket: int = 0
    total: int = 0
    failed: dict[str, int] = field(default_factory=dict)
    chosen: int | None = None
    worse: dict[str, int] = field(default_factory=dict)
    uncounted: int = 0
    accepted: int = 0

    @property
    def accounted(self) -> int:
        """The candidates the summary gives a reason for: ``total`` when it adds up."""
        return (sum(self.failed.values()) + sum(self.worse.values()) + self.uncounted
                + self.accepted + (1 if self.chosen is not None else 0))


def summary_of(bracket: BracketStep, run: Sequence[Step],
               words: Callable[[str], str]) -> SummaryStep:
    """The summary of one bracket's run of candidates (whatever its length)."""
    counts = count_candidates(run)
    text = (f"Bracket {bracket.number or bracket.score}: {counts_said(counts, words)} "
            f"c jumps to the choice, ] to the next bracket, g to a step.")
    return SummaryStep(bracket.article, text, bracket.number, counts.total,
                       counts.failed, counts.chosen, counts.worse, counts.uncounted,
                       counts.accepted)


def summarised(steps: Sequence[Step], words: Callable[[str], str]) -> tuple[Step, ...]:
    """``steps`` with a :class:`SummaryStep` after each bracket that tries more than
    :data:`LONG_RUN` candidates."""
    after: dict[int, SummaryStep] = {}
    for bracket, run in bracket_runs(steps):
        tried = sum(1 if isinstance(s, CandidateStep) else s.last - s.first + 1
                    for s in run if isinstance(s, (CandidateStep, CandidateCountStep)))
        if tried > LONG_RUN:
            after[id(bracket)] = summary_of(bracket, run, words)
    out: list[Step] = []
    for step in steps:
        out.append(step)
        if id(step) in after:
            out.append(after[id(step)])
    return tuple(out)
