"""Try it yourself: the learner pairs the round by picking cards — the S1 card, then
its opponent (White first; ``c`` turns a board's colours; ``b`` gives the PAB) — and
submits. Each board is marked ✓/✗, and the first difference is explained with the rule
that decides it, exactly as ``cardtable exercise check`` does. Opened from the
walkthrough at a bracket, the boards of the brackets before it are laid out as the
engine made them. ``w`` returns to the walkthrough: the engine's own way."""

from __future__ import annotations

from weakref import WeakKeyDictionary

from textual import work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from cardtable.model import Tournament
from cardtable.systems import Pairing
from cardtable.systems.exercise import Marking, has_colours, mark
from cardtable.trace import CardView, ChoiceStep, PileStep, Step

from ..widgets.cards.card_line import card_line
from ..widgets.try_it.answer import Answer
from ..widgets.try_it.boards import AnswerBoards
from .base import CardtableScreen

#: right and tried, per app session
_SCORES: WeakKeyDictionary[App, tuple[int, int]] = WeakKeyDictionary()

_CARD_WIDTH = 44


def laid_out(pairing: Pairing, done: tuple[Step, ...]) -> Answer:
    """The engine's boards of the brackets already walked through (``done``: the
    steps before the walkthrough's current one), with their final colours."""
    final = {frozenset(b): b for b in pairing.boards}
    boards = tuple(final[frozenset(p)] for s in done if isinstance(s, ChoiceStep)
                   for p in s.pairs if frozenset(p) in final)
    return Answer(tuple(dict.fromkeys(boards)))


