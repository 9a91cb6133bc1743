"""Try it yourself: the learner pairs the round by picking cards — the S1 card, then
its opponent (White first; ``c`` turns a board's colours; ``b`` gives the PAB) — and
submits. Each board is marked ✓/✗ (``✗ colours`` with its rule when only the colours
differ), the first difference is explained with the rule that decides it and every
other one is listed in the order of the procedure, exactly as ``cardtable exercise
check`` does. Opened from the walkthrough at a bracket after the first, they pair
that bracket (the cards they leave unpaired float down), the boards of the brackets
above laid out as the engine made them, and are judged up to that bracket; opened at
the start, the whole round. ``w`` returns to the walkthrough: the engine's own way."""

from __future__ import annotations

from weakref import WeakKeyDictionary

from textual import events, work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from cardtable.model.tournament import Tournament
from cardtable.systems.base import Pairing
from cardtable.systems.exercise import Marking, bracket_task, has_colours, mark, round_task
from cardtable.trace.steps import CardView, Step

from ..widgets.cards.card_line import CardColumns, card_line
from ..widgets.try_it.answer import Answer
from ..widgets.try_it.boards import RIGHT, WRONG, AnswerBoards
from ..widgets.walkthrough.boards import short_rule
from .base import CardtableScreen

#: right and tried, per app session
_SCORES: WeakKeyDictionary[App[None], tuple[int, int]] = WeakKeyDictionary()

#: the widest card line; narrower where the list is narrower
_CARD_WIDTH = 60


