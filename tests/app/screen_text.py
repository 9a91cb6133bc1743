"""What a widget shows, as text: its lines as drawn, without the border."""

from __future__ import annotations

from textual.geometry import Region
from textual.widget import Widget

_BORDER = "╭╮╰╯│─"


def shown_lines(widget: Widget) -> list[str]:
    """The lines ``widget`` draws inside its border (title and subtitle rows left out
    when it has a border)."""
    width, height = widget.outer_size
    strips = widget.render_lines(Region(0, 0, width, height))
    lines = [strip.text for strip in strips]
    if widget.styles.border_top[0]:
        lines = [line.strip(" " + _BORDER) for line in lines[1:-1]]
    return lines


def squeezed(text: str) -> str:
    """``text`` without any whitespace: the same words, however they are wrapped."""
    return "".join(text.split())
