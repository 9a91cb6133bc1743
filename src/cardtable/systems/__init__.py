"""The pairing systems, looked up by the name a tournament gives in ``settings.system``
(their plug-ins: :mod:`.registry`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import exports
from ..model import Tournament
from .registry import DEFAULT_SYSTEM, SYSTEMS, descriptor, entry

if TYPE_CHECKING:  # pragma: no cover
    from .base import (
        NotReady,
        Pairing,
        PairingError,
        PairingSystem,
        SystemNotAvailable,
    )
    from .plugin import PairingSystemPlugin
    from .publishing import publish, rounds_published
    from .override import Breach, Override, OverrideError, breaches, change_board
    from .ready import check_ready
    from .roles import Draw
    from .taking_back import TakenBackPairing, take_back_pairing

#: module -> the names it gives the package, imported on first use (cardtable.lazy)
__getattr__ = exports(__name__, {
    ".base": ("NotReady", "Pairing", "PairingError", "PairingSystem", "SystemNotAvailable"),
    ".publishing": ("publish", "rounds_published"),
    ".plugin": ("PairingSystemPlugin",),
    ".override": ("Breach", "Override", "OverrideError", "breaches", "change_board"),
    ".ready": ("check_ready",),
    ".roles": ("Draw",),
    ".taking_back": ("TakenBackPairing", "take_back_pairing"),
})


def pairer(system: str) -> PairingSystem:
    """The pairing function of a system; :class:`SystemNotAvailable` if this version
    does not have it yet."""
    return descriptor(system).pair


def pair_next_round(tournament: Tournament, *, trace: bool = False) -> Pairing:
    """Pair the next round of a tournament with its own system, on the numbers it gives
    the late entries' provisional ones (C.04.2 art. 2.5, :mod:`.provisional`)."""
    from .provisional import settled

    tournament = settled(tournament).tournament
    return pairer(tournament.settings.system)(tournament, tournament.next_round, trace=trace)


def draw_before_pairing(tournament: Tournament) -> tuple[Tournament, Draw | None]:
    """What the tournament's system draws by lot before its first round is paired (its
    plug-in's ``draw_before_pairing``: a round robin's start numbers, C.05 art. 7.2,
    unless they were given already); the draw (None when nothing was drawn) is for the
    arbiter to show."""
    return descriptor(tournament.settings.system).draw_before_pairing(tournament)


__all__ = ["DEFAULT_SYSTEM", "SYSTEMS", "Breach", "Draw", "NotReady", "Override", "OverrideError",
           "Pairing", "PairingError", "PairingSystemPlugin",
           "SystemNotAvailable", "TakenBackPairing", "breaches", "change_board",
           "check_ready", "descriptor", "draw_before_pairing", "entry", "pair_next_round",
           "pairer", "publish", "rounds_published", "take_back_pairing"]
