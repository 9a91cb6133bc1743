"""What players ask for, as the tournament's system allows it.
:mod:`cardtable.model.requests` records a requested bye (C.04.1 c) and forbidden pairs
(TRF-2026 record 260); here the system's plug-in says whether it can honour them at
all (``PairingSystemPlugin.bye_refusal``, ``forbid_refusal``), for the command line
(``bye``, ``forbid``) and the app (``b``, ``f`` on the start list) alike.

A system whose pairings are fixed in advance by a table (the round robin, C.05 Annex 1)
honours neither, for its own reasons and with its own advice: no requested bye (a
player who cannot play loses their game of the table by forfeit), no forbidden pair
(everybody meets everybody). Taking a request back is always allowed, so that a file
that has one can be put right."""

from __future__ import annotations

from ..model.results import ByeKind
from ..model.tournament import Tournament
from ..model import requests
from ..model.requests import RequestError
from .registry import SYSTEMS, descriptor, entry


def fixed_by_table(tournament: Tournament) -> bool:
    """Whether the tournament's pairings are fixed in advance by a table (C.05)."""
    system = SYSTEMS.get(tournament.settings.system)
    return system is not None and system.predetermined


def bye_refusal(tournament: Tournament, start_no: int) -> str | None:
    """Why player ``start_no`` cannot request a bye in this tournament, or None."""
    if not tournament.has_player(start_no):
        return None
    player = f"{start_no} {tournament.player(start_no).name}"
    return descriptor(tournament.settings.system).rules.bye_refusal(player)


def forbid_refusal(tournament: Tournament, group: tuple[int, ...] = ()) -> str | None:
    """Why players (those of ``group``, when given) cannot be kept apart in this
    tournament, or None."""
    return descriptor(tournament.settings.system).rules.forbid_refusal(", ".join(map(str, group)))


def set_bye(tournament: Tournament, round_no: int, start_no: int,
            kind: ByeKind = ByeKind.HALF) -> Tournament:
    """:func:`cardtable.model.requests.set_bye`, refused where a table fixes the
    pairings."""
    refusal = bye_refusal(tournament, start_no)
    if refusal:
        raise RequestError(refusal)
    return requests.set_bye(tournament, round_no, start_no, kind)


def forbid(tournament: Tournament, group: tuple[int, ...]) -> Tournament:
    """:func:`cardtable.model.requests.forbid`, refused where a table fixes the
    pairings; groups of teams where the system pairs the file's teams (C.04.6)."""
    refusal = forbid_refusal(tournament, group)
    if refusal:
        raise RequestError(refusal)
    return requests.forbid(tournament, group, teams=by_teams(tournament))


def allow(tournament: Tournament, group: tuple[int, ...]) -> Tournament:
    """:func:`cardtable.model.requests.allow` (always allowed), by teams as ``forbid``."""
    return requests.allow(tournament, group, teams=by_teams(tournament))


def by_teams(tournament: Tournament) -> bool:
    """Whether the forbidden groups name teams: the system pairs the file's teams."""
    return bool(tournament.teams) and entry(tournament.settings.system).pairs_teams


def set_never_meets(tournament: Tournament, start_no: int,
                    others: tuple[int, ...]) -> Tournament:
    """:func:`cardtable.model.requests.set_never_meets`; where a table fixes the
    pairings only to take players off the list, never to add one."""
    added = tuple(sorted(set(others) - set(requests.never_meets(tournament, start_no))))
    refusal = forbid_refusal(tournament, (start_no, *added)) if added else None
    if refusal:
        raise RequestError(refusal)
    return requests.set_never_meets(tournament, start_no, others,
                                    teams=by_teams(tournament))
