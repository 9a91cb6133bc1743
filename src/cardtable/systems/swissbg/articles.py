"""The parts of SwissBG's text the program cites: its own (the bye to the last player
in the current standings without one, the first round by lot) and, for the
pairings, the simplified Swiss it is based on; no FIDE article numbers."""

from __future__ import annotations

from ..outside import FORBIDDEN, OutsideArticles

PAIRINGS = "SwissBG with the simplified Swiss: pairings"
BASIC = "SwissBG with the simplified Swiss: basic rules"
START_NUMBERS = "SwissBG with the simplified Swiss: start numbers"

#: every reference SwissBG's sentences may carry
ARTICLES: frozenset[str] = frozenset({
    PAIRINGS, BASIC, START_NUMBERS, "SwissBG: the first round by lot", "SwissBG: bye",
    FORBIDDEN,  # the file's record of the pairs kept apart (not a rule of FIDE's)
})

#: why a player is left out, in the words of the simplified Swiss's basic rules
OUTSIDE = OutsideArticles(requested_bye=BASIC, withdrawn=BASIC, late_entry=START_NUMBERS,
                          forbidden=FORBIDDEN)