class TryItScreen(CardtableScreen):
    """Pair round ``pairing.round`` of ``before`` by hand; ``pairing`` is the
    engine's (with its trace), ``cards`` the cards of the walkthrough."""

    CSS_PATH = "try_it.tcss"
    BINDINGS = [
        Binding("enter", "pick", "Pick card", show=False),
        Binding("c", "turn", "Colours"),
        Binding("b", "pab", "PAB"),
        Binding("x", "remove", "Take off"),
        Binding("s", "submit", "Submit"),
        Binding("w", "engine", "Engine's way"),
        Binding("r", "again", "Start again", show=False),
    ]

    def __init__(self, pairing: Pairing, before: Tournament, cards: dict[int, CardView],
                 done: tuple[Step, ...] = ()):
        super().__init__()
        self.pairing = pairing
        self.before = before
        self.colours = has_colours(before.settings.system)
        present = {p for b in pairing.boards for p in b} | ({pairing.pab} - {None})
        steps = pairing.trace.steps if pairing.trace is not None else ()
        piled = [c.start_no for s in steps if isinstance(s, PileStep) for c in s.cards]
        self.order = [p for p in piled if p in present] or sorted(present)  # type: ignore
        self.cards = cards
        self.start = laid_out(pairing, done)
        self.answer = self.start
        self.marking: Marking | None = None

    def compose_body(self) -> ComposeResult:
        with Horizontal(id="try-table"):
            yield OptionList(id="try-cards")
            with Vertical(id="try-side"):
                yield AnswerBoards(id="try-boards")
        yield Static(id="try-verdict")

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#try-cards").border_title = "Cards · enter picks S1, then opponent"
        self.query_one("#try-side").border_title = "Your boards"
        self._refresh()
        first = next((i for i, p in enumerate(self.order) if not self.answer.placed(p)), 0)
        self.query_one(OptionList).highlighted = first

    def show(self, tournament: Tournament) -> None:
        self.sub_title = f"Try it yourself · round {self.pairing.round}"

    # -- the learner's moves -----------------------------------------------------------
    @property
    def _current(self) -> int | None:
        index = self.query_one(OptionList).highlighted
        return None if index is None else self.order[index]

    def _change(self, answer: Answer) -> None:
        self.answer = answer
        self.marking = None
        self._refresh()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick()

    def action_pick(self) -> None:
        if self._current is not None:
            self._change(self.answer.pick(self._current))
            self._next_free()

    def action_turn(self) -> None:
        if self.colours:
            self._change(self.answer.turn(self._current))

    def action_pab(self) -> None:
        if self._current is not None:
            self._change(self.answer.give_pab(self._current))
            self._next_free()

    def action_remove(self) -> None:
        if self._current is not None:
            self._change(self.answer.remove(self._current))

    def action_again(self) -> None:
        self._change(self.start)

    def action_engine(self) -> None:
        self.dismiss()

    def _next_free(self) -> None:
        cards = self.query_one(OptionList)
        here = cards.highlighted or 0
        later = [i for i in range(len(self.order))
                 if i > here and not self.answer.placed(self.order[i])
                 and self.order[i] != self.answer.waiting]
        if later:
            cards.highlighted = later[0]

    # -- marking -----------------------------------------------------------------------
    def action_submit(self) -> None:
        left = [p for p in self.order if not self.answer.placed(p)]
        if left:
            self.notify(f"Not yet placed: {', '.join(map(str, left))}", severity="warning")
            return
        answer = Pairing(self.pairing.round, self.answer.boards, self.answer.pab)
        self._mark(answer)

    @work(thread=True, exclusive=True, group="try-it")
    def _mark(self, answer: Pairing) -> None:
        marking = mark(self.before, self.pairing.round, answer, self.pairing)
        self.app.call_from_thread(self._marked, marking)

    def _marked(self, marking: Marking) -> None:
        self.marking = marking
        right, tried = _SCORES.get(self.app, (0, 0))
        _SCORES[self.app] = (right + marking.right, tried + 1)
        self._refresh()

    def _marks(self) -> dict[object, bool] | None:
        if self.marking is None:
            return None
        rules = set(self.pairing.boards)
        unordered = {frozenset(b) for b in rules}
        marks: dict[object, bool] = {
            b: (b in rules) if self.colours else (frozenset(b) in unordered)
            for b in self.answer.boards}
        marks["PAB"] = self.answer.pab == self.pairing.pab
        return marks

    # -- showing -------------------------------------------------------------------------
    def _refresh(self) -> None:
        cards = self.query_one(OptionList)
        highlighted = cards.highlighted
        cards.clear_options()
        cards.add_options([Option(self._card(p), id=str(p)) for p in self.order])
        if highlighted is not None:
            cards.highlighted = highlighted
        self.query_one(AnswerBoards).show(self.answer, self._marks(), colours=self.colours)
        self.query_one("#try-verdict", Static).update(self._verdict())

    def _card(self, player: int) -> Content:
        card = self.cards[player]
        board = self.answer.board_of(player)
        if self.answer.waiting == player:
            return card_line(card, _CARD_WIDTH, marker="▸", style="bold $text-accent",
                             suffix="S1")
        if board is not None:
            return card_line(card, _CARD_WIDTH, style="$foreground-muted",
                             suffix=f"bd {board + 1}")
        if self.answer.pab == player:
            return card_line(card, _CARD_WIDTH, style="$foreground-muted", suffix="PAB")
        return card_line(card, _CARD_WIDTH)

    def _verdict(self) -> Content:
        right, tried = _SCORES.get(self.app, (0, 0))
        score = Content.styled(f"Score this session: {right} of {tried} right",
                               "$foreground-muted")
        marking = self.marking
        if marking is None:
            left = sum(1 for p in self.order if not self.answer.placed(p))
            hint = (f"{left} card{'s' if left != 1 else ''} to place · s submits"
                    if left else "every card placed · s submits")
            return Content.assemble(hint, "\n", score)
        if marking.right:
            return Content.assemble(("✓ Right: the pairs, the colours and the PAB are the "
                                     "rules'.", "bold $text-success"), "\n", score)
        first = marking.first
        text = (f"✗ First difference ({first.where}), by {first.rule}: {first.text}"
                if first is not None else "✗ Your pairing differs from the rules'.")
        return Content.assemble((text, "bold $text-error"), "\n",
                                "w: the engine's own way · r: start again · ", score)
