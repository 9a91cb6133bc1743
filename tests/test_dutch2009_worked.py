"""Rounds worked through by hand from seed 000 (docs/dutch-2009.md, "Worked
examples"); the engine's trace must give the same steps, in the same order."""

from __future__ import annotations

from dataclasses import replace

from conftest import build

from cardtable.systems import pairer

#: Example 1 (docs/dutch-2009.md): round 3 of six players — a bracket moved down whole
#: (C.1), a heterogeneous bracket with a remainder, C.12 undoing it for the bracket
#: below, a bracket treated as homogeneous (A.3), colours by E.1, boards by F.1.
EXAMPLE_1 = """\
score group 1½: 2 6  [A.2]
score group 1: 1 3 5  [A.2]
score group 0: 4  [A.2]
bracket 1: 2 6: no possible opponent in the bracket (B.1/B.2): moved down to the next bracket  [C.1]
bracket 1: the whole bracket moves down: 2 6  [C.14]
bracket 2: every player has a possible opponent in the bracket  [C.1]
bracket 2 (score 1): 2 6 1 3 5; moved down: 2 6; heterogeneous  [A.3]
bracket 2: x = 0 (w = 2, b = 3, q = 3)  [C.2]
bracket 2: p = 2  [C.3]
bracket 2: S1 = 2 6; S2 = 1 3 5  [C.4]
bracket 2: C.6, C.7 #1: 2-1: B.4 (2-1, x = 0)  [C.6]
bracket 2: C.7 #2: 2-3 6-1 | 5: ok  [C.7]
bracket 2: remainder 5: x = 0 (w = 0, b = 1, q = 1), p = 0  [C.2]
bracket 2: remainder: S1 = -; S2 = 5  [C.4]
bracket 2: remainder C.6: no pairs | 5: ok  [C.6]
bracket 2 paired: 2-3 6-1  [C.6]
bracket 2: moved down to the next bracket: 5  [A.4]
bracket 3: 5 moved down from above: no possible opponent here (B.1/B.2): C.12  [C.1]
bracket 3: bracket 3 cannot pair its p players moved down: the pairing of bracket 2 is undone and its next pairings are tried  [C.12]
bracket 2: C.7 #3: 2-3 6-5 | 1: ok  [C.7]
bracket 2: remainder 1: x = 0 (w = 0, b = 1, q = 1), p = 0  [C.2]
bracket 2: remainder: S1 = -; S2 = 1  [C.4]
bracket 2: remainder C.6: no pairs | 1: ok  [C.6]
bracket 2: bracket 2 paired anew; bracket 3 starts again at C.1  [C.12]
bracket 2 paired: 2-3 6-5  [C.6]
bracket 2: moved down to the next bracket: 1  [A.4]
bracket 3: every player has a possible opponent in the bracket  [C.1]
bracket 3 (score 0): 1 4; moved down: 1; heterogeneous, treated as homogeneous (at least half moved down, A.3)  [A.3]
bracket 3: x = 0 (w = 1, b = 1, q = 1)  [C.2]
bracket 3: p = 1  [C.3]
bracket 3: S1 = 1; S2 = 4  [C.4]
bracket 3: C.6: 1-4: ok  [C.6]
bracket 3 paired: 1-4  [C.6]
3-2: both colour preferences are met  [E.1]
6-5: both colour preferences are met  [E.1]
4-1: both colour preferences are met  [E.1]"""


def test_example_1_c12_and_a_heterogeneous_bracket_step_for_step():
    t = build(6, "4-2 0-1, 1 H, 3 H, 6 PAB", "2-6 ½-½, 1-3 ½-½, 5-4 1-0",
              system="dutch-2009", rounds=7)
    t = t.with_player(replace(t.player(5), joins_in=2))  # a late entry in round 2
    pairing = pairer("dutch-2009")(t, 3, trace=True)
    steps = [f"{s.text}  [{s.article}]" for s in pairing.trace.steps if s.kind != "boards"]
    assert steps == EXAMPLE_1.splitlines()
    assert pairing.boards == ((3, 2), (6, 5), (4, 1)) and pairing.pab is None
