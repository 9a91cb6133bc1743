"""A scrolling list of lines that renders only the lines in view (Textual's line API):
the S1 and S2 columns of a bracket of 500 cards, or 500 boards, cost no more per step
than ten."""

from __future__ import annotations

from textual.content import Content
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.visual import Visual
from textual.widget import Widget


class LineList(ScrollView, can_focus=False):
    """Subclasses give ``line_count`` and ``line(index, width)``; ``changed()`` after
    what they show has changed redraws the lines in view."""

    @property
    def line_count(self) -> int:
        return 0

    def line(self, index: int, width: int) -> Content:
        raise NotImplementedError

    _width = -1  # the width the lines were last laid out in

    def changed(self) -> None:
        self._width = self.scrollable_content_region.width
        self.virtual_size = Size(self._width, self.line_count)
        self.refresh()

    def on_resize(self) -> None:
        """A new width lays the lines out again; a new height only shows more or fewer
        of them (the narration below grew or shrank), and Textual draws the new ones."""
        if self.scrollable_content_region.width != self._width:
            self.changed()

    def render_line(self, y: int) -> Strip:
        index = y + self.scroll_offset.y
        width = self.scrollable_content_region.width
        if not 0 <= index < self.line_count or width <= 0:
            return Strip.blank(width, self.visual_style.rich_style)
        return line_strip(self, self.line(index, width), width)


def line_strip(widget: Widget, line: Content, width: int) -> Strip:
    """One line of ``widget`` drawn in ``width`` cells (a widget that draws its lines
    one by one, so that only the lines in view are drawn)."""
    strips = Visual.to_strips(widget, line, width, 1, widget.visual_style, pad=True)
    return strips[0].crop(0, width) if strips else Strip.blank(width)
