"""The tournament model: settings, players, rounds and the state derived from them.

Headless: nothing here imports textual."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import exports

if TYPE_CHECKING:  # pragma: no cover
    from .colour import Colour
    from .history import Entry, EntryKind, Float, History, PlayerState, Preference, round_entries
    from .numbering import assign_pairing_numbers, initial_order_numbers, renumber
    from .player import TITLE_ORDER, Player, in_initial_order, initial_order_key
    from .points import PointSystem, format_points, points
    from .results import ByeKind, GameResult, Outcome
    from .roster import (
        Corrected,
        Joined,
        RosterError,
        add_player,
        correct_player,
        first_round,
        withdraw,
    )
    from .tournament import (
        Bye,
        Game,
        Round,
        Settings,
        Tournament,
        VirtualPoints,
        draw_initial_colour,
    )

#: module -> the names it gives the package, imported on first use (cardtable.lazy)
__getattr__ = exports(__name__, {
    ".colour": ("Colour",),
    ".history": ("Entry", "EntryKind", "Float", "History", "PlayerState", "Preference",
                 "round_entries"),
    ".numbering": ("assign_pairing_numbers", "initial_order_numbers", "renumber"),
    ".player": ("TITLE_ORDER", "Player", "in_initial_order", "initial_order_key"),
    ".points": ("PointSystem", "format_points", "points"),
    ".results": ("ByeKind", "GameResult", "Outcome"),
    ".roster": ("Corrected", "Joined", "RosterError", "add_player", "correct_player",
                "first_round", "withdraw"),
    ".tournament": ("Bye", "Game", "Round", "Settings", "Tournament", "VirtualPoints",
                    "draw_initial_colour"),
})

__all__ = [
    "TITLE_ORDER",
    "Bye",
    "ByeKind",
    "Colour",
    "Entry",
    "EntryKind",
    "Float",
    "Game",
    "GameResult",
    "History",
    "Joined",
    "Outcome",
    "Player",
    "PlayerState",
    "PointSystem",
    "Preference",
    "RosterError",
    "Round",
    "Settings",
    "Tournament",
    "VirtualPoints",
    "add_player",
    "assign_pairing_numbers",
    "Corrected",
    "correct_player",
    "draw_initial_colour",
    "first_round",
    "format_points",
    "in_initial_order",
    "initial_order_key",
    "initial_order_numbers",
    "points",
    "renumber",
    "round_entries",
    "withdraw",
]
