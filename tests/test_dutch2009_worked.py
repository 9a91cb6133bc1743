"""Rounds worked through by hand from seed 000 (docs/dutch-2009.md, "Worked
examples"); the engine's trace must give the same steps, in the same order, and the
same boards."""

from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import build, shared

from cardtable.systems.files import load_tournament
from cardtable.systems.registry import pairer
from cardtable.systems.replay import before_round

#: Example 1 (docs/dutch-2009.md): round 3 of six players — a bracket moved down whole
#: (C.1), a heterogeneous bracket with a remainder, C.12 undoing it for the bracket
#: below, a bracket treated as homogeneous (A.3), colours by E.1, boards by F.1.
EXAMPLE_1 = """\
score group 1½ (2 players, in the order of A.2): 2 6  [A.2]
score group 1 (3 players, in the order of A.2): 1 3 5  [A.2]
score group 0 (1 player, in the order of A.2): 4  [A.2]
bracket 1 (score 1½): 2 6; homogeneous  [A.3]
bracket 1: 2 6: no possible opponent in the bracket (B.1/B.2): moved down to the next bracket  [C.1]
bracket 1: the whole bracket moves down: 2 6  [C.14]
bracket 2 (score 1): 2 6 1 3 5; moved down: 2 6; heterogeneous  [A.3]
bracket 2: every player has a possible opponent in the bracket  [C.1]
bracket 2: x = 0 (w = 2, b = 3, q = 3) — x is the number of pairs that cannot meet every colour preference: b − q if b > w, else w − q (A.8; w, b: the players preferring White, Black; q: half the players, rounded up)  [C.2]
bracket 2: p = 2 — p is the number of players in S1, the pairs to make (A.6)  [C.3]
bracket 2: S1 = 2 6; S2 = 1 3 5  [C.4]
bracket 2: C.6, C.7 #1 (2 orders of S2 beginning alike, rejected together) pairs 2-1; rejected by B.4: more pairs than x allows (x = 0) would go against a colour preference (2-1, x = 0).  [C.6]
bracket 2: C.7 #2 pairs 2-3 6-1, leaves 5 unpaired; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.7]
bracket 2: remainder 5: x = 0 (w = 0, b = 1, q = 1), p = 0  [C.2]
bracket 2: remainder: S1 = -; S2 = 5  [C.4]
bracket 2: remainder C.6 no pair to make, leaves 5 unpaired; accepted: 5 moves down to the next bracket (A.4), as B.5 and B.6 for downfloats in force allow.  [C.6]
bracket 2 paired: 2-3 6-1  [C.6]
bracket 2: moved down to the next bracket: 5  [A.4]
bracket 3 (score 0): 5 4; moved down: 5; heterogeneous, treated as homogeneous (at least half moved down, A.3)  [A.3]
bracket 3: 5 moved down from above: no possible opponent here (B.1/B.2): C.12  [C.1]
bracket 3: bracket 3 cannot pair the players moved down to it: the pairing of bracket 2 is undone and its next pairings are tried  [C.12]
bracket 2 (score 1): 2 6 1 3 5; moved down: 2 6; heterogeneous  [A.3]
bracket 2: the remainder cannot be paired so that the bracket below can be: the pairing 6-1 of the lowest player moved down is undone, another opponent is sought (C.7)  [C.9]
bracket 2: C.7 #3 pairs 2-3 6-5, leaves 1 unpaired; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.7]
bracket 2: remainder 1: x = 0 (w = 0, b = 1, q = 1), p = 0  [C.2]
bracket 2: remainder: S1 = -; S2 = 1  [C.4]
bracket 2: remainder C.6 no pair to make, leaves 1 unpaired; accepted: 1 moves down to the next bracket (A.4), as B.5 and B.6 for downfloats in force allow.  [C.6]
bracket 2: bracket 2 paired anew; bracket 3 starts again at C.1  [C.12]
bracket 2 paired: 2-3 6-5  [C.6]
bracket 2: moved down to the next bracket: 1  [A.4]
bracket 3 (score 0): 1 4; moved down: 1; heterogeneous, treated as homogeneous (at least half moved down, A.3)  [A.3]
bracket 3: every player has a possible opponent in the bracket  [C.1]
bracket 3: x = 0 (w = 1, b = 1, q = 1)  [C.2]
bracket 3: p = 1  [C.3]
bracket 3: S1 = 1; S2 = 4  [C.4]
bracket 3: C.6 pairs 1-4; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.6]
bracket 3 paired: 1-4  [C.6]
3-2: both colour preferences are met (A.7 e: in an odd round 3's strong preference (from an unplayed round) counts as absolute)  [E.1]
6-5: both colour preferences are met (A.7 e: in an odd round 6's strong preference (from an unplayed round) counts as absolute; A.7 e: in an odd round 5's strong preference (from an unplayed round) counts as absolute)  [E.1]
4-1: both colour preferences are met (A.7 e: in an odd round 1's strong preference (from an unplayed round) counts as absolute)  [E.1]"""


