"""The rating report (TRF-2026): the dialog that lists what a rating officer still
needs (:func:`cardtable.formats.rating_report.missing_for_rating`), and the form that
asks for exactly that — the tournament's place, federation, dates and chief arbiter;
each player's FIDE id, federation and, without a FIDE id, their birth date — checked as
it is typed by the checks of the settings and player forms. The form reads its fields
and hands them to ``apply`` (whose request the app saves; then it writes the TRF), as
every form does."""

from __future__ import annotations

from typing import Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Vertical, VerticalScroll
from textual.widgets import Label, Static

from cardtable.formats.rating_report import Missing, summary
from cardtable.model.player import Player
from cardtable.model.tournament import Tournament

from . import checks
from .checks import Check
from .dialogs import Applied, ConfirmScreen, Field, FormScreen

#: tournament key -> (label, placeholder, check), as in the settings form
_TOURNAMENT: dict[str, tuple[str, str, Check | None]] = {
    "place": ("Place", "e.g. Bern", None),
    "federation": ("Federation", "e.g. SUI", checks.federation),
    "start_date": ("Start date", "YYYY-MM-DD", checks.date),
    "end_date": ("End date", "YYYY-MM-DD", checks.date),
    "chief_arbiter": ("Chief arbiter", "name", None),
}
#: player key -> (column, placeholder, check), as in the player form
_PLAYER: dict[str, tuple[str, str, Check]] = {
    "fide_id": ("FIDE id", "number", checks.fide_id),
    "federation": ("Fed", "GER", checks.federation),
    "birth_date": ("Born", "YYYY-MM-DD", checks.birth_date),
}


def missing_text(missing: list[Missing]) -> str:
    """What a rating officer still needs, a bullet a line."""
    return "A rating officer still needs:\n" + "\n".join(
        f"• {line}" for line in summary(missing))


class MissingForRating(ConfirmScreen):
    """Before the TRF is written: what it still lacks. ``y`` writes it anyway, ``n``
    does not, ``c`` asks for the missing data first (dismissed with None)."""

    BINDINGS = [Binding("c", "complete", "Complete the rating report")]

    def __init__(self, missing: list[Missing], trf_name: str):
        super().__init__("Rating report (TRF-2026)",
                         missing_text(missing) + "\nc asks for them in a form.",
                         question=f"Write {trf_name} anyway?",
                         keys="c complete · y write anyway · n no")

    def action_complete(self) -> None:
        self.dismiss(None)


def _key(item: Missing) -> str:
    return item.key if item.start_no is None else f"p{item.start_no}-{item.key}"


class RatingReportForm(FormScreen):
    """One field for each missing item: the tournament's, then a line a player (FIDE
    id, federation, birth date; what they have already is shown, dimmed), in a list
    that scrolls (tab goes from field to field). ``apply`` receives the answers by
    item (an empty answer: still missing)."""

    CSS_PATH = ["dialogs.tcss", "rating_report.tcss"]
    BINDINGS = [Binding("ctrl+s", "submit", "Save and write the TRF")]

    def __init__(self, tournament: Tournament, missing: list[Missing],
                 apply: Callable[[dict[Missing, str]], Applied]):
        self.items = {_key(m): m for m in missing}
        fields = [self._field(m) for m in missing]
        dates = any(f.key in ("start_date", "end_date") for f in fields)
        settings = tournament.settings

        def answers(values: dict[str, str]) -> Applied:
            if dates:  # one date typed here, the other perhaps in the file
                start = values.get("start_date", settings.start_date)
                wrong = checks.date_order(start, values.get("end_date", settings.end_date))
                if wrong:
                    return wrong
            return apply({self.items[key]: value for key, value in values.items()})

        super().__init__("Complete the rating report (TRF-2026)", fields, answers,
                         note="What a rating officer needs and the file lacks, each "
                              "field checked as it is typed; what stays empty stays "
                              "missing.")
        self.tournament = tournament

    @staticmethod
    def _field(item: Missing) -> Field:
        if item.start_no is None:
            label, placeholder, check = _TOURNAMENT[item.key]
            return Field(_key(item), label, placeholder=placeholder, check=check)
        column, placeholder, check = _PLAYER[item.key]
        return Field(_key(item), f"{item.start_no} {item.name}: {column}",
                     placeholder=placeholder, check=check)

    def compose(self) -> ComposeResult:
        by_key = {f.key: f for f in self.fields}
        with Vertical(id="dialog") as box:
            box.border_title = self.form_title
            box.border_subtitle = "enter save, write the TRF · esc cancel"
            yield Static(self.note, id="note", markup=False)
            with VerticalScroll(id="rows", can_focus=False):
                tournament = [f for f in self.fields if self.items[f.key].start_no is None]
                if tournament:
                    yield Static("Tournament", classes="heading")
                    with Grid(id="fields"):
                        for field in tournament:
                            yield Label(field.label)
                            yield self.input(field)
                players = sorted({m.start_no for m in self.items.values()
                                  if m.start_no is not None})
                if players:
                    yield Static("Players", classes="heading")
                    with Grid(id="players"):
                        yield Label("No Name", classes="column")
                        for column, _, _ in _PLAYER.values():
                            yield Label(column, classes="column")
                        for start_no in players:
                            player = self.tournament.player(start_no)
                            yield Label(f"{start_no:>3} {player.name}", classes="name")
                            for key in _PLAYER:
                                cell = by_key.get(f"p{start_no}-{key}")
                                yield (self.input(cell) if cell is not None else
                                       Label(_known(player, key), classes="known"))
            yield Static(id="error", markup=False)


def _known(player: Player, key: str) -> str:
    """What the file has already (dimmed in the form); a birth date is not asked of a
    player who has a FIDE id."""
    value = getattr(player, key)
    return "" if value is None else str(value)
