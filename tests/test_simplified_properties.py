"""Invariants of the simplified Swiss and SwissBG over simulated tournaments
(hypothesis): no rematch, no forbidden pair ever paired (TRF-2026 260), every present
player paired exactly once and absences kept, at most one bye each while another player
could have it, and (simplified) no colour three times in a row unless the round had no
legal pairing otherwise."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable.model.colour import Colour
from cardtable.systems.base import PairingError
from cardtable.systems.registry import pairer
from cardtable.systems.replay import before_round
from cardtable.systems.simulation import simulate_swiss
from invariants import check_round


@st.composite
def tournaments(draw):
    system = draw(st.sampled_from(["simplified", "swissbg"]))
    players = draw(st.integers(2, 30))
    rounds = draw(st.integers(1, max(1, min(8, players - 1))))
    seed = draw(st.integers(0, 10**6))
    groups = draw(st.lists(st.sets(st.integers(1, players), min_size=2, max_size=4),
                           max_size=3))
    forbidden = tuple(tuple(sorted(group)) for group in groups)
    try:
        return simulate_swiss(system, players, rounds, seed, forbidden_pairs=forbidden)
    except PairingError as exc:
        return exc.tournament


def relaxed(tournament, number: int) -> bool:
    """Whether the round was paired with the colour rule dropped (no pairing kept it)."""
    pairing = pairer(tournament.settings.system)(before_round(tournament, number), number,
                                                 trace=True)
    return any(step.kind == "relaxed" for step in pairing.trace.steps)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments())
def test_pairing_invariants(tournament):
    met: set[frozenset[int]] = set()
    had_bye: set[int] = set()
    colours: dict[int, list[Colour]] = {p.start_no: [] for p in tournament.players}
    forbidden = {frozenset((a, b)) for group in tournament.settings.forbidden_pairs
                 for a in group for b in group if a != b}
    for rnd in tournament.paired_rounds:
        present = check_round(tournament, rnd, met)
        assert not forbidden & {frozenset(g.players) for g in rnd.games}, (
            f"round {rnd.number}: a forbidden pair paired")
        bye = rnd.pab
        if bye is not None:
            assert bye not in had_bye or present <= had_bye, (
                f"round {rnd.number}: a second bye for {bye} while others never had one")
            had_bye.add(bye)
        if tournament.settings.system != "simplified":
            continue
        third = []
        for game in rnd.games:
            if game.result is None or not game.result.played:
                continue
            for player, colour in ((game.white, Colour.WHITE), (game.black, Colour.BLACK)):
                if colours[player][-2:] == [colour, colour]:
                    third.append(player)
                colours[player].append(colour)
        assert not third or relaxed(tournament, rnd.number), (
            f"round {rnd.number}: {third} got a colour a third time in a row")
