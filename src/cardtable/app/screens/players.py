"""What a screen listing players offers for the selected one — the start list, the
standings, the crosstable: ``e`` corrects his details, ``d`` withdraws him, ``b`` a
requested bye, ``f`` the players he never meets, ``c`` (or enter) his card; ``o`` the
settings."""

from __future__ import annotations

from typing import Callable

from textual.binding import Binding

from cardtable.model import Tournament

from ..messages import PlayerChosen
from .base import CardtableScreen
from .dialogs import FormScreen
from .forms import player_form, settings_form, withdraw_form
from .requests import Refused, open_bye, open_never_meets

Open = Callable[[Tournament, int], FormScreen | Refused]

#: What each action opens for the selected player: his forms; the requests first ask
#: the core whether the system has them.
_OPEN: dict[str, Open] = {"edit": player_form, "withdraw": withdraw_form,
                          "bye": open_bye, "forbid": open_never_meets}

#: The keys for the selected player shown in the footer …
PLAYER_KEYS = [Binding("e", "player('edit')", "Edit"),
               Binding("d", "player('withdraw')", "Withdraw"),
               Binding("b", "player('bye')", "Bye")]
#: … and those listed by ``?`` only.
MORE_PLAYER_KEYS = [Binding("f", "player('forbid')", "Never meets", show=False),
                    Binding("o", "settings", "Settings", show=False),
                    Binding("c", "card", "Player card", show=False)]


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
        """What ``which`` opens (:data:`_OPEN`) for the selected player, or why it
        is not opened."""
        if self.selected is None:
            return
        opened = _OPEN[which](self.tournament, self.selected)
        if isinstance(opened, Refused):
            self.app.notify(opened.text, title=opened.title, severity="warning", timeout=12)
        else:
            self.app.push_screen(opened)

    def action_settings(self) -> None:
        self.app.push_screen(settings_form(self.tournament))
