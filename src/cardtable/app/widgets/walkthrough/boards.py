"""The boards of the walkthrough: the list with colours and the article that decided
them, and the one-line strip of the boards made so far."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from cardtable.trace import CardView

from ..cards.card_line import card_line
from .scene import Board


def _short_rule(article: str) -> str:
    """``5.2.1`` for ``C.04.3 5.2.1``, ``Annex 1`` for ``C.05 Annex 1``."""
    return article.removeprefix("C.04.3 ").removeprefix("C.05 ")


class BoardsView(Widget):
    """One board per line: number (once the list is final), White, Black, the colour
    rule. The board of the current colour step is marked."""

    boards: reactive[tuple[Board, ...]] = reactive((), layout=True)
    """The boards shown."""

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id)
        self.cards: dict[int, CardView] = {}
        self.current: frozenset[int] = frozenset()
        self.numbered = False

    def show(self, boards: tuple[Board, ...], cards: dict[int, CardView], *,
             current: frozenset[int] = frozenset(), numbered: bool = False) -> None:
        self.cards, self.current, self.numbered = cards, current, numbered
        self.boards = boards
        self.refresh(layout=True)

    def render(self) -> Content:
        width = max(self.size.width, 30)
        rule_width = 8 if width >= 60 else 0
        side = (width - 5 - 3 - rule_width) // 2
        head = Content.styled(f"{'Board' if self.numbered else '':<5}{'White':<{side + 3}}"
                              f"{'Black':<{side}}{'rule':>{rule_width}}"[:width],
                              "$foreground-muted")
        return Content("\n").join([head, *(self._line(number, board, side, rule_width)
                                           for number, board in enumerate(self.boards,
                                                                          start=1))])

    def _line(self, number: int, board: Board, side: int, rule_width: int) -> Content:
        head = f"{number:>4} " if self.numbered else "     "
        join = " – " if board.coloured else " · "
        rule = _short_rule(board.rule)[:rule_width - 1].rjust(rule_width)
        line = Content.assemble(head, self._card(board.white, side), join,
                                self._card(board.black, side), rule if rule_width else "")
        if frozenset((board.white, board.black)) == self.current:
            return line.stylize_before("bold $text-accent")
        return line if board.coloured else line.stylize_before("$foreground-muted")

    def _card(self, start_no: int, width: int) -> Content:
        card = self.cards.get(start_no)
        if card is None:
            return Content(f"{start_no:>4}".ljust(width))
        return card_line(card, width, marker="")


class BoardsStrip(Widget):
    """The boards made so far on one line: ``7–2`` once colours are given (White
    first), ``1·3`` before; then the PAB."""

    boards: reactive[tuple[Board, ...]] = reactive(())
    """The boards so far."""
    pab: reactive[int | None] = reactive(None)
    """The player given the pairing-allocated bye, once given."""

    def render(self) -> Content:
        parts: list[tuple[str, str] | str] = [("Boards ", "bold")]
        if not self.boards and self.pab is None:
            parts.append(("none yet", "$foreground-muted"))
        for board in self.boards:
            if board.coloured:
                parts.append(f"{board.white}–{board.black}  ")
            else:
                parts.append((f"{board.white}·{board.black}  ", "$foreground-muted"))
        if self.pab is not None:
            parts.append((f"PAB {self.pab}", "bold $text-success"))
        return Content.assemble(*parts)
