"""A candidate's label. The walk names a candidate by in-bracket sequence numbers
(BSN, C.04.3 art. 4.1: ``MDP set {1} with S2 2`` (art. 4.4), ``exchange 5↔6`` (art.
4.3), ``transposition 6-7-8`` (art. 4.2)): :class:`Labels`. The cards show pairing
numbers; so each part of a label is written in pairing numbers, with the BSNs by which
the article orders them in brackets: ``transposition 15-16-19 (BSN 6-7-8)``. Written
once, when the step is recorded (its ``label_numbers``); no reader rewrites a label."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from .cards import CardIndex
from .generation import Exchange

#: a number standing alone (not the 2 of ``S2``, not the 6 of ``C.6``)
_NUMBER = re.compile(r"(?<![A-Za-z.])\d+", re.ASCII)
#: the parts of a label: ``MDP set …``, ``exchange …``, ``transposition …``
_PART = re.compile(r"(; |, )(?![^{]*\})")


def in_pairing_numbers(label: str, bsns: tuple[int, ...]) -> str:
    """``label`` with BSN k written as ``bsns[k - 1]``, each part followed by its BSNs
    (``exchange 5↔15 (BSN 4↔6)``); unchanged without BSNs (a system whose labels are
    not in BSNs, e.g. the 2009 rules' ``C.7 #2``) or with a number beyond them."""
    numbers = [int(n) for n in _NUMBER.findall(label)]
    if not bsns or not numbers or any(not 1 <= n <= len(bsns) for n in numbers):
        return label
    return "".join(_part(part, bsns) for part in _PART.split(label))


def _part(part: str, bsns: tuple[int, ...]) -> str:
    first = _NUMBER.search(part)
    if first is None:
        return part  # a separator, "no pairs", "no MDP paired"
    start = first.start() - (part[first.start() - 1:first.start()] == "{")
    head, tail = part[:start], part[start:]
    return head + _NUMBER.sub(lambda m: str(bsns[int(m.group()) - 1]), tail) + \
        f" (BSN {tail})"


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
