"""The tournament model: settings, players, rounds and the state derived from them.

Headless: nothing here imports textual."""

from .colour import Colour
from .history import Entry, EntryKind, History, PlayerState, Preference, round_entries
from .player import TITLE_ORDER, Player, in_initial_order, initial_order_key
from .points import PointSystem, format_points, points
from .results import ByeKind, GameResult, Outcome
from .tournament import (
    SYSTEMS,
    Bye,
    Game,
    Round,
    Settings,
    Tournament,
    VirtualPoints,
    draw_initial_colour,
)

__all__ = [
    "SYSTEMS",
    "TITLE_ORDER",
    "Bye",
    "ByeKind",
    "Colour",
    "Entry",
    "EntryKind",
    "Game",
    "GameResult",
    "History",
    "Outcome",
    "Player",
    "PlayerState",
    "PointSystem",
    "Preference",
    "Round",
    "Settings",
    "Tournament",
    "VirtualPoints",
    "draw_initial_colour",
    "format_points",
    "in_initial_order",
    "initial_order_key",
    "points",
    "round_entries",
]
