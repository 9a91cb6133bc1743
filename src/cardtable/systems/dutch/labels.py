"""A candidate of the walk (see ``walk``) named in the arbiter's words, by in-bracket
sequence numbers (BSN, C.04.3 (2026) art. 4.1): its MDP set and their partners
(art. 4.4), its exchange (art. 4.3) and its transposition (art. 4.2)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import CardIndex
from .generation import Exchange


class Labels:
    """The labels of one bracket's candidates: ``bsn`` numbers its players, ``mdps``
    says whether it is heterogeneous, ``pairs`` is how many pairs its remainder (or
    the homogeneous bracket) makes."""

    def __init__(self, bsn: dict[CardIndex, int], mdps: bool, pairs: int):
        self.bsn = bsn
        self.mdps = mdps
        self.pairs = pairs

    def _numbers(self, players: Iterable[CardIndex]) -> str:
        return "-".join(str(self.bsn[v]) for v in players)

    def label(self, group: Sequence[CardIndex], mdp_partners: Sequence[CardIndex],
              exchange: Exchange, partners: Sequence[CardIndex]) -> str:
        parts = []
        if self.mdps:
            if group:
                parts.append("MDP set {" + ",".join(str(self.bsn[m]) for m in group)
                             + "} with S2 " + self._numbers(mdp_partners))
            else:
                parts.append("no MDP paired")
        out, into = exchange
        if out:
            parts.append("exchange " + ",".join(str(self.bsn[v]) for v in out) + "↔"
                         + ",".join(str(self.bsn[v]) for v in into))
        if partners:
            parts.append("transposition " + self._numbers(partners))
        elif self.pairs == 0 and not self.mdps:
            parts.append("no pairs")
        prefix = "remainder: " if self.mdps and (out or partners) else ""
        if self.mdps and len(parts) > 1:
            return parts[0] + "; " + prefix + ", ".join(parts[1:])
        return ", ".join(parts)
