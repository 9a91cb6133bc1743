"""The pairing systems, looked up by the name a tournament gives in ``settings.system``."""

from __future__ import annotations

import importlib

from ..model import Tournament
from .base import (
    NotReady,
    Pairing,
    PairingError,
    PairingSystem,
    SystemNotAvailable,
    check_ready,
    publish,
)
from .override import Breach, Override, OverrideError, breaches, change_board

#: system name -> "module:function" of its pairer
_REGISTRY: dict[str, str] = {
    "dutch": "cardtable.systems.dutch:pair",
    "dutch-2009": "cardtable.systems.dutch2009:pair",
    "roundrobin": "cardtable.systems.roundrobin:pair",
    "simplified": "cardtable.systems.simplified:pair",
    "swissbg": "cardtable.systems.swissbg:pair",
}


def pairer(system: str) -> PairingSystem:
    """The pairing function of a system; :class:`SystemNotAvailable` if this version
    does not have it yet."""
    target = _REGISTRY.get(system)
    if target is None:
        raise SystemNotAvailable(f"the pairing system {system!r} is not available yet")
    module, _, function = target.partition(":")
    return getattr(importlib.import_module(module), function)


def pair_next_round(tournament: Tournament, *, trace: bool = False) -> Pairing:
    """Pair the next round of a tournament with its own system."""
    return pairer(tournament.settings.system)(tournament, tournament.next_round, trace=trace)


__all__ = ["Breach", "NotReady", "Override", "OverrideError", "Pairing", "PairingError",
           "SystemNotAvailable", "breaches", "change_board", "check_ready", "pair_next_round",
           "pairer", "publish"]
