"""What a screen listing players offers for the selected one — the start list, the
standings, the crosstable: ``e`` corrects his details, ``d`` withdraws him, ``b`` a
requested bye, ``f`` the players he never meets, ``c`` (or enter) his card, ``delete``
removes a player entered by mistake (before he has a game); ``o`` the settings."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from textual.binding import Binding

from .base import CardtableScreen
from cardtable.model.roster import RosterError, remove_player

from .dialogs import ConfirmScreen, FormScreen
from .forms import player_form, settings_form, withdraw_form
from .requests import open_bye, open_never_meets

if TYPE_CHECKING:
    from ..app import CardtableApp

Open = Callable[["CardtableApp", int], object]


def _pushed(form: Callable[[CardtableApp, int], FormScreen]) -> Open:
    return lambda app, start_no: app.push_screen(form(app, start_no))


def ask_remove(app: CardtableApp, start_no: int) -> None:
    """Remove a player entered by mistake, after asking; refused, saying why and what
    to do instead (``d`` withdraws), once he has a game or the PAB."""
    t = app.tournament
    assert t is not None
    player = t.player(start_no)
    try:
        changed = remove_player(t, start_no)
    except RosterError as exc:
        app.notify(f"{exc} (d)", title="Not removed", severity="warning", timeout=8)
        return
    moved = sum(1 for p in t.players if p.start_no > start_no)
    after = (f"The {moved} player(s) after him move up one pairing number." if moved
             else "")
    said = f"{start_no} {player.name} removed from the start list"

    def answer(yes: bool | None) -> None:
        if yes:
            app.change(changed, said)

    app.push_screen(ConfirmScreen(f"Remove {start_no} {player.name}",
                                  f"Entered by mistake: {player.name} leaves the start "
                                  f"list, with his requested byes. {after}".strip(),
                                  question="Remove him?"), answer)


#: What each action opens for the selected player: his forms; the requests first ask
#: the core whether the system has them.
_OPEN: dict[str, Open] = {"edit": _pushed(player_form), "withdraw": _pushed(withdraw_form),
                          "bye": open_bye, "forbid": open_never_meets,
                          "remove": ask_remove}

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
            self.cardtable.show_player(self.selected)

    def action_player(self, which: str) -> None:
        """What ``which`` opens (:data:`_OPEN`) for the selected player."""
        if self.selected is not None:
            _OPEN[which](self.cardtable, self.selected)

    def action_settings(self) -> None:
        self.app.push_screen(settings_form(self.cardtable))
