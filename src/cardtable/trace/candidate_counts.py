"""The candidates of a bracket counted by the reason each one was not chosen, from the
recorded steps (the candidates, the counts of those not recorded, the choice): every
candidate in exactly one reason — failed by an absolute criterion, worse than the
chosen one by the first quality criterion they differ on, as good but later in the
order of generation, past the limit of the count, or chosen. Nothing is judged again.
The walkthrough's summary step and the seminar sheet's solution say these counts."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Sequence

from .steps import (
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

#: Steps that end a bracket's run of candidates.
RUN_ENDS = (BracketStep, ByeStep, ColourStep, BoardsStep, FloatStep)

#: the reason of candidates as good as the chosen one by every criterion
ORDER = "order"

#: a count step's code for candidates accepted (the 2009 rules' counts)
ACCEPTED = "accepted"


@dataclass(frozen=True, slots=True)
class CandidateCounts:
    """``failed``: how many break each absolute criterion; ``worse``: how many meet
    those but are worse than the chosen one, by the first quality criterion they are
    worse on (:data:`ORDER`: as good, later); ``uncounted``: candidates past the
    count's limit, not judged one by one; ``chosen`` the index of the chosen
    candidate (None: none, or past the limit); ``accepted``: candidates a procedure
    without quality criteria accepted (the 2009 rules' C.6-C.8) other than a numbered
    choice — the one kept, or ones given up later for the brackets below (C.12)."""

    total: int = 0
    failed: dict[str, int] = field(default_factory=dict)
    worse: dict[str, int] = field(default_factory=dict)
    uncounted: int = 0
    chosen: int | None = None
    accepted: int = 0

    @property
    def accounted(self) -> int:
        """The candidates given a reason: ``total`` when the counts add up."""
        return (sum(self.failed.values()) + sum(self.worse.values()) + self.uncounted
                + self.accepted + (1 if self.chosen is not None else 0))


def bracket_runs(steps: Sequence[Step]) -> list[tuple[BracketStep, Sequence[Step]]]:
    """Each bracket step with the run of steps up to the next bracket, bye, colour,
    boards or float step (its candidates and its choice)."""
    runs: list[tuple[BracketStep, Sequence[Step]]] = []
    for index, step in enumerate(steps):
        if isinstance(step, BracketStep):
            end = index + 1
            while end < len(steps) and not isinstance(steps[end], RUN_ENDS):
                end += 1
            runs.append((step, steps[index + 1:end]))
    return runs


def _first_worse(quality: tuple[Shortfall, ...], best: tuple[Shortfall, ...]) -> str:
    """The first criterion, in the rules' order, on which ``quality`` is worse than
    ``best`` (:data:`ORDER` when it is worse on none)."""
    theirs = {s.criterion: s.weight() for s in best}
    for shortfall in quality:
        mine, other = shortfall.weight(), theirs.get(shortfall.criterion, ())
        if mine != other:
            return shortfall.criterion if mine > other else ORDER
    return ORDER


def _quality(code: str) -> bool:
    """A count step's code that is a quality criterion (C6-C21 of the 2026 rules) or
    :data:`ORDER`; any other rejects the candidate (C1-C5, a forbidden pair, another
    system's criteria)."""
    criterion = _CRITERION.fullmatch(code)
    return code == ORDER or (criterion is not None and int(criterion.group(1)) >= 6)


#: A criterion's code, ``C`` and its ASCII number.
_CRITERION = re.compile(r"C([0-9]{1,3})", re.ASCII)


def count_candidates(run: Sequence[Step]) -> CandidateCounts:
    """The candidates of one bracket's run, each counted in one reason."""
    failed: Counter[str] = Counter()
    worse: Counter[str] = Counter()
    total = uncounted = accepted = 0
    choice = next((step for step in run if isinstance(step, ChoiceStep)), None)
    chosen = choice.index if choice is not None and choice.index else None
    best = next((step.quality for step in run if isinstance(step, CandidateStep)
                 and step.index == chosen and step.quality is not None), None)
    found = False
    for step in run:
        if isinstance(step, CandidateStep):
            total += 1
            if step.criterion:
                failed[step.criterion] += 1
            elif step.index == chosen and not found:
                found = True
            elif step.quality is None:
                accepted += 1  # a procedure without quality criteria accepted it
            else:
                worse[_first_worse(step.quality or (), best or ())] += 1
        elif isinstance(step, CandidateCountStep):
            counted = sum(step.by_criterion.values())
            span = step.last - step.first + 1 if step.last else counted
            total += span
            uncounted += max(span - counted, 0)
            for code, count in step.by_criterion.items():
                if code == ACCEPTED:
                    accepted += count
                else:
                    (worse if _quality(code) else failed)[code] += count
    if chosen is not None and not found:
        total += 1  # the chosen candidate, past the limit of the count
        found = True
    return CandidateCounts(total, dict(failed), dict(worse), uncounted,
                           chosen if found else None, accepted)


def counts_said(counts: CandidateCounts, words: Callable[[str], str]) -> str:
    """The counts in a few sentences, each criterion named in ``words`` (its code ->
    what it means)."""
    def counted(count: int, code: str) -> str:
        said = words(code)
        return f"{count} by {code}" + (f" ({said})" if said else "")

    def ranked(by: dict[str, int]) -> list[tuple[str, int]]:
        return sorted(by.items(), key=lambda kv: -kv[1])

    text = f"{counts.total} candidates. "
    rejected = sum(counts.failed.values())
    if rejected:
        text += f"{rejected} fail: " + ", ".join(
            counted(count, code) for code, count in ranked(counts.failed)) + ". "
    if counts.worse:
        text += (f"{sum(counts.worse.values())} meet C1-C5 but the chosen one is better: "
                 + ", ".join(counted(count, code) if code != ORDER
                             else f"{count} as good but generated later"
                             for code, count in ranked(counts.worse)) + ". ")
    if counts.accepted:
        text += (f"{counts.accepted} accepted by the procedure (the one kept, or given up "
                 f"later for the brackets below). ")
    if counts.uncounted:
        text += f"{counts.uncounted} past the limit of the count, not judged one by one. "
    if counts.chosen is not None:
        text += f"Candidate {counts.chosen} is chosen."
    return text.rstrip()
