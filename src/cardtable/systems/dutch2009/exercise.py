"""What a round of the 2009 FIDE rating-based Swiss exercises, read from the
procedure's trace."""

from __future__ import annotations

from collections.abc import Sequence

from ...model.tournament import Tournament
from ...trace.steps import BracketStep, CandidateStep, ChoiceStep, FloatStep, Step, Trace
from ..features import Features, colour_conflict
from .steps import PenultimateStep


def _taken_at(steps: Sequence[Step]) -> set[str]:
    """The 2009 steps (C.6, C.7 transposition, C.8 exchange) at which each bracket's
    pairing was found: the article of the last candidate before each choice."""
    taken: set[str] = set()
    last: str | None = None
    for step in steps:
        if isinstance(step, CandidateStep):
            last = step.article
        elif isinstance(step, ChoiceStep) and last is not None:
            taken.add(last)
            last = None
    return taken


def features(tournament: Tournament, round_no: int, trace: Trace, colours: bool) -> Features:
    """The features of ``trace``, the procedure's trace of round ``round_no`` of
    ``tournament`` (the tournament before that round is paired)."""
    steps = trace.steps
    brackets = [s for s in steps if isinstance(s, BracketStep)]
    taken = _taken_at(steps)
    return Features(
        floater=any(isinstance(s, FloatStep) for s in steps),
        # A.3: a bracket with players moved down, unless at least half moved down
        heterogeneous=any(not b.homogeneous for b in brackets),
        pab=trace.pab is not None,
        colours=colours and colour_conflict(tournament, round_no, trace.boards),
        transposition="C.7" in taken, exchange="C.8" in taken,
        collapsed=any(isinstance(s, PenultimateStep) for s in steps))
