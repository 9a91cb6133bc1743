"""What game 1 of a Double-Swiss match exercises (``cardtable exercise``), read from
the engine's typed trace: an upfloater pulled up into a bracket (art. 1.3.2, 3.5), the
PAB (art. 3.4), a pairing identifier rejected before the one taken (art. 3.6.4: the
first identifier does not comply). The colours of art. 4 follow from the histories
alone (no colour preference weighs in the pairing), so no level asks for them."""

from __future__ import annotations

from ...model.tournament import Tournament
from ...trace.steps import Trace
from ..features import Features
from .steps import DoubleBracketStep, IdentifierStep


def features(tournament: Tournament, round_no: int, trace: Trace, colours: bool) -> Features:
    """The features of ``trace``, the engine's trace of round ``round_no`` (game 1 of a
    match) of ``tournament`` (the tournament before that round is paired)."""
    upfloaters = any(s.upfloaters for s in trace.steps if isinstance(s, DoubleBracketStep))
    return Features(floater=upfloaters, heterogeneous=upfloaters,
                    pab=trace.pab is not None,
                    transposition=any(isinstance(s, IdentifierStep) for s in trace.steps))
