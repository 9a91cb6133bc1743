"""Tie-break codes as FIDE writes them (C.07 art. 5 and the modifiers of art. 14):
a base code, then modifiers after slashes: ``BH/C1``, ``SB/M1/P``, ``KS/L+2``, ``AOB/F``.

This module knows only the syntax; which base codes exist and which modifiers each
accepts is the registry's business (:mod:`cardtable.tiebreaks.registry`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

#: Names accepted for a whole code, reported under the FIDE name.
ALIASES: dict[str, str] = {
    "GE": "REP",          # "games elected", the name before the 2026 edition
    "AROC": "ARO/C1",     # the paper-card procedure: average rating of opponents
                          # without the lowest
    "KOYA": "KS",
    "BUCHHOLZ": "BH",
    "SONNEBORN-BERGER": "SB",
    "LOTTERY": "LOT",
}

_MODIFIER = re.compile(r"^(?:(?P<cm>[CM])(?P<n>[1-9]\d*)|(?P<flag>[PF])|L(?P<limit>[+-]\d+))$", re.ASCII)


class CodeError(ValueError):
    """A tie-break code that cannot be read or is not allowed."""


@dataclass(frozen=True, slots=True)
class TieBreakCode:
    """One entry of a tie-break list.

    ``cut`` and ``median`` are the n of Cut-n and Median-n (C.07 art. 14.1, 14.3);
    ``forfeits_as_games`` is the ``/P`` modifier (forfeits count as games against
    the scheduled opponent); ``fore`` is ``/F`` (AOB over Fore Buchholz); ``limit`` is
    the n of KS's ``/L+n`` (the Koya limit moved by n half points, art. 14.5)."""

    base: str
    cut: int = 0
    median: int = 0
    forfeits_as_games: bool = False
    fore: bool = False
    limit: int = 0

    @property
    def name(self) -> str:
        """The code as FIDE writes it, modifiers in a fixed order."""
        parts = [self.base]
        if self.cut:
            parts.append(f"C{self.cut}")
        if self.median:
            parts.append(f"M{self.median}")
        if self.forfeits_as_games:
            parts.append("P")
        if self.fore:
            parts.append("F")
        if self.limit:
            parts.append(f"L{self.limit:+d}")
        return "/".join(parts)

    @property
    def modifiers(self) -> frozenset[str]:
        """The kinds of modifier used: ``C``, ``M``, ``P``, ``F``, ``L``."""
        used = {"C": self.cut, "M": self.median, "P": self.forfeits_as_games,
                "F": self.fore, "L": self.limit}
        return frozenset(k for k, v in used.items() if v)

    def __str__(self) -> str:
        return self.name


def parse_code(text: str) -> TieBreakCode:
    """Read one code, case-insensitively: ``bh/c1``, ``BH-C1`` (the handbook's hyphen
    form), ``GE`` (read as ``REP``), ``AROC`` (read as ``ARO/C1``)."""
    raw = text.strip().upper().replace(" ", "")
    if not raw:
        raise CodeError("empty tie-break code")
    raw = ALIASES.get(raw, raw)
    base, *mods = re.split(r"[/-](?=[CMPFL])", raw) if "/" not in raw else raw.split("/")
    base = ALIASES.get(base, base)
    if "/" in base:  # an alias that carries modifiers (AROC)
        base, *more = base.split("/")
        mods = more + mods
    if not re.fullmatch(r"[A-Z]+", base):
        raise CodeError(f"not a tie-break code: {text.strip()!r}")
    numbers: dict[str, int] = {}  # cut, median, limit
    flags: set[str] = set()  # forfeits_as_games, fore
    for mod in mods:
        match = _MODIFIER.match(mod)
        if match is None:
            raise CodeError(f"{text.strip()!r}: unknown modifier /{mod} (expected C1, C2, "
                            f"M1, M2, P, F or L+n)")
        if match["flag"]:
            key = "forfeits_as_games" if match["flag"] == "P" else "fore"
        elif match["cm"]:
            key = "cut" if match["cm"] == "C" else "median"
        else:
            key = "limit"
        if key in numbers or key in flags:
            raise CodeError(f"{text.strip()!r}: modifier /{mod} given twice")
        if match["flag"]:
            flags.add(key)
        else:
            numbers[key] = int(match["n"] if match["cm"] else match["limit"])
    if "cut" in numbers and "median" in numbers:
        raise CodeError(f"{text.strip()!r}: a Cut and a Median cannot be combined")
    return TieBreakCode(base, cut=numbers.get("cut", 0), median=numbers.get("median", 0),
                        forfeits_as_games="forfeits_as_games" in flags,
                        fore="fore" in flags, limit=numbers.get("limit", 0))


def split_codes(text: str) -> list[str]:
    """A list as written in a file or on the command line: comma (or semicolon)
    separated; blanks ignored."""
    return [part.strip() for part in re.split(r"[,;]", text) if part.strip()]


def parse_list(codes: str | Iterable[str], parse: Callable[[str], T | None],
               name: Callable[[T], str]) -> tuple[T, ...]:
    """A list of codes, each read by ``parse`` (None: a code left out, such as
    ``PTS``), a code listed twice refused; every problem in one :class:`CodeError`."""
    texts = split_codes(codes) if isinstance(codes, str) else [c for c in codes if c.strip()]
    found: list[T] = []
    problems = []
    for text in texts:
        try:
            code = parse(text)
        except CodeError as exc:
            problems.append(str(exc))
            continue
        if code is None:
            continue
        if name(code) in (name(c) for c in found):
            problems.append(f"{name(code)} is listed twice")
            continue
        found.append(code)
    if problems:
        raise CodeError("; ".join(problems))
    return tuple(found)


def checked_texts(texts: Iterable[str], check: Callable[[tuple[str, ...]], object]
                  ) -> tuple[str, ...]:
    """A tie-break list as a file gives it (each code a text), checked by ``check``
    (every problem in one :class:`CodeError`): the codes as written, without
    surrounding blanks, empty entries and ``PTS`` (the points come first anyway), so
    that a file written back lists the same."""
    kept = tuple(text.strip() for text in texts
                 if text.strip() and text.strip().upper() != "PTS")
    check(kept)
    return kept
