"""The walkthrough legend's marks in the words and articles of the FIDE (Dutch) System
(C.04.3, 2026) and of the general rules it applies (C.04.1, C.04.2)."""

from __future__ import annotations

from types import MappingProxyType

LEGEND = MappingProxyType({
    "absolute": "absolute colour preference: must get this colour (art. 1.7.1)",
    "strong": "strong colour preference (art. 1.7.2)",
    "mild": "mild colour preference (art. 1.7.3)",
    "history": "colours of the games played, oldest first; each unplayed round a -, "
               "moved to the front (C.04.2 art. 3.4)",
    "floats": "floats: the last round first, then the round before; ↓ floated down, "
              "↑ floated up (art. 1.4)",
    "moved down": "moved down from a higher pile: an MDP (art. 1.4.1)",
    "PAB": "given the pairing-allocated bye (C.04.1 art. 3)",
    "exchange": "moved between S1 and S2 by an exchange (art. 4.3)",
    "label mark": "19 (BSN 8)",
    "label": "which candidate: S2's transposition, the exchange, the MDPs paired (art. "
             "4), in pairing numbers as on the cards, each followed in brackets by the "
             "same in in-bracket sequence numbers (BSN, art. 4.1: the bracket's cards "
             "counted from 1, MDPs and S1 first), by which art. 4 orders the candidates: "
             "transposition 15-16-19 (BSN 6-7-8)",
    "remainder": "the remainder's subgroups after the MDPs are paired (art. 3.7)",
    "accepted": "meets the absolute criteria C1-C5",
    "max pairs": "the most pairs the bracket can make (art. 3.1.2)",
    "m1": "M0: the moved-down players (MDPs) in the bracket; M1: the most of them that "
          "can be paired (art. 3.1)",
    "limbo": "the MDPs not paired in the bracket: they float on down (art. 3.2.4)",
    "colours": "the rule that gave White (C.04.3 art. 5.2.x)",
    "forbidden": "forbidden pair: may not meet (TRF-2026 260)",
})
