"""What a round of the simplified Swiss (and of SwissBG, which pairs by its procedure)
exercises, read from the search's trace: one search down the scoregroups, so a
floater is a board of two scores, a transposition a later opponent taken, an exchange
a backtrack."""

from __future__ import annotations

from ...model.history import History
from ...model.tournament import Tournament
from ...trace.steps import ChoiceStep, Trace
from ...trace.search_steps import BacktrackStep
from ..features import Features, colour_conflict


def _mixed_scores(tournament: Tournament, round_no: int,
                  boards: tuple[tuple[int, int], ...]) -> bool:
    history = History(tournament, round_no - 1)
    return any(history.score(a) != history.score(b) for a, b in boards)


def features(tournament: Tournament, round_no: int, trace: Trace, colours: bool) -> Features:
    """The features of ``trace``, the search's trace of round ``round_no`` of
    ``tournament`` (the tournament before that round is paired)."""
    steps = trace.steps
    choices = [s for s in steps if isinstance(s, ChoiceStep)]
    return Features(floater=_mixed_scores(tournament, round_no, trace.boards),
                    pab=trace.pab is not None,
                    colours=colours and colour_conflict(tournament, round_no, trace.boards),
                    transposition=any(c.index > 1 for c in choices),
                    exchange=any(isinstance(s, BacktrackStep) for s in steps))
