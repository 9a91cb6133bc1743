"""Invariants of the dutch-2009 teaching edition over simulated tournaments
(hypothesis): no rematch (B.1a), every present player paired exactly once, at most one
bye each and never after a point without playing (B.1b), and B.2 — colour difference
within ±2, no colour three times in a row — outside the last-round exception for
players with more than 50 % of the possible points (the note under B)."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.model.colour import Colour
from cardtable.model.history import EntryKind, History
from cardtable.systems.base import PairingError
from cardtable.systems.simulation import simulate_swiss
from invariants import check_round


@st.composite
def tournaments(draw):
    players = draw(st.integers(2, 24))
    rounds = draw(st.integers(1, max(1, min(8, players - 1))))
    seed = draw(st.integers(0, 10**6))
    try:
        return simulate_swiss("dutch-2009", players, rounds, seed)
    except PairingError as exc:
        return exc.tournament


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments())
def test_pairing_invariants(tournament):
    met: set[frozenset[int]] = set()
    scored_unplayed: set[int] = set()
    last = tournament.settings.rounds
    for rnd in tournament.paired_rounds:
        present = check_round(tournament, rnd, met)
        if rnd.pab is not None:
            assert rnd.pab not in scored_unplayed, (
                f"round {rnd.number}: bye to {rnd.pab}, who already scored without playing")
        history = History(tournament, rnd.number)
        for start_no in present:
            entry = history.entry(start_no, rnd.number)
            if entry.kind in (EntryKind.PAB, EntryKind.FORFEIT_WIN, EntryKind.FULL_BYE):
                scored_unplayed.add(start_no)
        before = History(tournament, rnd.number - 1)
        half = Fraction(rnd.number - 1) * tournament.settings.points.win / 2
        for game in rnd.games:
            if game.result is None or not game.result.played:
                continue
            for start_no in game.players:
                if rnd.number == last and before.score(start_no) > half:
                    continue  # the note under B
                colours = history.state(start_no).colours
                cd = sum(1 if c is Colour.WHITE else -1 for c in colours)
                assert -2 <= cd <= 2, f"round {rnd.number}: {start_no} difference {cd}"
                assert not (len(colours) >= 3 and colours[-1] is colours[-2] is colours[-3]), (
                    f"round {rnd.number}: {start_no} has one colour three times in a row")