#: Example 2: C.13 — the penultimate bracket re-paired in vain down to p = 0, merged.
#: Example 3: C.8 — an exchange after B.1 a and B.1 b (no second point unplayed).
#: Example 4: C.9, C.10 and C.11 in turn, until x is raised; E.4.
#: Example 5: round 1 (F.4, E.5 with Black drawn for no. 1), seven players.
#: Example 6: round 4 of a corpus tournament: A.7 d, an exchange, a heterogeneous
#: bracket with a bye from its remainder; the round the 2026 rules pair otherwise.
#: Example 7: the last round — the note under B lets two leaders meet against B.2.
EXAMPLE_2 = """\
Outside the piles: 3 P3: withdrawn after round 1  [F.5]
score group 2 (1 player, in the order of A.2): 1  [A.2]
score group 1½ (1 player, in the order of A.2): 4  [A.2]
score group 1 (2 players, in the order of A.2): 6 7  [A.2]
score group ½ (2 players, in the order of A.2): 2 5  [A.2]
bracket 1 (score 2): 1; homogeneous  [A.3]
bracket 1: 1: no possible opponent in the bracket (B.1/B.2): moved down to the next bracket  [C.1]
bracket 1: the whole bracket moves down: 1  [C.14]
bracket 2 (score 1½): 1 4; moved down: 1; heterogeneous, treated as homogeneous (at least half moved down, A.3)  [A.3]
bracket 2: every player has a possible opponent in the bracket  [C.1]
bracket 2: x = 1 (w = 0, b = 2, q = 1) — x is the number of pairs that cannot meet every colour preference: b − q if b > w, else w − q (A.8; w, b: the players preferring White, Black; q: half the players, rounded up)  [C.2]
bracket 2: p = 1 — p is the number of players in S1, the pairs to make (A.6)  [C.3]
bracket 2: S1 = 1; S2 = 4  [C.4]
bracket 2: C.6 pairs 1-4; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.6]
bracket 2 paired: 1-4  [C.6]
bracket 3 (score 1): 6 7; homogeneous  [A.3]
bracket 3: every player has a possible opponent in the bracket  [C.1]
bracket 3: x = 1 (w = 2, b = 0, q = 1)  [C.2]
bracket 3: p = 1  [C.3]
bracket 3: S1 = 6; S2 = 7  [C.4]
bracket 3: C.6 pairs 6-7; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.6]
bracket 3 paired: 6-7  [C.6]
bracket 4 (score ½): 2 5; homogeneous  [A.3]
bracket 4: 2 5: no possible opponent in the lowest bracket: C.13  [C.1]
bracket 4: the lowest bracket cannot be paired: the pairing of bracket 3 is undone and other pairings of it are tried  [C.13]
bracket 3 (score 1): 6 7; homogeneous  [A.3]
bracket 3: a) 6⇄7: 6 from S1 and 7 from S2 change places (D.2 a) 1↔2, by positions): S1 = 7; S2 = 6 (C.5)  [C.8]
bracket 3: C.8 a) 6⇄7: C.6 pairs 7-6; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.8]
bracket 3: the pairings above do not let the bracket below be paired: next candidate  [C.7]
bracket 3: B.6 for downfloats is given up; back to C.4  [C.10]
bracket 3: S1 = 6; S2 = 7  [C.4]
bracket 3: C.6 pairs 6-7; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.6]
bracket 3: the pairings above do not let the bracket below be paired: next candidate  [C.7]
bracket 3: a) 6⇄7: 6 from S1 and 7 from S2 change places (D.2 a) 1↔2, by positions): S1 = 7; S2 = 6 (C.5)  [C.8]
bracket 3: C.8 a) 6⇄7: C.6 pairs 7-6; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.8]
bracket 3: the pairings above do not let the bracket below be paired: next candidate  [C.7]
bracket 3: B.5 for downfloats is given up; back to C.4  [C.10]
bracket 3: S1 = 6; S2 = 7  [C.4]
bracket 3: C.6 pairs 6-7; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.6]
bracket 3: the pairings above do not let the bracket below be paired: next candidate  [C.7]
bracket 3: a) 6⇄7: 6 from S1 and 7 from S2 change places (D.2 a) 1↔2, by positions): S1 = 7; S2 = 6 (C.5)  [C.8]
bracket 3: C.8 a) 6⇄7: C.6 pairs 7-6; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.8]
bracket 3: the pairings above do not let the bracket below be paired: next candidate  [C.7]
bracket 3: p = 0: no pairing here lets the lowest bracket be paired  [C.14]
bracket 3: brackets 3 and 4 are merged into the lowest bracket 3+4, the players of bracket 3 in S1  [C.13]
bracket 3+4 (score ½): 6 7 2 5; moved down: 6 7; heterogeneous, treated as homogeneous (at least half moved down, A.3)  [A.3]
bracket 3+4: every player has a possible opponent in the bracket  [C.1]
bracket 3+4: x = 1 (w = 3, b = 1, q = 2)  [C.2]
bracket 3+4: p = 2  [C.3]
bracket 3+4: S1 = 6 7; S2 = 2 5  [C.4]
bracket 3+4: C.6 pairs 6-2 7-5; rejected by B.1a: 7-5 have already met (or may not meet) (7-5).  [C.6]
bracket 3+4: C.7 #1 pairs 6-5 7-2; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.7]
bracket 3+4 paired: 6-5 7-2  [C.6]
1-4: the stronger preference of 4 is met (A.7 e: in an odd round 4's strong preference (from an unplayed round) counts as absolute)  [E.2]
6-5: both colour preferences are met (A.7 e: in an odd round 6's strong preference (from an unplayed round) counts as absolute)  [E.1]
7-2: the stronger preference of 7 is met (A.7 e: in an odd round 7's strong preference (from an unplayed round) counts as absolute)  [E.2]"""

