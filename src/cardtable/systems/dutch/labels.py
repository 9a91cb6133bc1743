"""A candidate's label as the arbiter reads it: the engine names candidates by
in-bracket sequence numbers (BSN, C.04.3 art. 4.1: ``transposition 6-7-8``,
``exchange 5↔6``, ``MDP set {1} with S2 2``), the cards show pairing numbers; so each
part of a label is written in pairing numbers, with the BSNs by which the article
orders them in brackets: ``transposition 15-16-19 (BSN 6-7-8)``. Written once, when
the step is recorded (its ``label_numbers``); no reader rewrites a label."""

from __future__ import annotations

import re

#: a number standing alone (not the 2 of ``S2``, not the 6 of ``C.6``)
_NUMBER = re.compile(r"(?<![A-Za-z.])\d+")
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
