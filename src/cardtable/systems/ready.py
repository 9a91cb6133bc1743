"""Whether the next round can be paired yet."""

from __future__ import annotations

from ..model.tournament import Tournament
from .base import NotReady
from .registry import SYSTEMS


def check_ready(t: Tournament) -> None:
    """Raise :class:`NotReady` unless the next round can be paired: it exists, there
    are players, and (Swiss) the round before it has every result (C.04.2: a round is
    paired from the results of all earlier ones)."""
    rounds, upcoming = t.settings.rounds, t.next_round
    system = SYSTEMS.get(t.settings.system)  # one this version lacks: its pairer says so
    predetermined = system is not None and system.predetermined
    waits = system is None or system.complete_rounds
    if not rounds and not predetermined:
        raise NotReady("the number of rounds is not declared (tournament.rounds): a "
                       "Swiss tournament declares it beforehand (C.04.1 a)")
    if rounds and upcoming > rounds:
        raise NotReady(f"all {rounds} rounds are paired already")
    if not t.players:
        raise NotReady("there are no players yet: add them first (the key a in the app, "
                       "cardtable add-player on the command line)")
    last = t.round(upcoming - 1)
    if waits and upcoming > 1 and not last.complete:
        boards = ", ".join(str(g.board) for g in last.games if g.result is None)
        raise NotReady(f"round {last.number} is not finished: no result on board {boards}")
