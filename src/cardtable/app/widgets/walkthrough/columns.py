"""A titled column of cards: S1 or S2 of the open bracket, or a pile being laid out."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from cardtable.trace import CardView

from ..cards.card_line import card_line
from .layout import Slot, SlotKind

#: How each kind of line looks: (style, marker).
_LOOK = {
    SlotKind.CARD: ("", " "),
    SlotKind.PAIRED: ("bold", "•"),
    SlotKind.FLOATER: ("italic $text-warning", "↓"),
}


class CardColumn(Widget):
    """Cards one per line, each in as much width as the column has."""

    slots: reactive[tuple[Slot, ...]] = reactive((), layout=True)
    """The lines of the column, top to bottom."""

    def __init__(self, title: str, *, id: str | None = None):
        super().__init__(id=id)
        self.border_title = title
        self.cards: dict[int, CardView] = {}

    def show(self, title: str, slots: tuple[Slot, ...], cards: dict[int, CardView]) -> None:
        self.cards = cards
        self.border_title = title
        self.slots = slots

    def render(self) -> Content:
        width = max(self.size.width, 10)
        return Content("\n").join(self._line(slot, width) for slot in self.slots)

    def _line(self, slot: Slot, width: int) -> Content:
        if slot.kind is SlotKind.HEADING:
            return Content.styled(f"── {slot.text} ".ljust(width, "─"), "$foreground-muted")
        if slot.kind is SlotKind.EMPTY or slot.start_no not in self.cards:
            return Content("" if slot.start_no is None else f"  {slot.start_no:>3}")
        style, marker = _LOOK[slot.kind]
        return card_line(self.cards[slot.start_no], width, style=style, marker=marker)