EXAMPLE_3 = """\
Outside the piles: 1 P1: absent: zero-point bye (Z); 3 P3: absent: zero-point bye (Z)  [F.5]
score group 1 (2 players, in the order of A.2): 2 5  [A.2]
score group 0 (1 player, in the order of A.2): 4  [A.2]
bracket 1 (score 1): 2 5; homogeneous  [A.3]
bracket 1: 2 5: no possible opponent in the bracket (B.1/B.2): moved down to the next bracket  [C.1]
bracket 1: the whole bracket moves down: 2 5  [C.14]
bracket 2 (score 0): 2 5 4; moved down: 2 5; heterogeneous, treated as homogeneous (at least half moved down, A.3)  [A.3]
bracket 2: every player has a possible opponent in the bracket  [C.1]
bracket 2: x = 0 (w = 2, b = 1, q = 2) — x is the number of pairs that cannot meet every colour preference: b − q if b > w, else w − q (A.8; w, b: the players preferring White, Black; q: half the players, rounded up)  [C.2]
bracket 2: p = 1 — p is the number of players in S1, the pairs to make (A.6)  [C.3]
bracket 2: S1 = 2; S2 = 5 4  [C.4]
bracket 2: C.6 pairs 2-5; rejected by B.1a: 2-5 have already met (or may not meet) (2-5).  [C.6]
bracket 2: C.7 #1 pairs 2-4, leaves 5 unpaired; rejected by B.1b: 5 may not receive the bye (already had one or a point without playing) (5).  [C.7]
bracket 2: a) 2⇄5: 2 from S1 and 5 from S2 change places (D.2 a) 1↔2, by positions): S1 = 5; S2 = 2 4 (C.5)  [C.8]
bracket 2: C.8 a) 2⇄5: C.6 pairs 5-2; rejected by B.1a: 5-2 have already met (or may not meet) (5-2).  [C.8]
bracket 2: C.8 a) 2⇄5: C.7 #1 pairs 5-4, leaves 2 unpaired; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.8]
bracket 2 paired: 5-4  [C.6]
2 gets the bye: no opponent, no colour, 1 point (a downfloat)  [A.5]
5-4: both colour preferences are met (A.7 e: in an odd round 5's strong preference (from an unplayed round) counts as absolute; A.7 e: in an odd round 4's strong preference (from an unplayed round) counts as absolute)  [E.1]"""

