"""What a walkthrough needs before it is shown, made once from the round's pairing: the
script of its steps with the cards, the widths of the cards' fields, the round's
questions and the step it opens at. The app makes it in the pairing's worker, beside
the trace, so that the screen opens without making it on the keys' path (10 000
players: 0.5-1.5 s on a shared machine)."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.model.history import History
from cardtable.model.points import format_points
from cardtable.model.tournament import Tournament
from cardtable.systems.base import Pairing
from cardtable.systems.registry import descriptor
from cardtable.trace.steps import BracketStep, CardView, OutsideStep

from ..cards.card_line import CardColumns
from .questions import Question, is_candidate, round_questions
from .scene import Script
from .summary import summarised


@dataclass(frozen=True, slots=True)
class Staging:
    """A round's walkthrough, ready to be shown."""

    script: Script
    columns: CardColumns
    """The card fields' widths, shared by every list of cards the stage shows."""
    questions: dict[int, Question]
    """The round's questions by step, as a lecturer asks them."""
    candidates: bool
    """Whether the round walks the 2026 rules' candidates (``s`` skips them)."""
    first: int
    """The step it opens at: the first bracket (the piles on the table, S1 and S2 in
    view); without brackets, the first step after the players outside the piles."""


def stage(pairing: Pairing, before: Tournament) -> Staging:
    """The walkthrough of ``pairing``, made from the tournament ``before`` it."""
    shown = descriptor(before.settings.system).walkthrough
    steps = pairing.trace.steps if pairing.trace is not None else ()
    script = Script(summarised(steps, shown.criterion_words),
                    _fallback_cards(before, pairing.round),
                    shown.criterion_words, shown.table_move)
    first = script.next_of(BracketStep, -1)
    if first is None:
        first = next((i for i, s in enumerate(script.steps)
                      if not isinstance(s, OutsideStep)), 0)
    return Staging(script, CardColumns.of(script.cards.values()),
                   round_questions(script.steps, script.moves),
                   any(is_candidate(s) for s in script.steps), first)


def _fallback_cards(tournament: Tournament, round_no: int) -> dict[int, CardView]:
    """Cards for traces without piles (a round robin): number, name, score."""
    history = History(tournament, round_no - 1)
    return {p.start_no: CardView(p.start_no, p.name,
                                 format_points(history.score(p.start_no), "½"),
                                 "", "", "", True)
            for p in tournament.players}
