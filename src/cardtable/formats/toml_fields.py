"""Typed reading of TOML tables that collects every problem instead of stopping at
the first: each accessor names the key it reads, so a table knows its valid keys and
can suggest the closest one for a key it does not know."""

from __future__ import annotations

import datetime as dt
import difflib
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any, TypeVar, overload
from collections.abc import Callable, Iterable

from ..model.points import points as to_points
from ..tiebreaks.codes import CodeError
from .errors import Problem
from .limits import MAX_POINTS, MAX_TEXT, MAX_WHOLE, bounded_points
from .safe_text import one_line
from .toml_lines import LineIndex

T = TypeVar("T")


@dataclass
class Problems:
    """The problems found in one file so far, each placed on its line (the text is
    scanned for lines only when there is a problem)."""

    text: str
    found: list[Problem] = field(default_factory=list)

    @cached_property
    def lines(self) -> LineIndex:
        return LineIndex(self.text)

    def add(self, where: str, message: str) -> None:
        self.found.append(Problem(where, message, self.lines.line_of(where)))


class Wrong(ValueError):
    """A value of the wrong type or form; the message says what was expected."""


def found(value: Any) -> str:
    """A value as the problem report names it: ``the text "seven"``."""
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, int) and abs(value) > MAX_WHOLE:
        return f"a number of {len(str(abs(value)))} digits"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        # a tab or a line break in the value is shown escaped (\t), as every control
        cut = value if len(value) <= 60 else f"{value[:57]}..."
        return f'the text "{one_line(cut)}"' + (f" ({len(value)} characters)"
                                                 if cut != value else "")
    if isinstance(value, (dt.date, dt.datetime, dt.time)):
        return f"the date {value.isoformat()}"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "a table"
    return repr(value)


def closest(word: str, choices: Iterable[str]) -> str:
    """`` (did you mean "x"?)`` for the closest of ``choices``, or nothing."""
    match = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f' (did you mean "{match[0]}"?)' if match else ""


class Table:
    """One TOML table at ``path`` (``""`` for the document itself). A table that is
    missing or not a table reads as empty, without a problem for each required key
    (its own absence is the problem)."""

    def __init__(self, problems: Problems, path: str, data: Any):
        self.problems = problems
        self.path = path
        self.present = isinstance(data, dict)
        self.values = data if self.present else {}
        self.known: list[str] = []

    def where(self, key: str) -> str:
        return f"{self.path}.{key}" if self.path else key

    def has(self, key: str) -> bool:
        return key in self.values

    # -- the accessors -------------------------------------------------------
    def value(self, key: str, expected: str, convert: Callable[[Any], T], default: T,
              *, required: bool = False) -> T:
        """``convert(raw)`` for the key, or ``default`` when it is missing (a problem
        if ``required``) or wrong (always a problem)."""
        self.known.append(key)
        if key not in self.values:
            if required and self.present:
                self.problems.add(self.where(key), f'the required key "{key}" is missing '
                                                   f"(expected {expected})")
            return default
        raw = self.values[key]
        try:
            return convert(raw)
        except (Wrong, ValueError, TypeError, ZeroDivisionError, OverflowError) as exc:
            detail = f"; {exc}" if isinstance(exc, Wrong) and str(exc) else ""
            self.problems.add(self.where(key), f"expected {expected}, found {found(raw)}"
                                               f"{detail}")
            return default

    def text(self, key: str, default: str = "", *, required: bool = False,
             choices: tuple[str, ...] = ()) -> str:
        expected = ("one of " + ", ".join(f'"{c}"' for c in choices)) if choices else "text"
        return self.value(key, expected, lambda raw: _text(raw, choices), default,
                          required=required)

    @overload
    def whole(self, key: str, default: int, *, required: bool = False,
              minimum: int = 0, maximum: int = MAX_WHOLE) -> int: ...

    @overload
    def whole(self, key: str, default: None = None, *, required: bool = False,
              minimum: int = 0, maximum: int = MAX_WHOLE) -> int | None: ...

    def whole(self, key: str, default: int | None = None, *, required: bool = False,
              minimum: int = 0, maximum: int = MAX_WHOLE) -> int | None:
        expected = f"a whole number ({minimum} or more)"
        return self.value(key, expected, lambda raw: _whole(raw, minimum, maximum), default,
                          required=required)

    def flag(self, key: str, default: bool = False) -> bool:
        return self.value(key, "true or false", _flag, default)

    def amount(self, key: str, default: Fraction, *, required: bool = False) -> Fraction:
        return self.value(key, 'a number of points such as 1, 0.5 or "½"', _amount, default,
                          required=required)

    def date(self, key: str) -> str:
        return self.value(key, "a date such as 2026-03-14", _date, "")

    def texts(self, key: str) -> tuple[str, ...]:
        return self.value(key, 'an array of texts such as ["BH", "SB"]', _texts, ())

    def numbers(self, key: str, default: tuple[int, ...] = (), *, length: int = 0,
                required: bool = False) -> tuple[int, ...]:
        expected = (f"an array of {length} whole numbers" if length
                    else "an array of whole numbers")
        return self.value(key, expected, lambda raw: _numbers(raw, length), default,
                          required=required)

    def table(self, key: str, *, required: bool = False) -> Table:
        self.known.append(key)
        where = self.where(key)
        raw = self.values.get(key)
        if raw is None:
            if required:
                self.problems.add(where, f'the required table "[{where}]" is missing')
        elif not isinstance(raw, dict):
            self.problems.add(where, f"expected a table [{where}], found {found(raw)}")
        return Table(self.problems, where, raw)

    def tables(self, key: str) -> list[Table]:
        """An array of tables (``[[key]]`` or an array of inline tables)."""
        self.known.append(key)
        raw = self.values.get(key, [])
        where = self.where(key)
        if not isinstance(raw, list):
            self.problems.add(where, f"expected an array of tables [[{where}]], "
                                     f"found {found(raw)}")
            return []
        out = []
        for index, item in enumerate(raw, start=1):
            path = f"{where}[{index}]"
            if not isinstance(item, dict):
                self.problems.add(path, f"expected a table, found {found(item)}")
                continue
            out.append(Table(self.problems, path, item))
        return out

    def finish(self) -> None:
        """Report every key this table has but no accessor asked for."""
        for key in self.values:
            if key not in self.known:
                self.problems.add(self.where(key), f'unknown key "{key}"'
                                                   f"{closest(key, self.known)}")


