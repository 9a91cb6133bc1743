"""Colours by seed 000 part E, checked on every board of simulated tournaments
against the rules read independently from the players' histories: E.1 both
preferences met, E.2 the stronger one, E.3 the colours of the last round with
different colours swapped, E.4 the higher-ranked player's preference, E.5 no
preference (S1's odd numbers the colour drawn), and B.2 only where part E would give
the way round it forbids. The fields have no byes or unplayed games, so A.7 d and e never apply there; each
rule (and the preferences of A.7 a-e) is also checked on cards made for it."""

from __future__ import annotations

from collections import Counter

from fractions import Fraction

import pytest

from cardtable.model.colour import Colour
from cardtable.model.history import History, Preference
from cardtable.systems.base import PairingError
from cardtable.systems.registry import pairer
from cardtable.systems.replay import before_round
from cardtable.systems.dutch2009.cards import Card, RoundCards
from cardtable.systems.dutch2009.colours import allocate
from cardtable.systems.dutch2009.definitions import group_preferences, strength, x_value
from cardtable.systems.simulation import Chances, simulate_swiss

PLAIN = Chances(half_bye=0, zero_bye=0, forfeit=0, double_forfeit=0, withdrawals=0,
                late_entries=0)
STRENGTH = {Preference.ABSOLUTE: 3, Preference.STRONG: 2, Preference.MILD: 1}


def _b2(colours: tuple[Colour, ...], colour: Colour) -> bool:
    after = (*colours, colour)
    difference = sum(1 if c is Colour.WHITE else -1 for c in after)
    return abs(difference) <= 2 and not (len(after) >= 3 and after[-1] is after[-2] is after[-3])


def _check(tournament, number: int, seen: Counter) -> None:
    state = before_round(tournament, number)
    trace = pairer("dutch-2009")(state, number, trace=True).trace
    history = History(state, number - 1)
    last_round = number == tournament.settings.rounds
    for step in (s for s in trace.steps if s.kind == "colour"):
        w, b = history.state(step.white), history.state(step.black)
        (wp, ws), (bp, bs) = w.preference, b.preference
        seen[step.rule] += 1
        if step.rule == "B.2":
            if not last_round:  # there the note under B may have made the pair
                assert _b2(w.colours, Colour.WHITE) and _b2(b.colours, Colour.BLACK)
            assert not (_b2(w.colours, Colour.BLACK) and _b2(b.colours, Colour.WHITE))
            continue
        if not last_round:  # the note under B may waive B.2 in the last round
            assert _b2(w.colours, Colour.WHITE) and _b2(b.colours, Colour.BLACK)
        if step.rule == "E.1":
            assert wp in (Colour.WHITE, None) and bp in (Colour.BLACK, None)
            assert (wp, bp) != (None, None)
        elif step.rule == "E.2":
            assert wp is bp is not None and STRENGTH[ws] != STRENGTH[bs]
            stronger = step.white if STRENGTH[ws] > STRENGTH[bs] else step.black
            assert (wp if stronger == step.white else bp.opposite) is Colour.WHITE
        elif step.rule == "E.3":
            assert wp is bp is not None and STRENGTH[ws] == STRENGTH[bs]
            differing = [(x, y) for x, y in zip(reversed(w.colours), reversed(b.colours))
                         if x is not y]
            assert differing and differing[0] == (Colour.BLACK, Colour.WHITE)
        elif step.rule == "E.4":
            assert wp is bp is not None and STRENGTH[ws] == STRENGTH[bs]
            assert all(x is y for x, y in zip(reversed(w.colours), reversed(b.colours)))
            higher = min((step.white, step.black),
                         key=lambda n: (-history.score(n), n))
            assert (wp if higher == step.white else bp.opposite) is Colour.WHITE
        elif step.rule == "E.5":
            assert wp is None and bp is None
        else:
            raise AssertionError(f"unknown colour rule {step.rule}")


@pytest.mark.slow  # about 2 s: the slow group, which .ci/run runs, keeps plain pytest under 5 min
def test_every_colour_follows_part_e():
    seen: Counter = Counter()
    for seed in range(40):
        players = 6 + 2 * (seed % 8)
        try:
            t = simulate_swiss("dutch-2009", players, 6, seed, PLAIN)
        except PairingError as exc:  # a small field may run out of legal pairings
            t = exc.tournament
        for rnd in t.paired_rounds:
            _check(t, rnd.number, seen)
    # B.2 is cited only where part E would break it (issue 34): an absolute preference
    # is what B.2 keeps, and part E meets it first (E.1, E.2), so B.2 never decides here
    assert {"E.1", "E.3", "E.4", "E.5"} <= set(seen) and "B.2" not in seen, seen


def _card(no: int, colours: str, unplayed: int = 0) -> Card:
    played = tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in colours)
    return Card(no, f"P{no}", 2000 - no, "", no, Fraction(1), played, frozenset(), True,
                ("", ""), unplayed, False)


