"""Leaving practice mode: the tournament as it is now (the sample with everything
tried on it) is saved to a new file of the user's own, and the app goes on with that
file, saving each change from then on."""

from __future__ import annotations

from pathlib import Path

from ..messages import CopyRequested
from ..store import TournamentFile
from .dialogs import Applied, Field, FormScreen


def save_copy_form(file: TournamentFile) -> FormScreen:
    """Ask for the new file's name (in the current folder unless a folder is given);
    the app writes it (:class:`~..messages.CopyRequested`)."""
    suggested = Path.cwd() / file.path.name
    if suggested.exists():
        suggested = suggested.with_name(f"my-{file.path.name}")

    def apply(values: dict[str, str]) -> Applied:
        if not values["path"]:
            return "give the new file's name (NAME.toml)"
        return CopyRequested(Path(values["path"]).expanduser())

    return FormScreen("Save a copy", [Field("path", "New file", str(suggested))], apply,
                      note=f"{file.practice}, never written. The copy is an ordinary "
                           f"tournament file: each change is saved in it.", writes=False)
