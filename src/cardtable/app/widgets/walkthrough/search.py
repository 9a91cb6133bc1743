"""The search of the simplified Swiss and SwissBG on the cards: the player looking for
an opponent, and their possible opponents in the order the rules try them, each marked
as the search goes: ✗ not legal (a rematch, a forbidden pair, a third colour), ↶ legal
but undone (the rest could not be paired: the hand procedure backtracks); the one the
step is about is ``current``.
Read from the trace's search steps (``search-order``, ``rejected``, ``backtrack``);
headless."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from cardtable.trace.steps import BoardsStep, ByeStep, ChoiceStep, ColourStep, PileStep, Step
from cardtable.trace.search_steps import BacktrackStep, PassedOverStep, SearchOrderStep

#: Marks of an opponent in the search: (glyph, what happened).
REJECTED, UNDONE = "✗", "↶"


@dataclass(frozen=True, slots=True)
class Search:
    """One player's search at a step: ``marks`` maps an opponent to its mark."""

    pair: int
    player: int
    order: tuple[int, ...]
    marks: dict[int, str]
    current: int | None


def search_at(steps: Sequence[Step], index: int) -> Search | None:
    """The search under way at step ``index``: the last ``search-order`` note before
    it (None when a pair was formed or a pile laid out since, or there is none)."""
    marks: dict[int, str] = {}
    current = None
    for at in range(index, -1, -1):
        step = steps[at]
        if isinstance(step, (ChoiceStep, PileStep, ByeStep, ColourStep, BoardsStep)):
            return None
        if isinstance(step, SearchOrderStep):
            return Search(step.pair, step.player, step.order, marks, current)
        if isinstance(step, PassedOverStep) and step.opponent not in marks:
            marks[step.opponent] = UNDONE if isinstance(step, BacktrackStep) else REJECTED
            if at == index:
                current = step.opponent
    return None
