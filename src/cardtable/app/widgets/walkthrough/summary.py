"""A summary step before a long run of candidates: where a bracket tries many
candidates, one step first says how many fail and by which criterion, and which one is
chosen, so that a learner need not step through them all. Counted from the recorded
steps (the candidates and the counts of those not recorded); nothing is judged again.
Every candidate is counted in exactly one reason: failed by an absolute criterion,
worse than the chosen one by the first quality criterion they differ on, as good but
later in the order of generation, past the limit of the count, or chosen. Headless."""

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
    Shortfall,
    Step,
)

#: A bracket with more candidates than this gets a summary step.
LONG_RUN = 20

#: Steps that end a bracket's run of candidates.
_RUN_ENDS = (BracketStep, ByeStep, ColourStep, BoardsStep, FloatStep)

#: The criteria whose break rejects a candidate (C.04.3 2026 art. 2.1-2.3: C1-C5 and
#: the tournament's forbidden pairs); a count step's other codes are quality criteria
#: on which a candidate is worse than the chosen one.
ABSOLUTE = ("C1", "forbidden", "C3", "C4", "C5")

#: the reason of candidates as good as the chosen one by every criterion
ORDER = "order"


@dataclass(frozen=True, slots=True)
class SummaryStep(Step):
    """The candidates of one bracket summed up (shown after the bracket opens); the
    walkthrough's own step, never in an engine's trace. ``failed``: how many break
    each absolute criterion; ``worse``: how many meet those but are worse than the
    chosen one, by the first quality criterion they are worse on (``order``: as good,
    later in the order of generation); ``uncounted``: candidates past the count's
    limit, not judged one by one; ``chosen`` the index of the chosen candidate (0 for
    none, or past the limit)."""

    kind: ClassVar[str] = "summary"
    bracket: int = 0
    total: int = 0
    failed: dict[str, int] = field(default_factory=dict)
    chosen: int | None = None
    worse: dict[str, int] = field(default_factory=dict)
    uncounted: int = 0

    @property
    def accounted(self) -> int:
        """The candidates the summary gives a reason for: ``total`` when it adds up."""
        return (sum(self.failed.values()) + sum(self.worse.values()) + self.uncounted
                + (1 if self.chosen is not None else 0))


def _first_worse(quality: tuple[Shortfall, ...], best: tuple[Shortfall, ...]) -> str:
    """The first criterion, in the rules' order, on which ``quality`` is worse than
    ``best`` (:data:`ORDER` when it is worse on none)."""
    theirs = {s.criterion: s.weight() for s in best}
    for shortfall in quality:
        mine, other = shortfall.weight(), theirs.get(shortfall.criterion, ())
        if mine != other:
            return shortfall.criterion if mine > other else ORDER
    return ORDER


def summary_of(bracket: BracketStep, run: Sequence[Step],
               words: Callable[[str], str]) -> SummaryStep:
    """The summary of one bracket's run of candidates (whatever its length)."""
    failed: Counter[str] = Counter()
    worse: Counter[str] = Counter()
    total = uncounted = 0
    chosen = next((step for step in run if isinstance(step, ChoiceStep)), None)
    chosen_index = chosen.index if chosen is not None and chosen.index else None
    best = next((step.quality for step in run if isinstance(step, CandidateStep)
                 and step.index == chosen_index and step.quality is not None), None)
    found_chosen = False
    for step in run:
        if isinstance(step, CandidateStep):
            total += 1
            if step.criterion:
                failed[step.criterion] += 1
            elif step.index == chosen_index and not found_chosen:
                found_chosen = True
            else:
                worse[_first_worse(step.quality or (), best or ())] += 1
        elif isinstance(step, CandidateCountStep):
            counted = sum(step.by_criterion.values())
            span = step.last - step.first + 1 if step.last else counted
            total += span
            uncounted += max(span - counted, 0)
            for code, count in step.by_criterion.items():
                (failed if code in ABSOLUTE else worse)[code] += count
    if chosen_index is not None and not found_chosen:
        total += 1  # the chosen candidate past the limit of the count
        found_chosen = True
    rejected = sum(failed.values())
    text = f"Bracket {bracket.number or bracket.score}: {total} candidates. "
    if rejected:
        text += f"{rejected} fail: " + ", ".join(
            _counted(count, code, words) for code, count in failed.most_common()) + ". "
    if worse:
        text += (f"{sum(worse.values())} meet C1-C5 but the chosen one is better: "
                 + ", ".join(_counted(count, code, words) if code != ORDER
                             else f"{count} as good but generated later"
                             for code, count in worse.most_common()) + ". ")
    if uncounted:
        text += f"{uncounted} past the limit of the count, not judged one by one. "
    if chosen_index is not None:
        text += f"Candidate {chosen_index} is chosen. "
    text += "c jumps to the choice, ] to the next bracket, g to a step."
    return SummaryStep(bracket.article, text, bracket.number, total, dict(failed),
                       chosen_index if found_chosen else None, dict(worse), uncounted)


def _counted(count: int, code: str, words: Callable[[str], str]) -> str:
    said = words(code)
    return f"{count} by {code}" + (f" ({said})" if said else "")


def bracket_runs(steps: Sequence[Step]) -> list[tuple[BracketStep, Sequence[Step]]]:
    """Each bracket step with the run of steps up to the next bracket, bye, colour,
    boards or float step (its candidates and its choice)."""
    runs: list[tuple[BracketStep, Sequence[Step]]] = []
    for index, step in enumerate(steps):
        if isinstance(step, BracketStep):
            end = index + 1
            while end < len(steps) and not isinstance(steps[end], _RUN_ENDS):
                end += 1
            runs.append((step, steps[index + 1:end]))
    return runs


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
