"""Checks of form fields as they are typed: each takes the text and says what is wrong
with it (None when nothing is). Used by :class:`~.dialogs.Field` ``check``."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from typing import Callable

from cardtable.formats.limits import MAX_FIDE_ID
from cardtable.model.points import points
from cardtable.tiebreaks.codes import CodeError
from cardtable.tiebreaks.registry import parse_codes
from cardtable.tiebreaks.team_codes import parse_team_codes
from ...model.numerals import is_digits

Check = Callable[[str], "str | None"]


def whole_number(low: int = 0, high: int | None = None, *, why_low: str = "",
                 required: bool = False) -> Check:
    """A whole number from ``low`` (``why_low`` says why not less) to ``high``."""
    def check(text: str) -> str | None:
        if not text:
            return "required" if required else None
        if not is_digits(text):
            return f"expected a whole number, found {text!r}"
        if int(text) < low:
            return why_low or f"at least {low}"
        if high is not None and int(text) > high:
            return f"at most {high}"
        return None
    return check


def date(text: str) -> str | None:
    if not text:
        return None
    try:
        dt.date.fromisoformat(text)
    except ValueError:
        return f"expected a date such as 2026-03-14, found {text!r}"
    return None


def date_order(start: str, end: str) -> str | None:
    """A tournament's end date (C.04.2: the dates of the rating report) not before its
    start date; either may be empty."""
    if start and end and end < start:
        return "End date: before the start date"
    return None


def birth_date(text: str) -> str | None:
    """A birth date as the tournament file and the TRF hold it: a year or a date."""
    if not text or (len(text) == 4 and is_digits(text)):
        return None
    if date(text) is None and len(text) == 10:
        return None
    return f"expected a year such as 1990 or a date such as 1990-05-12, found {text!r}"


#: A FIDE id: a whole number of at most eleven digits (the TRF's columns).
fide_id = whole_number(1, MAX_FIDE_ID)


def federation(text: str) -> str | None:
    if text and not (len(text) == 3 and text.isalpha()):
        return f"expected a three-letter FIDE code such as GER, found {text!r}"
    return None


def tiebreaks(text: str) -> str | None:
    try:
        parse_codes(text)
    except (CodeError, ValueError) as exc:
        return str(exc)
    return None


def any_tiebreaks(text: str) -> str | None:
    """An individual or a team tie-break list (which one the system decides when the
    form is applied)."""
    wrong = tiebreaks(text)
    if wrong is None:
        return None
    try:
        parse_team_codes(text)
    except (CodeError, ValueError):
        return wrong
    return None


def one_of(*choices: str) -> Check:
    def check(text: str) -> str | None:
        if text.lower() not in choices:
            return f"expected {' or '.join(choices)}, found {text!r}"
        return None
    return check


def point_values(count: int) -> Check:
    """``count`` numbers of points separated by spaces or commas (``1 ½ 0``)."""
    def check(text: str) -> str | None:
        try:
            values = read_points(text)
        except (ValueError, ZeroDivisionError):
            return f"expected {count} numbers of points such as 1 ½ 0, found {text!r}"
        if len(values) != count:
            return f"expected {count} numbers of points, found {len(values)}"
        return None
    return check


def read_points(text: str) -> list[Fraction]:
    parts = text.replace(",", " ").replace(";", " ").split()
    values = [points(part) for part in parts]
    if any(v < 0 for v in values):
        raise ValueError("negative points")
    return values
