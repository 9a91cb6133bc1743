"""The article numbers the Team Swiss system's sentences may carry: C.04.6 (2026),
its own (written "art. 4.2.1" or "C.04.6 art. 4.2.1") and its criteria C1-C10, and
the articles of the texts it cites, C.04.1 (requested byes), C.04.2 (late entries,
withdrawals) and C.04.7 (fictitious points of an acceleration), as the system's code
cites them. Issue 24: every sentence of the system cites only this table
(tests/test_articles.py)."""

from __future__ import annotations

from ..outside import FORBIDDEN, LATE_ENTRY, REQUESTED_BYE, WITHDRAWN

#: C.04.6: 0 scope, 1 definitions (1.2 scores, 1.4 PAB, 1.5-1.7 colours and
#: preferences), 2 the criteria, 3 the pairing process, 4 colours (4.2 first-team)
C_04_6: tuple[str, ...] = (
    "0", "1", "1.1", "1.2", "1.4", "1.5", "1.6", "1.6.1", "1.6.2", "1.7", "1.7.1",
    "1.7.2",
    "2", "2.1", "2.1.1", "2.1.2", "2.2", "2.2.1", "2.3", "2.3.1", "2.3.2", "2.3.3",
    "2.3.4", "2.3.5", "2.3.6", "2.3.7",
    "3", "3.2", "3.3", "3.3.1", "3.3.2", "3.3.3", "3.4", "3.4.1", "3.4.2", "3.4.3",
    "3.4.4", "3.5", "3.5.2", "3.5.3", "3.5.4", "3.5.5", "3.6", "3.6.1", "3.6.2", "3.6.3", "3.6.4",
    "4", "4.1", "4.2", "4.2.1", "4.2.2", "4.2.3", "4.3",
    *(f"4.3.{n}" for n in range(1, 10)),  # colour.py: the rule of 4.3.1 ... 4.3.9
)

#: every reference the Team Swiss system's sentences may carry
ARTICLES: frozenset[str] = frozenset({
    "C.04.6",  # the system as a whole ("Swiss Team Pairing System, C.04.6")
    *(f"art. {n}" for n in C_04_6), *(f"C.04.6 art. {n}" for n in C_04_6),
    *(f"C{n}" for n in range(1, 11)),
    REQUESTED_BYE, LATE_ENTRY, WITHDRAWN, "C.04.7 art. 1.5",
    FORBIDDEN,
})

#: each criterion of art. 2 with its article and what falling short of it means (the
#: trace's candidates, an exercise's corrections)
CRITERIA: dict[str, tuple[str, str]] = {
    "C1": ("2.1.1", "two of its teams have met already"),
    "C2": ("2.1.2", "the team already received the PAB, won a match by forfeit or "
                    "had a full-point bye"),
    "C3": ("2.2.1", "the teams left could then not all be paired"),
    "C4": ("2.3.1", "the fewest upfloaters"),
    "C5": ("2.3.2", "the smallest score differences of the upfloaters"),
    "C6": ("2.3.3", "the following scoregroup's bracket then needs more upfloaters"),
    "C7": ("2.3.4", "more upfloaters who floated in the previous round"),
    "C8": ("2.3.5", "more colour preferences unmet than the pairing taken"),
    "C9": ("2.3.6", "more strong colour preferences unmet than the pairing taken"),
    "C10": ("2.3.7", "more upfloaters' opponents who floated in the previous round "
                     "than the pairing taken"),
}
