"""The parts of the simplified Swiss's text (Vincze's simplified rules) the program
cites, by their headings: it numbers only its colour rules (1-5); it has no FIDE
article numbers."""

from __future__ import annotations

from ..outside import OutsideArticles

BASIC = "simplified Swiss: basic rules"
START_NUMBERS = "simplified Swiss: start numbers"

#: every reference the simplified Swiss's sentences may carry
ARTICLES: frozenset[str] = frozenset({
    BASIC, START_NUMBERS, "simplified Swiss: pairings", "simplified Swiss: colours",
    *(f"simplified Swiss: colours, rule {n}" for n in ("1", "2", "3", "4", "5",
                                                        "round 1")),
})

#: why a player is left out, in its words: the basic rules (a player who says they
#: will not play is not paired; two players meet only once, so a forbidden pair is
#: kept apart as a rematch is) and the start numbers (a late entry)
OUTSIDE = OutsideArticles(requested_bye=BASIC, withdrawn=BASIC, late_entry=START_NUMBERS,
                          forbidden=BASIC)
