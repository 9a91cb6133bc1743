"""The tournament: the start list (add, edit, withdraw a player, late entries), the
settings, and the rounds so far. From here ``w`` opens the walkthrough of the next
round and ``p`` pairs it."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Static

from cardtable.model import Tournament

from ..widgets.tournament.start_list import StartList
from ..widgets.tournament.summary import rounds_text, settings_text
from .base import CardtableScreen
from .forms import player_form, settings_form, withdraw_form
from .requests import open_bye, open_never_meets


class TournamentScreen(CardtableScreen):
    """Start list on the left; settings and rounds on the right."""

    CSS_PATH = "tournament.tcss"
    BINDINGS = [
        Binding("a", "add", "Add"),
        Binding("e", "edit", "Edit"),
        Binding("d", "withdraw", "Withdraw"),
        Binding("b", "bye", "Bye"),
        Binding("f", "forbid", "Never meets", show=False),
        Binding("w", "app.walkthrough", "Walkthrough"),
        Binding("p", "app.pair", "Pair"),
        Binding("r", "app.go('pairings')", "Round"),
        Binding("l", "late_entry", "Late entry", show=False),
        Binding("o", "settings", "Settings", show=False),
        Binding("c", "card", "Player card", show=False),
    ]

    def compose_body(self) -> ComposeResult:
        with Horizontal(id="tournament"):
            yield StartList(id="players")
            with Vertical(id="side"):
                yield Static(id="settings")
                yield Static(id="rounds")

    def show(self, tournament: Tournament) -> None:
        players = self.query_one(StartList)
        players.show(tournament)
        players.border_title = f"Players · {len(tournament.players)}"
        settings = self.query_one("#settings", Static)
        settings.update(settings_text(tournament))
        settings.border_title = "Tournament"
        rounds = self.query_one("#rounds", Static)
        rounds.update(rounds_text(tournament))
        rounds.border_title = "Rounds"

    @property
    def selected(self) -> int | None:
        return self.query_one(StartList).start_no

    @on(DataTable.RowSelected, "#players")
    def _open_card(self) -> None:
        self.action_card()

    def action_card(self) -> None:
        if self.selected is not None:
            self.cardtable.show_player(self.selected)

    def action_add(self) -> None:
        self.app.push_screen(player_form(self.cardtable, None))

    def action_late_entry(self) -> None:
        self.app.push_screen(player_form(self.cardtable, None, late=True))

    def action_edit(self) -> None:
        if self.selected is not None:
            self.app.push_screen(player_form(self.cardtable, self.selected))

    def action_withdraw(self) -> None:
        if self.selected is not None:
            self.app.push_screen(withdraw_form(self.cardtable, self.selected))

    def action_bye(self) -> None:
        if self.selected is not None:
            open_bye(self.cardtable, self.selected)

    def action_forbid(self) -> None:
        if self.selected is not None:
            open_never_meets(self.cardtable, self.selected)

    def action_settings(self) -> None:
        self.app.push_screen(settings_form(self.cardtable))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The tournament is the first screen: there is nothing to go back to."""
        return action != "back"
