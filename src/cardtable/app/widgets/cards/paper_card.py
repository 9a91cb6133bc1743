"""A player's card as on the arbiter's table in the paper-card procedure: number, title,
name and rating on top, then per round the opponent, board, colour, result, total,
Buchholz and rank, and the last line with the totals."""

from __future__ import annotations

from dataclasses import fields

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import DataTable, Static

from cardtable.model.player import Player

from ...core import CardRound
from ..tournament.start_list import status
from ....model.numerals import is_digits

_HEADER = ("Round", "Opponent", "Board", "Colour", "Res.", "Total", "BH", "Rank")
_LEFT = {"opponent"}


def card_head(player: Player) -> Content:
    title = f"{player.title} " if player.title else ""
    parts: list[tuple[str, str] | str] = [
        ("No. ", "$foreground-muted"), (f"{player.start_no}  ", "bold"),
        (f"{title}{player.name}", "bold"),
        ("   Rating ", "$foreground-muted"), str(player.rating or "unrated")]
    where = " · ".join(filter(None, (player.federation, player.club)))
    if where:
        parts += ["\n", (where, "$foreground-muted")]
    if status(player):
        parts += ["\n", (status(player), "italic $text-warning")]
    return Content.assemble(*parts)


class PaperCard(Vertical):
    """The head of the card and its table of rounds."""

    def compose(self) -> ComposeResult:
        yield Static(id="card-head")
        yield DataTable(id="card-rounds", cursor_type="none", zebra_stripes=True)

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        for label, field in zip(_HEADER, fields(CardRound)):
            table.add_column(Text(label, justify="left" if field.name in _LEFT else "right"),
                             key=field.name)

    def show(self, player: Player, rounds: tuple[CardRound, ...]) -> None:
        self.query_one("#card-head", Static).update(card_head(player))
        self.border_title = f"Player card · {player.start_no}"
        table = self.query_one(DataTable)
        table.clear()
        for line in rounds:
            values = [getattr(line, f.name) for f in fields(CardRound)]
            style = "bold" if not is_digits(line.round) else ""
            table.add_row(*(Text(v, style=style,
                                 justify="left" if f.name in _LEFT else "right")
                            for v, f in zip(values, fields(CardRound))))
