"""The Double-Swiss system (FIDE C.04.5, approved 28/10/2025, applied from 1 February
2026): every pairing is a match of two games with alternating colours. Match *m* is
rounds 2m-1 and 2m of the tournament file (one game each, as TRF-2026 keeps them);
game 1 is paired by the rules — the PAB (art. 3.4), then bracket by bracket the top
scoregroup with its upfloaters (3.5) and the first pairing identifier in lexicographic
order that complies (3.6), colours by art. 4 — and game 2 repeats it with the colours
reversed. See docs/double-swiss.md."""

from .engine import pair
from .plugin import DOUBLE

__all__ = ["DOUBLE", "pair"]
