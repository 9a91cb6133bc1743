"""What a screen listing players offers for the selected one — the start list, the
standings, the crosstable: ``e`` corrects their details, ``d`` withdraws them, ``b`` a
requested bye, ``f`` the players they never meet, ``c`` (or enter) their card, ``delete``
removes a player entered by mistake (before they have a game); ``o`` the settings."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from textual.app import App
from textual.binding import Binding

from cardtable.model.tournament import Tournament

from cardtable.actions.roster import remove_from_list

from ..messages import Change, ChangeRequested, PlayerChosen
from .base import CardtableScreen
from .dialogs import ConfirmScreen, FormScreen

if TYPE_CHECKING:  # pragma: no cover
    from .requests import Refused

Open = Callable[[Tournament, int], "FormScreen | Refused"]


def ask_removal(app: App[None], tournament: Tournament, start_no: int) -> None:
    """Remove a player entered by mistake, after asking (the change posted to the app
    once the answer is yes); refused, saying why and what to do instead (``d``
    withdraws), once they have a game or the PAB."""
    player = tournament.player(start_no)
    removed = remove_from_list(tournament, start_no)
    if removed.refusal is not None:
        app.notify(f"{removed.refusal} (d withdraws them)", title="Not removed",
                   severity="warning", timeout=8)
        return
    moved = sum(1 for p in tournament.players if p.start_no > start_no)
    after = (f"The {moved} player(s) after them move up one pairing number." if moved
             else "")
    change = Change(removed.tournament, removed.said, base=tournament)

    def answer(yes: bool | None) -> None:
        if yes:
            app.post_message(ChangeRequested(change))

    app.push_screen(ConfirmScreen(f"Remove {start_no} {player.name}",
                                  f"Entered by mistake: {player.name} leaves the start "
                                  f"list, with their requested byes. {after}".strip(),
                                  question="Remove this player?"), answer)


def _opener(which: str) -> Open:
    """What each action opens for the selected player: their forms; the requests first
    ask the core whether the system has them. (The forms are imported when first
    opened, not at the app's start.)"""
    from .forms import player_form, withdraw_form
    from .requests import open_bye, open_never_meets

    found: dict[str, Open] = {"edit": player_form, "withdraw": withdraw_form,
                              "bye": open_bye, "forbid": open_never_meets}
    return found[which]

#: The keys for the selected player shown in the footer …
PLAYER_KEYS = [Binding("f", "player('forbid')", "Forbid", tooltip="Never meets"),
               Binding("o", "settings", "Setup", tooltip="Settings")]
#: … and those listed by ``?`` (and the palette) only.
MORE_PLAYER_KEYS = [Binding("e", "player('edit')", "Edit", show=False),
                    Binding("d", "player('withdraw')", "Withdraw", show=False),
                    Binding("b", "player('bye')", "Bye", show=False),
                    Binding("c", "card", "Player card", show=False),
                    Binding("delete", "player('remove')", "Remove (entered by mistake)",
                            show=False)]


class PlayerScreen(CardtableScreen):
    """A screen whose list has a selected player (``selected``); subclasses bind
    :data:`PLAYER_KEYS` and :data:`MORE_PLAYER_KEYS`."""

    @property
    def selected(self) -> int | None:
        """The pairing number of the player under the cursor (None: no row)."""
        raise NotImplementedError

    def action_card(self) -> None:
        if self.selected is not None:
            self.post_message(PlayerChosen(self.selected))

    def action_player(self, which: str) -> None:
        """What ``which`` opens (:func:`_opener`) for the selected player, or why it
        is not opened."""
        from .requests import Refused

        if self.selected is None:
            return
        if which == "remove":
            ask_removal(self.app, self.tournament, self.selected)
            return
        opened = _opener(which)(self.tournament, self.selected)
        if isinstance(opened, Refused):
            self.app.notify(opened.text, title=opened.title, severity="warning", timeout=12)
        else:
            self.app.push_screen(opened)

    def action_settings(self) -> None:
        from .forms import settings_form

        self.app.push_screen(settings_form(self.tournament))
