"""A titled column of cards, S1 or S2 of the open bracket, or a pile being laid out;
only the lines in view are drawn."""

from __future__ import annotations

from typing import Hashable

from textual.content import Content

from cardtable.trace.steps import CardView

from ..cards.card_line import CardColumns, card_line
from ..lines import LineList
from .layout import Slot, SlotKind

#: How each kind of line looks: (style, marker).
_LOOK = {
    SlotKind.CARD: ("", " "),
    SlotKind.PAIRED: ("bold", "•"),
    SlotKind.FLOATER: ("italic $text-warning", "↓"),
}


class CardColumn(LineList):
    """Cards one per line, each in as much width as the column has."""

    def __init__(self, title: str, *, id: str | None = None):
        super().__init__(id=id)
        self.title = self.border_title = title
        self.slots: tuple[Slot, ...] = ()
        self.cards: dict[int, CardView] = {}
        self.offending: frozenset[int] = frozenset()
        self.moved: frozenset[int] = frozenset()
        self.columns = CardColumns()

    def show(self, title: str, slots: tuple[Slot, ...], cards: dict[int, CardView],
             offending: frozenset[int] = frozenset(),
             moved: frozenset[int] = frozenset()) -> None:
        """``offending``: the cards of the pair that breaks a criterion, marked ✗ in
        the error colour (the glyph shows it in 16 colours and high contrast too);
        ``moved``: the cards an exchange moved between S1 and S2, marked ⇄."""
        if title != self.title:  # a new title redraws every line: only when it changes
            self.title = self.border_title = title
        if (slots, offending, moved) != (self.slots, self.offending, self.moved) or (
                cards is not self.cards):
            if cards is not self.cards:  # the fields of every card of the round
                self.columns = CardColumns.of(cards.values())
                self._drawn.forget()
            self.slots, self.cards, self.offending, self.moved = slots, cards, offending, moved
            self.changed()

    @property
    def line_count(self) -> int:
        return len(self.slots)

    def line_key(self, index: int) -> Hashable:
        """A line shows its slot, marked when offending or moved, in the columns of
        the round's cards."""
        slot = self.slots[index]
        return (slot, slot.start_no in self.offending, slot.start_no in self.moved,
                self.columns)

    def line(self, index: int, width: int) -> Content:
        slot = self.slots[index]
        if slot.kind is SlotKind.HEADING:
            return Content.styled(f"── {slot.text} ".ljust(width, "─"), "$foreground-muted")
        if slot.kind is SlotKind.EMPTY or slot.start_no not in self.cards:
            return Content("" if slot.start_no is None else f"  {slot.start_no:>3}")
        style, marker = _LOOK[slot.kind]
        if slot.start_no in self.offending:
            style, marker = "bold reverse $text-error", "✗"
        elif slot.start_no in self.moved:
            style, marker = "bold $text-accent", "⇄"
        return card_line(self.cards[slot.start_no], width, style=style, marker=marker,
                         columns=self.columns)