EXAMPLE_4 = """\
Outside the piles: 5 P5: late entry: enters in round 3  []
score group 1 (3 players, in the order of A.2): 1 2 6  [A.2]
score group 0 (2 players, in the order of A.2): 3 4  [A.2]
bracket 1 (score 1): 1 2 6; homogeneous  [A.3]
bracket 1: every player has a possible opponent in the bracket  [C.1]
bracket 1: x = 0 (w = 1, b = 1, q = 2) — x is the number of pairs that cannot meet every colour preference: b − q if b > w, else w − q (A.8; w, b: the players preferring White, Black; q: half the players, rounded up)  [C.2]
bracket 1: p = 1 — p is the number of players in S1, the pairs to make (A.6)  [C.3]
bracket 1: S1 = 1; S2 = 2 6  [C.4]
bracket 1: C.6 pairs 1-2, leaves 6 unpaired; rejected by B.5↓: 6 would float down two rounds running (6).  [C.6]
bracket 1: C.7 #1 pairs 1-6, leaves 2 unpaired; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.7]
bracket 1 paired: 1-6  [C.6]
bracket 1: moved down to the next bracket: 2  [A.4]
bracket 2 (score 0): 2 3 4; moved down: 2; heterogeneous  [A.3]
bracket 2: every player has a possible opponent in the bracket  [C.1]
bracket 2: x = 0 (w = 2, b = 1, q = 2)  [C.2]
bracket 2: p = 1  [C.3]
bracket 2: S1 = 2; S2 = 3 4  [C.4]
bracket 2: C.6 pairs 2-3; rejected by B.4: more pairs than x allows (x = 0) would go against a colour preference (2-3, x = 0).  [C.6]
bracket 2: C.7 #1 pairs 2-4; rejected by B.1a: 2-4 have already met (or may not meet) (2-4).  [C.7]
bracket 2: no other opponent for the lowest player moved down: B.6 for upfloats is given up; back to C.4  [C.9]
bracket 2: S1 = 2; S2 = 3 4  [C.4]
bracket 2: C.6 pairs 2-3; rejected by B.4: more pairs than x allows (x = 0) would go against a colour preference (2-3, x = 0).  [C.6]
bracket 2: C.7 #1 pairs 2-4; rejected by B.1a: 2-4 have already met (or may not meet) (2-4).  [C.7]
bracket 2: no other opponent for the lowest player moved down: B.5 for upfloats is given up; back to C.4  [C.9]
bracket 2: S1 = 2; S2 = 3 4  [C.4]
bracket 2: C.6 pairs 2-3; rejected by B.4: more pairs than x allows (x = 0) would go against a colour preference (2-3, x = 0).  [C.6]
bracket 2: C.7 #1 pairs 2-4; rejected by B.1a: 2-4 have already met (or may not meet) (2-4).  [C.7]
bracket 2: B.6 for downfloats is given up; back to C.4  [C.10]
bracket 2: S1 = 2; S2 = 3 4  [C.4]
bracket 2: C.6 pairs 2-3; rejected by B.4: more pairs than x allows (x = 0) would go against a colour preference (2-3, x = 0).  [C.6]
bracket 2: C.7 #1 pairs 2-4; rejected by B.1a: 2-4 have already met (or may not meet) (2-4).  [C.7]
bracket 2: B.5 for downfloats is given up; back to C.4  [C.10]
bracket 2: S1 = 2; S2 = 3 4  [C.4]
bracket 2: C.6 pairs 2-3; rejected by B.4: more pairs than x allows (x = 0) would go against a colour preference (2-3, x = 0).  [C.6]
bracket 2: C.7 #1 pairs 2-4; rejected by B.1a: 2-4 have already met (or may not meet) (2-4).  [C.7]
bracket 2: x = 1; B.5 and B.6 in force again; back to C.3  [C.11]
bracket 2: p = 1  [C.3]
bracket 2: S1 = 2; S2 = 3 4  [C.4]
bracket 2: C.6 pairs 2-3, leaves 4 unpaired; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.6]
bracket 2: remainder 4: x = 0 (w = 0, b = 1, q = 1), p = 0  [C.2]
bracket 2: remainder: S1 = -; S2 = 4  [C.4]
bracket 2: remainder C.6 no pair to make, leaves 4 unpaired; accepted: 4 gets the bye (A.5), as B.1b allows.  [C.6]
bracket 2 paired: 2-3  [C.6]
4 gets the bye: no opponent, no colour, 1 point (a downfloat)  [A.5]
6-1: both colour preferences are met  [E.1]
2-3: the preference of the higher-ranked 2 is met  [E.4]"""

