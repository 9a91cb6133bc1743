"""The app as a visitor of ``cardtable serve`` sees it (running in a web browser,
:attr:`textual.app.App.is_web`): nothing a visitor does may write a file on the
server except the served tournament file itself, when the lecturer served it
``--writable`` (its saves, backups, printed pages and TRF go beside it, in its folder).

In practice (read only, the default of ``serve``) the app writes nothing at all: "Save
a copy", which would write any path the visitor types on the server, is replaced by
"Download a copy", which hands the tournament file to the visitor's own browser."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Protocol

from cardtable.formats.toml_write import dumps_tournament

if TYPE_CHECKING:
    from .saving import SavingApp


class Served(Protocol):
    """An app that knows whether it runs in a web browser (any Textual app)."""

    @property
    def is_web(self) -> bool: ...

#: The palette's command that keeps a practice: on the server's disk or in the browser.
SAVE_A_COPY = "Save a copy"
DOWNLOAD_A_COPY = "Download a copy"


def copy_command(app: Served) -> str:
    """How a practice is kept: downloaded in a browser, saved in a terminal."""
    return DOWNLOAD_A_COPY if app.is_web else SAVE_A_COPY


def may_save_a_copy(app: Served) -> bool:
    """Whether "Save a copy" (a path on this machine) is allowed: never to a visitor."""
    return not app.is_web


def download_copy(app: SavingApp) -> None:
    """The tournament as it is now, as a tournament file downloaded by the visitor's
    browser (textual-serve's delivery: nothing is written on the server)."""
    tournament = app.tournament
    if tournament is None:
        return
    app.deliver_text(io.StringIO(dumps_tournament(tournament)),
                     save_filename=app.file.path.name, open_method="download",
                     mime_type="application/toml", encoding="utf-8")
    app.notify(f"{app.file.path.name} is sent to your browser's downloads; open it "
               f"there with cardtable to go on.", title="Downloaded", timeout=6)
