"""What each pairing system recommends before a tournament starts (to be folded into
the system descriptor): its tie-breaks and whether it gives colours."""

from __future__ import annotations

from ..tiebreaks import SWISSBG_TIEBREAKS

#: C.07 (2026), recommended for individual Swiss tournaments: Buchholz Cut-1,
#: Buchholz, direct encounter.
SWISS_TIEBREAKS: tuple[str, ...] = ("BH/C1", "BH", "DE")
#: The round robin's order of seed 001 (the tableau): direct encounter, the number
#: of wins, then Sonneborn-Berger ("Feinwertung").
ROUND_ROBIN_TIEBREAKS: tuple[str, ...] = ("DE", "WIN", "SB")

_TIEBREAKS: dict[str, tuple[str, ...]] = {
    "roundrobin": ROUND_ROBIN_TIEBREAKS,
    "swissbg": SWISSBG_TIEBREAKS,
}


def recommended_tiebreaks(system: str) -> tuple[str, ...]:
    """The tie-breaks a new tournament of ``system`` gets unless others are chosen."""
    return _TIEBREAKS.get(system, SWISS_TIEBREAKS)


def has_colours(system: str) -> bool:
    """Whether the system gives colours (SwissBG, seed 004, does not: backgammon)."""
    return system != "swissbg"


def has_draws(system: str) -> bool:
    """Whether a game of the system can be drawn (a backgammon match cannot)."""
    return system != "swissbg"


def draws_round_one_by_lot(system: str) -> bool:
    """Whether round 1 is drawn by lot, so a new tournament records a random seed
    (SwissBG, seed 004)."""
    return system == "swissbg"


def declares_rounds(system: str) -> bool:
    """Whether the number of rounds is declared beforehand (a Swiss, C.04.1 a); a
    round robin's follows from the players."""
    return system != "roundrobin"
