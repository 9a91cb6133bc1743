"""A player's card in the layout of the paper-card procedure: round, opponent, board,
colour, result, total, Buchholz and rank; below it how each of their tie-break values is
made (``standings --explain``); ``[`` and ``]`` turn to the previous and next card."""

from __future__ import annotations

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.reactive import reactive

from cardtable.model.tournament import Tournament

from .. import core
from ..core import CardRound
from ..widgets.cards.paper_card import PaperCard
from ..widgets.hanging_text import HangingText
from .base import CardtableScreen


class PlayerCardScreen(CardtableScreen):
    """One player's card; Buchholz and ranks come from the standings of each round,
    computed in a worker."""

    CSS_PATH = "player_card.tcss"
    BINDINGS = [
        Binding("left_square_bracket", "turn(-1)", "Previous", key_display="["),
        Binding("right_square_bracket", "turn(1)", "Next", key_display="]"),
    ]

    start_no: reactive[int] = reactive(0, init=False, repaint=False)
    """The player whose card is shown."""

    def __init__(self, start_no: int):
        super().__init__()
        self.set_reactive(PlayerCardScreen.start_no, start_no)

    def compose_body(self) -> ComposeResult:
        yield PaperCard(id="card")
        with VerticalScroll(id="explain") as box:
            box.border_title = "How the tie-breaks are made"
            yield HangingText(id="explain-text")

    def watch_start_no(self) -> None:
        self.show(self.tournament)

    def show(self, tournament: Tournament) -> None:
        self.query_one(PaperCard).loading = True
        self._compute(tournament, self.start_no)

    @work(thread=True, exclusive=True, group="card", description="card")
    def _compute(self, tournament: Tournament, start_no: int) -> None:
        rounds = core.paper_card(tournament, start_no)
        explained = core.tiebreak_explanation(tournament, start_no)
        self.app.call_from_thread(self._fill, tournament, start_no, rounds, explained)

    def _fill(self, tournament: Tournament, start_no: int, rounds: tuple[CardRound, ...],
              explained: str) -> None:
        card = self.query_one(PaperCard)
        card.show(tournament.player(start_no), rounds)
        card.loading = False
        self.query_one("#explain-text", HangingText).text = explained

    def action_turn(self, delta: int) -> None:
        numbers = [p.start_no for p in self.tournament.players]
        at = numbers.index(self.start_no) if self.start_no in numbers else 0
        self.start_no = numbers[(at + delta) % len(numbers)]