EXAMPLE_5 = """\
score group 0 (7 players, in the order of A.2): 1 2 3 4 5 6 7  [A.2]
bracket 1 (score 0): 1 2 3 4 5 6 7; homogeneous  [A.3]
bracket 1: every player has a possible opponent in the bracket  [C.1]
bracket 1: x = 0 (w = 0, b = 0, q = 4) — x is the number of pairs that cannot meet every colour preference: b − q if b > w, else w − q (A.8; w, b: the players preferring White, Black; q: half the players, rounded up)  [C.2]
bracket 1: p = 3 — p is the number of players in S1, the pairs to make (A.6)  [C.3]
bracket 1: S1 = 1 2 3; S2 = 4 5 6 7  [C.4]
bracket 1: C.6 pairs 1-4 2-5 3-6, leaves 7 unpaired; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.6]
bracket 1 paired: 1-4 2-5 3-6  [C.6]
7 gets the bye: no opponent, no colour, 1 point (a downfloat)  [A.5]
4-1: no preference: 1 has the odd pairing number 1; the colour drawn by lot is black  [E.5]
2-5: no preference: 2 has the even pairing number 2; the colour drawn by lot is black  [E.5]
6-3: no preference: 3 has the odd pairing number 3; the colour drawn by lot is black  [E.5]"""

