"""A summary step before a long run of candidates: where a bracket tries many
candidates, one step first says how many fail and by which criterion, and which one is
chosen, so that a learner need not step through them all. Counted from the recorded
steps (the candidates and the counts of those not recorded); nothing is judged again.
Headless."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, ClassVar, Sequence

from cardtable.trace import (
    BoardsStep,
    BracketStep,
    ByeStep,
    CandidateCountStep,
    CandidateStep,
    ChoiceStep,
    ColourStep,
    FloatStep,
    Step,
)

#: A bracket with more candidates than this gets a summary step.
LONG_RUN = 20

#: Steps that end a bracket's run of candidates.
_RUN_ENDS = (BracketStep, ByeStep, ColourStep, BoardsStep, FloatStep)


@dataclass(frozen=True, slots=True)
class SummaryStep(Step):
    """The candidates of one bracket summed up (shown after the bracket opens); the
    walkthrough's own step, never in an engine's trace."""

    kind: ClassVar[str] = "summary"
    bracket: int = 0
    total: int = 0
    failed: dict[str, int] = field(default_factory=dict)
    chosen: int | None = None


def _quality(code: str) -> bool:
    """A quality criterion of the 2026 rules (C6-C21), by which a candidate is worse,
    not rejected (every other code rejects: C1-C5, a forbidden pair, the 2009 rules'
    B.1a-B.6)."""
    return code[:1] == "C" and code[1:].isdigit() and int(code[1:]) >= 6


def _summary(bracket: BracketStep, run: Sequence[Step],
             words: Callable[[str], str]) -> SummaryStep:
    failed: Counter[str] = Counter()
    worse: Counter[str] = Counter()
    total = 0
    chosen = None
    for step in run:
        if isinstance(step, CandidateStep):
            total += 1
            if step.criterion:
                failed[step.criterion] += 1
        elif isinstance(step, CandidateCountStep):
            total += step.last - step.first + 1
            for code, count in step.by_criterion.items():
                if code != "accepted":  # the 2009 rules count the accepted ones too
                    (worse if _quality(code) else failed)[code] += count
        elif isinstance(step, ChoiceStep):
            chosen = step.index or None
    rejected = sum(failed.values())
    parts = [f"{count} by {code}" + (f" ({words(code)})" if words(code) else "")
             for code, count in failed.most_common()]
    text = f"Bracket {bracket.number or bracket.score}: {total} candidates. "
    if rejected:
        text += f"{rejected} fail: " + ", ".join(parts) + ". "
    if worse:
        text += ("Of those meeting C1-C5, " + ", ".join(
            f"{count} are worse by {code}" for code, count in worse.most_common()) + ". ")
    if chosen:
        text += f"Candidate {chosen} is chosen. "
    text += "c jumps to the choice, ] to the next bracket, g to a step."
    return SummaryStep(bracket.article, text, bracket.number, total, dict(failed), chosen)


def summarised(steps: Sequence[Step], words: Callable[[str], str]) -> tuple[Step, ...]:
    """``steps`` with a :class:`SummaryStep` after each bracket that tries more than
    :data:`LONG_RUN` candidates."""
    out: list[Step] = []
    index = 0
    while index < len(steps):
        step = steps[index]
        out.append(step)
        index += 1
        if not isinstance(step, BracketStep):
            continue
        end = index
        while end < len(steps) and not isinstance(steps[end], _RUN_ENDS):
            end += 1
        run = steps[index:end]
        tried = sum(1 if isinstance(s, CandidateStep) else s.last - s.first + 1
                    for s in run if isinstance(s, (CandidateStep, CandidateCountStep)))
        if tried > LONG_RUN:
            out.append(_summary(step, run, words))
    return tuple(out)
