"""The steps of a round-robin pairing in the words of C.05 and its Annex 1 (the
Berger tables): the row of the table a round is, each table board with the reason for
its colours, a player free that round, and a withdrawn player's game lost by forfeit
(C.05 art. 8.2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...trace.steps import Step
from ...trace.table_steps import TableBoardStep, TableRowStep


@dataclass(frozen=True, slots=True)
class BergerRowStep(TableRowStep):
    """Round ``round`` is row ``table_round`` of the Berger table: ``leader`` meets
    the table's last number on board 1; ``reversed`` in a later cycle with the colours
    reversed; ``swapped`` when the first cycle's last two rows are played in exchanged
    order."""

    kind: ClassVar[str] = "table-row"
    round: int = 0
    leader: int = 0
    reversed: bool = False
    swapped: bool = False


@dataclass(frozen=True, slots=True)
class BergerBoardStep(TableBoardStep):
    """A table board of round ``round`` and ``colour_reason``, why White and Black."""

    kind: ClassVar[str] = "board"
    round: int = 0
    colour_reason: str = ""


@dataclass(frozen=True, slots=True)
class FreeStep(Step):
    """``player`` has no game in round ``round``: their opponent in the table,
    ``table_opponent``, is the extra number of an odd table or a withdrawn player
    whose results were removed (``reason``)."""

    kind: ClassVar[str] = "free"
    round: int = 0
    player: int = 0
    table_opponent: int = 0
    reason: str = ""


@dataclass(frozen=True, slots=True)
class ForfeitStep(Step):
    """``player`` withdrew after at least half of their games: their game against
    ``opponent`` on board ``board`` is lost by forfeit (C.05 art. 8.2)."""

    kind: ClassVar[str] = "forfeit"
    round: int = 0
    board: int = 0
    player: int = 0
    opponent: int = 0


#: the round robin's own step kinds, registered when it loads
STEPS: tuple[type[Step], ...] = (BergerRowStep, BergerBoardStep, FreeStep, ForfeitStep)
