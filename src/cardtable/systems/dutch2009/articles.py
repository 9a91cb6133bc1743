"""The article numbers the 2009 text has (C.04.1 as amended in 2009: A Definitions,
B Pairing criteria, C Pairing procedures, D Transpositions and exchanges, E Colour
allocation, F Final remarks), and what the 2009 edition says with them where the
program would otherwise use the general FIDE rules' numbers: the players left out,
the walkthrough's legend, the rules a changed pairing breaks.

Only B.1 and B.2 are absolute; B.3-B.6 are relative criteria in descending priority;
C.1-C.14 are the steps of the procedure; the 2009 text has no PAB, MDP or BSN."""

from __future__ import annotations

from types import MappingProxyType

from ..outside import OutsideArticles

#: every article of the 2009 text, with the sub-items the program cites, and its
#: sections (the last round's exemption is section B's, cited as "B")
ARTICLES: frozenset[str] = frozenset({
    *"ABCDEF",
    *(f"A.{n}" for n in range(1, 10)), "A.2 c",
    *(f"A.7 {letter}" for letter in "abcde"),
    "B.1", "B.1a", "B.1b", "B.2", "B.2a", "B.2b", "B.3", "B.4", "B.5", "B.6",
    *(f"C.{n}" for n in range(1, 15)),
    "D.1", "D.2",
    *(f"E.{n}" for n in range(1, 6)),
    *(f"F.{n}" for n in range(1, 11)),
})

#: why a player is left out, by the 2009 text: F.5 (withdrawn, or known in advance
#: not to play a round); a late entry has no article of its own; a forbidden pair is
#: kept apart as B.1a keeps apart players who have met
OUTSIDE = OutsideArticles(requested_bye="F.5", withdrawn="F.5", late_entry="",
                          forbidden="B.1a")

#: the walkthrough legend's marks in the 2009 text's words
LEGEND = MappingProxyType({
    "absolute": "absolute colour preference: must get this colour (A.7 a; in an odd "
                "round a strong preference from an unplayed round counts as absolute, "
                "A.7 e)",
    "strong": "strong colour preference (A.7 b)",
    "mild": "mild colour preference (A.7 c; in an even round one from an unplayed round "
            "may take the side that lowers x, A.7 d)",
    "history": "colours of the games played, oldest first; a round not played over the "
               "board is colour-neutral, a -, moved to the front (F.2, F.3)",
    "floats": "floats: the last round first, then the round before; ↓ floated down, "
              "↑ floated up (A.4; B.5, B.6)",
    "moved down": "moved down from a higher score group (A.3)",
    "PAB": "given the bye: no opponent, no colour, one point (A.5)",
    "exchange": "moved between S1 and S2 by the exchange named (C.8, D.2)",
    "label mark": "C.7 #3",
    "label": "which candidate: C.6 pairs S1 against S2 in order; C.7 #n is the n-th "
             "transposition of S2 (D.1); C.8 a) 7⇄5 the exchange of D.2 that swaps "
             "players 7 and 5",
    "accepted": "accepted: meets B.1 and B.2 (absolute) and the relative criteria B.4 "
                "to B.6 still in force",
    "colours": "the rule that gave White (E.1-E.5)",
    "bye board": "the bye (A.5)",
    "forbidden": "forbidden pair: may not meet, kept apart as B.1a keeps apart players "
                 "who have met",
    # the letters of the C.2 and C.3 steps and the float arrows of B.5 and B.6
    "term p": "the number of players in S1: the pairs the score group is to make (A.6)",
    "term w b q": "players whose colour preference is White (w), Black (b); half the "
                  "score group's players, rounded up (q) (A.8)",
    "term x": "how many pairs of the score group cannot all get their colour "
              "preferences: b − q if b > w, else w − q (A.8); B.4 may be given up x "
              "times",
    "term B.5↑ B.6↓": "B.5 or B.6 for a player floating up (↑) or down (↓)",
})
