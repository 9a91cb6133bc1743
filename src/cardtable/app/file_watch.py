"""The app watches its file: a change made on disk by someone else (an editor, a
command run with the lock taken over) is noticed within a second, shown, and the
arbiter chooses — read the file again, or keep what the app shows and save it over the
change, the overwritten version kept as a backup of its own. Nothing is overwritten
silently: the app's save path checks the file first (:class:`~.store.ChangedOnDisk`).
What the arbiter chose is posted to the app (:class:`~.messages.ReloadChosen`,
:class:`~.messages.SaveOverChosen`), which reads or saves in a worker.

The poll is cheap: a ``stat`` each second; the file is hashed only when its time or
size moved. A save looks closer: it compares the hash of the file's bytes whatever
its time and size say (:meth:`~.store.TournamentFile.changed_on_disk` ``by_content``),
so a change that keeps both (``cp -p``, ``rsync -t``, an edit within the same second
on a file system with coarse times) is asked about too, never saved over."""

from __future__ import annotations

from textual.app import App
from textual.timer import Timer

from cardtable.model.tournament import Tournament

from .messages import ReloadChosen, SaveOverChosen
from .screens.changed_on_disk import ChangedOnDiskScreen
from .store import Stamp, TournamentFile

#: Seconds between two looks at the file.
POLL_SECONDS = 1.0
#: The worker group in which the app reads and writes its file.
FILE_WORKERS = "file"


def file_in_use(app: App[None]) -> bool:
    """Whether the app's worker is reading or writing the file now (it is not looked
    at meanwhile: a save between its write and its stamp is no change from
    outside)."""
    return any(w.group == FILE_WORKERS and not w.is_finished for w in app.workers)


class FileWatch:
    """The app's watch on its file: :meth:`start` once the file is open;
    :meth:`changed_outside` is what a save refused for a change on disk calls."""

    def __init__(self, app: App[None], file: TournamentFile):
        self.app = app
        self.file = file
        self._timer: Timer | None = None
        self._asking = False
        #: The version on disk the arbiter has decided on — read it again, save over it
        #: (the app does it in a worker), or later: not asked about again by the poll
        #: (after "later", the next save still asks).
        self._later: Stamp | None = None

    def start(self) -> None:
        if self._timer is None:
            self._timer = self.app.set_interval(POLL_SECONDS, self._look_at_file)

    def _look_at_file(self) -> None:
        if file_in_use(self.app) or self._asking or not self.file.changed_on_disk():
            return
        if self._later is not None and self._later.same_as(self.file.path):
            return
        if self.file.read_only:
            self.app.post_message(ReloadChosen())
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
            self._later = Stamp.of(self.file.path)
            if choice == "reload":
                self.app.post_message(ReloadChosen())
            elif choice == "keep":
                self.app.post_message(SaveOverChosen(pending))

        self.app.push_screen(ChangedOnDiskScreen(self.file.path.name, pending is not None),
                         decided)