def test_e2_the_stronger_preference_is_met():
    strong = _card(2, "BWB")        # difference -1: a strong preference for White
    mild = _card(1, "WB", 1)        # difference 0 after a bye: a mild one for White
    ctx = RoundCards(4, 9, (mild, strong), Colour.WHITE, frozenset())
    decision = allocate(ctx, mild, strong, {1: Colour.WHITE, 2: Colour.WHITE})
    assert (decision.white.start_no, decision.black.start_no, decision.rule) == (2, 1, "E.2")


def test_e3_and_e4_with_equal_preferences():
    a, b = _card(1, "BWWB"), _card(2, "WBWB")  # both mild for White, B.2 either way
    ctx = RoundCards(5, 9, (a, b), Colour.WHITE, frozenset())
    e3 = allocate(ctx, a, b, {1: Colour.WHITE, 2: Colour.WHITE})
    # from the latest game back: B/B, W/W, then W/B in round 2: swapped, 1 gets Black
    assert (e3.white.start_no, e3.rule) == (2, "E.3")
    a, b = _card(1, "WB"), _card(2, "WB")
    ctx = RoundCards(3, 9, (a, b), Colour.WHITE, frozenset())
    e4 = allocate(ctx, a, b, {1: Colour.WHITE, 2: Colour.WHITE})
    assert (e4.white.start_no, e4.rule) == (1, "E.4")  # the higher-ranked player


def test_e1_both_preferences_met_also_when_only_one_player_has_one():
    a, b = _card(1, "WB"), _card(2, "BW")   # mild White, mild Black
    ctx = RoundCards(3, 9, (a, b), Colour.WHITE, frozenset())
    decision = allocate(ctx, a, b, {1: Colour.WHITE, 2: Colour.BLACK})
    assert (decision.white.start_no, decision.rule) == (1, "E.1")
    fresh = _card(3, "")                     # no game yet: no preference
    ctx = RoundCards(3, 9, (b, fresh), Colour.WHITE, frozenset())
    decision = allocate(ctx, b, fresh, {2: Colour.BLACK, 3: None})
    assert (decision.black.start_no, decision.rule) == (2, "E.1")


def test_e5_no_preference_odd_pairing_number_gets_the_colour_drawn():
    for drawn in (Colour.WHITE, Colour.BLACK):
        for number, higher_gets in ((1, drawn), (2, drawn.opposite)):
            h, low = _card(number, ""), _card(number + 4, "")
            ctx = RoundCards(1, 5, (h, low), drawn, frozenset())
            decision = allocate(ctx, h, low, {number: None, number + 4: None})
            assert decision.rule == "E.5"
            assert (decision.white is h) == (higher_gets is Colour.WHITE)


def test_b2_decides_before_e1_when_only_one_way_round_keeps_it():
    a, b = _card(1, "WBB"), _card(2, "BWW")  # a must not get Black, b not White
    ctx = RoundCards(4, 9, (a, b), Colour.WHITE, frozenset())
    # even with preferences that point the other way, B.2 is absolute
    decision = allocate(ctx, a, b, {1: Colour.BLACK, 2: Colour.WHITE})
    assert (decision.white.start_no, decision.rule) == (1, "B.2")


def test_a7_absolute_strong_and_mild_preferences():
    assert _card(1, "WW").preference == (Colour.BLACK, Preference.ABSOLUTE)   # a: twice W
    assert _card(1, "BWBB").preference == (Colour.WHITE, Preference.ABSOLUTE)  # a: cd -2
    assert _card(1, "WBW").preference == (Colour.BLACK, Preference.STRONG)    # b: cd +1
    assert _card(1, "WB").preference == (Colour.WHITE, Preference.MILD)       # c: -0
    assert _card(1, "BW").preference == (Colour.BLACK, Preference.MILD)       # c: +0
    assert _card(1, "").preference == (None, Preference.NONE)


def test_a7_odd_round_a_strong_preference_counts_as_absolute_for_e2():
    after_a_bye = _card(1, "W", 1)           # strong Black after an unplayed round
    assert strength(after_a_bye, 3) is Preference.ABSOLUTE
    assert strength(after_a_bye, 4) is Preference.STRONG


def test_a7_even_round_mild_preferences_turn_to_lower_x():
    # 2 and 4 strong White, 1 strong Black; 5 and 6 mild White after an unplayed round
    cards = (_card(1, "WBW"), _card(2, "BWB"), _card(4, "BWB"),
             _card(5, "WB", 1), _card(6, "WB", 1))
    assert x_value([c.preference[0] for c in cards]).x == 1   # w = 4, b = 1, q = 3
    prefs = group_preferences(cards, 4)     # round 4 is even: A.7 d (the seed's d)
    # one change brings x to 0; the lowest-ranked flexible player changes
    assert (prefs[5], prefs[6]) == (Colour.WHITE, Colour.BLACK)
    assert x_value(list(prefs.values())).x == 0
    # an odd round leaves mild preferences as they are
    assert group_preferences(cards, 3) == {c.start_no: c.preference[0] for c in cards}
