"""Numbers as files and command lines write them: ASCII digits only.

``str.isdigit`` takes ``²``, ``①`` and Arabic-Indic digits, and ``int`` reads
``"١٣"`` as 13 and ``" 7_0 "`` as 70; a reader that used them would crash on the
first (``int("²")`` raises) or silently read a number nobody wrote. Every reader of a
number (TRF columns, TOML text, command-line arguments, the app's forms) asks here
first (issue 35)."""

from __future__ import annotations

import re
from fractions import Fraction

#: A whole number without sign: ASCII ``0``-``9`` only.
_DIGITS = re.compile(r"[0-9]+", re.ASCII)
#: A decimal number as TRF writes points: an optional minus, ASCII digits, an
#: optional fraction (``.5`` and ``1.`` too).
DECIMAL = re.compile(r"-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)", re.ASCII)


def is_digits(text: str) -> bool:
    """Whether ``text`` is one or more ASCII digits and nothing else (no sign, no
    space, no ``_``)."""
    return _DIGITS.fullmatch(text) is not None


def is_decimal(text: str) -> bool:
    """Whether ``text`` is a decimal number of ASCII digits (``-1``, ``2.5``)."""
    return DECIMAL.fullmatch(text) is not None


def whole(text: str) -> int:
    """``text`` (spaces around it allowed) as a whole number of ASCII digits; a
    ``ValueError`` for anything else, where ``int`` would take ``"١٣"`` or ``"1_0"``."""
    stripped = text.strip()
    if not is_digits(stripped):
        raise ValueError(f"not a whole number: {text[:40]!r}")
    return int(stripped)


def decimal(text: str) -> Fraction:
    """``text`` (spaces around it allowed) as a decimal number of ASCII digits (see
    :data:`DECIMAL`); a ``ValueError`` for anything else, where ``Fraction`` would take
    ``"٣.٥"``, ``"1_0"`` or ``"1e9"``."""
    stripped = text.strip()
    if not is_decimal(stripped):
        raise ValueError(f"not a number: {text[:40]!r}")
    return Fraction(stripped)