EXAMPLE_6 = """\
Outside the piles: 2 Test0002 Player0002: requested a half-point bye (H); 3 Test0003 Player0003: requested a half-point bye (H)  [F.5]
score group 2½ (1 player, in the order of A.2): 7  [A.2]
score group 2 (3 players, in the order of A.2): 1 4 6  [A.2]
score group 1½ (4 players, in the order of A.2): 5 9 10 11  [A.2]
score group 1 (3 players, in the order of A.2): 8 12 14  [A.2]
score group ½ (2 players, in the order of A.2): 13 15  [A.2]
bracket 1 (score 2½): 7; homogeneous  [A.3]
bracket 1: 7: no possible opponent in the bracket (B.1/B.2): moved down to the next bracket  [C.1]
bracket 1: the whole bracket moves down: 7  [C.14]
bracket 2 (score 2): 7 1 4 6; moved down: 7; heterogeneous  [A.3]
bracket 2: every player has a possible opponent in the bracket  [C.1]
bracket 2: x = 0 (w = 2, b = 2, q = 2; A.7 d: in an even round a mild preference from an unplayed round may take the colour that lowers x: 6's for White counts as Black) — x is the number of pairs that cannot meet every colour preference: b − q if b > w, else w − q (A.8; w, b: the players preferring White, Black; q: half the players, rounded up)  [C.2]
bracket 2: p = 1 — p is the number of players in S1, the pairs to make (A.6)  [C.3]
bracket 2: S1 = 7; S2 = 1 4 6  [C.4]
bracket 2: C.6, C.7 #1 (2 orders of S2 pairing S1 alike: one candidate) pairs 7-1; rejected by B.4: more pairs than x allows (x = 0) would go against a colour preference (7-1, x = 0).  [C.6]
bracket 2: C.7 #2–#3 (2 orders of S2 pairing S1 alike: one candidate) pairs 7-4, leaves 1 6 unpaired; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.7]
bracket 2: remainder 1 6: x = 0 (w = 1, b = 1, q = 1; A.7 d: in an even round a mild preference from an unplayed round may take the colour that lowers x: 6's for White counts as Black), p = 1  [C.2]
bracket 2: remainder: S1 = 1; S2 = 6  [C.4]
bracket 2: remainder C.6 pairs 1-6; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.6]
bracket 2 paired: 7-4 1-6  [C.6]
bracket 3 (score 1½): 5 9 10 11; homogeneous  [A.3]
bracket 3: every player has a possible opponent in the bracket  [C.1]
bracket 3: x = 0 (w = 2, b = 2, q = 2; A.7 d: in an even round a mild preference from an unplayed round may take the colour that lowers x: 10's for Black counts as White)  [C.2]
bracket 3: p = 2  [C.3]
bracket 3: S1 = 5 9; S2 = 10 11  [C.4]
bracket 3: C.6 pairs 5-10; rejected by B.4: more pairs than x allows (x = 0) would go against a colour preference (5-10, x = 0).  [C.6]
bracket 3: C.7 #1 pairs 5-11; rejected by B.1a: 5-11 have already met (or may not meet) (5-11).  [C.7]
bracket 3: a) 9⇄10: 9 from S1 and 10 from S2 change places (D.2 a) 2↔3, by positions): S1 = 5 10; S2 = 9 11 (C.5)  [C.8]
bracket 3: C.8 a) 9⇄10: C.6 pairs 5-9 10-11; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.8]
bracket 3 paired: 5-9 10-11  [C.6]
bracket 4 (score 1): 8 12 14; homogeneous  [A.3]
bracket 4: every player has a possible opponent in the bracket  [C.1]
bracket 4: x = 0 (w = 1, b = 2, q = 2)  [C.2]
bracket 4: p = 1  [C.3]
bracket 4: S1 = 8; S2 = 12 14  [C.4]
bracket 4: C.6 pairs 8-12; rejected by B.1a: 8-12 have already met (or may not meet) (8-12).  [C.6]
bracket 4: C.7 #1 pairs 8-14; rejected by B.4: more pairs than x allows (x = 0) would go against a colour preference (8-14, x = 0).  [C.7]
bracket 4: a) 8⇄12: 8 from S1 and 12 from S2 change places (D.2 a) 1↔2, by positions): S1 = 12; S2 = 8 14 (C.5)  [C.8]
bracket 4: C.8 a) 8⇄12: C.6 pairs 12-8; rejected by B.1a: 12-8 have already met (or may not meet) (12-8).  [C.8]
bracket 4: C.8 a) 8⇄12: C.7 #1 pairs 12-14, leaves 8 unpaired; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.8]
bracket 4 paired: 12-14  [C.6]
bracket 4: moved down to the next bracket: 8  [A.4]
bracket 5 (score ½): 8 13 15; moved down: 8; heterogeneous  [A.3]
bracket 5: every player has a possible opponent in the bracket  [C.1]
bracket 5: x = 0 (w = 1, b = 2, q = 2)  [C.2]
bracket 5: p = 1  [C.3]
bracket 5: S1 = 8; S2 = 13 15  [C.4]
bracket 5: C.6 pairs 8-13; rejected by B.1a: 8-13 have already met (or may not meet) (8-13).  [C.6]
bracket 5: C.7 #1 pairs 8-15, leaves 13 unpaired; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.7]
bracket 5: remainder 13: x = 0 (w = 0, b = 1, q = 1), p = 0  [C.2]
bracket 5: remainder: S1 = -; S2 = 13  [C.4]
bracket 5: remainder C.6 no pair to make, leaves 13 unpaired; accepted: 13 gets the bye (A.5), as B.1b allows.  [C.6]
bracket 5 paired: 8-15  [C.6]
13 gets the bye: no opponent, no colour, 1 point (a downfloat)  [A.5]
7-4: both colour preferences are met  [E.1]
1-6: both colour preferences are met (A.7 d: in an even round 6's mild preference (from an unplayed round) is for Black, which lowers x)  [E.1]
5-9: both colour preferences are met  [E.1]
10-11: both colour preferences are met (A.7 d: in an even round 10's mild preference (from an unplayed round) is for White, which lowers x)  [E.1]
12-14: both colour preferences are met  [E.1]
15-8: both colour preferences are met  [E.1]"""


