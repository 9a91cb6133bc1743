"""The shape of a pairing read from a fixed table (a round robin's Berger table): the
row a round is, and each board of the row with its colours. A system that pairs from a
table records its own steps as subclasses of these, so that the walkthrough can lay out
the row and its boards without knowing the system. Headless."""

from __future__ import annotations

from dataclasses import dataclass

from .steps import Step


@dataclass(frozen=True, slots=True)
class TableRowStep(Step):
    """A base: the round is row ``table_round`` of the table for ``table_size``
    players, in cycle ``cycle``."""

    table_size: int = 0
    table_round: int = 0
    cycle: int = 1


@dataclass(frozen=True, slots=True)
class TableBoardStep(Step):
    """A base: board ``table_board`` of the row gives ``white`` – ``black``, published
    as board ``board`` (None when no game is played there)."""

    table_board: int = 0
    board: int | None = None
    white: int = 0
    black: int = 0
