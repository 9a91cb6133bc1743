"""The add form with FIDE's rating list under it (:mod:`..widgets.rating_lookup`): the
name or the FIDE ID typed looks the player up; ``down`` goes into the players found,
``enter`` on one fills the form, which is then saved as any other (enter)."""

from __future__ import annotations

from collections.abc import Callable

from textual import events, on
from textual.binding import Binding
from textual.widgets import Input

from cardtable.formats.fide_list import ListedPlayer

from ..widgets.rating_lookup import RatingLookup
from .dialogs import Applied, Field, FormScreen


class LookupForm(FormScreen):
    """A player form whose name and FIDE ID fields look players up in the list."""

    BINDINGS = [Binding("down", "into_list", "Players of the FIDE list", show=False)]

    def __init__(self, title: str, fields: list[Field],
                 apply: Callable[[dict[str, str]], Applied], *, rate: str) -> None:
        super().__init__(title, fields, apply)
        self.rate = rate
        self.filled: set[str] = set()  # the values a choice put in: not looked up again
        self.chosen: ListedPlayer | None = None

    @property
    def values(self) -> dict[str, str]:
        """The fields, and the sex of the player chosen from the list while the name
        and FIDE ID are still theirs (the form has no field for it)."""
        values = super().values
        p = self.chosen
        if p is not None and (values["name"], values["fide_id"]) == (p.name, str(p.fide_id)):
            values["sex"] = p.sex
        return values

    @on(events.Mount)
    def _mount_lookup(self) -> None:
        lookup = RatingLookup(self.rate)
        if lookup.index is not None:
            self.query_one("#dialog").mount(lookup, before="#error")

    @on(Input.Changed, "#field-name, #field-fide_id")
    def _look_up(self, changed: Input.Changed) -> None:
        if changed.value.strip() in self.filled:
            return
        for lookup in self.query(RatingLookup):
            lookup.look_up(changed.value)

    def action_into_list(self) -> None:
        for lookup in self.query(RatingLookup):
            if lookup.found:
                lookup.focus()
                lookup.highlighted = 1  # the first player, under the list's name

    @on(RatingLookup.Chosen)
    def _chosen(self, chosen: RatingLookup.Chosen) -> None:
        p = self.chosen = chosen.player
        values = {"name": p.name, "rating": str(p.rating(self.rate) or ""),
                  "title": p.title, "federation": p.federation,
                  "birth": str(p.birth_year or ""), "fide_id": str(p.fide_id)}
        self.filled = {values["name"], values["fide_id"]}
        for key, value in values.items():
            for field in self.query(f"#field-{key}").results(Input):
                field.value = value
        for lookup in self.query(RatingLookup):
            lookup.look_up("")
        self.query_one("#field-name", Input).focus()
