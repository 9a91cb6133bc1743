"""Pairing numbers in the initial order of C.04.2 (Initial order): rating, then FIDE
title, then name. Reassigning them renumbers every reference to a player."""

from __future__ import annotations

from dataclasses import replace

from .player import TITLE_ORDER, in_initial_order
from .tournament import Bye, Round, Tournament


def renumber(tournament: Tournament, mapping: dict[int, int]) -> Tournament:
    """The same tournament with every pairing number ``old`` replaced by
    ``mapping[old]`` (players, games, byes, forbidden pairs). Numbers missing from
    the mapping stay as they are. Virtual points keep their ranges: an acceleration
    group is defined by pairing numbers (C.04.7), not by persons."""

    def new(start_no: int) -> int:
        return mapping.get(start_no, start_no)

    players = [replace(p, start_no=new(p.start_no)) for p in tournament.players]
    rounds = tuple(
        Round(r.number,
              tuple(replace(g, white=new(g.white), black=new(g.black)) for g in r.games),
              tuple(Bye(new(b.player), b.kind) for b in r.byes),
              r.date)
        for r in tournament.rounds
    )
    # a team competition's forbidden groups name teams (TPNs), not players
    forbidden = tournament.settings.forbidden_pairs if tournament.teams else tuple(
        tuple(new(p) for p in group) for group in tournament.settings.forbidden_pairs)
    settings = replace(tournament.settings, forbidden_pairs=forbidden)
    teams = tuple(replace(t, roster=tuple(new(m) for m in t.roster)) for t in tournament.teams)
    return replace(tournament.with_players(players), rounds=rounds, settings=settings,
                   teams=teams)


def initial_order_numbers(tournament: Tournament,
                          titles: tuple[str, ...] = TITLE_ORDER) -> dict[int, int]:
    """Old pairing number -> the number the initial order gives (1 for the first),
    titles ranked in ``titles``' order (the system's: the 2009 rules' A.2 c differs).
    Players equal in rating, title and name keep their present relative order."""
    ordered = in_initial_order(sorted(tournament.players, key=lambda p: p.start_no),
                               titles)
    return {p.start_no: number for number, p in enumerate(ordered, start=1)}


def assign_pairing_numbers(tournament: Tournament, *, by_lot: bool = False,
                           titles: tuple[str, ...] = TITLE_ORDER) -> Tournament:
    """Pairing numbers 1..N in the initial order (C.04.2), unless the arbiter fixed
    them (``settings.fixed_order``) or the system draws them by lot and keeps them
    (``by_lot``: a round robin, C.05; the caller asks its system's descriptor)."""
    return numbered(tournament, by_lot=by_lot, titles=titles)[0]


def numbered(tournament: Tournament, *, by_lot: bool = False,
             titles: tuple[str, ...] = TITLE_ORDER) -> tuple[Tournament, dict[int, int]]:
    """:func:`assign_pairing_numbers`, and the numbers it gave: old pairing number ->
    new (empty when it kept them); ``titles``: the system's order of titles."""
    if tournament.settings.fixed_order or by_lot:
        return tournament, {}
    numbers = initial_order_numbers(tournament, titles)
    return renumber(tournament, numbers), numbers
