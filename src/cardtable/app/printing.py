"""Printing from the app (``h``, or "Print pages and export TRF" in the palette; ``H``
or "Print to PDF" for one A4 PDF of the same pages): the
A4 pages of :mod:`cardtable.systems.printing` written next to the tournament file in a
worker, then the TRF-2026 file for the rating report (in a worker too), for a
tournament marked FIDE-rated (``fide_rated``) after a dialog listing what a rating
officer still needs (:func:`cardtable.formats.rating_report.missing_for_rating`),
from which (or from "Complete the rating report" in the palette) a form asks for it.
In practice mode nothing is written, and the notification says so."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

from textual.app import App
from textual.worker import get_current_worker

from cardtable.formats.errors import FileError
from cardtable.model.roster import RosterError
from cardtable.model.tournament import Tournament
from cardtable.systems.registry import descriptor
from cardtable.systems.files import write_trf

from .messages import Change, ChangeRequested
from .screens.dialogs import Applied, ConfirmScreen
from .visitor import copy_command
from .store import TournamentFile

if TYPE_CHECKING:
    from cardtable.formats.rating_report import Missing


class Printing:
    """The app's printing: :meth:`print_pages` (``h``) and
    :meth:`complete_rating_report`; the change the form makes is posted to the app
    (:class:`~.messages.ChangeRequested`), which saves it."""

    def __init__(self, app: App[None], file: TournamentFile):
        self.app = app
        self.file = file

    def print_pages(self, tournament: Tournament, *, pdf: bool = False) -> None:
        """Write every page that can be printed now (in a worker), then offer the TRF;
        with ``pdf`` ("Print to PDF") the pages as one A4 PDF, and no TRF."""
        if self.file.practice:  # practice writes nothing, not even beside a sample
            self.app.notify(f"{self.file.practice}: nothing is printed. ctrl+p "
                            f"\"{copy_command(self.app)}\" makes it a file of your own, then "
                            f"h prints beside it.",
                            title="Practice — not printed", severity="warning", timeout=8)
            return
        self.app.run_worker(lambda: self._write(tournament, pdf), thread=True,
                            exclusive=True, group="print")

    def _write(self, tournament: Tournament, pdf: bool) -> None:
        """In a worker thread: the pages, then (back on the app) the notification."""
        from cardtable.systems.printing import write_pages, write_pdf  # not at the start

        try:
            written = ([write_pdf(tournament, self.file.path)] if pdf
                       else write_pages(tournament, self.file.path))
        except (OSError, ValueError, FileError) as exc:
            self.app.call_from_thread(self.app.notify, str(exc), title="Not printed",
                                      severity="error", timeout=10)
            return
        if get_current_worker().is_cancelled:
            return
        if pdf:
            self.app.call_from_thread(self.app.notify, f"{written[0].name}: A4, every page "
                                      f"that can be printed now; cardtable print --lp sends "
                                      f"it to a printer", title=f"Printed to PDF next to "
                                      f"{self.file.path.name}", timeout=10)
        else:
            self.app.call_from_thread(self._printed, tournament, written)

    def _printed(self, tournament: Tournament, written: list[Path]) -> None:
        self.app.notify("\n".join(p.name for p in written),
                        title=f"Printed next to {self.file.path.name}", timeout=10)
        self.offer_trf(tournament)

    def _trf(self) -> Path | None:
        """``NAME.trf`` beside the file; None for a TRF opened read only (never
        overwritten)."""
        trf = self.file.path.with_suffix(".trf")
        return None if trf == self.file.path else trf

    def offer_trf(self, tournament: Tournament) -> None:
        """The TRF-2026 file for the rating report: written at once when a rating
        officer would miss nothing, else after a dialog listing what they would miss
        (``c`` asks for it in the form, ``y`` writes the file anyway, ``n`` does not)."""
        # the rating report's modules where used: not on the app's first screen (issue 36)
        from cardtable.formats.rating_report import missing_for_rating
        from .screens.rating_report import MissingForRating

        trf = self._trf()
        if trf is None:
            return
        # a club event not sent for rating is not asked for FIDE ids (issue 26); the
        # palette's "Complete the rating report" asks for them whatever the setting
        missing = missing_for_rating(tournament) if tournament.settings.fide_rated else []
        if not missing:
            self._export(tournament, trf)
            return

        def answer(yes: bool | None) -> None:
            if yes is None:
                self.complete_rating_report(tournament)
            elif yes:
                self._export(tournament, trf)

        self.app.push_screen(MissingForRating(missing, trf.name), answer)

    def complete_rating_report(self, t: Tournament) -> None:
        """The form asking for exactly what the rating report lacks ("Complete the
        rating report" in the palette, ``c`` in the dialog); saved by the app
        (atomically, the previous version kept as ``.bak``; in practice only in
        memory), then the TRF written and, when fields were left empty, a dialog
        saying what is still missing."""
        from cardtable.formats.rating_report import fill_in, missing_for_rating
        from .screens.rating_report import RatingReportForm

        missing = missing_for_rating(t)
        if not missing:
            self.app.notify("A rating officer would miss nothing: place, federation, "
                            "dates, chief arbiter, FIDE ids are all there.",
                            title="Rating report")
            self.offer_trf(t)
            return
        system = descriptor(t.settings.system)  # numbers as the player form gives them
        self.app.clear_notifications()  # nothing over the form at 80×24
        filled: list[Tournament] = []  # the last one posted: the form closes once saved

        def apply(answers: dict[Missing, str]) -> Applied:
            if not any(answers.values()):
                return "nothing is filled in: type what you know, or esc to go back"
            try:
                filled.append(fill_in(t, answers, by_lot=system.entry.predetermined,
                                      titles=system.entry.title_order))
            except RosterError as exc:
                return str(exc)
            return ChangeRequested(Change(filled[-1], base=t))

        def closed(saved: bool | None) -> None:
            if saved and filled:
                self._completed(filled[-1])

        self.app.push_screen(RatingReportForm(t, missing, apply), closed)

    def _completed(self, tournament: Tournament) -> None:
        """After the form is saved: the TRF, then what is still missing in a dialog
        (not a toast as well: one message at a time at 80×24)."""
        trf = self._trf()
        if trf is None:
            self._completed_written(tournament, "")
        else:
            self._write_trf(tournament, trf, self._completed_written)

    def _completed_written(self, tournament: Tournament, said: str) -> None:
        from cardtable.formats.rating_report import missing_for_rating
        from .screens.rating_report import missing_text

        still = missing_for_rating(tournament)
        if not still:
            self.app.notify(said, title="Saved and exported")
            return
        self.app.clear_notifications()
        self.app.push_screen(ConfirmScreen(
            "Rating report (TRF-2026)", f"{said}\n{missing_text(still)}".strip(),
            question="Ask for the rest now?"),
            lambda yes: self.complete_rating_report(tournament) if yes else None)

    def _export(self, tournament: Tournament, trf: Path) -> None:
        """Write ``trf`` (not in practice), naming what the report still lacks."""
        self._write_trf(tournament, trf, self._exported)

    def _exported(self, tournament: Tournament, said: str) -> None:
        from cardtable.formats.rating_report import missing_for_rating, summary

        missing = missing_for_rating(tournament)
        still = "\nStill missing: " + "; ".join(summary(missing)) if missing else ""
        self.app.notify(said + still, title="Practice — not exported" if self.file.practice
                        else "Exported", severity="warning" if missing or self.file.practice
                        else "information", timeout=10)

    def _write_trf(self, tournament: Tournament, trf: Path,
                   then: Callable[[Tournament, str], None]) -> None:
        """Write ``trf`` in a worker, then ``then`` with what to say; in practice say at
        once that it is not written; not ``then`` when it cannot be written (the error
        is shown)."""
        if self.file.practice:
            then(tournament, f"{self.file.practice}: {trf.name} is not written.")
            return

        def write() -> None:
            try:
                write_trf(tournament, trf)
            except (OSError, FileError) as exc:
                self.app.call_from_thread(self.app.notify, str(exc), title="TRF not written",
                                          severity="error", timeout=10)
            else:
                self.app.call_from_thread(
                    then, tournament, f"{trf.name} (TRF-2026) is written for the rating "
                                      f"report.")

        self.app.run_worker(write, thread=True, exclusive=True, group="trf")
