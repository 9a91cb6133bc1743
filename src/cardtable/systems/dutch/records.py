"""What the walk through a bracket's candidates records (see ``walk``): each candidate
kept in full, and the walk as a whole with the candidates it only counted."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .cards import CardIndex
from .generation import Exchange

Pairs = tuple[tuple[CardIndex, CardIndex], ...]


@dataclass(frozen=True, slots=True)
class Candidate:
    """One candidate: ``index`` in generation order from 1 (0 when past the limit),
    its pairs (card indices, higher ranked first, in the order they were formed), its
    downfloaters; ``criterion`` the absolute criterion that rejects it (``C1``,
    ``forbidden``, ``C3``, ``C4``, ``C5``) and the pair that breaks it, or None with
    ``weight`` its quality as the engine measures it, ``best_so_far`` whether it beats
    every earlier candidate and otherwise ``worse_by`` the criterion of highest
    priority on which it is worse than the best so far (``order``: as good, and the
    earlier one comes first, art. 3.8.1); ``moved`` the players its exchange moved
    (from S1, from S2)."""

    index: int
    label: str
    pairs: Pairs
    floaters: frozenset[CardIndex]
    criterion: str | None = None
    offending: tuple[CardIndex, CardIndex] | None = None
    weight: int | None = None
    best_so_far: bool = False
    moved: Exchange = ((), ())
    worse_by: str = ""


@dataclass
class Walk:
    """The walk through one bracket: the candidates recorded in full (the first
    ``RECORDS`` and the chosen one, last), how many others were counted and by which
    criterion, whether the count stopped at ``LIMIT``."""

    records: list[Candidate]
    counts: Counter[str] = field(default_factory=Counter)
    counted: int = 0
    more: bool = False
    perfect: bool = False
    conflict: str | None = None

    @property
    def chosen(self) -> Candidate:
        return self.records[-1]
