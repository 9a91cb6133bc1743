"""The app watches its file: a change made on disk by someone else (an editor, a
command run with the lock taken over) is noticed within a second, shown, and the
arbiter chooses — read the file again, or keep what the app shows and save it over the
change, the overwritten version kept as a backup of its own. Nothing is overwritten
silently: the app's save path checks the file first (:class:`~.store.ChangedOnDisk`).

The poll is cheap: a ``stat`` each second; the file is hashed only when its time or
size moved. A save looks closer: it compares the hash of the file's bytes whatever
its time and size say (:meth:`~.store.TournamentFile.changed_on_disk` ``by_content``),
so a change that keeps both (``cp -p``, ``rsync -t``, an edit within the same second
on a file system with coarse times) is asked about too, never saved over."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.formats import FileError
from cardtable.formats.safe_text import printable
from cardtable.model import Tournament

from .screens.changed_on_disk import ChangedOnDiskScreen
from .store import Stamp

if TYPE_CHECKING:
    from .app import CardtableApp

#: Seconds between two looks at the file.
POLL_SECONDS = 1.0


class FileWatch:
    """The app's watch on its file: :meth:`start` once mounted; :meth:`changed_outside`
    is what a save refused for a change on disk calls."""

    def __init__(self, app: CardtableApp):
        self.app = app
        self.file = app.file
        self._asking = False
        #: The version on disk the arbiter chose to decide on later: not asked about
        #: again by the poll (the next save still asks).
        self._later: Stamp | None = None

    def start(self) -> None:
        self.app.set_interval(POLL_SECONDS, self._look_at_file)

    def _look_at_file(self) -> None:
        if self.app.tournament is None or self._asking or not self.file.changed_on_disk():
            return
        if self._later is not None and self._later.same_as(self.file.path):
            return
        if self.file.read_only:
            self._reload()
            return
        self.changed_outside(None)

    def changed_outside(self, pending: Tournament | None) -> None:
        """Ask the arbiter what to do about a change on disk; ``pending`` is the change
        the app was about to save (None: only what it shows)."""
        if self._asking:
            return
        self._asking = True
        self._later = None  # the dialog itself says what happened: no toast over it

        def decided(choice: str | None) -> None:
            self._asking = False
            if choice == "reload":
                self._reload()
            elif choice == "keep":
                self._save_over(pending)
            else:
                self._later = Stamp.of(self.file.path)

        self.app.push_screen(ChangedOnDiskScreen(self.file.path.name, pending is not None),
                         decided)

    def _reload(self) -> None:
        try:
            tournament = self.file.reload()
        except FileError as exc:
            self.app.notify(printable(exc.render()), title="Cannot read the changed file",
                            severity="error", timeout=15)
            return
        self.app.tournament = tournament
        self.app.notify(f"{self.file.path.name} read again from disk.", title="Reloaded")

    def _save_over(self, pending: Tournament | None) -> None:
        tournament = pending or self.app.tournament
        assert tournament is not None
        try:
            kept = self.file.save(tournament, over_theirs=True)
        except FileError as exc:
            self.app.notify(exc.render(), title="Not saved", severity="error", timeout=10)
            return
        self.app.tournament = tournament
        self.app.notify(f"Saved over the change on disk; that version is kept as {kept}.",
                    title="Saved", timeout=10)
