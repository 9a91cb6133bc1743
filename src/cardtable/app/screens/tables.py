"""The standings with the tournament's tie-breaks, and the crosstable (for a round robin
the tableau of the Berger tables: number, name, one column per opponent, points, wins,
Sonneborn-Berger, rank), each with its legend below. Both are computed in a child
process (:mod:`cardtable.app.child_process`), waited for by a worker: at 10 000 players
the screen answers its key at once, says it is computing, and fills in (issue 36).
A table computed is kept for its tournament and shown again at once."""

from __future__ import annotations

from typing import ClassVar

from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.reactive import reactive
from textual.widgets import DataTable, Static

from cardtable.formats.tables import Table
from cardtable.model.tournament import Tournament

from .. import core
from ..child_process import Child, result_or_here
from ..messages import KeysWait
from ..widgets.tables.text_table import TextTable
from .pairings import PairingsScreen
from .players import MORE_PLAYER_KEYS, PLAYER_KEYS, PlayerScreen

#: The keys of the round screen that enter a result.
_RESULT_KEYS = frozenset(key for binding in PairingsScreen.BINDINGS
                         if isinstance(binding, Binding) and binding.action.startswith("result")
                         for key in binding.key.split(","))


#: Seconds the keys typed wait for a table at most: should its computation never end,
#: the app is not left deaf.
KEYS_WAIT_AT_MOST = 20.0


class TableScreen(PlayerScreen):
    """A core table (computed by ``build`` in a child process); enter opens a player's card,
    and the keys of the start list act on the selected player."""

    CSS_PATH = "tables.tcss"
    BINDINGS = [*PLAYER_KEYS, *MORE_PLAYER_KEYS]
    #: What the table is, as the line below it says while it is computed.
    WHAT = "table"

    def compose_body(self) -> ComposeResult:
        yield TextTable(id="table")
        yield Static(id="legend", markup=False)

    _child: Child[Table] | None = None
    """The computation under way in a child process, if any."""

    #: The tables computed for one tournament, by what and after which round: the same
    #: tournament (the model is immutable) gives the same table, shown again at once.
    _computed: ClassVar[dict[tuple[str, int | None], tuple[Tournament, Table]]] = {}

    @property
    def asked(self) -> tuple[str, int | None]:
        """What is shown: the table, after which round (None: the last complete)."""
        return (self.WHAT, None)

    def show(self, tournament: Tournament) -> None:
        """The table said to be computing (an older one hidden under the loading
        indicator, not shown as if current); the table computed off the app's loop,
        or taken as computed before for this very tournament."""
        self._stop_child()
        known = self._computed.get(self.asked)
        if known is not None and known[0] is tournament:
            self._show_table(known[1])
            return
        table = self.query_one(TextTable)
        table.loading = True
        table.border_title = f"{self.WHAT.capitalize()}: computing…"
        table.border_subtitle = ""
        self.query_one("#legend", Static).update(f"Computing the {self.WHAT}…")
        # the keys act on the table: they wait for it (a few seconds at 10 000 players)
        self.app.post_message(KeysWait(self, wait=True, at_most=KEYS_WAIT_AT_MOST))
        self._child = Child(lambda: self.build(tournament))
        self._compute(self._child, tournament)

    @work(thread=True, exclusive=True, group="table", description="table")
    def _compute(self, child: Child[Table], tournament: Tournament) -> None:
        """In a child process (:mod:`cardtable.app.child_process`): a thread computing
        the standings of 10 000 players for seconds would hold up every key."""
        try:
            table = result_or_here(child)
            if table is None:  # no longer wanted
                return
        except ValueError as exc:  # a bad tie-break code in the file, an open round
            if not child.killed:
                self.app.call_from_thread(self._failed, child, str(exc))
        else:
            if not child.killed:
                self.app.call_from_thread(self._fill, child, tournament, table)

    def _stop_child(self) -> None:
        if self._child is not None:
            self._child.kill()
            self._child = None

    def on_unmount(self) -> None:
        self._stop_child()
        self.app.post_message(KeysWait(self, wait=False))

    def build(self, tournament: Tournament) -> Table:
        raise NotImplementedError

    def _fill(self, child: Child[Table], tournament: Tournament, table: Table) -> None:
        if child is not self._child:  # an older computation's table
            return
        self._child = None
        computed = {key: known for key, known in self._computed.items()
                    if known[0] is tournament}  # only the current tournament's kept
        computed[self.asked] = (tournament, table)
        TableScreen._computed = computed
        self._show_table(table)

    def _show_table(self, table: Table) -> None:
        """The rows added in steps; until the last is in, the title says they are
        being listed (a part is not presented as the whole table)."""
        widget = self.query_one(TextTable)
        widget.loading = False
        title = table.title.split(" — ")[-1].capitalize()
        widget.border_title = f"{title}: listing {len(table.rows)} rows…"

        def listed() -> None:
            widget.border_title = title

        widget.show(table, filled=listed)
        widget.border_subtitle = table.subtitle
        self.query_one("#legend", Static).update(" ".join(table.notes))
        self.app.post_message(KeysWait(self, wait=False))  # its first rows are in

    def _failed(self, child: Child[Table], message: str) -> None:
        if child is not self._child:
            return
        self._child = None
        widget = self.query_one(TextTable)
        widget.loading = False
        widget.border_title = f"{self.WHAT.capitalize()}: not computed"  # no longer "…ing"
        self.query_one("#legend", Static).update(f"Cannot compute the {self.WHAT}: {message}")
        self.app.post_message(KeysWait(self, wait=False))
        self.notify(message, title="Cannot compute the table", severity="error")

    @property
    def selected(self) -> int | None:
        return self.query_one(TextTable).start_no

    @on(DataTable.RowSelected)
    def _open_card(self) -> None:
        self.action_card()

    def on_key(self, event: events.Key) -> None:
        """A printable key that does nothing here says where it works."""
        if event.is_printable and event.key not in self.active_bindings:
            where = ("a result is entered on the round screen (r)"
                     if event.key in _RESULT_KEYS else "? lists the keys of this screen")
            self.notify(f"{event.character!r} does nothing here: {where}.",
                        severity="warning")


class StandingsScreen(TableScreen):
    """Rank, number, name, points and the tie-breaks; ``[`` and ``]`` go back and
    forth through the rounds."""

    WHAT = "standings"

    BINDINGS = [
        Binding("left_square_bracket", "after(-1)", "Earlier", key_display="["),
        Binding("right_square_bracket", "after(1)", "Later", key_display="]"),
    ]

    after_round: reactive[int | None] = reactive(None, init=False, repaint=False)
    """The standings are after this round (None: the last complete one)."""

    @property
    def asked(self) -> tuple[str, int | None]:
        return (self.WHAT, self.after_round)

    def build(self, tournament: Tournament) -> Table:
        return core.standings_table(tournament, self.after_round)

    def watch_after_round(self) -> None:
        self.show(self.tournament)

    def action_after(self, delta: int) -> None:
        t = self.tournament
        current = t.last_complete_round if self.after_round is None else self.after_round
        self.after_round = min(max(current + delta, 0), t.last_complete_round)


class CrosstableScreen(TableScreen):
    """Every round of every player in the order of the standings."""

    WHAT = "crosstable"

    def build(self, tournament: Tournament) -> Table:
        return core.crosstable_table(tournament)
