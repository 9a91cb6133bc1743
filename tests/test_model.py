"""The core model: initial order, results, and the derived state a pairing needs
(scores, colour history and preference, floats, PAB eligibility, who has met whom)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.model.player import TITLE_ORDER, Player, in_initial_order
from cardtable.model.results import ByeKind, GameResult
from cardtable.model.colour import Colour
from cardtable.model.history import (EntryKind, Float, History, PlayerState, Preference,
                                     round_entries, round_units)
from cardtable.model.points import PointSystem, format_points, points
from cardtable.model.tournament import (Bye, Game, Round, Settings, Tournament,
                                        draw_initial_colour)
from cardtable.model.numbering import assign_pairing_numbers, renumber
from cardtable.systems.registry import DEFAULT_SYSTEM
from conftest import build

players_strategy = st.lists(
    st.builds(Player, start_no=st.just(0), name=st.text("abcXYZ ", min_size=1, max_size=6),
              rating=st.integers(0, 2800), title=st.sampled_from(("",) + TITLE_ORDER)),
    min_size=1, max_size=12,
).map(lambda ps: [replace(p, start_no=i) for i, p in enumerate(ps, start=1)])


# -- initial order (C.04.2) --------------------------------------------------
def test_initial_order_is_rating_then_title_then_name():
    field = [Player(1, "Zeta", 2000, "FM"), Player(2, "Alpha", 2000, "IM"),
             Player(3, "Beta", 2000, "IM"), Player(4, "Gamma", 2100), Player(5, "Omega", 2000)]
    assert [p.name for p in in_initial_order(field)] == ["Gamma", "Alpha", "Beta", "Zeta",
                                                         "Omega"]


def test_title_order_is_the_one_of_c042():
    assert TITLE_ORDER == ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")
    assert Player(1, "x", title="wgm").title_rank < Player(2, "y", title="FM").title_rank


@given(players_strategy)
def test_initial_order_never_puts_a_lower_rating_first(field):
    ordered = in_initial_order(field)
    assert all(a.rating >= b.rating for a, b in zip(ordered, ordered[1:]))
    assert sorted(p.start_no for p in ordered) == [p.start_no for p in field]


def test_assigning_pairing_numbers_renumbers_every_reference():
    t = build(4, "1-2 1-0, 3-4 0-1", "4-1 ½-½, 2-3 +/-")
    t = t.with_players([replace(p, rating=1000 + 100 * p.start_no) for p in t.players])
    renumbered = assign_pairing_numbers(t)
    by_name = {p.name: p.start_no for p in renumbered.players}
    assert by_name == {"P4": 1, "P3": 2, "P2": 3, "P1": 4}
    # the same people met with the same results
    for before, after in zip(t.rounds, renumbered.rounds):
        names = lambda rnd, tt: {(tt.player(g.white).name, tt.player(g.black).name,
                                  g.result) for g in rnd.games}
        assert names(before, t) == names(after, renumbered)


def test_fixed_order_and_round_robins_keep_their_numbers():
    t = build(3)
    t = t.with_players([replace(p, rating=1000 + p.start_no) for p in t.players])
    fixed = replace(t, settings=replace(t.settings, fixed_order=True))
    robin = replace(t, settings=replace(t.settings, system="roundrobin"))
    assert assign_pairing_numbers(fixed) is fixed
    assert assign_pairing_numbers(robin, by_lot=True) is robin


@given(st.permutations(range(1, 7)))
def test_renumber_is_undone_by_its_inverse(order):
    t = build(6, "1-2 1-0, 3-4 =, 5-6 -/-", "2-3 0-1, 4 H, 1-5 -/+, 6 PAB")
    mapping = dict(zip(range(1, 7), order))
    back = {new: old for old, new in mapping.items()}
    assert renumber(renumber(t, mapping), back) == t


# -- results and points ------------------------------------------------------
@pytest.mark.parametrize("text, result", [
    ("1-0", GameResult.WHITE_WINS), ("0-1", GameResult.BLACK_WINS),
    ("½-½", GameResult.DRAW), ("=", GameResult.DRAW), ("1/2-1/2", GameResult.DRAW),
    ("+/-", GameResult.WHITE_WINS_BY_FORFEIT), ("-+", GameResult.BLACK_WINS_BY_FORFEIT),
    (" -/- ", GameResult.DOUBLE_FORFEIT),
])
def test_results_are_read_as_typed(text, result):
    assert GameResult.parse(text) is result


@pytest.mark.parametrize("text", ["2-0", "", "1:1", "draw"])
def test_impossible_results_are_refused(text):
    with pytest.raises(ValueError, match="not a result"):
        GameResult.parse(text)


def test_forfeits_are_unplayed_and_agreed_games_are_played():
    assert not GameResult.WHITE_WINS_BY_FORFEIT.played
    assert GameResult.DRAW.played


@given(st.fractions(min_value=0, max_value=20, max_denominator=2))
def test_points_print_and_read_back(value):
    assert points(format_points(value)) == value
    assert points(format_points(value, "½")) == value


def test_point_system_values():
    p = PointSystem(win=Fraction(3), draw=Fraction(1))
    assert p.for_bye(ByeKind.PAB) == Fraction(1)  # its own value, not the win's
    assert not p.is_default and PointSystem().is_default


def test_initial_colour_by_lot_is_reproducible():
    assert {draw_initial_colour(seed) for seed in range(40)} == {Colour.WHITE, Colour.BLACK}
    assert all(draw_initial_colour(s) is draw_initial_colour(s) for s in range(10))
    lot = Settings(system=DEFAULT_SYSTEM, initial_colour="lot", colour_seed=7)
    assert lot.first_colour is draw_initial_colour(7)
    assert Settings(system=DEFAULT_SYSTEM, initial_colour="lot", colour_seed=7,
                    drawn_colour="black").first_colour is Colour.BLACK


# -- derived state -----------------------------------------------------------
def test_scores_after_any_round():
    t = build(4, "1-2 1-0, 3-4 ½-½", "1-3 0-1, 2-4 +/-", "4-1 ½-½, 2-3")
    h = History(t)
    assert [h.score(1, r) for r in range(4)] == [0, 1, 1, Fraction(3, 2)]
    assert h.score(2) == 1 and h.score(3) == Fraction(3, 2)
    assert h.entry(3, 3).kind is EntryKind.PENDING


def test_scores_and_states_of_the_history_agree_with_its_entries():
    """The running scores are kept as the history is built, each player's whole state
    made only when first asked for (issue 36): both are what the entries say, in
    whichever order they are asked."""
    rounds = ("1-2 1-0, 3-4 +/-, 5 PAB", "1-3 ½-½, 2-5 0-1, 4 H", "5-1 0-1, 4-2 ½-½, 3 H",
              "2-1, 3-5")
    states_first = History(build(5, *rounds), upto=2)  # a tournament of its own: its own chain
    assert [states_first.player_state(n).score for n in range(1, 6)] == [
        states_first.score(n) for n in range(1, 6)] == [
        Fraction(3, 2), 0, Fraction(3, 2), Fraction(1, 2), 2]
    t = build(5, *rounds)
    h = History(t)
    win = t.settings.points.win
    for start_no in range(1, 6):
        entries = h.entries(start_no)
        assert [h.score(start_no, r) for r in range(h.upto + 1)] == [
            sum((e.points for e in entries[:r]), Fraction(0)) for r in range(h.upto + 1)]
        assert h.player_state(start_no) == PlayerState.of(entries, win)


@given(st.data())
def test_the_points_of_a_round_are_those_of_its_entries(data):
    """``round_units`` (the scores' one pass, no entries made: issue 36) gives every
    player of ``round_entries`` the same points: games with and without results,
    forfeits, byes of every kind (also one for a player already on a board), players
    not paired, under any point system."""
    players = data.draw(st.integers(2, 9))
    numbers = data.draw(st.permutations(range(1, players + 1)))
    boards = data.draw(st.integers(0, players // 2))
    results = st.sampled_from([None, *GameResult])
    games = tuple(Game(b + 1, numbers[2 * b], numbers[2 * b + 1], data.draw(results))
                  for b in range(boards))
    byes = tuple(Bye(n, data.draw(st.sampled_from(list(ByeKind))))
                 for n in data.draw(st.sets(st.sampled_from(numbers))))
    values = st.fractions(min_value=0, max_value=3, max_denominator=2)
    scoring = PointSystem(*(data.draw(values) for _ in range(9)))
    t = replace(build(players), settings=replace(build(players).settings, points=scoring))
    rnd = Round(1, games, byes)
    unit = data.draw(st.sampled_from([2, 4, 6]))
    assert {n: Fraction(units, unit) for n, units in round_units(t, rnd, unit).items()} == {
        n: e.points for n, e in round_entries(t, 1, rnd).items()}


def test_players_games_and_byes_pickle_as_a_call_with_their_fields():
    """The read cache's bulk (issue 36): each value read back equal, through a call of
    its class with its fields in order; a class whose fields cannot all be given in
    order is refused when it is declared."""
    import pickle
    from dataclasses import dataclass, field

    from cardtable.model.bulk import pickled_by_fields

    values = (Player(7, "Ñandú, Ana", 2105, "WFM", "ESP", fide_id=5, joins_in=3,
                     provisional=True),
              Game(3, 7, 9, GameResult.WHITE_WINS_BY_FORFEIT, rated=False, override="C3",
                   match_score=(1, 3)),
              Bye(9, ByeKind.HALF))
    for value in values:
        assert value.__reduce__()[0] is type(value)
        assert pickle.loads(pickle.dumps(value, pickle.HIGHEST_PROTOCOL)) == value
    for odd in (field(default=0, kw_only=True), field(default=0, init=False)):
        with pytest.raises(TypeError, match="in order"):
            @pickled_by_fields
            @dataclass(frozen=True)
            class Odd:
                first: int
                second: int = odd


def test_colour_history_moves_unplayed_rounds_to_the_front():
    """C.04.2 art. 3.4: W, bye, B counts as (-, W, B)."""
    t = build(4, "1-2 1-0, 3-4 1-0", "1 H, 2-3 1-0, 4 PAB", "3-1 0-1, 2-4 1-0")
    state = History(t).state(1)
    assert state.colours == (Colour.WHITE, Colour.BLACK)
    assert state.colour_history == (None, Colour.WHITE, Colour.BLACK)
    assert state.preference == (Colour.WHITE, Preference.MILD)


@pytest.mark.parametrize("rounds, expected", [
    ((), (None, Preference.NONE)),
    (("1-2 1-0",), (Colour.BLACK, Preference.STRONG)),
    (("1-2 1-0", "3-1 1-0"), (Colour.WHITE, Preference.MILD)),
    (("1-2 1-0", "1-3 1-0"), (Colour.BLACK, Preference.ABSOLUTE)),
    (("1-2 1-0", "1-2 +/-", "1-3 1-0"), (Colour.BLACK, Preference.ABSOLUTE)),
])
def test_colour_preference(rounds, expected):
    t = build(3, *rounds)
    assert History(t).state(1).preference == expected


def test_forfeits_give_no_colour_and_do_not_count_as_met():
    t = build(4, "1-2 +/-, 3-4 1-0", "1-3 -/-, 2-4 0-1")
    h = History(t)
    assert h.state(1).colours == () and h.state(1).opponents == frozenset()
    assert h.state(4).opponents == {2, 3}


def test_pab_eligibility():
    """C.04.1 (2026): no PAB after a PAB or after scoring a win's points unplayed."""
    t = build(6, "1-2 +/-, 3 PAB, 4 F, 5 H, 6 Z")
    h = History(t)
    eligible = {n: h.state(n).pab_eligible for n in range(1, 7)}
    assert eligible == {1: False, 2: True, 3: False, 4: False, 5: True, 6: True}


def test_float_history():
    """C.04.3 art. 1.4: paired with a lower score is a downfloat, with a higher one
    an upfloat; an unplayed round scoring more than a loss is a downfloat."""
    t = build(5, "1-2 1-0, 3-4 0-1, 5 PAB", "1-5 1-0, 4-2 0-1, 3 H", "2-1 1-0, 3-5 +/-, 4 Z")
    h = History(t)
    assert h.floats(1) == (Float.NONE, Float.NONE, Float.DOWN)
    assert h.floats(5) == (Float.DOWN, Float.NONE, Float.NONE)
    assert h.floats(2) == (Float.NONE, Float.UP, Float.UP)
    assert h.floats(3) == (Float.NONE, Float.DOWN, Float.DOWN)
    assert h.floats(4) == (Float.NONE, Float.DOWN, Float.NONE)
    assert h.state(2).floats == h.floats(2) and Float.DOWN == "D"


def test_virtual_points_count_in_the_pairing_score_only():
    from cardtable.model.tournament import VirtualPoints

    t = build(4, "1-3 ½-½, 2-4 ½-½", "1-2")
    t = replace(t, settings=replace(t.settings, virtual_points=(
        VirtualPoints(Fraction(1), 1, 2, 1, 2),)))
    h = History(t)
    assert h.pairing_score(1, 2) == Fraction(3, 2) and h.score(1, 1) == Fraction(1, 2)
    assert h.float_in(1, 1) == Float.DOWN  # 1 (virtual 1) met 3 (0)


def test_withdrawn_and_late_players_take_part_only_in_their_rounds():
    p = Player(1, "A", withdrawn_after=3)
    q = Player(2, "B", joins_in=2)
    assert [p.takes_part_in(r) for r in (3, 4)] == [True, False]
    assert [q.takes_part_in(r) for r in (1, 2)] == [False, True]
    t = replace(build(2, "", "1-2 1-0"), players=(Player(1, "A"), q))
    assert History(t).entry(2, 1).kind is EntryKind.NOT_PAIRED


def test_byes_and_forfeits_at_their_defaults_follow_new_game_points():
    """C.04.1 art. 4: the PAB scores as a win unless the tournament's rules say
    otherwise; so do a forfeit win and a full-point bye; a half-point bye as a draw."""
    three = PointSystem().following(Fraction(3), Fraction(1), Fraction(0))
    assert three == PointSystem(Fraction(3), Fraction(1), Fraction(0), Fraction(3),
                                Fraction(0), Fraction(3), Fraction(3), Fraction(1),
                                Fraction(0))
    own = replace(PointSystem(), pab=Fraction(1, 2))  # the tournament's own rule
    assert own.following(Fraction(3), Fraction(1), Fraction(0)).pab == Fraction(1, 2)


@given(st.data())
@pytest.mark.parametrize("size", [10, 64, 65, 150])
def test_a_player_is_found_by_start_number_as_a_search_through_the_list_finds_them(
        size, data):
    """Start lists of more than 64 players are looked up through an index (issue 36):
    the same player as a search finds (the first of a number), the same KeyError."""
    # numbers up to half the size: some twice (what a file checked later may hold)
    numbers = data.draw(st.lists(st.integers(1, size // 2), min_size=size, max_size=size))
    asked = data.draw(st.integers(0, size // 2 + 1))
    players = tuple(Player(start_no=n, name=f"P{k}") for k, n in enumerate(numbers))
    t = Tournament(Settings(system=DEFAULT_SYSTEM), players=players)
    searched = next((p for p in players if p.start_no == asked), None)
    assert t.has_player(asked) is (searched is not None)
    if searched is None:
        with pytest.raises(KeyError):
            t.player(asked)
    else:
        assert t.player(asked) is searched
    other = replace(t, players=players[::-1])  # another start list: its own index
    assert other.has_player(asked) is (searched is not None)
    if searched is not None:
        assert other.player(asked) is next(p for p in players[::-1] if p.start_no == asked)
