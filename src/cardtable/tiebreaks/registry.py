"""The registry of tie-breaks: every base code, what it computes, which modifiers it
takes, which way it sorts. An extra tie-break (SwissBG's point difference, a
self-defined one of C.07 art. 4.1) is added with :func:`register`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from . import buchholz, counts, encounter, ratings
from .codes import CodeError, TieBreakCode, checked_texts, parse_code, parse_list
from .contributions import Breakdown

#: Sort orders: the higher the better, the lower the better, or DE's place (the
#: smaller non-zero place is better; 0 = not separated).
HIGH, LOW, PLACE = "high", "low", "place"


@dataclass(frozen=True)
class Definition:
    """One base code. ``compute(ctx, code)`` gives every player's
    :class:`~.contributions.Breakdown`; a ``positional`` one (DE) is computed per group
    of tied players: ``compute(ctx, code, group)``. ``decimals`` is how many decimals
    its values are printed with."""

    base: str
    title: str
    compute: Callable[..., dict[int, Breakdown]]
    modifiers: frozenset[str] = frozenset()
    order: str = HIGH
    positional: bool = False
    decimals: int = 0


_CUTS = frozenset({"C", "M"})
_DEFINITIONS: dict[str, Definition] = {}


def register(definition: Definition) -> None:
    """Add (or replace) a base code."""
    _DEFINITIONS[definition.base] = definition


for _definition in (
    Definition("PTS", "Points", counts.points, decimals=1),
    Definition("DE", "Direct encounter", encounter.direct_encounter, frozenset({"P"}),
               PLACE, positional=True),
    Definition("WIN", "Number of wins", counts.wins),
    Definition("WON", "Games won over the board", counts.games_won),
    Definition("BPG", "Games played with Black", counts.games_with_black),
    Definition("BWG", "Games won with Black", counts.wins_with_black),
    Definition("REP", "Rounds elected to play", counts.rounds_elected),
    Definition("PS", "Progressive scores", counts.progressive_scores, _CUTS, decimals=1),
    Definition("KS", "Koya system", counts.koya, frozenset({"L"}), decimals=1),
    Definition("STD", "Standard points", counts.standard_points, decimals=1),
    Definition("BH", "Buchholz", buchholz.buchholz, _CUTS | {"P"}, decimals=1),
    Definition("FB", "Fore Buchholz", buchholz.fore_buchholz, _CUTS | {"P"}, decimals=1),
    Definition("AOB", "Average of opponents' Buchholz",
               buchholz.average_of_opponents_buchholz, frozenset({"F", "P"}), decimals=2),
    Definition("SB", "Sonneborn-Berger", buchholz.sonneborn_berger, _CUTS | {"P"},
               decimals=2),
    Definition("ARO", "Average rating of opponents", ratings.average_rating, _CUTS),
    Definition("TPR", "Tournament performance rating", ratings.tournament_performance),
    Definition("PTP", "Perfect tournament performance",
               ratings.perfect_tournament_performance),
    Definition("APRO", "Average performance rating of opponents",
               ratings.average_performance_of_opponents),
    Definition("APPO", "Average perfect performance of opponents",
               ratings.average_perfect_performance_of_opponents),
    Definition("TPN", "Tournament pairing number", counts.pairing_number, order=LOW),
    Definition("RTNG", "Rating", counts.own_rating),
    Definition("LOT", "Lottery", counts.lottery, order=LOW),
):
    register(_definition)


def definition(code: TieBreakCode) -> Definition:
    return _DEFINITIONS[code.base]


def known_codes() -> list[str]:
    return list(_DEFINITIONS)


def check_code(code: TieBreakCode) -> TieBreakCode:
    """Raise :class:`CodeError` for an unknown base or a modifier it does not take."""
    found = _DEFINITIONS.get(code.base)
    if found is None:
        raise CodeError(f"unknown tie-break {code.base!r} (known: "
                        f"{', '.join(sorted(_DEFINITIONS))}; aliases GE, AROC, KOYA)")
    extra = code.modifiers - found.modifiers
    if extra:
        allowed = ", ".join(sorted(found.modifiers)) or "none"
        raise CodeError(f"{code.name}: {code.base} takes no /{'/'.join(sorted(extra))} "
                        f"modifier (C.07 art. 14; it takes: {allowed})")
    return code


def parse_codes(codes: str | Iterable[str]) -> tuple[TieBreakCode, ...]:
    """A tie-break list (``"BH/C1, BH, SB"`` or a list of codes), checked; ``PTS`` is
    dropped since the points always come first. Every problem is reported at once."""
    return parse_list(codes, _listed, lambda code: code.name)


def _listed(text: str) -> TieBreakCode | None:
    code = check_code(parse_code(text))
    return None if code.base == "PTS" and not code.modifiers else code


def checked_list(texts: Iterable[str]) -> tuple[str, ...]:
    """A tie-break list as a file gives it, checked as :func:`parse_codes` checks it:
    the codes as written (:func:`~.codes.checked_texts`). Every reader (TOML, TRF
    202/212) keeps what this gives, so a file written back lists the same."""
    return checked_texts(texts, parse_codes)


# SwissBG's tie-breaks register themselves when their module is imported: whoever
# parses a list of codes knows them (the package imports nothing eagerly, issue 36)
from . import swissbg as swissbg  # noqa: E402
