"""The tournament: the start list (add, edit, withdraw a player, late entries), the
settings, and the rounds so far. From here ``w`` opens the walkthrough of the next
round and ``p`` pairs it. A team competition (C.04.6) lists its teams with their
players in board order instead, and ``a`` adds a team."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Static

from cardtable.model.tournament import Tournament
from cardtable.systems.teams import has_teams
from cardtable.model.roster import PROVISIONAL_LEGEND

from ..widgets.tables.text_table import TextTable
from ..widgets.tournament.start_list import StartList
from ..widgets.tournament.summary import rounds_text, settings_text
from .players import MORE_PLAYER_KEYS, PLAYER_KEYS, PlayerScreen


class TournamentScreen(PlayerScreen):
    """Start list on the left; settings and rounds on the right."""

    CSS_PATH = "tournament.tcss"
    #: The footer holds the evening's main keys at 80 columns, ``? Keys`` whole (the
    #: words short; ``?`` lists every key with its tooltip, the words in full).
    BINDINGS = [
        Binding("a", "add", "Add"),
        *PLAYER_KEYS,
        Binding("p", "app.pair", "Pair", tooltip="Pair the next round"),
        # w in the footer (the walkthrough is one key away); u, rarer, in ? (80 columns)
        Binding("w", "app.walkthrough", "Walk", tooltip="Walkthrough of the next round"),
        Binding("u", "app.take_back", "Undo", tooltip="Take back the last round",
                show=False),
        Binding("r", "app.go('pairings')", "Round", tooltip="Round: pairings and results"),
        Binding("s", "app.go('standings')", "Standings"),
        Binding("x", "app.go('crosstable')", "Cross", tooltip="Crosstable"),
        Binding("h", "app.print", "Print", tooltip="Print pages (HTML) and the TRF"),
        Binding("l", "late_entry", "Late entry", show=False),
        *MORE_PLAYER_KEYS,
    ]

    def compose_body(self) -> ComposeResult:
        with Horizontal(id="tournament"):
            yield StartList(id="players")
            yield TextTable(id="teams")
            with Vertical(id="side"):
                yield Static(id="settings")
                yield Static(id="rounds")

    @property
    def teams_shown(self) -> bool:
        """A team competition with teams, or none yet: its teams are listed, ``a`` adds
        a team (one of players without teams pairs each as a team of one board, and
        lists its players)."""
        t = self.tournament
        return has_teams(t) and bool(t.teams or not t.players)

    def show(self, tournament: Tournament) -> None:
        players = self.query_one(StartList)
        teams = self.query_one("#teams", TextTable)
        players.display = not self.teams_shown
        teams.display = self.teams_shown
        # a late entry's provisional number is marked, the mark said under the list
        legend = (PROVISIONAL_LEGEND if any(p.provisional for p in tournament.players)
                  else "")
        if self.teams_shown:
            # where used: an individual tournament's first screen spares the team
            # tables and their tie-breaks (issue 36)
            from cardtable.formats.team_tables import team_list_table

            teams.show(team_list_table(tournament))
            teams.border_title = (f"Teams · {len(tournament.teams)} · "
                                  f"{tournament.settings.team.boards} boards")
            teams.border_subtitle = legend
        else:
            players.show(tournament)
            players.border_title = f"Players · {len(tournament.players)}"
            players.border_subtitle = legend
        settings = self.query_one("#settings", Static)
        settings.update(settings_text(tournament))
        settings.border_title = "Tournament"
        rounds = self.query_one("#rounds", Static)
        rounds.update(rounds_text(tournament))
        rounds.border_title = "Rounds"

    @property
    def selected(self) -> int | None:
        if self.teams_shown:
            return self.query_one("#teams", TextTable).start_no
        return self.query_one(StartList).start_no

    @on(DataTable.RowSelected, "#players,#teams")
    def _open_card(self) -> None:
        self.action_card()

    def action_add(self) -> None:
        """A player; in a team competition a team with its players."""
        from .forms import player_form
        from .team_form import team_form

        if self.teams_shown:
            self.app.push_screen(team_form(self.tournament))
        else:
            self.app.push_screen(player_form(self.tournament, None))

    def action_late_entry(self) -> None:
        from .forms import player_form

        self.app.push_screen(player_form(self.tournament, None, late=True))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The tournament is the first screen: there is nothing to go back to."""
        return action != "back"