EXAMPLE_7 = """\
score group 2 (2 players, in the order of A.2): 1 2  [A.2]
score group ½ (4 players, in the order of A.2): 3 4 5 6  [A.2]
bracket 1 (score 2): 1 2; homogeneous  [A.3]
bracket 1: every player has a possible opponent in the bracket  [C.1]
bracket 1: x = 1 (w = 0, b = 2, q = 1) — x is the number of pairs that cannot meet every colour preference: b − q if b > w, else w − q (A.8; w, b: the players preferring White, Black; q: half the players, rounded up)  [C.2]
bracket 1: p = 1 — p is the number of players in S1, the pairs to make (A.6)  [C.3]
bracket 1: S1 = 1; S2 = 2  [C.4]
bracket 1: C.6 pairs 1-2; rejected by B.2: one of 1-2 would leave the colour difference ±2 or get the same colour a third time running (1-2).  [C.6]
bracket 1: a) 1⇄2: 1 from S1 and 2 from S2 change places (D.2 a) 1↔2, by positions): S1 = 2; S2 = 1 (C.5)  [C.8]
bracket 1: C.8 a) 1⇄2: C.6 pairs 2-1; rejected by B.2: one of 2-1 would leave the colour difference ±2 or get the same colour a third time running (2-1).  [C.8]
bracket 1: B.6 for downfloats is given up; back to C.4  [C.10]
bracket 1: S1 = 1; S2 = 2  [C.4]
bracket 1: C.6 pairs 1-2; rejected by B.2: one of 1-2 would leave the colour difference ±2 or get the same colour a third time running (1-2).  [C.6]
bracket 1: a) 1⇄2: 1 from S1 and 2 from S2 change places (D.2 a) 1↔2, by positions): S1 = 2; S2 = 1 (C.5)  [C.8]
bracket 1: C.8 a) 1⇄2: C.6 pairs 2-1; rejected by B.2: one of 2-1 would leave the colour difference ±2 or get the same colour a third time running (2-1).  [C.8]
bracket 1: B.5 for downfloats is given up; back to C.4  [C.10]
bracket 1: S1 = 1; S2 = 2  [C.4]
bracket 1: C.6 pairs 1-2; rejected by B.2: one of 1-2 would leave the colour difference ±2 or get the same colour a third time running (1-2).  [C.6]
bracket 1: a) 1⇄2: 1 from S1 and 2 from S2 change places (D.2 a) 1↔2, by positions): S1 = 2; S2 = 1 (C.5)  [C.8]
bracket 1: C.8 a) 1⇄2: C.6 pairs 2-1; rejected by B.2: one of 2-1 would leave the colour difference ±2 or get the same colour a third time running (2-1).  [C.8]
bracket 1: last round: B.2, B.5 and B.6 no longer bind 1 2 (more than 50 %), to avoid floaters; back to C.4  [B]
bracket 1: S1 = 1; S2 = 2  [C.4]
bracket 1: C.6 pairs 1-2; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.6]
bracket 1 paired: 1-2  [C.6]
bracket 2 (score ½): 3 4 5 6; homogeneous  [A.3]
bracket 2: every player has a possible opponent in the bracket  [C.1]
bracket 2: x = 1 (w = 3, b = 1, q = 2)  [C.2]
bracket 2: p = 2  [C.3]
bracket 2: S1 = 3 4; S2 = 5 6  [C.4]
bracket 2: C.6 pairs 3-5 4-6; rejected by B.2: one of 4-6 would leave the colour difference ±2 or get the same colour a third time running (4-6).  [C.6]
bracket 2: C.7 #1 pairs 3-6; rejected by B.1a: 3-6 have already met (or may not meet) (3-6).  [C.7]
bracket 2: a) 4⇄5: 4 from S1 and 5 from S2 change places (D.2 a) 2↔3, by positions): S1 = 3 5; S2 = 4 6 (C.5)  [C.8]
bracket 2: C.8 a) 4⇄5: C.6 pairs 3-4 5-6; accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  [C.8]
bracket 2 paired: 3-4 5-6  [C.6]
2-1: the preference of the higher-ranked 1 is met  [E.4]
4-3: the stronger preference of 4 is met  [E.2]
6-5: both colour preferences are met  [E.1]"""


