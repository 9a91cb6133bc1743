"""The article numbers the Double-Swiss system's sentences may carry: C.04.5 (2026),
its own (written "art. 3.4" or "C.04.5 art. 3.4") and its criteria C1-C8, and the
articles of the texts it cites, C.04.1 (the basic rules: requested byes) and C.04.2
(the general handling rules), as the system's code cites them. Issue 24: every
sentence of the system cites only this table (tests/test_articles.py)."""

from __future__ import annotations

from ..outside import FORBIDDEN, LATE_ENTRY, REQUESTED_BYE, WITHDRAWN

#: C.04.5: 1 definitions (1.2 scoregroups, 1.3 order, 1.4 PAB, 1.5-1.6), 2 the
#: criteria, 3 the pairing process, 4 colours
C_04_5: tuple[str, ...] = (
    "1", "1.1", "1.2", "1.2.1", "1.3", "1.3.1", "1.3.2", "1.4", "1.5", "1.6",
    "2", "2.1", "2.1.1", "2.1.2", "2.2", "2.2.1", "2.3", "2.3.1", "2.3.2", "2.3.3",
    "2.3.4", "2.3.5",
    "3", "3.3", "3.3.2", "3.3.3", "3.4", "3.4.1", "3.4.3", "3.5", "3.5.3", "3.5.4", "3.5.5", "3.6",
    "3.6.1", "3.6.2", "3.6.3", "3.6.4",
    "4", "4.2", "4.3", "4.3.1", "4.3.2", "4.3.3", "4.3.4", "4.3.5",  # colours.py: 4.3.1-4.3.5
)

#: every reference the Double-Swiss system's sentences may carry
ARTICLES: frozenset[str] = frozenset({
    "C.04.5",  # the system as a whole ("paired by the rules of C.04.5")
    *(f"art. {n}" for n in C_04_5), *(f"C.04.5 art. {n}" for n in C_04_5),
    *(f"C{n}" for n in range(1, 9)),
    REQUESTED_BYE, LATE_ENTRY, WITHDRAWN, "C.04.2 art. 2", "C.04.2 art. 3.6",
    FORBIDDEN,
})
