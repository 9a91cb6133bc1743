"""``g`` in the walkthrough: go to a step by its number."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label


class StepNumberDialog(ModalScreen[int | None]):
    """Asks for a step number from 1 to ``total``; escape cancels."""

    CSS_PATH = "keys.tcss"
    BINDINGS = [Binding("escape", "dismiss", "Cancel")]

    def __init__(self, total: int):
        super().__init__()
        self.total = total

    def compose(self) -> ComposeResult:
        with Vertical(id="keys") as box:
            box.border_title = "Go to step"
            box.border_subtitle = "enter go · esc cancel"
            yield Label(f"Step number (1 to {self.total}):")
            yield Input(restrict=r"[0-9]*", max_length=7)

    @on(Input.Submitted)
    def submitted(self, event: Input.Submitted) -> None:
        self.dismiss(int(event.value) if event.value else None)