class TryItScreen(CardtableScreen):
    """Pair round ``pairing.round`` of ``before`` by hand; ``pairing`` is the
    engine's (with its trace), ``cards`` the cards of the walkthrough, ``done`` the
    steps the walkthrough has shown, ``bracket`` the bracket open in it (0: none)."""

    CSS_PATH = "try_it.tcss"
    BINDINGS = [
        Binding("enter", "pick", "Pick card", show=False),
        Binding("c", "turn", "Colours"),
        Binding("b", "pab", "PAB"),
        Binding("x", "remove", "Take off"),
        Binding("s", "submit", "Submit"),
        Binding("w", "engine", "Engine's way"),
        Binding("v", "read", "Read the verdict (↑↓ scroll it, v again: the cards)",
                show=False),
        Binding("r", "again", "Start again", show=False),
    ]

    def __init__(self, pairing: Pairing, before: Tournament, cards: dict[int, CardView],
                 done: tuple[Step, ...] = (), bracket: int = 0):
        super().__init__()
        self.pairing = pairing
        self.before = before
        self.colours = has_colours(before.settings.system)
        # after the first bracket: that bracket alone; else the round (the rest of it)
        self.assignment = (bracket_task(pairing, bracket) if bracket > 1 else None) \
            or round_task(pairing, done)
        self.order = list(self.assignment.players)
        self.cards = cards
        most = len(self.assignment.given) + len(self.order) // 2  # the highest board number
        self.columns = CardColumns.of([cards[p] for p in self.order if p in cards],
                                      ("PAB", f"bd {most}"))
        fixed = len(self.assignment.given) if self.assignment.bracket else 0
        self.start = Answer(self.assignment.given, fixed=fixed)
        self.answer = self.start
        self.marking: Marking | None = None
        #: a move that waits for the learner's second word: the card whose board a
        #: second pick takes apart, or "submit" for an answer with nothing placed
        self.confirming: int | str | None = None

    def compose_body(self) -> ComposeResult:
        with Horizontal(id="try-table"):
            yield OptionList(id="try-cards")
            with Vertical(id="try-side"):
                yield AnswerBoards(id="try-boards")
        with VerticalScroll(id="try-verdict"):
            yield Static(id="try-verdict-text")

    def on_mount(self) -> None:
        super().on_mount()
        what = f"Bracket {self.assignment.bracket}" if self.assignment.bracket else "Cards"
        self.query_one("#try-cards").border_title = f"{what} · enter picks S1, then opponent"
        self.query_one("#try-side").border_title = "Your boards"
        self._refresh()
        first = next((i for i, p in enumerate(self.order) if not self.answer.placed(p)), 0)
        self.query_one(OptionList).highlighted = first
        self.query_one(OptionList).focus()

    def show(self, tournament: Tournament) -> None:
        bracket = f" · bracket {self.assignment.bracket}" if self.assignment.bracket else ""
        self.sub_title = f"Try it yourself · round {self.pairing.round}{bracket}"
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No colours key for a system without colours (backgammon)."""
        return self.colours or action != "turn"

    # -- the learner's moves -----------------------------------------------------------
    @property
    def _current(self) -> int | None:
        index = self.query_one(OptionList).highlighted
        return None if index is None else self.order[index]

    def _change(self, answer: Answer) -> None:
        self.answer = answer
        self.marking = None
        self.confirming = None
        self._refresh()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick()

    def action_pick(self) -> None:
        player = self._current
        if player is None:
            return
        board = self.answer.board_of(player)
        if board is not None and board >= self.answer.fixed and self.confirming != player:
            white, black = self.answer.boards[board]
            self.confirming = player
            self.notify(f"{player} is on board {board + 1} ({white}-{black}): enter again "
                        f"takes that board apart", severity="warning")
            return
        self._change(self.answer.pick(player))
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
        """Start again, the cards' list focused on the first free card (enter picks)."""
        self._change(self.start)
        cards = self.query_one(OptionList)
        cards.highlighted = next(
            (i for i, p in enumerate(self.order) if not self.answer.placed(p)), 0)
        cards.focus()

    def action_engine(self) -> None:
        self.dismiss()

    def action_read(self) -> None:
        """Move to the verdict (the arrows scroll it) and back to the cards."""
        verdict = self.query_one("#try-verdict")
        (self.query_one(OptionList) if verdict.has_focus else verdict).focus()

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
        if self.answer.waiting is not None:
            self.notify(f"{self.answer.waiting} waits for an opponent: pick one, or pick "
                        f"{self.answer.waiting} again to put the card back",
                        severity="warning")
            return
        left = [p for p in self.order if not self.answer.placed(p)]
        if left and not self.assignment.bracket:
            self.notify(f"Not yet placed: {', '.join(map(str, left))}", severity="warning")
            return
        if self.answer == self.start and self.confirming != "submit":
            # nothing placed: not an attempt, unless the learner means every card to
            # float down (a bracket) and says so by submitting again
            self.confirming = "submit"
            self.notify("Nothing placed yet: pick the cards first (s again submits the "
                        "cards as they are)", severity="warning")
            return
        answer = Pairing(self.pairing.round, self.answer.boards, self.answer.pab)
        self.confirming = None
        self._mark(answer)

    @work(thread=True, exclusive=True, group="try-it", description="mark")
    def _mark(self, answer: Pairing) -> None:
        marking = mark(self.before, self.pairing.round, answer, self.pairing,
                       self.assignment.scope)
        self.app.call_from_thread(self._marked, marking)

    def _marked(self, marking: Marking) -> None:
        self.marking = marking
        right, tried = _SCORES.get(self.app, (0, 0))
        _SCORES[self.app] = (right + marking.right, tried + 1)
        self._refresh()

    def _marks(self) -> dict[object, str] | None:
        """Each of the learner's boards marked: ✓, ✗, or ``✗ colours RULE`` when the
        rules give the other player White; the PAB ✓/✗."""
        marking = self.marking
        if marking is None:
            return None
        rules = set(self.pairing.boards)
        unordered = {frozenset(b) for b in rules}
        marks: dict[object, str] = {}
        for board in self.answer.boards[self.answer.fixed:]:
            if (board in rules) if self.colours else (frozenset(board) in unordered):
                marks[board] = RIGHT
            else:
                turned = marking.colours_of(board)
                marks[board] = (f"{WRONG} colours {short_rule(turned.criterion or '')}"
                                if turned is not None else WRONG)
        marks["PAB"] = RIGHT if self.answer.pab == self.pairing.pab else WRONG
        return marks

    # -- showing -------------------------------------------------------------------------
    def _refresh(self) -> None:
        self._show_cards()
        self.query_one(AnswerBoards).show(self.answer, self._marks(), colours=self.colours)
        if self.has_class("-marked") != (self.marking is not None):
            self.set_class(self.marking is not None, "-marked")
            self.call_after_refresh(self._show_cards)  # the list's height has changed
        self.query_one("#try-verdict-text", Static).update(self._verdict())

    def _show_cards(self) -> None:
        cards = self.query_one(OptionList)
        highlighted = cards.highlighted
        cards.clear_options()
        width = self._width
        cards.add_options([Option(self._card(p, width), id=str(p)) for p in self.order])
        if highlighted is not None:
            cards.highlighted = highlighted

    def on_resize(self, event: events.Resize) -> None:
        self.call_after_refresh(self._show_cards)

    @property
    def _width(self) -> int:
        """The cards' width: the list's, at most :data:`_CARD_WIDTH`."""
        width = self.query_one(OptionList).scrollable_content_region.width - 1
        return min(width, _CARD_WIDTH) if width > 20 else 44

    def _card(self, player: int, width: int) -> Content:
        card, columns = self.cards[player], self.columns
        board = self.answer.board_of(player)
        if self.answer.waiting == player:
            return card_line(card, width, marker="▸", style="bold $text-accent",
                             suffix="S1", columns=columns)
        if board is not None:
            return card_line(card, width, style="$foreground-muted",
                             suffix=f"bd {board + 1}", columns=columns)
        if self.answer.pab == player:
            return card_line(card, width, style="$foreground-muted", suffix="PAB",
                             columns=columns)
        return card_line(card, width, columns=columns)

    def _verdict(self) -> Content:
        right, tried = _SCORES.get(self.app, (0, 0))
        score = Content.styled(f"Score this session: {right} of {tried} right",
                               "$foreground-muted")
        marking = self.marking
        bracket = self.assignment.bracket
        if marking is None:
            left = sum(1 for p in self.order if not self.answer.placed(p))
            if bracket:
                hint = (f"Bracket {bracket}: pair its {len(self.order)} cards; those left "
                        f"unpaired float down" + (" (or take the PAB, b)" if self.assignment.last
                                                  else "")
                        + ". Judged: this bracket, its downfloaters and its boards' "
                        "colours; the boards above are the engine's, the brackets below "
                        "are not judged · s submits")
            else:
                hint = (f"{left} card{'s' if left != 1 else ''} to place · s submits"
                        if left else "every card placed · s submits")
            return Content.assemble(hint, "\n", score)
        if marking.right:
            what = (f"bracket {bracket}'s pairs, its downfloaters and its boards' colours "
                    f"are the rules' (the brackets below are not judged)" if bracket else
                    ("the pairs, the colours and the PAB are the rules'" if self.colours
                     else "the pairs and the bye are the rules'"))
            return Content.assemble((f"✓ Right: {what}.", "bold $text-success"), "\n",
                                    score)
        first = marking.first
        text = (f"✗ First difference ({first.where}), by {first.rule}: {first.text}"
                if first is not None else "✗ Your pairing differs from the rules'.")
        lines = [Content.styled(text, "bold $text-error")]
        if bracket:
            lines.append(Content.styled(f"Judged: bracket {bracket}, its downfloaters and "
                                        f"its boards' colours; the brackets below are not "
                                        f"judged.", "$foreground-muted"))
        if len(marking.others) > 1:  # one alone is the first difference
            lines.append(Content.styled("Every difference, in the order of the procedure:",
                                        "bold"))
            lines += [Content(f" · {d.line}") for d in marking.others]
        lines.append(Content.assemble("w: the engine's own way · r: start again · v: "
                                      "read on · ", score))
        return Content("\n").join(lines)
