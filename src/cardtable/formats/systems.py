"""What the file formats need to know of a pairing system. The formats do not know the
systems themselves: whoever reads or writes a file passes them the known systems (the
registry of :mod:`cardtable.systems` does, through :mod:`cardtable.systems.files`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol


class SystemFormat(Protocol):
    """One system as the files see it: ``name`` (``tournament.system``), the TRF label
    written in record 092 (``trf_label``; ``trf_double_label`` for a double round
    robin, empty when the system has none), the words that name the system in a label
    read (``trf_words``; the first found wins), and whether a round may be on file only
    when the round before it is complete (``complete_rounds``, a Swiss system: C.04.2)
    or belongs to the same pairing (``rounds_per_pairing``: a Double-Swiss match's two
    rounds are published together, C.04.5 Preface),
    and whether its pairings are fixed in advance (``predetermined``, a round robin:
    C.07 art. 16's tie-break rules then, e.g. for TRF's rank column), and whether it
    pairs the file's teams (``pairs_teams``, C.04.6: the forbidden groups name teams)."""

    @property
    def name(self) -> str: ...
    @property
    def trf_label(self) -> str: ...
    @property
    def trf_words(self) -> tuple[str, ...]: ...
    @property
    def trf_double_label(self) -> str: ...
    @property
    def complete_rounds(self) -> bool: ...
    @property
    def rounds_per_pairing(self) -> int: ...
    @property
    def predetermined(self) -> bool: ...
    @property
    def pairs_teams(self) -> bool: ...


#: the known systems by name, in the order a listing shows them; the first is the
#: default, the system of a TRF label that names none of them
Systems = Mapping[str, SystemFormat]
