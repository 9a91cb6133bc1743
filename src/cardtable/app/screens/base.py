"""What every full screen of the app shares: the header, the busy bar, the footer, and
showing the tournament again whenever it changes (at once when the screen is in front,
else when it comes back to the front)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.notifications import Notification
from textual.screen import Screen
from textual.widgets import Footer, Header

from cardtable.model import Tournament

from ..widgets.busy import BusyBar

if TYPE_CHECKING:
    from ..app import CardtableApp


class CardtableScreen(Screen):
    """A screen that shows the open tournament. Subclasses give ``compose_body`` and
    ``show``; ``show`` runs on mount and after each change of the tournament."""

    BINDINGS = [Binding("escape", "back", "Back", show=False)]

    def __init__(self) -> None:
        super().__init__()
        self._shown: Tournament | None = None

    @property
    def cardtable(self) -> CardtableApp:
        return cast("CardtableApp", self.app)

    @property
    def tournament(self) -> Tournament:
        tournament = self.cardtable.tournament
        assert tournament is not None, "screens are shown once a tournament is open"
        return tournament

    def compose(self) -> ComposeResult:
        yield Header()
        yield from self.compose_body()
        yield BusyBar()
        yield Footer()

    def compose_body(self) -> ComposeResult:
        yield from ()

    def on_mount(self) -> None:
        self.watch(self.app, "tournament", self._changed, init=False)
        self._refresh_view()

    def on_screen_resume(self) -> None:
        if self._shown is not self.cardtable.tournament:
            self._refresh_view()

    def _changed(self, tournament: Tournament | None) -> None:
        if tournament is not None and self.is_current:
            self._refresh_view()

    def _refresh_view(self) -> None:
        self._shown = self.cardtable.tournament
        self.sub_title = self.tournament.settings.name + (
            " · practice — not saved" if self.cardtable.file.practice else "")
        self.show(self.tournament)

    def show(self, tournament: Tournament) -> None:
        """Show ``tournament`` (it has just changed, or the screen was mounted)."""

    def say_notice(self, notification: Notification) -> bool:
        """Say ``notification`` on a status line of the screen's own, where a toast
        would cover what it shows; False (the default): no such line, a toast."""
        return False

    def action_back(self) -> None:
        self.app.pop_screen()
