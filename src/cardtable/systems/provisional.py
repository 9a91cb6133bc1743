"""A late entry's provisional pairing number ends when the next round is paired
(C.04.2 art. 2.4-2.5): the initial ranking list is renumbered with the system's order
of titles, the round is paired on the new numbers, and publishing it writes them (and
logs them, ``numbers-reassigned``). The model's rule is
:func:`cardtable.model.roster.settle_provisional`; here the system's titles are added."""

from __future__ import annotations

from ..model.tournament import Tournament
from ..model.events import EventKind
from ..model.roster import Settled, settle_provisional
from .registry import entry


def settled(tournament: Tournament, *, log: bool = False) -> Settled:
    """The tournament as the next round is paired on it: provisional numbers renumbered
    in the initial order of its system (C.04.2 art. 2.5); ``log`` to record it (at
    publication; a view for pairing or a walkthrough logs nothing)."""
    if not any(p.provisional for p in tournament.players):
        return Settled(tournament, ())  # nothing to settle: no system looked up
    titles = entry(tournament.settings.system).title_order
    return settle_provisional(tournament, titles=titles, log=log)


def renumbered_words(before: Tournament, after: Tournament) -> str:
    """What publishing renumbered (the ``numbers-reassigned`` events it logged), as a
    sentence ("" when nothing): the sheets posted before carry the old numbers."""
    new = [e for e in after.log[len(before.log):] if e.kind is EventKind.NUMBERS_REASSIGNED]
    return "".join(f"{e.text[:1].upper()}{e.text[1:]}. Sheets posted before carry the old "
                   f"numbers; the printed start list lists the changes." for e in new)
