"""The parts of the simplified Swiss's text (Vincze's simplified rules) the program
cites, by their headings: it numbers only its colour rules (1-5); it has no FIDE
article numbers."""

from __future__ import annotations

from ..outside import FORBIDDEN, OutsideArticles

BASIC = "simplified Swiss: basic rules"
START_NUMBERS = "simplified Swiss: start numbers"

#: every reference the simplified Swiss's sentences may carry
ARTICLES: frozenset[str] = frozenset({
    BASIC, START_NUMBERS, "simplified Swiss: pairings", "simplified Swiss: colours",
    FORBIDDEN,  # the file's record of the pairs kept apart (not a rule of FIDE's)
    *(f"simplified Swiss: colours, rule {n}" for n in ("1", "2", "3", "4", "5",
                                                        "round 1")),
})

#: why a player is left out, in its words: the basic rules (a player who says they
#: will not play is not paired)
#: and the start numbers (a late entry); a forbidden pair by the file's record
OUTSIDE = OutsideArticles(requested_bye=BASIC, withdrawn=BASIC, late_entry=START_NUMBERS,
                          forbidden=FORBIDDEN)
