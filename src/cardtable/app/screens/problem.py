"""A file that cannot be opened: what is wrong with it, every problem with its line, as
the command line would print it; never a traceback. The user can fix the file in an
editor and read it again, or (when another process holds it) look at it read only."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from ..messages import OpenRequested


class ProblemScreen(Screen[None]):
    """The problems of a file, and what can be done."""

    BINDINGS = [
        Binding("r", "retry", "Read again"),
        Binding("v", "read_only", "View read only"),
        Binding("ctrl+q", "app.quit", "Quit", show=True, priority=True),
    ]

    def __init__(self, path: str, problems: str, *, in_use: bool):
        super().__init__()
        self.path = path
        self.problems = problems
        self.in_use = in_use

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="problem"):
            yield Static(f"cardtable cannot open {self.path}", id="problem-title")
            yield Static(self.problems, id="problem-text", markup=False)
            hint = ("Close the file in the other program first, or press v to look at it "
                    "without changing it." if self.in_use else
                    "Correct the file in an editor and press r to read it again "
                    "(docs/file-format.md describes every key).")
            yield Static(hint, id="problem-hint")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "read_only":
            return self.in_use
        return True

    def action_retry(self) -> None:
        self.post_message(OpenRequested())

    def action_read_only(self) -> None:
        self.post_message(OpenRequested(read_only=True))
