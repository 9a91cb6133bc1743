"""The integrity log (``i``, or "Integrity log" in the palette): every event that
touched the integrity of the pairing, one a row, with its time, round, kind and what
changed (:mod:`cardtable.model.integrity`). ``z`` undoes the selected event where it
can be undone — the core's :func:`~cardtable.model.integrity.undo`, as ``cardtable log
FILE --undo N`` — after a confirmation; the change is posted for the app to save."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable, Static

from cardtable.model.tournament import Tournament
from cardtable.model.integrity import UndoError, undo

from ..messages import Change, ChangeRequested
from .base import CardtableScreen
from .dialogs import ConfirmScreen

#: The columns of the log: number (as ``cardtable log`` counts), time, round, kind,
#: what changed, whether it can be undone.
COLUMNS = ("No.", "Time (UTC)", "Round", "Event", "What changed", "Undo")


def rows(tournament: Tournament) -> list[tuple[str, ...]]:
    """One row an event, in the log's order (numbered from 1)."""
    return [(str(index), event.time.replace("T", " ").removesuffix("+00:00"),
             str(event.round or ""), event.kind.words, event.text,
             "z" if event.undo else "")
            for index, event in enumerate(tournament.log, start=1)]


class IntegrityLogScreen(CardtableScreen):
    """The log as a table; ``z`` undoes the event under the cursor."""

    BINDINGS = [Binding("z", "undo", "Undo the event")]

    def compose_body(self) -> ComposeResult:
        yield DataTable(id="log", cursor_type="row", zebra_stripes=True)
        yield Static(id="log-note", markup=False)

    def show(self, tournament: Tournament) -> None:
        table = self.query_one(DataTable)
        row = table.cursor_row
        table.clear(columns=True)
        table.add_columns(*COLUMNS)
        table.add_rows(rows(tournament))
        table.border_title = f"Integrity log · {len(tournament.log)} events"
        if tournament.log:
            table.move_cursor(row=min(max(row, 0), len(tournament.log) - 1))
        self.query_one("#log-note", Static).update(
            "z undoes the selected event where the Undo column says so; each event is "
            "exported to the TRF as a ### comment." if tournament.log else
            "No events: nothing has changed the pairing's integrity (results corrected "
            "after the next round was paired, ratings changed, rounds taken back, "
            "overrides, lots drawn, tie-breaks changed after the start are logged).")

    @property
    def selected(self) -> int | None:
        """The number of the event under the cursor (from 1; None: no events)."""
        if not self.tournament.log:
            return None
        return self.query_one(DataTable).cursor_row + 1

    def action_undo(self) -> None:
        index = self.selected
        if index is None:
            return
        t = self.tournament
        try:
            undone = undo(t, index)
        except UndoError as exc:
            self.app.notify(str(exc), title="Cannot undo", severity="warning")
            return
        event = t.log[index - 1]

        def answer(yes: bool | None) -> None:
            if yes:
                self.post_message(ChangeRequested(Change(
                    undone, f"event {index} undone: {event.text}", base=t)))

        self.app.push_screen(ConfirmScreen(
            f"Undo event {index}", f"{event.kind.words}: {event.text}"
            f"\n\nUndoing it restores {event.undo} and logs that it was undone.",
            question="Undo this event?"), answer)
