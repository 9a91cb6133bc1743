"""The file changed on disk while the app had it open: read it again, or keep what
the app shows and save over it (the version on disk is kept as a backup)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static


class ChangedOnDiskScreen(ModalScreen[str | None]):
    """``r`` reloads, ``k`` keeps the app's version, escape decides later (the next
    save asks again)."""

    CSS_PATH = "dialogs.tcss"
    BINDINGS = [Binding("r", "choose('reload')", "Read the file again"),
                Binding("k", "choose('keep')", "Keep mine, save over it"),
                Binding("escape", "choose(None)", "Later")]

    def __init__(self, name: str, pending: bool):
        super().__init__()
        self.file_name = name
        self.pending = pending

    def compose(self) -> ComposeResult:
        what = ("The change you just made was not saved. " if self.pending else "")
        with Vertical(id="dialog", classes="-warning") as box:
            box.border_title = f"{self.file_name} changed on disk"
            box.border_subtitle = "r read again · k keep mine · esc later"
            yield Static(f"Another program changed {self.file_name} while it was open "
                         f"here. {what}Nothing is overwritten until you choose.",
                         id="reasons", markup=False)
            yield Static("r: read the file again (what the app shows is replaced by the "
                         "file on disk)\n"
                         "k: keep what the app shows and save it over the file (the "
                         "version on disk is kept as a backup)", id="question",
                         markup=False)

    def action_choose(self, choice: str | None) -> None:
        self.dismiss(choice)
