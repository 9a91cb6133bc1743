"""The app's side of its tournament file: every change the screens and forms post
(:class:`~.messages.ChangeRequested`), the new file, a copy of a practice, reading the
file again after a change on disk — each done in a worker, so that no key press waits
on the disk. Back on the app the tournament is shown, a notice says what was saved or
why not, and the one who asked is answered (a call down, :meth:`Request.answer`): a
form stays open with the refusal, so that nothing typed is lost. The lock, the atomic
save and its ``.bak`` are the store's (:class:`~.store.TournamentFile`)."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Callable

from textual import on, work
from textual.app import App
from textual.notifications import SeverityLevel
from textual.reactive import reactive
from textual.worker import Worker

from cardtable.formats import FileError
from cardtable.model import Tournament

from .file_watch import FILE_WORKERS, FileWatch, file_in_use
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


class SavingApp(App[None]):
    """An app that shows one tournament file and saves each change to it."""

    tournament: reactive[Tournament | None] = reactive(None, init=False, always_update=True)
    """The open tournament (None until the file is read)."""

    def __init__(self, path: str | Path, *, practice: bool = False):
        super().__init__()
        self.file = TournamentFile(path, practice=practice)
        self.file_watch = FileWatch(self, self.file)
        self._waiting: deque[tuple[ChangeRequested, Tournament | None]] = deque()
        """Changes asked for while the file was in use, with the tournament shown then."""

    def change(self, tournament: Tournament, said: str = "", *,
               severity: SeverityLevel = "information",
               then: Callable[[], None] | None = None) -> None:
        """Save ``tournament`` (in a worker, atomically, under the file's lock) and show
        it once saved; ``then`` goes on after (not when it is not saved)."""
        self.post_message(ChangeRequested(Change(tournament, said, severity),
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
        """Saved now, or once the file's worker is done (:meth:`_file_work_done`)."""
        if file_in_use(self) or self._waiting:
            self._waiting.append((request, self.tournament))
        else:
            self._save(request, over_theirs=False)

    @on(Worker.StateChanged)
    def _file_work_done(self, event: Worker.StateChanged) -> None:
        """The changes that waited, in order: each saved only if the tournament is
        still the one shown when it was asked for — else it was made from a version
        before the change just saved and would undo it, so it is refused and says so."""
        if event.worker.group != FILE_WORKERS or file_in_use(self):
            return
        while self._waiting:
            request, seen = self._waiting.popleft()
            if seen is self.tournament:
                self._save(request, over_theirs=False)
                return
            refusal = "the tournament changed while this was asked for: do it again"
            self.notify(refusal, title="Not saved", severity="warning")
            request.answer(refusal)

    @on(SaveOverChosen)
    def _save_over(self, chosen: SaveOverChosen) -> None:
        tournament = chosen.pending or self.tournament
        assert tournament is not None
        self._save(ChangeRequested(Change(tournament)), over_theirs=True)

    @work(thread=True, exclusive=True, group=FILE_WORKERS)
    def _save(self, request: ChangeRequested, *, over_theirs: bool) -> None:
        """The store writes (lock, atomic replace, ``.bak``); back on the app, the
        tournament is shown, or the refusal said, the change kept where it was."""
        try:
            kept = self.file.save(request.change.tournament, over_theirs=over_theirs)
        except ChangedOnDisk as exc:  # never over another program's change silently
            self.call_from_thread(self._changed_on_disk, request, exc)
        except FileError as exc:
            self.call_from_thread(self._not_saved, request, exc.render())
        except OSError as exc:
            self.call_from_thread(self._not_saved, request, f"{self.file.path}: {exc}")
        else:
            self.call_from_thread(self._saved, request, kept if over_theirs else None)

    def _saved(self, request: ChangeRequested, kept: str | None) -> None:
        """Shown, the asker answered (a form closes, a flow goes on to its screen),
        then said: the notice arrives on the screen in front by then."""
        change = request.change
        self.tournament = change.tournament
        request.answer(None)
        if kept is not None:
            self.notify(f"Saved over the change on disk; that version is kept as {kept}.",
                        title="Saved", timeout=10)
        elif change.said:
            self.clear_notifications()  # one at a time: no stacked toasts at 80×24
            self.notify(change.said,
                        title="Practice — not saved" if self.file.practice else "Saved",
                        severity=change.severity,
                        timeout=4 if change.severity == "information" else 10)

    def _changed_on_disk(self, request: ChangeRequested, error: ChangedOnDisk) -> None:
        """The dialog (read theirs again, or save mine over it) keeps the change."""
        self.file_watch.changed_outside(request.change.tournament)
        request.answer(error.render())

    def _not_saved(self, request: Request, why: str) -> None:
        self.notify(why, title="Not saved", severity="error", timeout=10)
        request.answer(why)

    @on(ReloadChosen)
    def _reload_chosen(self) -> None:
        self._reload()

    @work(thread=True, exclusive=True, group=FILE_WORKERS)
    def _reload(self) -> None:
        try:
            tournament = self.file.reload()
        except FileError as exc:
            self.call_from_thread(self.notify, exc.render(),
                                  title="Cannot read the changed file", severity="error",
                                  timeout=15)
        else:
            self.call_from_thread(self._reloaded, tournament)

    def _reloaded(self, tournament: Tournament) -> None:
        self.tournament = tournament
        self.notify(f"{self.file.path.name} read again from disk.", title="Reloaded")

    @on(CreateRequested)
    def _create_requested(self, request: CreateRequested) -> None:
        if not self._refused_while_saving(request):
            self._write_new(request)

    @work(thread=True, exclusive=True, group=FILE_WORKERS)
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

    @work(thread=True, exclusive=True, group=FILE_WORKERS)
    def _save_copy(self, request: CopyRequested, tournament: Tournament) -> None:
        try:
            self.file.save_copy(tournament, request.path)
        except FileError as exc:
            self.call_from_thread(request.answer, exc.render())
        else:
            self.call_from_thread(self._copied, request, tournament)

    def _copied(self, request: CopyRequested, tournament: Tournament) -> None:
        self.tournament = tournament  # shows the new sub-title
        self.notify(f"Saved as {request.path}; every change is saved there from now on.",
                    title="Saved", timeout=6)
        request.answer(None)
