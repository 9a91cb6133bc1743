"""The outcome of pairing one bracket."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class BracketResult:
    """A paired bracket: its MDPs and residents, the pairs made (card indices, higher
    first), its downfloaters; the MDPs paired (M1 of them) and the remainder with the
    number of pairs made in it (the size of S1R, art. 3.7). ``exported`` are players
    the completion check sent below the next scoregroup; ``exact`` tells whether the
    bracket was paired over every remaining player."""

    mdps: list[int]
    residents: list[int]
    pairs: list[tuple[int, int]]
    floaters: list[int]
    paired_mdps: list[int]
    remainder: list[int]
    remainder_pairs: int
    exported: set[int] = field(default_factory=set)
    exact: bool = False
