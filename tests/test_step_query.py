"""``explain --player`` and ``--why`` on a dutch-2009 trace (worked example 1 of
docs/dutch-2009.md: C.12 re-pairs bracket 2)."""

from __future__ import annotations

from test_dutch2009_worked import example_1

from cardtable.systems.dutch2009.query import player_path, why
from cardtable.systems.registry import pairer


def trace():
    tournament, number = example_1()
    return pairer("dutch-2009")(tournament, number, trace=True).trace


def test_why_lists_the_candidates_that_paired_them_and_the_outcome():
    answer = why(trace(), 6, 1)
    assert answer[0] == ("6 and 1 are not paired: 6 has board 2: 6 White, 5 Black, 1 has "
                         "board 3: 4 White, 1 Black")
    assert answer[2:] == [("bracket 2: C.7 #2 pairs 2-3 6-1, leaves 5 unpaired; accepted: it "
                           "meets B.1 and B.2 (absolute) and the relative criteria B.4 to B.6 "
                           "still in force.  [C.7]"),
                          "bracket 2 paired: 2-3 6-1  [C.6]",
                          # the C.12 step that undid it, and what bracket 2 paired instead
                          ("bracket 3: bracket 3 cannot pair the players moved down to it: "
                           "the pairing of bracket 2 is undone and its next pairings are "
                           "tried  [C.12]"),
                          "bracket 2 paired: 2-3 6-5  [C.6]"]
    assert why(trace(), 2, 6)[1].startswith("no candidate tried pairs them")


def test_a_players_path_shows_his_brackets_candidates_and_board():
    path = player_path(trace(), 5)
    assert path[0].startswith("Player 5 P5: score 1")
    assert "bracket 2: moved down to the next bracket: 5  [A.4]" in path
    assert ("bracket 2: C.7 #3 pairs 2-3 6-5, leaves 1 unpaired; accepted: it meets B.1 "
            "and B.2 (absolute) and the relative criteria B.4 to B.6 still in force.  "
            "[C.7]") in path
    assert path[-1] == "5: board 2: 6 White, 5 Black"
