"""Printing from the app (``h``, or "Print pages and export TRF" in the palette): the
A4 pages of :mod:`cardtable.systems.printing` written next to the tournament file in a
worker, then the TRF-2026 file for the rating report, after a dialog listing what a
rating officer still needs (:func:`cardtable.formats.rating_report.missing_for_rating`).
In practice mode nothing is written, and the notification says so."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.worker import get_current_worker

from cardtable.formats import FileError
from cardtable.formats.rating_report import missing_for_rating, summary
from cardtable.model import Tournament
from cardtable.systems.files import write_trf
from cardtable.systems.printing import write_pages

from .screens.dialogs import ConfirmScreen

if TYPE_CHECKING:
    from .app import CardtableApp


def print_pages(app: CardtableApp) -> None:
    """Write every page that can be printed now (in a worker), then offer the TRF."""
    t = app.tournament
    assert t is not None
    if app.file.practice:  # practice writes nothing, not even beside a sample
        app.notify(f"{app.file.practice}: nothing is printed. ctrl+p \"Save a copy\" "
                   "makes it a file of your own, then h prints beside it.",
                   title="Practice — not printed", severity="warning", timeout=8)
        return
    app.run_worker(lambda: _write(app, t), thread=True, exclusive=True, group="print")


def _write(app: CardtableApp, tournament: Tournament) -> None:
    """In a worker thread: the pages, then (back on the app) the notification."""
    path = app.file.path
    try:
        written = write_pages(tournament, path)
    except (OSError, ValueError, FileError) as exc:
        app.call_from_thread(app.notify, str(exc), title="Not printed", severity="error",
                             timeout=10)
        return
    if not get_current_worker().is_cancelled:
        app.call_from_thread(_printed, app, tournament, written)


def _printed(app: CardtableApp, tournament: Tournament, written: list[Path]) -> None:
    app.notify("\n".join(p.name for p in written),
               title=f"Printed next to {app.file.path.name}", timeout=10)
    missing = missing_for_rating(tournament)
    trf = app.file.path.with_suffix(".trf")
    if trf == app.file.path:  # a TRF opened read only is never overwritten
        return

    def export(yes: bool | None = True) -> None:
        if not yes:
            return
        try:
            write_trf(tournament, trf)
        except (OSError, FileError) as exc:
            app.notify(str(exc), title="TRF not written", severity="error", timeout=10)
            return
        still = "\nStill missing: " + "; ".join(summary(missing)) if missing else ""
        app.notify(f"{trf.name} (TRF-2026) for the rating report{still}",
                   title="Exported", severity="warning" if missing else "information",
                   timeout=10)

    if not missing:
        export()
        return
    app.push_screen(ConfirmScreen(
        "Rating report (TRF-2026)",
        "A rating officer still needs:\n"
        + "\n".join(f"• {line}" for line in summary(missing))
        + "\n(o: settings; e on the start list: a player)",
        question=f"Write {trf.name} anyway?"), export)
