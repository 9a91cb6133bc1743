"""What every full screen of the app shares: the header, the busy bar, the footer, and
showing the tournament again whenever it changes (at once when the screen is in front,
else when it comes back to the front).

A screen reads the app through :class:`Holder` (the open tournament and its file) and
never calls it: it posts a message (:mod:`..messages`) and the app calls back down."""

from __future__ import annotations

from collections.abc import MutableMapping
from typing import Any, Protocol, cast

from rich.cells import cell_len, set_cell_size
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.notifications import Notification
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Header

from cardtable.model.tournament import Tournament

from ..store import TournamentFile
from ..widgets.busy import BusyBar

#: The header's columns beside its title: the icon on the left, the clock's room on
#: the right (textual's Header).
HEADER_SIDES = 8 + 10
#: Shown after the tournament's name while practising: never cut off.
PRACTICE = " · practice — not saved"
#: Shown after the tournament's name in a window that cannot write the file (another
#: window holds it, or it is a TRF file): never cut off either.
READ_ONLY = " · read only"


class Holder(Protocol):
    """The app as a screen (and the palette) reads it: what it holds, never what it
    does."""

    @property
    def tournament(self) -> Tournament | None:
        """The open tournament (None until the file is read)."""

    @property
    def file(self) -> TournamentFile:
        """The tournament file (its name, whether it is practice or read only)."""

    @property
    def key_screens(self) -> MutableMapping[events.Key, Screen[Any]]:
        """The screen each key on its way passed through (a key that reached a screen
        under a form is the form's)."""


class CardtableScreen(Screen[None]):
    """A screen that shows the open tournament. Subclasses give ``compose_body`` and
    ``show``; ``show`` runs on mount and after each change of the tournament."""

    BINDINGS = [Binding("escape", "back", "Back", show=False)]

    def __init__(self) -> None:
        super().__init__()
        self._shown: Tournament | None = None
        self._fitted = ""

    @property
    def cardtable(self) -> Holder:
        return cast(Holder, self.app)

    @property
    def tournament(self) -> Tournament:
        tournament = self.cardtable.tournament
        assert tournament is not None, "screens are shown once a tournament is open"
        return tournament

    def compose(self) -> ComposeResult:
        yield Header()
        yield from self.compose_body()
        yield BusyBar()
        # compact, and the palette's hint only where it fits: at 80 columns the keys
        # and "? Keys" are whole (ctrl+p still works; ``?`` says so)
        yield Footer(compact=True, show_command_palette=self.app.size.width >= 100)

    def compose_body(self) -> ComposeResult:
        yield from ()

    def on_mount(self) -> None:
        self.watch(self.app, "tournament", self._changed, init=False)
        self._refresh_view()

    def on_screen_resume(self) -> None:
        if self._shown is not self.cardtable.tournament:
            self._refresh_view()

    def _changed(self, tournament: Tournament | None) -> None:
        if tournament is not None and self._in_view():
            self._refresh_view()

    def _in_view(self) -> bool:
        """Whether the screen shows: in front, or under a dialog that lets it show
        through. (Textual's ``is_current`` counts any screen right under the front one,
        so that a result saved on the round screen would fill the 10 000 rows of the
        start list under it again; a screen out of view is refreshed when it comes back,
        :meth:`on_screen_resume`.)"""
        front = self.app.screen
        return front is self or (isinstance(front, ModalScreen) and self.is_current)

    def _refresh_view(self) -> None:
        self._shown = self.cardtable.tournament
        self._fit_title()
        self.show(self.tournament)

    def _fit_title(self) -> None:
        """The tournament's name in the header, shortened (…) so that the warning after
        it, "practice — not saved" or "read only", always shows."""
        file = self.cardtable.file
        suffix = PRACTICE if file.practice else READ_ONLY if file.read_only else ""
        room = (self.app.size.width - HEADER_SIDES - len(f"{self.app.title} — ")
                - len(suffix))
        name = self.tournament.settings.name
        if cell_len(name) > room:
            name = set_cell_size(name, max(room - 1, 1)).rstrip() + "…"
        self.sub_title = self._fitted = name + suffix

    def on_resize(self, event: events.Resize) -> None:
        if self._fitted and self.sub_title == self._fitted:  # not a title of the screen's own
            self._fit_title()

    def show(self, tournament: Tournament) -> None:
        """Show ``tournament`` (it has just changed, or the screen was mounted)."""

    @on(events.Key)
    def _key_passed(self, event: events.Key) -> None:
        """Note the screen a key passed through, for the app: one that reaches it once a
        form is on top of this screen belongs to the form (:meth:`CardtableApp.on_key`)."""
        self.cardtable.key_screens[event] = self

    def say_notice(self, notification: Notification) -> bool:
        """Say ``notification`` on a status line of the screen's own, where a toast
        would cover what it shows; False (the default): no such line, a toast."""
        return False

    def action_back(self) -> None:
        self.app.pop_screen()
