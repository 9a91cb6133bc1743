"""The Double-Swiss system (FIDE C.04.5, approved 28/10/2025, applied from 1 February
2026): every pairing is a match of two games with alternating colours. Match *m* is
rounds 2m-1 and 2m of the tournament file (one game each, as TRF-2026 keeps them);
game 1 is paired by the rules — the PAB (art. 3.4), then bracket by bracket the top
scoregroup with its upfloaters (3.5) and the first pairing identifier in lexicographic
order that complies (3.6), colours by art. 4 — and game 2 repeats it with the colours
reversed. See docs/double-swiss.md."""

from ...trace import Reader
from ..descriptor import SystemDescriptor
from .engine import pair
from .reading import HEADING, lines, player_path, why
from .request import simulate_double_request

DOUBLE = SystemDescriptor(
    name="double", title="Double-Swiss (FIDE C.04.5)", trf_label="FIDE_DOUBLESWISS",
    trf_words=("DOUBLESWISS", "DOUBLE-SWISS", "DOUBLE_SWISS"), pair=pair,
    reader=Reader(HEADING, lines, player_path, why),
    simulate=simulate_double_request)

__all__ = ["DOUBLE", "pair"]
