"""The bounds on what a tournament file may hold, where a value could otherwise make
the work unbounded (docs/file-format.md, "Limits"). Each is far beyond a real
tournament; a file over one is refused with a message naming the key or line."""

from __future__ import annotations

from fractions import Fraction

#: The largest file read (bytes); a bigger one, a FIFO or a device is refused unread.
MAX_FILE_BYTES = 64 * 1024 * 1024
#: The largest pairing number in a tournament file, so also the most players (far
#: beyond the largest open; issue: ten thousand players must be paired and reopened).
MAX_PLAYERS = 99_999
#: The largest pairing number a TRF file can hold (its four columns).
MAX_TRF_PLAYERS = 9999
#: The most rounds, and the largest round number (TRF gives a round three columns).
MAX_ROUNDS = 999
#: The largest FIDE id (the eleven columns a TRF player line gives it).
MAX_FIDE_ID = 99_999_999_999
#: The largest whole number anywhere else (TOML's own limit: 64-bit integers).
MAX_WHOLE = 2**63 - 1
#: The longest text value (a name, a place, a label), in characters.
MAX_TEXT = 1000
#: The largest number of points for one outcome, and the finest fraction of a point.
MAX_POINTS = 1000
MAX_DENOMINATOR = 1000


def bounded_points(value: Fraction) -> Fraction:
    """``value`` if it is within the limits (at most :data:`MAX_POINTS` either way, in
    steps no finer than 1/:data:`MAX_DENOMINATOR`); ``ValueError`` saying so if not."""
    if abs(value) > MAX_POINTS or value.denominator > MAX_DENOMINATOR:
        raise ValueError(f"at most {MAX_POINTS} points either way, in steps of at least "
                         f"1/{MAX_DENOMINATOR}")
    return value
