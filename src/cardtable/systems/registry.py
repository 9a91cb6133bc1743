"""The pairing systems, one line each: adding a system is one folder
(``systems/<name>/`` exporting its :class:`SystemDescriptor`) and one line here."""

from __future__ import annotations

from .base import SystemNotAvailable
from .descriptor import SystemDescriptor
from .double import DOUBLE
from .dutch import DUTCH
from .dutch2009 import DUTCH_2009
from .roundrobin import ROUNDROBIN
from .simplified import SIMPLIFIED
from .swissbg import SWISSBG

#: system name (``settings.system``) -> its descriptor, in the order of ``new --system``
SYSTEMS: dict[str, SystemDescriptor] = {d.name: d for d in (
    DUTCH,
    ROUNDROBIN,
    SIMPLIFIED,
    SWISSBG,
    DUTCH_2009,
    DOUBLE,
)}


def descriptor(name: str) -> SystemDescriptor:
    """The descriptor of the system ``name``; :class:`SystemNotAvailable` if this
    version does not have it."""
    found = SYSTEMS.get(name)
    if found is None:
        raise SystemNotAvailable(f"the pairing system {name!r} is not available yet")
    return found


def trf_labels() -> tuple[tuple[str, str], ...]:
    """(word, system name) pairs for reading TRF 092/192 labels: the first word found
    in a label names its system (any other label: the Dutch system)."""
    return tuple((word, d.name) for d in SYSTEMS.values() for word in d.trf_words)
