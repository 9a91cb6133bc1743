"""The FIDE (Dutch) System (C.04.3, applied from 1 February 2026), with the Basic
Rules C.04.1, the General Handling Rules C.04.2 and the accelerations of C.04.7."""

from .criteria_text import CRITERIA
from .engine import pair
from .plugin import DUTCH

__all__ = ["CRITERIA", "DUTCH", "pair"]
