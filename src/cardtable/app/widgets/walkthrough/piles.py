"""The score-group piles on the table, each a stack of cards: the pile being paired is
marked, paired cards recede with their opponent's number, floaters lie on top of the
next pile down with an arrow, upfloaters pulled up under the residents of a higher
pile with ↑, the PAB is marked. Only the cards in view are drawn."""

from __future__ import annotations


from textual.containers import VerticalScroll
from textual.geometry import Size
from textual.content import Content
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from cardtable.trace.steps import OutsideStep

from ..cards.card_line import CardColumns, card_line, short_name
from ..lines import Drawn, line_strip
from .table import CardState, PiledCard, Pile

#: How a card looks in each state: (style, marker).
_LOOK = {
    CardState.WAITING: ("", " "),
    CardState.IN_BRACKET: ("bold $text-accent", "▸"),
    CardState.PAIRED: ("$foreground-disabled", " "),
    CardState.MDP: ("italic $text-warning", "↓"),
    CardState.UPFLOATER: ("bold italic $text-warning", "↑"),
    CardState.PAB: ("bold $text-success", " "),
}


def _title(pile: Pile) -> str:
    count = len(pile.cards)
    return f"score {pile.score} · {count} card{'s' if count != 1 else ''}"


class PileBox(Widget):
    """One pile, its cards top to bottom."""

    pile: reactive[Pile | None] = reactive(None)
    """The pile shown."""

    def __init__(self, pile: Pile, columns: CardColumns):
        super().__init__()
        self.columns = columns
        self._drawn = Drawn()
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
            gone = "every card pulled up" if pile.pulled_up else "every card moved down"
            return line_strip(self, Content.styled(gone,
                                                   "italic $foreground-muted"), width)
        piled = pile.cards[y]
        return self._drawn.strip(self, (piled, self.columns), width,
                                 lambda: self._line(piled, max(width, 10)))

    def _line(self, piled: PiledCard, width: int) -> Content:
        style, marker = _LOOK[piled.state]
        return card_line(piled.card, width, style=style, marker=_marker(piled, marker),
                         suffix=_suffix(piled), columns=self.columns, shared=True)


def _marker(piled: PiledCard, marker: str) -> str:
    """Before the card: ``↑`` pulled up to a higher pile's bracket (an upfloater),
    ``↓`` moved down from a higher pile, else its state's mark."""
    if piled.moved:
        return "↑" if piled.up else "↓"
    return marker


def _suffix(piled: PiledCard) -> str:
    """After the card: its opponent once paired (``–3``), or ``PAB``."""
    if piled.state is CardState.PAIRED and piled.partner is not None:
        return f"–{piled.partner}"
    return "PAB" if piled.state is CardState.PAB else ""


def _widths(pile: Pile) -> CardColumns:
    """The widths of the fields of ``pile``'s cards."""
    return CardColumns.of((c.card for c in pile.cards), (_suffix(c) for c in pile.cards))


#: Lines of the "outside the piles" box (players, forbidden groups) shown above the
#: piles; the rest are counted, so that the piles keep their room at 80×24.
OUTSIDE_SHOWN = 4


def outside_lines(step: OutsideStep, width: int) -> list[Content]:
    """The players the round leaves out and the forbidden pairs (the trace's
    ``outside`` step), one line each in ``width`` cells: number, name (cut to the
    surname where narrow) and the reason as the start list says it (``bye H``, ``out
    after 2``, ``joins in 4``). After :data:`OUTSIDE_SHOWN` lines one line counts the
    others: the legend (``l``) and the step's narration give them all, in words."""
    lines = []
    for left in step.players:
        room = max(width - 4 - len(left.short) - 1, 1)
        lines.append(Content.assemble((f"{left.start_no:>3}", "bold"), " ",
                                      f"{short_name(left.name, room):<{room}} ",
                                      (left.short, "italic")))
    lines += [Content.styled("may not meet: " + " · ".join(map(str, group)),
                             "$text-warning") for group in step.forbidden]
    if len(lines) > OUTSIDE_SHOWN:
        more = len(lines) - OUTSIDE_SHOWN + 1
        lines = lines[:OUTSIDE_SHOWN - 1] + [
            Content.styled(f"… {more} more: l lists all", "italic $text-muted")]
    return lines


class OutsideBox(Widget):
    """Above the piles: who is not paired this round and why (C.04.1 c, C.04.2), and
    the forbidden pairs."""

    def __init__(self, step: OutsideStep):
        super().__init__(id="outside")
        self.step = step
        self.border_title = "outside the piles"

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(outside_lines(self.step, width))

    def render(self) -> Content:
        return Content("\n").join(outside_lines(self.step, max(self.size.width, 10)))


class PilesView(VerticalScroll, can_focus=False):
    """Every pile laid out so far, the current one scrolled into view."""

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id)
        self._current: str | None = None
        self._piles: tuple[Pile, ...] = ()
        self._columns = CardColumns()
        #: each pile shown, by its identity, with the widths of its fields
        self._measured: dict[int, tuple[Pile, CardColumns]] = {}

    def show(self, piles: tuple[Pile, ...], current: str | None) -> None:
        """Lay out ``piles``; the pile of score ``current`` (the open bracket's) is
        marked and scrolled into view."""
        if piles is not self._piles:  # the steps of one layout share its piles
            # every pile in the same columns, so that the cards line up from pile to
            # pile; a pile the step left as it was keeps its widths
            measured = {id(pile): self._measured.get(id(pile)) or (pile, _widths(pile))
                        for pile in piles}
            self._measured = measured
            self._columns = CardColumns.widest(widths for _, widths in measured.values())
            self._piles = piles
        columns = self._columns
        boxes = list(self.query(PileBox))
        for box in boxes[len(piles):]:
            box.remove()
        for box, pile in zip(boxes, piles):
            if box.columns != columns:
                box.columns = columns
                box.refresh()
            box.pile = pile
        new = [PileBox(pile, columns) for pile in piles[len(boxes):]]
        if new:
            self.mount_all(new)
        boxes = boxes[:len(piles)] + new
        for box, pile in zip(boxes, piles):
            box.set_class(pile.score == current, "-current")
        marked = next((box for box, pile in zip(boxes, piles) if pile.score == current), None)
        if marked is not None and current != self._current:
            self.call_after_refresh(self.scroll_to_widget, marked, animate=False, top=True)
        self._current = current
