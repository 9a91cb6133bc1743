"""The walkthrough headless: a round's scene model built from the engine's trace as
the walkthrough screen builds it (its summaries included), for the tests of what its
views show; no app, no Pilot."""

from __future__ import annotations

from cardtable.app.core import pairing_with_trace
from cardtable.app.widgets.walkthrough.scene import Script
from cardtable.app.widgets.walkthrough.summary import summarised
from cardtable.model.tournament import Tournament
from cardtable.systems.registry import descriptor


def walkthrough(tournament: Tournament, round_no: int | None = None) -> Script:
    """The walkthrough of ``round_no`` (default: the next round)."""
    words = descriptor(tournament.settings.system).walkthrough.criterion_words
    trace = pairing_with_trace(tournament, round_no or tournament.next_round).trace
    assert trace is not None
    return Script(summarised(trace.steps, words), words=words)
