"""Standings and printable tables under the rules of the tournament's own system: the
tie-breaks of :mod:`cardtable.tiebreaks` and the tables of :mod:`cardtable.formats`,
told whether the system's pairings are fixed in advance (a round robin: C.07 art. 16's
rules for pre-determined pairings, the tableau, free rounds)."""

from __future__ import annotations

from collections.abc import Iterable

from ..formats import tables
from ..model.tournament import Tournament
from ..tiebreaks.context import Rules
from ..tiebreaks.standings import Standings
from ..tiebreaks.standings import standings as rank
from ..tiebreaks.explain import Explanation
from ..tiebreaks.explain import explain as explain_rank
from .registry import descriptor, entry


def predetermined(tournament: Tournament) -> bool:
    """Whether the tournament's system fixes its pairings in advance (C.05)."""
    return entry(tournament.settings.system).predetermined


def rules_of(tournament: Tournament) -> Rules:
    """C.07's rules for unplayed rounds that the tournament's system takes."""
    return Rules.of(predetermined(tournament))


def forfeits_played(tournament: Tournament) -> frozenset[tuple[int, int]]:
    """The forfeited games the system counts as played for tie-breaks and standings."""
    return descriptor(tournament.settings.system).forfeits_played(tournament)


def standings(tournament: Tournament, codes: str | Iterable[str] | None = None,
              after_round: int | None = None, rules: Rules | str | None = None) -> Standings:
    """:func:`cardtable.tiebreaks.standings`, by default under the system's rules."""
    return rank(tournament, codes, after_round, rules or rules_of(tournament),
                forfeits_played(tournament))


def explain(tournament: Tournament, start_no: int, codes: str | Iterable[str] | None = None,
            after_round: int | None = None, rules: Rules | str | None = None) -> Explanation:
    """:func:`cardtable.tiebreaks.explain.explain`, by default under the system's rules."""
    return explain_rank(tournament, start_no, codes, after_round,
                        rules or rules_of(tournament), forfeits_played(tournament))


def crosstable(tournament: Tournament, after_round: int | None = None,
               codes: str | Iterable[str] | None = None,
               rules: Rules | str | None = None,
               ranked: Standings | None = None) -> tables.Table:
    """The round-robin tableau or the Swiss crosstable, as the system asks (``ranked``:
    :func:`standings` of the same arguments, when already computed)."""
    return tables.crosstable(tournament, after_round, codes, rules or rules_of(tournament),
                             predetermined=predetermined(tournament),
                             colours=entry(tournament.settings.system).colours,
                             played=forfeits_played(tournament), ranked=ranked)


def pairings_table(tournament: Tournament, round_no: int) -> tables.Table:
    """The boards of one round, then the byes (a round robin's are ``free``)."""
    return tables.pairings_table(tournament, round_no,
                                 predetermined=predetermined(tournament))
