"""A scrolling list of lines that renders only the lines in view (Textual's line API):
the S1 and S2 columns of a bracket of 500 cards, or 500 boards, cost no more per step
than ten."""

from __future__ import annotations

from typing import Callable, Hashable

from textual.content import Content
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.visual import Visual
from textual.widget import Widget


class Drawn:
    """The lines a widget has drawn, each by what it shows (its card and its look): a
    line shown again (the cards a step left as they were, the columns scrolled back) is
    not drawn again. Forgotten when the widget's style or the theme changes, and when
    they grow past ``size``."""

    def __init__(self, size: int = 4096):
        self._size = size
        self._strips: dict[tuple[Hashable, int], Strip] = {}
        self._look: tuple[object, str] | None = None

    def forget(self) -> None:
        """Draw every line anew (what the keys stand for has changed)."""
        self._strips.clear()

    def strip(self, widget: Widget, key: Hashable, width: int,
              line: Callable[[], Content]) -> Strip:
        """The line of ``key`` in ``width`` cells: drawn from ``line()`` the first time."""
        look = (widget.visual_style, widget.app.theme)
        if look != self._look or len(self._strips) >= self._size:
            self._strips.clear()
            self._look = look
        found = self._strips.get((key, width))
        if found is None:
            found = self._strips[key, width] = line_strip(widget, line(), width)
        return found


class LineList(ScrollView, can_focus=False):
    """Subclasses give ``line_count`` and ``line(index, width)``; ``changed()`` after
    what they show has changed redraws the lines in view. A subclass whose lines are
    told apart by a key (:meth:`line_key`) draws each line once."""

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id)
        self._drawn = Drawn()

    @property
    def line_count(self) -> int:
        return 0

    def line(self, index: int, width: int) -> Content:
        raise NotImplementedError

    def line_key(self, index: int) -> Hashable | None:
        """What line ``index`` shows, for a line drawn before to be drawn from memory
        (None: drawn each time)."""
        return None

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
        key = self.line_key(index)
        if key is None:
            return line_strip(self, self.line(index, width), width)
        return self._drawn.strip(self, key, width, lambda: self.line(index, width))


def line_strip(widget: Widget, line: Content, width: int) -> Strip:
    """One line of ``widget`` drawn in ``width`` cells (a widget that draws its lines
    one by one, so that only the lines in view are drawn)."""
    strips = Visual.to_strips(widget, line, width, 1, widget.visual_style, pad=True)
    return strips[0].crop(0, width) if strips else Strip.blank(width)
