"""The article numbers the 2026 Dutch system's sentences may carry: C.04.3 (2026),
its own (written "art. 3.4.1" or "C.04.3 art. 3.4.1"), its criteria C1-C21 and its
words BSN (bracket sequence number) and MDP (moved-down player), and the articles of
the texts it cites: C.04.1 (the basic rules: the PAB, requested byes, the colour
rules art. 6 and 7 a learner's board is judged by), C.04.2 (the
general handling rules: late entries, withdrawals, unplayed rounds) and C.04.7
(accelerations), as the system's code cites them. Issue 24: every sentence of the
system cites only this table (tests/test_articles.py)."""

from __future__ import annotations

from ..outside import FORBIDDEN, LATE_ENTRY, REQUESTED_BYE, WITHDRAWN

#: C.04.3 (2026): 1 definitions (1.2 scoregroups, 1.3 order, 1.4 floaters and MDPs,
#: 1.5 PAB, 1.7 colour preferences, 1.8-1.9), 2 the criteria, 3 the process of
#: pairing a bracket, 4 transpositions, exchanges and BSNs, 5 colours
C_04_3: tuple[str, ...] = (
    "1", "1.2", "1.3", "1.3.1", "1.3.2", "1.4", "1.4.1", "1.5", "1.7", "1.7.1", "1.7.2", "1.7.3",
    "1.8", "1.9",
    "2", "2.1", "2.1.1", "2.1.2", "2.1.3", "2.2", "2.2.1", "2.3", "2.3.1", "2.4",
    *(f"2.4.{n}" for n in range(1, 17)),  # the quality criteria C6-C21
    "3", "3.1", "3.1.2", "3.2", "3.2.2", "3.2.4", "3.3", "3.3.1", "3.3.2", "3.3.3", "3.4",
    "3.4.1",
    "3.5", "3.6", "3.7", "3.8", "3.8.1",
    "4", "4.1", "4.2", "4.3", "4.4", "4.4.1", "4.4.2",
    "5", "5.2", "5.2.1", "5.2.2", "5.2.3", "5.2.4", "5.2.5", "5.3",
)

#: every reference the 2026 Dutch system's sentences may carry
ARTICLES: frozenset[str] = frozenset({
    "C.04.3",  # the system as a whole ("FIDE (Dutch) System, C.04.3 (2026)")
    *(f"art. {n}" for n in C_04_3), *(f"C.04.3 art. {n}" for n in C_04_3),
    *(f"C{n}" for n in range(1, 22)), "BSN", "MDP",
    "C.04.1 art. 3", REQUESTED_BYE,  # the PAB; a requested bye
    "C.04.1 art. 6", "C.04.1 art. 7",  # colour difference, a colour three times running
    LATE_ENTRY, WITHDRAWN, "C.04.2 art. 3.4", "C.04.2 art. 3.6",
    "C.04.7 art. 1", "C.04.7 art. 1.2",  # accelerations
    FORBIDDEN,
})
