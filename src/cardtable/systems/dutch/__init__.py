"""The FIDE (Dutch) System (C.04.3, applied from 1 February 2026), with the Basic
Rules C.04.1, the General Handling Rules C.04.2 and the accelerations of C.04.7."""

from functools import partial

from ...trace import Reader, query
from ...trace.text import bracket_lines
from ..descriptor import SystemDescriptor
from ..simulate_request import simulate_swiss_request
from .criteria_text import CRITERIA
from .engine import pair

DUTCH = SystemDescriptor(
    name="dutch", title="Dutch", trf_label="FIDE_DUTCH_2025", trf_words=(), pair=pair,
    reader=Reader("FIDE (Dutch) System, C.04.3 (2026)", bracket_lines, query.player_path,
                  partial(query.why, criteria=CRITERIA)),
    simulate=simulate_swiss_request)

__all__ = ["CRITERIA", "DUTCH", "pair"]
