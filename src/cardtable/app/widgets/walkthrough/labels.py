"""A candidate's label in pairing numbers: the trace names candidates by in-bracket
sequence numbers (BSN, C.04.3 art. 4.1: ``transposition 6-7-8``, ``exchange 5↔6``,
``MDP set {1} with S2 2``); the cards show pairing numbers, so the label is shown
with each BSN replaced by the pairing number it stands for. Headless."""

from __future__ import annotations

import re

#: a number standing alone (not the 2 of ``S2``)
_NUMBER = re.compile(r"(?<![A-Za-z.])\d+")


def in_pairing_numbers(label: str, bsns: tuple[int, ...]) -> str:
    """``label`` with BSN k written as ``bsns[k - 1]``; unchanged without BSNs (a
    system whose labels are not in BSNs) or with a number beyond them."""
    if not bsns or any(int(n) > len(bsns) or int(n) < 1 for n in _NUMBER.findall(label)):
        return label
    return _NUMBER.sub(lambda m: str(bsns[int(m.group()) - 1]), label)
