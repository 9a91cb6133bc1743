"""Leaving practice mode: the tournament as it is now (the sample with everything
tried on it) is saved to a new file of the user's own, and the app goes on with that
file, saving each change from then on."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from cardtable.formats import FileError

from .dialogs import Field, FormScreen

if TYPE_CHECKING:
    from ..app import CardtableApp


def save_copy_form(app: CardtableApp) -> FormScreen:
    """Ask for the new file's name (in the current folder unless a folder is given)."""
    suggested = Path.cwd() / app.file.path.name
    if suggested.exists():
        suggested = suggested.with_name(f"my-{app.file.path.name}")

    def apply(values: dict[str, str]) -> str | None:
        if not values["path"]:
            return "give the new file's name (NAME.toml)"
        target = Path(values["path"]).expanduser()
        tournament = app.tournament
        assert tournament is not None
        try:
            app.file.save_copy(tournament, target)
        except FileError as exc:
            return exc.render()
        app.tournament = tournament  # shows the new sub-title
        app.notify(f"Saved as {target}; every change is saved there from now on.",
                   title="Saved", timeout=6)
        return None

    return FormScreen("Save a copy", [Field("path", "New file", str(suggested))], apply,
                      note=f"{app.file.practice}, never written. The copy is an ordinary "
                           f"tournament file: each change is saved in it.", writes=False)
