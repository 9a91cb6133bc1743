"""Printing from the app: every page of the evening so far as HTML for A4, written
next to the tournament file (for a practice file, in the current folder: the samples
are never written beside), and the TRF-2026 report for the rating officer, which
first asks when data he needs is missing."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from cardtable.formats import FileError
from cardtable.systems.files import write_trf
from cardtable.formats.html import render_html
from cardtable.systems.printing import missing_for_rating, pages
from cardtable.formats.save import write_atomic

from .screens.dialogs import ConfirmScreen

if TYPE_CHECKING:
    from .app import CardtableApp


def folder(app: CardtableApp) -> Path:
    return Path.cwd() if app.file.practice else app.file.path.parent


def print_pages(app: CardtableApp) -> None:
    """Write the HTML pages, then the TRF (asking first when data is missing)."""
    t = app.tournament
    assert t is not None
    stem = app.file.path.stem
    where = folder(app)
    written = []
    try:
        for name, table in pages(t).items():
            target = where / f"{stem}-{name}.html"
            write_atomic(target, render_html(table))
            written.append(target.name)
    except (OSError, FileError) as exc:
        app.notify(str(exc), title="Not printed", severity="error", timeout=10)
        return
    app.clear_notifications()
    app.notify(f"{len(written)} pages for A4 in {where}: {', '.join(written)}",
               title="Printed", timeout=8)
    missing = missing_for_rating(t)
    trf = where / f"{stem}.trf"

    def export(yes: bool | None = True) -> None:
        if not yes:
            return
        try:
            write_trf(t, trf)
        except (OSError, FileError) as exc:
            app.notify(str(exc), title="TRF not written", severity="error", timeout=10)
            return
        still = f" Still missing: {'; '.join(missing)}." if missing else ""
        app.notify(f"{trf.name} written (TRF-2026) for the rating report.{still}",
                   title="Exported", severity="warning" if missing else "information",
                   timeout=10)

    if missing:
        app.push_screen(ConfirmScreen(
            "Rating report (TRF-2026)",
            "A rating officer needs data this tournament does not have yet:\n"
            + "\n".join(f"  • {m}" for m in missing)
            + "\n\no (settings) gives the dates and the federation; e on the start list "
              "a player's FIDE id.", question="Write the TRF file anyway?"), export)
    else:
        export()