# -- conversions -------------------------------------------------------------
def _text(raw: Any, choices: tuple[str, ...]) -> str:
    if not isinstance(raw, str):
        raise Wrong
    if len(raw) > MAX_TEXT:
        raise Wrong(f"at most {MAX_TEXT} characters")
    if choices and raw not in choices:
        raise Wrong(closest(raw, choices).strip(" ()"))
    return raw


def _whole(raw: Any, minimum: int, maximum: int = MAX_WHOLE) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or raw < minimum:
        raise Wrong
    if raw > maximum:
        raise Wrong(f"at most {maximum}")
    return raw


def _flag(raw: Any) -> bool:
    if not isinstance(raw, bool):
        raise Wrong
    return raw


def _amount(raw: Any) -> Fraction:
    if isinstance(raw, bool) or not isinstance(raw, (int, float, str)):
        raise Wrong
    if isinstance(raw, int) and abs(raw) > MAX_POINTS:
        raise Wrong(f"at most {MAX_POINTS} points either way")
    try:
        return bounded_points(to_points(raw))
    except ValueError as exc:
        raise Wrong(str(exc)) from None


def _date(raw: Any) -> str:
    if isinstance(raw, dt.datetime):
        raise Wrong
    if isinstance(raw, dt.date):
        return raw.isoformat()
    if isinstance(raw, str) and len(raw) <= MAX_TEXT:
        return raw
    raise Wrong


def _texts(raw: Any) -> tuple[str, ...]:
    if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
        raise Wrong
    if len(raw) > MAX_TEXT or any(len(x) > MAX_TEXT for x in raw):
        raise Wrong(f"at most {MAX_TEXT} texts of at most {MAX_TEXT} characters")
    return tuple(raw)


def _numbers(raw: Any, length: int) -> tuple[int, ...]:
    if not isinstance(raw, list) or (length and len(raw) != length):
        raise Wrong
    return tuple(_whole(x, 0) for x in raw)


def code_list(raw: Any, check: Callable[[Iterable[str]], tuple[str, ...]]) -> tuple[str, ...]:
    """An array of tie-break codes checked by ``check`` (the players' list, or a team
    competition's), a :class:`Wrong` naming every bad code."""
    if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
        raise Wrong
    if len(raw) > MAX_TEXT or any(len(x) > MAX_TEXT for x in raw):
        raise Wrong(f"at most {MAX_TEXT} codes of at most {MAX_TEXT} characters")
    try:
        return check(raw)
    except CodeError as exc:
        raise Wrong(str(exc)) from None
