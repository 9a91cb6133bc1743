"""Which of FIDE's rating lists a tournament plays under: standard, rapid or blitz.

The setting ``rating_list`` says it when given; otherwise it follows from the time
control as the Laws of Chess define the rates, counted for 60 moves (the time of every
period plus 60 times the increment): rapid is more than 10 minutes and less than 60 (Appendix A.1),
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


#: a number of the time control with its mark: ``'``, ``min`` minutes; ``"``, ``s``,
#: ``sec`` seconds (the increment); ``moves``; a ``/`` before or after it
_NUMBER = re.compile(r"(?P<slash>/\s*)?(?P<value>\d+(?:[.,]\d+)?)\s*"
                     r"(?P<unit>\"|''|sec\w*|s\b|'|min\w*|moves?\b|m\b)?(?P<per>(?=\s*/\s*\d))?",
                     re.ASCII)
_SECONDS = ('"', "''", "s")


def minutes_for_60_moves(time_control: str) -> float | None:
    """``90'+30"`` -> 120, ``90'/40 + 30' + 30"`` -> 150, ``3+2`` -> 5, ``15 min + 10 s``
    -> 25: every period's minutes plus 60 times the increment in seconds (FIDE counts a
    game as 60 moves); a number of moves (``/40`` after a time, ``40/`` before one)
    counts for nothing; ``N+M`` without marks is minutes and seconds. None when the
    text names no time."""
    text = time_control.lower().replace("’", "'").replace("″", '"')
    minutes = seconds = 0.0
    bare: list[float] = []
    timed = False  # the number before was a time (with its mark)
    for found in _NUMBER.finditer(text):
        value = float(found["value"].replace(",", "."))
        unit = found["unit"] or ""
        after_time, timed = found["slash"] is not None and timed, bool(unit)
        if unit.startswith("move") or not unit and (found["per"] is not None
                                                    or after_time):
            continue  # 40/120, 90'/40, 40 moves: the number of moves
        if unit in _SECONDS or unit.startswith("s"):
            seconds += value
        elif unit:
            minutes += value
        else:
            bare.append(value)
    if len(bare) == 2 and not minutes and not seconds and "+" in text:
        minutes, seconds = bare[0], bare[1]  # 3+2: minutes and the increment
    else:
        minutes += sum(bare)
    if not minutes and not seconds:
        return None
    return minutes + seconds  # 60 moves: 60 × seconds = as many minutes


def tournament_rate(settings: Settings) -> Rate:
    """The list whose ratings the tournament's players are entered with."""
    if settings.rating_list:
        return Rate(settings.rating_list, f"the setting rating_list = "
                                          f"\"{settings.rating_list}\"")
    minutes = minutes_for_60_moves(settings.time_control)
    if minutes is None:
        return Rate("standard", "no time control is set (set rating_list to choose)"
                    if not settings.time_control.strip() else
                    f"the time control “{settings.time_control}” names no time (set "
                    f"rating_list to choose)")
    tc = f"the time control “{settings.time_control}”: {minutes:g} minutes for 60 moves"
    if minutes <= 10:
        return Rate("blitz", tc + ", blitz by the Laws of Chess, Appendix B.1")
    if minutes < 60:
        return Rate("rapid", tc + ", rapid by the Laws of Chess, Appendix A.1")
    return Rate("standard", tc + ", standard")
