"""What the screens, forms and helpers tell the app: Textual messages, each named by what
happened or what is asked, posted upward (a screen's messages bubble to the app). The
app (:mod:`.app`) handles them and answers by calling down — a method of the screen, or
of the form that asked. Messages up, calls down: no screen imports the app.

A :class:`Request` asks for work on the disk (save a change, save a copy, create the
file). The app does it in a worker, so that no key press waits on the disk, and then
answers the one who asked (:class:`Asker`): None when it is done, or why not."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Protocol

from textual.message import Message
from textual.notifications import SeverityLevel

from cardtable.model.tournament import Tournament

if TYPE_CHECKING:  # pragma: no cover  (annotations only: the start loads no engine)
    from cardtable.systems.override import Override
    from cardtable.systems.base import Pairing


@dataclass(frozen=True, slots=True)
class Change:
    """A new version of the tournament to save, and what to say once it is saved ("":
    nothing; the screen that asked says it on a line of its own). ``base`` is the
    version it was made from: a change made from another version than the app's
    latest would undo what was changed since, and is refused (None: not asked)."""

    tournament: Tournament
    said: str = ""
    severity: SeverityLevel = "information"
    base: Tournament | None = None


class Asker(Protocol):
    """Who asked for a :class:`Request`: told once the app's worker is done."""

    def answered(self, refusal: str | None) -> None:
        """None: done (saved, created); else why it was not, to show in place."""


@dataclass(frozen=True, slots=True)
class AfterSaving:
    """An asker that goes on with ``then`` once the request is done (the app's own
    flows: publish, then the pairings; take back, then the tournament)."""

    then: Callable[[], None]

    def answered(self, refusal: str | None) -> None:
        if refusal is None:
            self.then()


class Request(Message):
    """Work on the disk asked of the app; :meth:`answer` tells the asker the outcome."""

    def __init__(self, asker: Asker | None = None) -> None:
        super().__init__()
        self.asker = asker
        """Told the outcome; a form that posts the request sets itself here."""

    def answer(self, refusal: str | None) -> None:
        if self.asker is not None:
            self.asker.answered(refusal)


class ChangeRequested(Request):
    """Save ``change`` (atomically, under the file's lock) and show it. Keys typed
    while it is saved wait for it (a form closes, a flow goes on to its screen), unless
    ``holds_keys`` is False: the round screen (the asker) takes the next result at
    once, entered on the one before; a key for another screen still waits."""

    def __init__(self, change: Change, asker: Asker | None = None, *,
                 holds_keys: bool = True) -> None:
        super().__init__(asker)
        self.change = change
        self.holds_keys = holds_keys


class CopyRequested(Request):
    """Practice mode: save the tournament shown to the new file ``path`` and go on
    with that file."""

    def __init__(self, path: Path, asker: Asker | None = None) -> None:
        super().__init__(asker)
        self.path = path


class CreateRequested(Request):
    """Write the new tournament file (``cardtable open NEW.toml``)."""

    def __init__(self, tournament: Tournament, asker: Asker | None = None) -> None:
        super().__init__(asker)
        self.tournament = tournament


class OverrideChosen(Message):
    """A manual change of a published board, to confirm (naming what it breaks)
    before it is saved."""

    def __init__(self, override: Override) -> None:
        super().__init__()
        self.override = override


class PublishRequested(Message):
    """Publish the engine's pairing shown in the walkthrough, once confirmed."""

    def __init__(self, pairing: Pairing, before: Tournament) -> None:
        super().__init__()
        self.pairing = pairing
        self.before = before


class WalkthroughRequested(Message):
    """Show how the engine pairs ``round_no`` (None: the next round)."""

    def __init__(self, round_no: int | None = None) -> None:
        super().__init__()
        self.round_no = round_no


class PlayerChosen(Message):
    """Show the card of player ``start_no``."""

    def __init__(self, start_no: int) -> None:
        super().__init__()
        self.start_no = start_no


class OpenRequested(Message):
    """Read the file again (after it was corrected), or read it only."""

    def __init__(self, *, read_only: bool = False) -> None:
        super().__init__()
        self.read_only = read_only


class ReloadChosen(Message):
    """Another program changed the file: read it again."""


class SaveOverChosen(Message):
    """Another program changed the file: save ``pending`` (None: what the app shows)
    over that change, its version kept as a backup of its own."""

    def __init__(self, pending: Tournament | None) -> None:
        super().__init__()
        self.pending = pending


@dataclass(frozen=True, slots=True)
class Question:
    """A confirmation to ask before a change is saved: the dialog's title, the reasons
    to think twice, the question."""

    title: str
    text: str
    question: str


class ConfirmationsAsked(Message):
    """Save ``change`` once the arbiter has said yes to every one of ``questions``, in
    turn (a no at any of them: nothing is saved)."""

    def __init__(self, change: Change, questions: tuple[Question, ...]) -> None:
        super().__init__()
        self.change = change
        self.questions = questions


class KeysWait(Message):
    """The keys typed from now on wait, in order, for what ``screen`` is making (the
    standings of 10 000 players being computed: a key for the list acts on the list,
    not on the screen saying "computing…"); ``wait=False``: they go on; ``at_most``:
    they go on after that many seconds in any case. Posted to the app itself, so that
    it arrives from a screen being closed too."""

    def __init__(self, screen: object, wait: bool, at_most: float | None = None) -> None:
        super().__init__()
        self.screen = screen
        self.wait = wait
        self.at_most = at_most
