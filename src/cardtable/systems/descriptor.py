"""What the rest of the program knows about a pairing system: one immutable
:class:`SystemDescriptor` per system, exported by ``systems/<name>/__init__.py`` and
listed in :mod:`cardtable.systems.registry`. Nothing outside ``systems/`` tells the
systems apart by their names; it asks the descriptor (see docs/architecture.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..model import Tournament
from ..trace import TraceReader
from .base import PairingSystem
from .simulate_request import Simulation


@dataclass(frozen=True, slots=True)
class SystemDescriptor:
    """One pairing system.

    ``name``            the value of ``settings.system`` in a tournament file
    ``title``           the name shown to the user (the app, listings)
    ``trf_label``       the label written in TRF records 092/192
    ``trf_double_label`` the label of a double round robin (empty: none)
    ``trf_words``       words that, found in a 092/192 label read, name this system
    ``pair``            the pairing engine: ``pair(tournament, round_no, trace=...)``
    ``colours``         whether the system gives colours (SwissBG does not)
    ``complete_rounds`` whether a round must be complete before the next is paired
                        (a Swiss system: C.04.2); a round robin's table does not wait
    ``predetermined``   pairings fixed in advance by a table (the round robin, C.05):
                        start numbers by lot and kept, the rounds fixed by the table,
                        the tie-break rules for pre-determined pairings (C.07 art. 16)
    ``tiebreaks``       the tie-breaks ``cardtable new`` writes (empty: none)
    ``lot_first_round`` round 1 drawn by lot: ``new`` records a random seed (SwissBG)
    ``simulate``        how ``cardtable simulate`` plays a whole tournament
    ``reader``          how ``explain`` renders and queries its trace
    """

    name: str
    title: str
    trf_label: str
    trf_words: tuple[str, ...]
    pair: PairingSystem
    reader: TraceReader
    simulate: Callable[[Simulation], Tournament]
    colours: bool = True
    complete_rounds: bool = True
    predetermined: bool = False
    tiebreaks: tuple[str, ...] = ()
    lot_first_round: bool = False
    trf_double_label: str = ""
