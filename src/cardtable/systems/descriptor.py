"""What the rest of the program knows about a pairing system: one immutable
:class:`SystemDescriptor` per system, exported by ``systems/<name>/__init__.py`` and
listed in :mod:`cardtable.systems.registry`. Nothing outside ``systems/`` tells the
systems apart by their names; it asks the descriptor (see docs/architecture.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..formats.systems import SystemFormat
from ..model import Tournament
from ..trace import TraceReader
from .base import PairingSystem
from .simulate_request import Simulation


@dataclass(frozen=True, slots=True, kw_only=True)
class SystemDescriptor(SystemFormat):
    """One pairing system. What the file formats need (:class:`SystemFormat`):

    ``name``            the value of ``settings.system`` in a tournament file
    ``trf_label``       the label written in TRF records 092/192
    ``trf_double_label`` the label of a double round robin (empty: none)
    ``trf_words``       words that, found in a 092/192 label read, name this system
    ``complete_rounds`` whether a round must be complete before the next is paired
                        (a Swiss system: C.04.2); a round robin's table does not wait

    and the rest of the program:

    ``title``           the name shown to the user (the app, listings)
    ``pair``            the pairing engine: ``pair(tournament, round_no, trace=...)``
    ``colours``         whether the system gives colours (SwissBG does not)
    ``match_scores``    whether a game is a match whose score is entered with its
                        result (``result --score 7:3``; SwissBG's tie-breaks use it)
    ``predetermined``   pairings fixed in advance by a table (the round robin, C.05):
                        start numbers by lot and kept, the rounds fixed by the table,
                        the tie-break rules for pre-determined pairings (C.07 art. 16),
                        no requested byes and no forbidden pairs (``systems/requests``)
    ``tiebreaks``       the tie-breaks ``cardtable new`` writes (empty: none)
    ``lot_first_round`` round 1 drawn by lot: ``new`` records a random seed (SwissBG)
    ``simulate``        how ``cardtable simulate`` plays a whole tournament
    ``reader``          how ``explain`` renders and queries its trace
    """

    title: str
    pair: PairingSystem
    reader: TraceReader
    simulate: Callable[[Simulation], Tournament]
    colours: bool = True
    match_scores: bool = False
    tiebreaks: tuple[str, ...] = ()
    lot_first_round: bool = False
