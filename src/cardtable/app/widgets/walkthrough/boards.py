"""The boards of the walkthrough: the list with colours and the article that decided
them, and the one-line strip of the boards made so far."""

from __future__ import annotations

from textual.content import Content
from textual.geometry import Region
from textual.reactive import reactive
from textual.widget import Widget

from cardtable.trace.steps import CardView

from ..cards.card_line import CardColumns, card_line
from ..lines import LineList
from .table import Board
from ....model.numerals import is_digits


def short_rule(article: str) -> str:
    """The rule that gave the colours, in the column's few characters: ``5.2.1`` for
    ``C.04.3 5.2.1``, ``Annex 1`` for ``C.05 Annex 1``, ``rule 2`` for the simplified
    Swiss's colour rule 2, ``by lot`` for its first round."""
    if is_digits(article):
        return f"rule {article}"
    if article == "round 1":
        return "by lot"
    return article.removeprefix("C.04.3 ").removeprefix("C.05 ")


class BoardsView(LineList):
    """One board per line: number (once the list is final), White, Black, the colour
    rule (a system without colours: two players, no rule); a heading line first, the
    pairing-allocated bye last. The board of the current colour step is marked and
    kept in view."""

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id)
        self.boards: tuple[Board, ...] = ()
        self.cards: dict[int, CardView] = {}
        self.current: frozenset[int] = frozenset()
        self.numbered = False
        self.pab: int | None = None
        self.columns = CardColumns()
        self.colours = True
        self._rows: tuple[tuple[int, int], ...] = ()
        self._rows_of: tuple[Board, ...] = ()  # the boards they were made for

    def show(self, boards: tuple[Board, ...], cards: dict[int, CardView], *,
             current: frozenset[int] = frozenset(), numbered: bool = False,
             pab: int | None = None, colours: bool = True) -> None:
        if cards is not self.cards:
            self.columns = CardColumns.of(cards.values())
        self.boards, self.cards, self.current, self.numbered = boards, cards, current, numbered
        self.pab, self.colours = pab, colours
        self.changed()
        at = next((i for i, (b, _) in enumerate(self.rows)
                   if frozenset((boards[b].white, boards[b].black)) == current), None)
        if at is not None:
            self.scroll_to_region(Region(0, at + 1, 1, 1), animate=False, immediate=True)

    @property
    def rows(self) -> tuple[tuple[int, int], ...]:
        """(board, game) per line after the heading: a match of two games (a
        Double-Swiss match) on two lines, game 2 with the colours reversed. Made once
        for each list of boards, not at each line drawn (5 000 boards)."""
        if self._rows_of is not self.boards:
            self._rows = tuple((at, game) for at, board in enumerate(self.boards)
                               for game in range(1, (board.games if board.coloured
                                                     else 1) + 1))
            self._rows_of = self.boards
        return self._rows

    @property
    def line_count(self) -> int:
        return len(self.rows) + 1 + (self.pab is not None)

    def line(self, index: int, width: int) -> Content:
        rule_width = 8 if width >= 44 and self.colours else 0
        side = (max(width, 30) - 5 - 3 - rule_width) // 2
        rows = self.rows
        if index == 0:
            first, second = ("White", "Black") if self.colours else ("Player", "Player")
            rule = "colours".rjust(rule_width) if rule_width else ""
            return Content.styled(f"{'Bd' if self.numbered else '':>4}  {first:<{side + 2}}"
                                  f"{second:<{side}}{rule}"[:width], "$foreground-muted")
        if index > len(rows):
            assert self.pab is not None
            return Content.assemble(" PAB ", self._card(self.pab, side).stylize_before(
                "bold $text-success"), "   pairing-allocated bye")
        at, game = rows[index - 1]
        board = self.boards[at]
        head = (f"{at + 1:>4} " if self.numbered and game == 1 else
                " g2  " if game == 2 else "     ")
        join = " – " if board.coloured else " · "
        white, black = (board.white, board.black) if game == 1 else (board.black,
                                                                       board.white)
        said = short_rule(board.rule) if game == 1 else "game 2"
        rule = said[:rule_width - 1].rjust(rule_width)
        line = Content.assemble(head, self._card(white, side), join,
                                self._card(black, side), rule if rule_width else "")
        if frozenset((board.white, board.black)) == self.current:
            return line.stylize_before("bold $text-accent")
        return line if board.coloured else line.stylize_before("$foreground-muted")

    def _card(self, start_no: int, width: int) -> Content:
        card = self.cards.get(start_no)
        if card is None:
            return Content(f"{start_no:>4}".ljust(width))
        return card_line(card, width, marker="", columns=self.columns)


class BoardsStrip(Widget):
    """The boards made so far on one line: ``7–2`` once colours are given (White
    first), ``1·3`` before; then the PAB."""

    boards: reactive[tuple[Board, ...]] = reactive(())
    """The boards so far."""
    pab: reactive[int | None] = reactive(None)
    """The player given the pairing-allocated bye, once given."""

    def render(self) -> Content:
        """As many of the latest boards as fit, after ``…`` when some do not."""
        if not self.boards and self.pab is None:
            return Content.assemble(("Boards ", "bold"), ("none yet", "$foreground-muted"))
        room = self.size.width - len("Boards … ")
        tail: list[tuple[str, str]] = []
        if self.pab is not None:
            tail.append((f"PAB {self.pab}", "bold $text-success"))
            room -= len(tail[0][0])
        shown: list[tuple[str, str]] = []
        for board in reversed(self.boards):
            text = f"{board.white}{'–' if board.coloured else '·'}{board.black}  "
            if len(text) > room:
                break
            shown.append((text, "" if board.coloured else "$foreground-muted"))
            room -= len(text)
        more = "… " if len(shown) < len(self.boards) else ""
        return Content.assemble(("Boards ", "bold"), more, *reversed(shown), *tail)
