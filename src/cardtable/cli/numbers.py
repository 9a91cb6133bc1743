"""The numbers of the command line: ASCII digits only (issue 35).

argparse's ``type=int`` takes ``١٣`` (Arabic-Indic) as 13 and ``1_0`` as 10, which
nobody typing a round meant; :func:`integer` takes what the command line's own
digits write, with an optional minus, and says what it expected otherwise."""

from __future__ import annotations

import argparse

from ..model.numerals import is_digits


def integer(text: str) -> int:
    """An argparse ``type``: ``-``, then ASCII digits ``0``-``9``."""
    digits = text[1:] if text.startswith("-") else text
    if not is_digits(digits) or len(digits) > 30:
        raise argparse.ArgumentTypeError(f"expected a whole number in the digits 0-9, "
                                         f"found {text[:40]!r}")
    return int(text)


def rate(text: str) -> float:
    """An argparse ``type``: a chance from 0 to 1 in ASCII (``0.01``, ``1e-2``)."""
    value = _ascii_float(text)
    if value is None or not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"expected a rate from 0 to 1, not {text!r}")
    return value


def positive_seconds(text: str) -> float:
    """An argparse ``type``: a number of seconds above 0, in ASCII (``2.5``)."""
    value = _ascii_float(text)
    if value is None or not 0 < value < 1e9:
        raise argparse.ArgumentTypeError(f"expected a number of seconds above 0, "
                                         f"not {text[:40]!r}")
    return value


def _ascii_float(text: str) -> float | None:
    """``text`` as a float when it is written in ASCII without ``_`` (``float`` would
    take ``١.٥`` and ``1_0``); None otherwise."""
    if not text.isascii() or "_" in text:
        return None
    try:
        return float(text)
    except ValueError:
        return None
