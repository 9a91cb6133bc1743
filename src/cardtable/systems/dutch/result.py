"""The outcome of pairing one bracket."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class BracketResult:
    """A paired bracket: its MDPs and residents, the pairs made (card indices, higher
    first), its downfloaters; the MDPs paired (M1 of them) and the remainder with the
    number of pairs made in it (the size of S1R, art. 3.7). ``exported`` are players
    the completion check sent below the next scoregroup; ``exact`` tells whether the
    bracket was paired over every remaining player; ``single`` whether it is the bracket
    that gives the PAB (C9 applies)."""

    mdps: list[int]
    residents: list[int]
    pairs: list[tuple[int, int]]
    floaters: list[int]
    paired_mdps: list[int]
    remainder: list[int]
    remainder_pairs: int
    exported: set[int] = field(default_factory=set)
    exact: bool = False
    single: bool = False


def split_phase_a(mdps: list[int], residents: list[int],
                  mate: dict[int, int]) -> tuple[list[tuple[int, int]], int]:
    """From a matching of the bracket: the MDP-pairing (each MDP paired with a
    resident, art. 3.3.3) and the number of pairs made among the residents (the size
    of S1R, art. 3.7)."""
    resident_set = set(residents)
    fixed = [(m, mate[m]) for m in mdps if mate.get(m) in resident_set]
    pairs_left = sum(1 for a in residents if mate.get(a, -1) in resident_set and mate[a] > a)
    return fixed, pairs_left
