"""The first screen: the file is being read (in a worker, so even a large file keeps
the terminal alive)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import LoadingIndicator, Static


class OpeningScreen(Screen[None]):
    """``Opening FILE …`` with a spinner (nothing else: it may be gone before it
    has finished mounting)."""

    def __init__(self, path: str):
        super().__init__()
        self.path = path

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield Static(f"Opening {self.path} …", id="opening")
            yield LoadingIndicator()
