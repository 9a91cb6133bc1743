"""The line the learner types an answer in, in the walkthrough's questions: Enter
answers, Escape leaves the question (and never the walkthrough)."""

from __future__ import annotations

from textual.binding import Binding
from textual.message import Message
from textual.widgets import Input


class AnswerInput(Input):
    """An answer to the question of a step."""

    BINDINGS = [Binding("enter", "submit", "Answer"),
                Binding("escape", "skip", "Leave the question")]

    class Skipped(Message):
        """The learner left the question unanswered."""

    def __init__(self, *, id: str | None = None):
        super().__init__(placeholder="your answer, then Enter (Escape: leave it)",
                         compact=True, id=id)

    def action_skip(self) -> None:
        self.post_message(self.Skipped())