def example_1():
    t = build(6, "4-2 0-1, 1 H, 3 H, 6 PAB", "2-6 ½-½, 1-3 ½-½, 5-4 1-0",
              system="dutch-2009", rounds=7)
    return t.with_player(replace(t.player(5), joins_in=2)), 3  # a late entry in round 2


def example_2():
    t = build(7, "3-1 0-1, 2-5 ½-½, 4 H, 6 PAB", "1-6 1-0, 4-2 1-0, 5-7 0-1",
              system="dutch-2009", rounds=6)
    t = t.with_player(replace(t.player(3), withdrawn_after=1))
    return t.with_player(replace(t.player(7), joins_in=2)), 3


def example_3():
    t = build(5, "4-1 0-1, 2-5 1-0", "1-2 1-0, 5-4 +/-", "1 Z, 3 Z",
              system="dutch-2009", rounds=6)
    return t.with_player(replace(t.player(3), joins_in=3)), 3


def example_4():
    t = build(6, "1-3 1-0, 4-2 0-1, 6 PAB", system="dutch-2009", rounds=6)
    return t.with_player(replace(t.player(5), joins_in=3)), 2


def example_5():
    return build(7, system="dutch-2009", rounds=5, initial_colour="black"), 1


def example_6():
    path = shared("conformance", "dutch", "dutch-1034178290-15p-6r.trf")
    t = load_tournament(path)
    t = replace(t, settings=replace(t.settings, system="dutch-2009"))
    return before_round(t, 4), 4


def example_7():
    return build(6, "1-4 1-0, 2-5 1-0, 3-6 ½-½", "1-6 1-0, 2-3 1-0, 5-4 ½-½",
                 system="dutch-2009", rounds=3), 3


@pytest.mark.parametrize("example, expected, boards, bye", [
    (example_1, EXAMPLE_1, ((3, 2), (6, 5), (4, 1)), None),
    (example_2, EXAMPLE_2, ((1, 4), (6, 5), (7, 2)), None),
    (example_3, EXAMPLE_3, ((5, 4),), 2),
    (example_4, EXAMPLE_4, ((6, 1), (2, 3)), 4),
    (example_5, EXAMPLE_5, ((4, 1), (2, 5), (6, 3)), 7),
    (example_6, EXAMPLE_6, ((7, 4), (1, 6), (5, 9), (10, 11), (12, 14), (15, 8)), 13),
    (example_7, EXAMPLE_7, ((2, 1), (4, 3), (6, 5)), None),
], ids=["1-c12", "2-c13", "3-c8", "4-c9-c11", "5-round-1", "6-corpus", "7-last-round"])
def test_the_worked_examples_step_for_step(example, expected, boards, bye):
    tournament, number = example()
    pairing = pairer("dutch-2009")(tournament, number, trace=True)
    steps = [f"{s.text}  [{s.article}]" for s in pairing.trace.steps if s.kind != "boards"]
    assert steps == expected.splitlines()
    assert pairing.boards == boards and pairing.pab == bye
