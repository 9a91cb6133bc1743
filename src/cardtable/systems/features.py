"""What a round's pairing exercises (:class:`Features`), as each system's plug-in reads
it from its own trace (``PairingSystemPlugin.exercises.features``): floaters,
heterogeneous brackets, the PAB, colour conflicts, transpositions, exchanges, a
collapsed last bracket. A feature a system does not have is never present."""

from __future__ import annotations

from dataclasses import dataclass

from ..model.history import History
from ..model.tournament import Tournament


@dataclass(frozen=True, slots=True)
class Features:
    """The things one round's pairing needs (each True when the round has it)."""

    floater: bool = False
    heterogeneous: bool = False
    pab: bool = False
    colours: bool = False
    transposition: bool = False
    exchange: bool = False
    collapsed: bool = False

    @property
    def homogeneous(self) -> bool:
        """Homogeneous brackets only: nobody floats, no PAB, no bracket collapses."""
        return not any((self.floater, self.heterogeneous, self.pab, self.collapsed))


def colour_conflict(tournament: Tournament, round_no: int,
                    boards: tuple[tuple[int, int], ...]) -> bool:
    """A board whose two players prefer the same colour (C.04.3 art. 1.7, the 2009
    rule A.6, the simplified Swiss's colour rules): one of them must give way."""
    history = History(tournament, round_no - 1)
    for white, black in boards:
        first, second = history.state(white).preference[0], history.state(black).preference[0]
        if first is not None and first is second:
            return True
    return False
