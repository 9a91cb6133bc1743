"""The app's side of its tournament file: every change the screens and forms post
(:class:`~.messages.ChangeRequested`), the new file, a copy of a practice, reading the
file again after a change on disk — each done in a worker, so that no key press waits
on the disk. Back on the app the tournament is shown, a notice says what was saved or
why not, and the one who asked is answered (a call down, :meth:`Request.answer`): a
form stays open with the refusal, so that nothing typed is lost. The lock, the atomic
save and its ``.bak`` are the store's (:class:`~.store.TournamentFile`)."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from textual import on, work
from textual.notifications import SeverityLevel
from textual.reactive import reactive
from textual.screen import Screen
from textual.worker import Worker

from cardtable.formats.errors import FileError
from cardtable.formats.safe_text import printable
from cardtable.formats.toml_write import dumps_tournament, texts_written
from cardtable.model.tournament import Tournament

from .file_watch import FILE_WORKERS, FileWatch, file_in_use
from .key_order import KeyOrderApp
from .messages import (
    AfterSaving,
    Change,
    ChangeRequested,
    CopyRequested,
    CreateRequested,
    ReloadChosen,
    Request,
    SaveOverChosen,
)
from .store import ChangedOnDisk, TournamentFile


class SavingApp(KeyOrderApp):
    """An app that shows one tournament file and saves each change to it.

    A change is accepted at once when it was made from the latest version accepted
    (:attr:`Change.base`), and written by a worker; changes accepted while the worker
    writes are written together next. :attr:`tournament` is what is on disk (or, in
    practice, what would be); an answer goes to each asker once its change is
    written, or could not be: then the versions after the one on disk are dropped,
    their askers told why. Keys typed while a change is saved wait for it
    (:class:`~.key_order.KeyOrderApp`): they land where they would have, typed once
    the form had closed."""

    tournament: reactive[Tournament | None] = reactive(None, init=False, always_update=True)
    """The open tournament as saved (None until the file is read)."""

    def __init__(self, path: str | Path, *, practice: bool = False):
        super().__init__()
        self.file = TournamentFile(path, practice=practice)
        self.file_watch = FileWatch(self, self.file)
        self._accepted: Tournament | None = None
        """The latest version accepted: saved, being saved, or waiting to be."""
        self._unsaved: list[ChangeRequested] = []
        """The changes accepted and not written yet (the worker is busy)."""

    def show_read(self, tournament: Tournament) -> None:
        """Show ``tournament`` as just read from (or written to) the file: the base of
        the next change."""
        self._accepted = tournament
        self.tournament = tournament
        if not (self.file.read_only or self.file.practice or texts_written(tournament)):
            self._ready_to_save(tournament)

    @work(thread=True, group=FILE_WORKERS, description="ready to save")
    def _ready_to_save(self, tournament: Tournament) -> None:
        """The file's text made once, in the background, for the writer to keep: the
        first save after the file is read writes again only what changed, like every
        save after it (10 000 players: the text made afresh takes 0.15-0.4 s, which
        fell on the first result entered; issue 36). A change's save waits for it
        (:meth:`_write` starts one only when no file worker runs); a text made meanwhile
        by another would be as true, each kept by its very objects."""
        dumps_tournament(tournament)

    def change(self, tournament: Tournament, said: str = "", *,
               severity: SeverityLevel = "information", base: Tournament | None = None,
               then: Callable[[], None] | None = None) -> None:
        """Save ``tournament`` (made from ``base``) in a worker, atomically, under the
        file's lock, and show it once saved; ``then`` goes on after (not when it is
        not saved)."""
        self.post_message(ChangeRequested(Change(tournament, said, severity, base),
                                          AfterSaving(then) if then else None))

    def _refused_while_saving(self, request: Request) -> bool:
        """A new file or a copy asked for while the file is being written is refused,
        and says so (the form stays open: enter again a moment later)."""
        if not file_in_use(self):
            return False
        refusal = "the last change is still being saved: try again in a moment"
        self.notify(refusal, title="Not saved", severity="warning")
        request.answer(refusal)
        return True

    @on(ChangeRequested)
    def _change_requested(self, request: ChangeRequested) -> None:
        change = request.change
        if change.base is not None and change.base is not self._accepted:
            refusal = "the tournament changed since this was asked for: do it again"
            self.notify(refusal, title="Not saved", severity="warning")
            request.answer(refusal)
            return
        self._accepted = change.tournament
        self._unsaved.append(request)
        # the round screen's next result goes on at once, entered on this one; a key
        # for another screen waits for the save (KeyOrderApp.hold_keys)
        asker = request.asker
        self.hold_keys(request, but_for=None if request.holds_keys
                       or not isinstance(asker, Screen) else asker)
        self._write()

    @on(Worker.StateChanged)
    def _file_work_done(self, event: Worker.StateChanged) -> None:
        if event.worker.group == FILE_WORKERS:
            self._write()

    def _write(self) -> None:
        """Write the latest version accepted, unless the worker is busy (then once it
        is done: :meth:`_file_work_done`)."""
        if self._unsaved and self._accepted is not None and not file_in_use(self):
            batch, self._unsaved = self._unsaved, []
            self._save(batch, self._accepted, over_theirs=False)

    @on(SaveOverChosen)
    def _save_over(self, chosen: SaveOverChosen) -> None:
        tournament = chosen.pending or self.tournament
        assert tournament is not None
        self._accepted = tournament
        self._save([], tournament, over_theirs=True)

    # every worker taking a tournament is given its description: without one Textual
    # writes the repr of each argument, 0.3 s for a tournament of 10 000 players
    @work(thread=True, exclusive=True, group=FILE_WORKERS, description="save")
    def _save(self, batch: list[ChangeRequested], tournament: Tournament, *,
              over_theirs: bool) -> None:
        """The store writes (lock, atomic replace, ``.bak``); back on the app, the
        tournament is shown, or the refusal said."""
        try:
            kept = self.file.save(tournament, over_theirs=over_theirs)
        except ChangedOnDisk as exc:  # never over another program's change silently
            self.call_from_thread(self._changed_on_disk, batch, exc)
        except FileError as exc:
            self.call_from_thread(self._not_saved, batch, exc.render())
        except OSError as exc:
            self.call_from_thread(self._not_saved, batch, f"{self.file.path}: {exc}")
        else:
            self.call_from_thread(self._saved, batch, tournament,
                                  kept if over_theirs else None)

    def _saved(self, batch: list[ChangeRequested], tournament: Tournament,
               kept: str | None) -> None:
        """Shown, the askers answered (a form closes, a flow goes on to its screen),
        then said: the notice arrives on the screen in front by then."""
        self.tournament = tournament
        for request in batch:
            request.answer(None)
            self.release_keys(request)
        if kept is not None:
            self.notify(f"Saved over the change on disk; that version is kept as {kept}.",
                        title="Saved", timeout=10)
        for change in (r.change for r in batch if r.change.said):
            self.clear_notifications()  # one at a time: no stacked toasts at 80×24
            self.notify(change.said,
                        title="Practice — not saved" if self.file.practice else "Saved",
                        severity=change.severity,
                        timeout=4 if change.severity == "information" else 10)

    def _dropped(self, batch: list[ChangeRequested], why: str) -> list[ChangeRequested]:
        """Back to the version on disk: the batch and what was accepted after it are
        not saved; their askers told ``why`` (a form keeps what was typed)."""
        dropped, self._unsaved = batch + self._unsaved, []
        self._accepted = self.tournament
        for request in dropped:
            request.answer(why)
            self.release_keys(request)
        return dropped

    def _changed_on_disk(self, batch: list[ChangeRequested], error: ChangedOnDisk) -> None:
        """The dialog (read theirs again, or save mine over it) keeps the change."""
        pending = self._accepted
        self._dropped(batch, error.render())
        self.file_watch.changed_outside(pending)

    def _not_saved(self, batch: list[ChangeRequested], why: str) -> None:
        self._dropped(batch, why)
        self.notify(why, title="Not saved", severity="error", timeout=10)

    @on(ReloadChosen)
    def _reload_chosen(self) -> None:
        self._reload()

    @work(thread=True, exclusive=True, group=FILE_WORKERS)
    def _reload(self) -> None:
        try:
            tournament = self.file.reload()
        except FileError as exc:
            self.call_from_thread(self.notify, printable(exc.render()),
                                  title="Cannot read the changed file", severity="error",
                                  timeout=15)
        else:
            self.call_from_thread(self._reloaded, tournament)

    def _reloaded(self, tournament: Tournament) -> None:
        self.show_read(tournament)
        self.notify(f"{self.file.path.name} read again from disk.", title="Reloaded")

    @on(CreateRequested)
    def _create_requested(self, request: CreateRequested) -> None:
        if not self._refused_while_saving(request):
            self._write_new(request)

    @work(thread=True, exclusive=True, group=FILE_WORKERS, description="new file")
    def _write_new(self, request: CreateRequested) -> None:
        try:
            self.file.create(request.tournament)
        except FileError as exc:
            self.call_from_thread(request.answer, exc.render())
        else:
            self.call_from_thread(request.answer, None)

    @on(CopyRequested)
    def _copy_requested(self, request: CopyRequested) -> None:
        if not self._refused_while_saving(request):
            assert self.tournament is not None
            self._save_copy(request, self.tournament)

    @work(thread=True, exclusive=True, group=FILE_WORKERS, description="save a copy")
    def _save_copy(self, request: CopyRequested, tournament: Tournament) -> None:
        try:
            self.file.save_copy(tournament, request.path)
        except FileError as exc:
            self.call_from_thread(request.answer, exc.render())
        else:
            self.call_from_thread(self._copied, request, tournament)

    def _copied(self, request: CopyRequested, tournament: Tournament) -> None:
        self.show_read(tournament)  # shows the new sub-title
        self.notify(f"Saved as {request.path}; every change is saved there from now on.",
                    title="Saved", timeout=6)
        request.answer(None)
