"""C.04.5 Preface: "the match is considered as regularly played and, for the purposes
of tie-breaks and standings, any forfeited (single) game shall be treated as played.
(This rule does not apply to rating.)" The Double-Swiss plug-in names those games
(``forfeits_played``); the standings, their explanation and the crosstable count them
as played, a match forfeited in both games stays unplayed."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from cardtable.model.tournament import Tournament
from cardtable.systems.registry import descriptor
from cardtable.systems.ranking import crosstable, explain, standings
from cardtable.tiebreaks.standings import standings as game_by_game
from double_helpers import tournament, with_match


def _played() -> Tournament:
    # match 1: 1 wins game 1 by forfeit (3 absent), then game 2 over the board (3 has
    # White); 2-4 forfeited by 4 in both games: that match ended by forfeit
    t = with_match(tournament(4), 1, [(1, 3, "+/-", "0-1"), (2, 4, "+/-", "-/+")])
    return t


def test_the_plugin_names_a_single_forfeited_game_of_a_regular_match():
    t = _played()
    assert descriptor("double").forfeits_played(t) == {(1, 1), (3, 1)}  # not 2-4's
    assert descriptor("dutch").forfeits_played(t) == frozenset()


def test_standings_count_it_as_a_game_played_and_won():
    t = _played()
    ranked = standings(t, "WON, REP, BPG")
    one, three = ranked.row(1).values, ranked.row(3).values
    assert (one["WON"], one["REP"]) == (2, 2)       # both games, won over the board
    assert (three["REP"], three["BPG"]) == (2, 1)   # his forfeit loss is no VUR
    two = ranked.row(2).values
    assert (two["WON"], two["REP"]) == (0, 2)       # a match forfeited: unplayed
    # C.07 alone, game by game, counts the forfeit as unplayed
    plain = game_by_game(t, "WON, REP, BPG")
    assert (plain.row(1).values["WON"], plain.row(3).values["REP"]) == (1, 1)
    assert ranked.row(1).points == plain.row(1).points == Fraction(2)


def test_explain_and_the_crosstable_agree_and_the_cell_still_shows_the_forfeit():
    t = _played()
    assert dict(explain(t, 1, "WON").values)["WON"].value == 2
    table = crosstable(t, codes="WON")
    row = next(r for r in table.rows if r[1] == "1")
    assert row[table.header.index("R1")] == "3w+"   # the result as it was (rating)
    assert row[table.header.index("WON")] == "2"


def _forfeited() -> Tournament:
    return with_match(tournament(4), 1, [(1, 3, "+/-", "-/+"), (2, 4, "1-0", "0-1")])


def test_a_match_not_finished_or_forfeited_in_both_games_counts_nothing_as_played():
    assert descriptor("double").forfeits_played(_forfeited()) == frozenset()
    half = _played()
    half = replace(half, rounds=half.rounds[:1])  # game 2 of the match not played yet
    assert descriptor("double").forfeits_played(half) == frozenset()
