"""What a new tournament gets from its system before it starts, on top of the system's
plug-in: the recommended tie-breaks, and whether a game can be drawn."""

from __future__ import annotations

from .registry import descriptor, entry

#: C.07 (2026), recommended for individual Swiss tournaments: Buchholz Cut-1,
#: Buchholz, direct encounter.
SWISS_TIEBREAKS: tuple[str, ...] = ("BH/C1", "BH", "DE")
#: The round robin's order of the Berger-table document (its tableau): direct
#: encounter, the number of wins, then Sonneborn-Berger ("Feinwertung").
ROUND_ROBIN_TIEBREAKS: tuple[str, ...] = ("DE", "WIN", "SB")


def recommended_tiebreaks(system: str) -> tuple[str, ...]:
    """The tie-breaks a new tournament of ``system`` gets unless others are chosen:
    the system's own (SwissBG's ranking), else C.07's for a Swiss or a round robin."""
    found = descriptor(system)
    if found.entry.tiebreaks:
        return found.entry.tiebreaks
    return ROUND_ROBIN_TIEBREAKS if found.entry.predetermined else SWISS_TIEBREAKS


def has_draws(system: str) -> bool:
    """Whether a game can be drawn (not a backgammon match: SwissBG)."""
    return entry(system).draws


def rounds_problem(system: str, rounds: int) -> str | None:
    """What is wrong with ``rounds`` rounds for a new tournament of ``system`` (None:
    nothing): a system whose pairing covers several rounds of the file (Double-Swiss:
    a match of two games, C.04.5 Preface) needs a multiple of them."""
    every = entry(system).rounds_per_pairing
    if every > 1 and rounds % every:
        return (f"{entry(system).title} plays matches of {every} games, {every} rounds "
                f"of the file each (C.04.5 Preface): give a multiple of {every}, e.g. "
                f"{rounds - rounds % every + every} for {rounds // every + 1} matches, "
                f"not {rounds}")
    return None
