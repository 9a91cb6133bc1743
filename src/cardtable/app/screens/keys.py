"""``?``: the keys of the screen in front, then the keys that work everywhere."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen, Screen
from textual.widgets import Static


#: Keys every Textual screen has (focus, copy): told in the last line instead.
_TEXTUAL = frozenset(binding.action for binding in Screen.BINDINGS
                     if isinstance(binding, Binding))


def keys_text(app: App[Any], screen: Screen[Any]) -> Content:
    """The keys of ``screen`` with a description (the binding's tooltip, the words in
    full, where the footer's word is short), then the app's keys that work on it (a
    key bound on both shows the screen's). The keys of lists and tables are the usual
    ones and are summed up in one line."""
    own: list[tuple[str, str]] = []
    everywhere: list[tuple[str, str]] = []
    for active in screen.active_bindings.values():
        binding = active.binding
        if (not binding.description or not active.enabled or binding.action in _TEXTUAL
                or active.node not in (screen, app)):
            continue
        group = everywhere if active.node is app else own
        key = app.get_key_display(binding)
        words = binding.tooltip or binding.description
        found = next((i for i, (_, text) in enumerate(group) if text == words), None)
        if found is None:
            group.append((key, words))
        elif not set(key.split()) <= set(group[found][0].split()):  # "= 5" bound twice
            group[found] = (f"{group[found][0]} {key}", words)
    lines: list[Content] = []
    for heading, keys in (("This screen", own), ("Everywhere", everywhere)):
        if keys:
            lines.append(Content.styled(heading, "bold $text-accent"))
            lines += [Content.assemble((f"  {key:>7}  ", "bold"), text) for key, text in keys]
            lines.append(Content(""))
    lines.append(Content.styled("↑ ↓ pgup pgdn home end move in lists; tab changes the "
                                "field of a form; ctrl+p finds every command by name "
                                "(players too); ctrl+q quits.", "$foreground-muted"))
    return Content("\n").join(lines)


class KeysScreen(ModalScreen[None]):
    """The keys of a screen (read while it was in front); escape, ? or q close it."""

    CSS_PATH = "keys.tcss"
    BINDINGS = [Binding("escape,question_mark,q", "dismiss", "Close")]

    def __init__(self, below: Screen[Any]):
        super().__init__()
        self.below_name = below.__class__.__name__.removesuffix("Screen")
        self.keys = keys_text(below.app, below)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="keys") as box:
            box.border_title = f"Keys · {self.below_name}"
            box.border_subtitle = "esc close"
            yield Static(self.keys)
