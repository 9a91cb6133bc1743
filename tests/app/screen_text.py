"""What a widget shows, as text: its lines as drawn, without the border; and what the
whole screen shows, as the snapshot tests draw it."""

from __future__ import annotations

import io

from rich.console import Console
from textual.app import App
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


def screen_text(app: App[object]) -> str:
    """The screen as text, drawn as ``App.export_screenshot`` draws it for the SVG (the
    screens behind a dialog included)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                      color_system="truecolor", record=True, legacy_windows=False,
                      safe_box=False)
    console.print(app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens))
    return console.export_text()


def assert_shows(text: str, *parts: str) -> None:
    """Each of ``parts`` is in ``text`` (compared without whitespace, so a line
    wrapped at 80 columns still counts)."""
    flat = squeezed(text)
    for part in parts:
        assert squeezed(part) in flat, f"{part!r} is not on the screen:\n{text}"
