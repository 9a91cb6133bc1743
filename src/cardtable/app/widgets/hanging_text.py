"""Plain text whose long lines wrap with a hanging indent: the continuation of a
line starts further right than the line itself, so that a wrapped line is never read as
a new one (the tie-break explanation of a player's card at 80 columns)."""

from __future__ import annotations

import textwrap

from textual.content import Content
from textual.geometry import Size
from textual.reactive import reactive
from textual.widget import Widget

#: How much further right than its line a continuation starts.
HANGING = 8


class HangingText(Widget):
    """``text`` wrapped to the widget's width, each continuation indented."""

    DEFAULT_CSS = """
    HangingText {
        height: auto;
    }
    """

    text: reactive[str] = reactive("", layout=True)
    """The text shown."""

    def render(self) -> Content:
        return Content("\n".join(self._lines(self.size.width)))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._lines(width))

    def _lines(self, width: int) -> list[str]:
        lines: list[str] = []
        for line in self.text.splitlines():
            indent = len(line) - len(line.lstrip(" "))
            lines += textwrap.wrap(line, max(width, 2 * HANGING),
                                   subsequent_indent=" " * (indent + HANGING)) or [""]
        return lines
