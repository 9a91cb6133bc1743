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
    try:
        value = float(text) if text.isascii() and "_" not in text else -1.0
    except ValueError:
        value = -1.0
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"expected a rate from 0 to 1, not {text!r}")
    return value
