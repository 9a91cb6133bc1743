"""The pairing system in a TRF file, read and written the same way. TRF-2026 gives
record 192 the tournament type as a code (``FIDE_DUTCH_2025``, ``FIDE_ROUNDROBIN``,
``_BAKU`` appended for the Baku acceleration); record 092 is free text, a label.

Reading, the system is taken from a 192 that holds a known code before any word of a
label is looked at: so a label such as "Club rules (not SWISSBG)" cannot change the
system. Only a file without such a code (TRF-16, other programs) is read by the words
of its labels, the first system whose word a label holds. Writing, TRF-2026 gives 192
the system's own code; TRF-16 has only 092, where a label that would be read as
another system is replaced by the code."""

from __future__ import annotations

from typing import NamedTuple

from .systems import SystemFormat, Systems

#: What 192 appends to a system's code for the Baku acceleration (C.04.7).
BAKU = "_BAKU"


#: a named tuple: a sixth of a dataclass's making at a command's start (issue 36)
class SystemRead(NamedTuple):
    """What the labels of a file say: the system, whether a round robin is double,
    the acceleration (``none`` or ``baku``)."""

    system: str
    double: bool = False
    acceleration: str = "none"


def system_code(system: SystemFormat | None, name: str, *, double: bool,
                acceleration: str) -> str:
    """The 192 code of a system (``name`` in capitals for one not known), with
    ``_BAKU`` for the Baku acceleration."""
    if system is None:
        code = name.upper()
    elif double and system.trf_double_label:
        code = system.trf_double_label
    else:
        code = system.trf_label
    return code + BAKU if acceleration == "baku" else code


def from_code(code: str, systems: Systems) -> SystemRead | None:
    """The system whose own 192 code ``code`` is exactly (upper case, ``_BAKU``
    allowed); None for any other text."""
    code = code.strip().upper()
    base = code.removesuffix(BAKU)
    acceleration = "baku" if base != code else "none"
    for system in systems.values():
        if base == system.trf_label.upper():
            return SystemRead(system.name, False, acceleration)
        if system.trf_double_label and base == system.trf_double_label.upper():
            return SystemRead(system.name, True, acceleration)
    return None


def from_words(label: str, systems: Systems) -> SystemRead | None:
    """The first system one of whose words the label holds; None when none does."""
    upper = label.upper().replace(" ", "_")
    acceleration = "baku" if "BAKU" in upper else "none"
    for system in systems.values():
        if any(word in upper for word in system.trf_words):
            return SystemRead(system.name, bool(system.trf_double_label) and "DOUBLE" in upper,
                              acceleration)
    return None


def system_from_records(codes: list[str], labels: list[str], systems: Systems) -> SystemRead:
    """The system of a file: a known code in a 192 first, then the words of the 192s
    and 092s in that order; the first of ``systems`` (the default, the Dutch system)
    when none names one."""
    for code in codes:
        found = from_code(code, systems)
        if found is not None:
            return found
    for label in [*codes, *labels]:
        found = from_words(label, systems)
        if found is not None:
            return found
    baku = any("BAKU" in label.upper() for label in [*codes, *labels])
    return SystemRead(next(iter(systems)), False, "baku" if baku else "none")


def label_keeps_system(label: str, read: SystemRead, systems: Systems) -> bool:
    """Whether a file whose only system record is this 092 label is read back as
    ``read`` (TRF-16, which has no 192)."""
    return system_from_records([], [label], systems) == read
