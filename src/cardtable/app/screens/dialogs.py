"""Small modal dialogs: a form of labelled fields, and a confirmation that names what
a change breaks. Keyboard only: tab between fields, enter to accept, escape to cancel.

A form does not save: it reads its fields and posts what they ask for (a message up,
:mod:`..messages`); for a request on the disk it waits until the app answers
(:meth:`FormScreen.answered`), and shows the refusal in place if there is one, so that
nothing typed is lost."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from ..messages import Request

if TYPE_CHECKING:
    from textual._path import CSSPathType


@dataclass(frozen=True, slots=True)
class Field:
    """One line of a form: its key, label, starting value, the characters it accepts
    (a regular expression for ``Input.restrict``; better a ``check``, which says why a
    value is wrong as it is typed, than keys that silently do nothing)."""

    key: str
    label: str
    value: str = ""
    restrict: str | None = None
    placeholder: str = ""
    check: Callable[[str], str | None] | None = None
    """Says what is wrong with a value as it is typed (None: nothing)."""


#: What a form's ``apply`` gives for its values: an error to show (the form stays
#: open), None (the form closes with True), or a message for the app: a request is
#: posted and answered before the form closes; any other message closes it at once.
Applied = str | Message | None


class FormScreen(ModalScreen[bool]):
    """A titled form. ``apply`` receives the values by key and returns what they
    ask for (:data:`Applied`)."""

    CSS_PATH: ClassVar[CSSPathType | None] = "dialogs.tcss"
    BINDINGS = [Binding("escape", "cancel", "Cancel"),
                Binding("ctrl+s", "submit", "Save")]

    def __init__(self, title: str, fields: list[Field],
                 apply: Callable[[dict[str, str]], Applied], *, note: str = ""):
        super().__init__()
        self.form_title = title
        self.fields = fields
        self.apply = apply
        self.note = note
        self._asked: Request | None = None
        """The request posted and not answered yet (the form waits for it)."""

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog") as box:
            box.border_title = self.form_title
            box.border_subtitle = "enter save · esc cancel"
            if self.note:
                yield Static(self.note, id="note", markup=False)
            with Grid(id="fields"):
                for field in self.fields:
                    yield Label(field.label)
                    yield self.input(field)
            yield Static(id="error", markup=False)

    @staticmethod
    def input(field: Field) -> Input:
        """The text field of ``field``, found again by its key (:attr:`values`)."""
        return Input(field.value, id=f"field-{field.key}", restrict=field.restrict,
                     placeholder=field.placeholder, compact=True)

    @property
    def values(self) -> dict[str, str]:
        return {f.key: self.query_one(f"#field-{f.key}", Input).value.strip()
                for f in self.fields}

    def _problems(self, values: dict[str, str]) -> str | None:
        for field in self.fields:
            problem = field.check(values[field.key]) if field.check else None
            if problem:
                return f"{field.label}: {problem}"
        return None

    @on(Input.Changed)
    def _check_typed(self) -> None:
        self.query_one("#error", Static).update(self._problems(self.values) or "")

    @on(Input.Submitted)
    def action_submit(self) -> None:
        if self._asked is not None:  # saving: enter again would save twice
            return
        applied = self._problems(self.values) or self.apply(self.values)
        if isinstance(applied, Request):
            self._asked = applied
            applied.asker = self
            self.post_message(applied)
        elif isinstance(applied, Message):
            self.post_message(applied)
            self.dismiss(True)
        elif applied:
            self.query_one("#error", Static).update(applied)
        else:
            self.dismiss(True)

    def answered(self, refusal: str | None) -> None:
        """The app's answer to the request posted (a call down): closed when done,
        else the refusal shown and the form kept as typed."""
        self._asked = None
        if refusal is not None:
            self.query_one("#error", Static).update(refusal)
        elif self.app.screen is self:
            self.dismiss(True)

    def action_cancel(self) -> None:
        if self._asked is None:  # not while saving: the answer closes the form
            self.dismiss(False)


class ConfirmScreen(ModalScreen[bool]):
    """A question with the reasons to think twice; ``y`` or enter accepts, ``n`` or
    escape declines. Reasons longer than the screen scroll; the question stays."""

    CSS_PATH = "dialogs.tcss"
    BINDINGS = [Binding("y,enter", "answer(True)", "Yes"),
                Binding("n,escape", "answer(False)", "No")]

    def __init__(self, title: str, text: str, *, question: str, keys: str = "y yes · n no"):
        super().__init__()
        self.confirm_title = title
        self.text = text
        self.question = question
        self.keys = keys

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="-warning") as box:
            box.border_title = self.confirm_title
            box.border_subtitle = self.keys
            with VerticalScroll(id="reasons-box"):  # a long list scrolls: ↑ ↓ pgup pgdn
                yield Static(self.text, id="reasons", markup=False)
            yield Static(self.question, id="question", markup=False)

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
