"""What a round of the FIDE (Dutch) system exercises, read from the engine's trace."""

from __future__ import annotations

from ...model.tournament import Tournament
from ...trace.steps import BracketStep, ChoiceStep, FloatStep, Trace
from ..features import Features, colour_conflict


def features(tournament: Tournament, round_no: int, trace: Trace, colours: bool) -> Features:
    """The features of ``trace``, the engine's trace of round ``round_no`` of
    ``tournament`` (the tournament before that round is paired)."""
    steps = trace.steps
    choices = [s for s in steps if isinstance(s, ChoiceStep)]
    brackets = [s for s in steps if isinstance(s, BracketStep)]
    return Features(
        floater=any(isinstance(s, FloatStep) for s in steps),
        heterogeneous=any(not b.homogeneous for b in brackets),
        pab=trace.pab is not None,
        colours=colours and colour_conflict(tournament, round_no, trace.boards),
        transposition=any(c.index > 1 and not _exchanged(c) for c in choices),
        exchange=any(_exchanged(c) for c in choices),
        # art. 3.1.2 / C4: a bracket pairs fewer players so that the last one can
        # be paired at all
        collapsed=any(b.possible_pairs for b in brackets))


def _exchanged(choice: ChoiceStep) -> bool:
    """The chosen candidate comes from an exchange (art. 4.3): it moved players."""
    return any(choice.moved)
