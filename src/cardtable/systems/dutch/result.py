"""The outcome of pairing one bracket."""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import CardIndex


@dataclass
class BracketResult:
    """A paired bracket: its MDPs and residents, the pairs made (card indices, higher
    first), its downfloaters; the MDPs paired (M1 of them) and the remainder with the
    number of pairs made in it (the size of S1R, art. 3.7). ``exported`` are players
    the completion check sent below the next scoregroup; ``exact`` tells whether the
    bracket was paired over every remaining player; ``single`` whether it is the bracket
    that gives the PAB (C9 applies)."""

    mdps: list[CardIndex]
    residents: list[CardIndex]
    pairs: list[tuple[CardIndex, CardIndex]]
    floaters: list[CardIndex]
    paired_mdps: list[CardIndex]
    remainder: list[CardIndex]
    remainder_pairs: int
    exported: set[CardIndex] = field(default_factory=set)
    exact: bool = False
    single: bool = False


def split_phase_a(mdps: list[CardIndex], residents: list[CardIndex],
                  mate: dict[CardIndex, CardIndex]
                  ) -> tuple[list[tuple[CardIndex, CardIndex]], int]:
    """From a matching of the bracket: the MDP-pairing (each MDP paired with a
    resident, art. 3.3.3) and the number of pairs made among the residents (the size
    of S1R, art. 3.7)."""
    resident_set = set(residents)
    fixed = [(m, mate[m]) for m in mdps if mate.get(m) in resident_set]
    pairs_left = sum(1 for a in residents if mate.get(a, -1) in resident_set and mate[a] > a)
    return fixed, pairs_left
