"""The articles of C.05 (the FIDE rules for round robins) the round robin's
sentences cite: the Berger tables (Annex 1), the variants of Annex 2, the drawing of
lots and assigned numbers (art. 7.2, 7.6) and a withdrawal (art. 8.2)."""

from __future__ import annotations

from .startnumbers import ASSIGNED, DRAW
from .trace import ANNEX_1, WITHDRAWAL
from .varma import ANNEX_2

#: every article the round robin's sentences may carry
ARTICLES: frozenset[str] = frozenset({ANNEX_1, ANNEX_2, ASSIGNED, DRAW, WITHDRAWAL})
