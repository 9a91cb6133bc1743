"""Invariants of the Dutch engine over simulated tournaments (hypothesis): no rematch,
colour differences within ±2 and no colour three times in a row except where the
final-round topscorer rule allows it, at most one PAB each and never after a win
without playing, every present player paired exactly once, byes and absences kept."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import HealthCheck, given, settings

from cardtable.model.results import ByeKind
from cardtable.model.colour import Colour
from cardtable.model.history import EntryKind, History
from invariants import check_round
from simulated import dutch_tournaments


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(dutch_tournaments((2, 36), lambda players: (1, max(1, min(9, players // 2 + 1)))))
def test_pairing_invariants(tournament):
    met: set[frozenset[int]] = set()
    had_pab: set[int] = set()
    won_unplayed: set[int] = set()
    total = tournament.settings.rounds
    for rnd in tournament.paired_rounds:
        present = check_round(tournament, rnd, met)
        pab = rnd.pab
        if pab is not None:
            assert pab not in had_pab and pab not in won_unplayed, (
                f"round {rnd.number}: PAB to {pab}, who may not have it (C2)")
            had_pab.add(pab)
        history = History(tournament, rnd.number)
        for start_no in present:
            entry = history.entry(start_no, rnd.number)
            if entry.kind in (EntryKind.FORFEIT_WIN, EntryKind.FULL_BYE):
                won_unplayed.add(start_no)
        _check_colours(tournament, rnd.number, total)


def _check_colours(tournament, number, total):
    """After each round: |colour difference| <= 2 and no three equal colours in a row;
    in the final round only pairs with a topscorer (art. 1.8, C3) may break that."""
    before = History(tournament, number - 1)
    after = History(tournament, number)
    half = Fraction(number - 1) * tournament.settings.points.win / 2
    for game in tournament.round(number).games:
        if game.result is None or not game.result.played:
            continue
        topscorer = any(before.score(p) > half for p in game.players)
        for start_no in game.players:
            colours = after.state(start_no).colours
            cd = sum(1 if c is Colour.WHITE else -1 for c in colours)
            three = len(colours) >= 3 and colours[-1] is colours[-2] is colours[-3]
            if number == total and topscorer:
                continue
            assert -2 <= cd <= 2, f"round {number}: {start_no} colour difference {cd}"
            assert not three, f"round {number}: {start_no} has one colour three times"
