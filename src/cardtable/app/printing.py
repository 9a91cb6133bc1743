"""Printing from the app (``h``, or "Print pages and export TRF" in the palette): the
A4 pages of :mod:`cardtable.systems.printing` written next to the tournament file in a
worker, then the TRF-2026 file for the rating report, after a dialog listing what a
rating officer still needs (:func:`cardtable.formats.rating_report.missing_for_rating`),
from which (or from "Complete the rating report" in the palette) a form asks for it.
In practice mode nothing is written, and the notification says so."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.worker import get_current_worker

from cardtable.formats import FileError
from cardtable.formats.rating_report import Missing, fill_in, missing_for_rating, summary
from cardtable.model import RosterError, Tournament
from cardtable.systems import descriptor
from cardtable.systems.files import write_trf
from cardtable.systems.printing import write_pages

from .screens.dialogs import ConfirmScreen
from .visitor import copy_command
from .screens.rating_report import MissingForRating, RatingReportForm, missing_text

if TYPE_CHECKING:
    from .app import CardtableApp


def print_pages(app: CardtableApp) -> None:
    """Write every page that can be printed now (in a worker), then offer the TRF."""
    t = app.tournament
    assert t is not None
    if app.file.practice:  # practice writes nothing, not even beside a sample
        app.notify(f"{app.file.practice}: nothing is printed. ctrl+p \"{copy_command(app)}\" "
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
    offer_trf(app, tournament)


def _trf(app: CardtableApp) -> Path | None:
    """``NAME.trf`` beside the file; None for a TRF opened read only (never
    overwritten)."""
    trf = app.file.path.with_suffix(".trf")
    return None if trf == app.file.path else trf


def offer_trf(app: CardtableApp, tournament: Tournament) -> None:
    """The TRF-2026 file for the rating report: written at once when a rating officer
    would miss nothing, else after a dialog listing what he would miss (``c`` asks
    for it in the form, ``y`` writes the file anyway, ``n`` does not)."""
    trf = _trf(app)
    if trf is None:
        return
    missing = missing_for_rating(tournament)
    if not missing:
        _export(app, tournament, trf)
        return

    def answer(yes: bool | None) -> None:
        if yes is None:
            complete_rating_report(app)
        elif yes:
            _export(app, tournament, trf)

    app.push_screen(MissingForRating(missing, trf.name), answer)


def complete_rating_report(app: CardtableApp) -> None:
    """The form asking for exactly what the rating report lacks ("Complete the
    rating report" in the palette, ``c`` in the dialog); saved through the app's
    store (atomically, the previous version kept as ``.bak``; in practice only in
    memory), then the TRF written and, when fields were left empty, a dialog saying
    what is still missing."""
    t = app.tournament
    assert t is not None
    missing = missing_for_rating(t)
    if not missing:
        app.notify("A rating officer would miss nothing: place, federation, dates, "
                   "chief arbiter, FIDE ids are all there.", title="Rating report")
        offer_trf(app, t)
        return
    system = descriptor(t.settings.system)  # numbers as the player form gives them
    app.clear_notifications()  # nothing over the form at 80×24

    def apply(answers: dict[Missing, str]) -> str | None:
        if not any(answers.values()):
            return "nothing is filled in: type what you know, or esc to go back"
        try:
            filled = fill_in(t, answers, by_lot=system.predetermined,
                             titles=system.title_order)
        except RosterError as exc:
            return str(exc)
        refused = app.change(filled)
        if refused is None:
            app.call_later(_completed, app, filled)
        return refused

    app.push_screen(RatingReportForm(t, missing, apply))


def _completed(app: CardtableApp, tournament: Tournament) -> None:
    """After the form is saved: the TRF, then what is still missing in a dialog (not
    a toast as well: one message at a time at 80×24)."""
    trf = _trf(app)
    said = _write_trf(app, tournament, trf) if trf is not None else ""
    if said is None:
        return
    still = missing_for_rating(tournament)
    if not still:
        app.notify(said, title="Saved and exported")
        return
    app.clear_notifications()
    app.push_screen(ConfirmScreen(
        "Rating report (TRF-2026)", f"{said}\n{missing_text(still)}".strip(),
        question="Ask for the rest now?"),
        lambda yes: complete_rating_report(app) if yes else None)


def _export(app: CardtableApp, tournament: Tournament, trf: Path) -> None:
    """Write ``trf`` (not in practice), naming what the report still lacks."""
    said = _write_trf(app, tournament, trf)
    if said is None:
        return
    missing = missing_for_rating(tournament)
    still = "\nStill missing: " + "; ".join(summary(missing)) if missing else ""
    app.notify(said + still, title="Practice — not exported" if app.file.practice
               else "Exported", severity="warning" if missing or app.file.practice
               else "information", timeout=10)


def _write_trf(app: CardtableApp, tournament: Tournament, trf: Path) -> str | None:
    """Write ``trf`` and say so; in practice say that it is not written; None when
    it cannot be written (the error is shown)."""
    if app.file.practice:
        return f"{app.file.practice}: {trf.name} is not written."
    try:
        write_trf(tournament, trf)
    except (OSError, FileError) as exc:
        app.notify(str(exc), title="TRF not written", severity="error", timeout=10)
        return None
    return f"{trf.name} (TRF-2026) is written for the rating report."
