"""The score-group piles on the table, each a stack of cards: the pile being paired is
marked, paired cards recede with their opponent's number, floaters lie on top of the
next pile down with an arrow, the PAB is marked. Only the cards in view are drawn."""

from __future__ import annotations

from typing import Any

from textual.containers import VerticalScroll
from textual.geometry import Size
from textual.content import Content
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Static

from ..cards.card_line import card_line
from ..lines import line_strip
from .scene import CardState, PiledCard, Pile

#: How a card looks in each state: (style, marker).
_LOOK = {
    CardState.WAITING: ("", " "),
    CardState.IN_BRACKET: ("bold $text-accent", "▸"),
    CardState.PAIRED: ("$foreground-disabled", " "),
    CardState.MDP: ("italic $text-warning", "↓"),
    CardState.PAB: ("bold $text-success", " "),
}


def _title(pile: Pile) -> str:
    count = len(pile.cards)
    return f"score {pile.score} · {count} card{'s' if count != 1 else ''}"


class PileBox(Widget):
    """One pile, its cards top to bottom."""

    pile: reactive[Pile | None] = reactive(None)
    """The pile shown."""

    def __init__(self, pile: Pile):
        super().__init__()
        self.set_reactive(PileBox.pile, pile)
        self.border_title = _title(pile)

    def watch_pile(self, old: Pile | None, pile: Pile | None) -> None:
        """A new card state redraws the pile; another number of cards lays it out."""
        if pile is not None:
            self.border_title = _title(pile)
            if old is None or len(old.cards) != len(pile.cards):
                self.refresh(layout=True)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """One line a card (one for an empty pile), whatever was rendered before."""
        return max(len(self.pile.cards), 1) if self.pile is not None else 1

    def render_line(self, y: int) -> Strip:
        """Line ``y`` of the pile: only the lines in view are drawn (a pile of 5 000
        cards costs no more per step than one of ten)."""
        width = self.size.width
        pile = self.pile
        if pile is None or y >= max(len(pile.cards), 1):
            return Strip.blank(width, self.visual_style.rich_style)
        if not pile.cards:
            return line_strip(self, Content.styled("every card moved down",
                                                   "italic $foreground-muted"), width)
        return line_strip(self, self._line(pile.cards[y], max(width, 10)), width)

    @staticmethod
    def _line(piled: PiledCard, width: int) -> Content:
        style, marker = _LOOK[piled.state]
        if piled.moved:
            marker = "↓"
        suffix = ""
        if piled.state is CardState.PAIRED and piled.partner is not None:
            suffix = f"–{piled.partner}"
        elif piled.state is CardState.PAB:
            suffix = "PAB"
        return card_line(piled.card, width, style=style, marker=marker, suffix=suffix)


def outside_text(step: Any) -> Content:
    """The players the round leaves out, with the reason, and the forbidden pairs
    (the trace's ``outside`` step), one line each."""
    lines = [Content(f"{sn} {name}: {reason}") for sn, name, reason in step.players]
    lines += [Content.styled("may not meet: " + " · ".join(map(str, group)),
                             "$text-warning") for group in step.forbidden]
    return Content("\n").join(lines)


class OutsideBox(Static):
    """Beside the piles: who is not paired this round and why (C.04.1, C.04.2), and
    the forbidden pairs."""

    def __init__(self, step: Any):
        super().__init__(outside_text(step), id="outside")
        self.border_title = "outside the piles"


class PilesView(VerticalScroll, can_focus=False):
    """Every pile laid out so far, the current one scrolled into view."""

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id)
        self._current: str | None = None

    def show(self, piles: tuple[Pile, ...], current: str | None) -> None:
        """Lay out ``piles``; the pile of score ``current`` (the open bracket's) is
        marked and scrolled into view."""
        boxes = list(self.query(PileBox))
        for box in boxes[len(piles):]:
            box.remove()
        for box, pile in zip(boxes, piles):
            box.pile = pile
        new = [PileBox(pile) for pile in piles[len(boxes):]]
        if new:
            self.mount_all(new)
        boxes = boxes[:len(piles)] + new
        for box, pile in zip(boxes, piles):
            box.set_class(pile.score == current, "-current")
        marked = next((box for box, pile in zip(boxes, piles) if pile.score == current), None)
        if marked is not None and current != self._current:
            self.call_after_refresh(self.scroll_to_widget, marked, animate=False, top=True)
        self._current = current
