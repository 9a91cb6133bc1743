"""Which of FIDE's rating lists a tournament plays under: standard, rapid or blitz.

The setting ``rating_list`` says it when given; otherwise it follows from the time
control as the Laws of Chess define the rates, counted for 60 moves (the base time plus
60 times the increment): rapid is more than 10 minutes and less than 60 (Appendix A.1),
blitz 10 minutes or less (Appendix B.1), standard the rest."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .tournament import Settings

RATES = ("standard", "rapid", "blitz")


@dataclass(frozen=True, slots=True)
class Rate:
    """The list (``standard``, ``rapid`` or ``blitz``) and why it was chosen."""

    name: str
    why: str


def minutes_for_60_moves(time_control: str) -> float | None:
    """``90'+30"`` -> 120.0, ``3+2`` -> 5.0, ``15 min + 10 s`` -> 25.0: the base time
    in minutes (the first number) plus 60 times the increment in seconds (a number
    marked ``"``, ``s`` or ``sec``, or the second of two bare numbers ``N+M``); None
    when the text names no time."""
    text = time_control.lower().replace("’", "'").replace("″", '"').replace("''", '"')
    numbers = re.findall(r"(\d+(?:[.,]\d+)?)\s*(\"|sec|s\b|'|min|m\b|/\d+)?", text)
    if not numbers:
        return None
    base = float(numbers[0][0].replace(",", "."))
    increment = 0.0
    for value, unit in numbers[1:]:
        if unit in ('"', "sec", "s"):
            increment = float(value.replace(",", "."))
    if not increment and len(numbers) == 2 and not any(u for _, u in numbers) \
            and "+" in text:
        increment = float(numbers[1][0].replace(",", "."))
    return base + increment


def tournament_rate(settings: Settings) -> Rate:
    """The list whose ratings the tournament's players are entered with."""
    if settings.rating_list:
        return Rate(settings.rating_list, f"the setting rating_list = "
                                          f"\"{settings.rating_list}\"")
    minutes = minutes_for_60_moves(settings.time_control)
    if minutes is None:
        return Rate("standard", "no time control is set (set rating_list to choose)"
                    if not settings.time_control.strip() else
                    f"the time control {settings.time_control!r} names no time (set "
                    f"rating_list to choose)")
    tc = f"the time control {settings.time_control!r} ({minutes:g} minutes for 60 moves"
    if minutes <= 10:
        return Rate("blitz", tc + ": blitz, Laws of Chess Appendix B.1)")
    if minutes < 60:
        return Rate("rapid", tc + ": rapid, Laws of Chess Appendix A.1)")
    return Rate("standard", tc + ")")
