"""The pairing systems, one line each: adding a system is one folder
(``systems/<name>/`` exporting its :class:`PairingSystemPlugin`) and one line here.
The only module that imports a system's folder (the import-linter contract in
``pyproject.toml`` keeps it so)."""

from __future__ import annotations

from .base import SystemNotAvailable
from .double import DOUBLE
from .dutch import DUTCH
from .dutch2009 import DUTCH_2009
from .plugin import PairingSystemPlugin
from .roundrobin import ROUNDROBIN
from .simplified import SIMPLIFIED
from .swissbg import SWISSBG
from .team import TEAM, TeamCompetition  # seen by its teams: engine --team, standings

#: system name (``settings.system``) -> its plug-in, in the order of ``new --system``;
#: the default first (the formats take the first for a TRF label that names none)
SYSTEMS: dict[str, PairingSystemPlugin] = {system.name: system for system in (
    DUTCH,
    ROUNDROBIN,
    SIMPLIFIED,
    SWISSBG,
    DUTCH_2009,
    DOUBLE,
    TEAM,
)}

#: the system of a tournament that names none (``new``, the app's new tournament, the
#: model's ``Settings.system``) and of a TRF label that names none of the known ones;
#: the engine command's system
DEFAULT_SYSTEM: str = DUTCH.name

__all__ = ["DEFAULT_SYSTEM", "SYSTEMS", "TeamCompetition", "descriptor"]


def descriptor(name: str) -> PairingSystemPlugin:
    """The plug-in of the system ``name``; :class:`SystemNotAvailable` if this version
    does not have it."""
    found = SYSTEMS.get(name)
    if found is None:
        raise SystemNotAvailable(f"the pairing system {name!r} is not available yet "
                                 f"(this version has {', '.join(SYSTEMS)})")
    return found

