"""Small modal dialogs: a form of labelled fields, and a confirmation that names what
a change breaks. Keyboard only: tab between fields, enter to accept, escape to cancel.

Keys that arrive together (a paste, a laggy SSH link) land where they were typed: tab
is taken in order with the characters around it (a priority binding, not a key left
to the field that had the focus), keys typed before the form had its focus are kept
for its first field, and a pasted line with tabs fills the fields one after the other.
Escape or ctrl+q in a form with something typed asks before it is lost.

A form does not save: it reads its fields and posts what they ask for (a message up,
:mod:`..messages`); for a request on the disk it waits until the app answers
(:meth:`FormScreen.answered`), and shows the refusal in place if there is one, so that
nothing typed is lost."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Log, Static

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


class FieldInput(Input):
    """A form's text field. A pasted line with tabs (a row copied from a spreadsheet)
    fills this field and the next ones, as typing it with tab would."""

    @dataclass
    class Spilled(Message):
        """The pieces of a paste after its first tab, for the fields after ``field``."""

        field: FieldInput
        pieces: list[str]

    def _on_paste(self, event: events.Paste) -> None:
        # Textual runs every class's _on_paste down the MRO unless the default is
        # prevented: Input's own would paste the line a second time
        event.prevent_default()
        line = event.text.splitlines()[0] if event.text else ""
        if "\t" not in line:
            super()._on_paste(event)
            return
        first, *rest = line.split("\t")
        self.insert_text_at_cursor(first)
        self.post_message(self.Spilled(self, rest))
        event.stop()


class FormScreen(ModalScreen[bool]):
    """A titled form. ``apply`` receives the values by key and returns what they
    ask for (:data:`Applied`). ``leave``: the question escape asks even with nothing
    typed (leaving it ends something, e.g. the app when the file is not created).
    ``writes``: saving the form changes the open file (a window that cannot write it
    does not offer such a form)."""

    CSS_PATH: ClassVar[CSSPathType | None] = "dialogs.tcss"
    BINDINGS = [Binding("escape", "cancel", "Cancel"),
                Binding("ctrl+s", "submit", "Save"),
                Binding("tab", "next_field", "Next field", show=False, priority=True),
                Binding("shift+tab", "app.focus_previous", "Previous field", show=False,
                        priority=True)]

    def __init__(self, title: str, fields: list[Field],
                 apply: Callable[[dict[str, str]], Applied], *, note: str = "",
                 leave: str = "", writes: bool = True):
        super().__init__()
        self.writes = writes
        self.form_title = title
        self.fields = fields
        self.apply = apply
        self.note = note
        self.leave = leave
        self._early: list[str] = []
        """Keys that came before a field had the focus (characters, ``tab``,
        ``enter``), typed once the form is there."""
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
        return FieldInput(field.value, id=f"field-{field.key}", restrict=field.restrict,
                          placeholder=field.placeholder, compact=True)

    def on_key(self, event: events.Key) -> None:
        """A key before any field has the focus (typed right after the key that opened
        the form) is kept, and typed into the field that gets it."""
        if self.focused is None and (event.is_printable or event.key == "enter"):
            self.take(event)

    def take(self, event: events.Key) -> None:
        """Keep ``event`` (a character or enter) for the form's fields: it came before
        they could take it, to this form or to the screen under it."""
        self._early.append(event.character if event.is_printable and event.character
                           else event.key)  # tab and enter by name
        event.stop()
        event.prevent_default()
        self.call_after_refresh(self._type_early)

    def action_next_field(self) -> None:
        """Tab: the next field, in order with the keys kept before it."""
        if self._early or self.focused is None:
            self._early.append("tab")
            self.call_after_refresh(self._type_early)
        else:
            self.focus_next()

    def _type_early(self) -> None:
        inputs = list(self.query(Input))
        if not inputs or not self._early:
            return
        focused = self.focused
        index = inputs.index(focused) if isinstance(focused, Input) and focused in inputs else 0
        early, self._early = self._early, []
        for key in early:
            if key == "tab":
                index = min(index + 1, len(inputs) - 1)
            elif key == "enter":
                inputs[index].focus()
                self.action_submit()
                return
            else:
                inputs[index].insert_text_at_cursor(key)
        inputs[index].focus()

    @on(FieldInput.Spilled)
    def _spill(self, message: FieldInput.Spilled) -> None:
        inputs = list(self.query(Input))
        after = inputs[inputs.index(message.field) + 1:]
        for field, piece in zip(after, message.pieces):
            field.value = piece
        if after:
            after[min(len(message.pieces), len(after)) - 1].focus()

    @property
    def typed(self) -> bool:
        """Whether a field differs from what the form opened with."""
        values = self.values
        return any(values[f.key] != f.value.strip() for f in self.fields)

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
        """Close without saving; what was typed (or a form whose leaving ends
        something: ``leave``) is asked about first."""
        if self._asked is not None:  # not while saving: the answer closes the form
            return
        if not (self.typed or self.leave):
            self.dismiss(False)
            return
        question = self.leave or "Leave the form? What was typed is lost."
        self.app.push_screen(ConfirmScreen(self.form_title, self._typed_text(),
                                           question=question), self._left)

    def _left(self, yes: bool | None) -> None:
        if yes:
            self.dismiss(False)

    def quit_asked(self) -> None:
        """ctrl+q in a form (the app's quit asks the form in front): quits at once when
        nothing was typed, else asks."""
        if not self.typed:
            self.app.exit()
            return
        self.app.push_screen(ConfirmScreen("Quit cardtable?", self._typed_text(),
                                           question="Quit? What was typed is lost."),
                             self._quit)

    def _quit(self, yes: bool | None) -> None:
        if yes:
            self.app.exit()

    def _typed_text(self) -> str:
        values = self.values
        return "\n".join(f"{f.label}: {values[f.key]}" for f in self.fields
                         if values[f.key] != f.value.strip()) or "Nothing typed yet."


#: Reasons of more lines than this are listed a line each, not wrapped to the dialog's
#: width: wrapping the boards of a round of 10 000 players took the app's loop 1.5 s.
LISTED_FROM = 400


def _listed(lines: list[str]) -> Log:
    """The reasons as a list the screen draws only the lines in view of (Textual's
    ``Log``: ↑ ↓ pgup pgdn, and ← → for a line wider than the dialog)."""
    log = Log(id="reasons-box", classes="-listed", auto_scroll=False)
    log.write_lines(lines, scroll_end=False)
    return log


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
            lines = self.text.splitlines()
            if len(lines) > LISTED_FROM:  # (5 000 boards: 1.5 s wrapped, the keys waiting)
                yield _listed(lines)
            else:
                with VerticalScroll(id="reasons-box"):  # a long list scrolls: ↑ ↓ pgup pgdn
                    yield Static(self.text, id="reasons", markup=False)
            yield Static(self.question, id="question", markup=False)

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
