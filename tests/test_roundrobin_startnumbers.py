"""Start numbers of a round robin: by lot, assigned, and by the Varma tables
(C.05 art. 7.2, 7.6, 7.7 and Annex 2)."""

from __future__ import annotations

import pytest

from cardtable.model.tournament import Bye, Round, Settings, Tournament
from cardtable.model.results import ByeKind
from cardtable.model.player import Player
from cardtable.systems.roundrobin import (
    assign_start_numbers,
    draw_by_lot,
    draw_varma,
    envelopes,
    simulate_roundrobin,
)
from cardtable.systems.roundrobin.varma import contingents


def entrants(federations: str) -> Tournament:
    """One player per letter, the letter his federation; names by entry order."""
    players = tuple(Player(i, f"Name {i:02d}", federation=f"F{code}" if code != "-" else "")
                    for i, code in enumerate(federations, start=1))
    return Tournament(Settings(system="roundrobin", random_seed=7), players)


def numbers_by_name(tournament: Tournament) -> dict[str, int]:
    return {p.name: p.start_no for p in tournament.players}


def test_lot_is_a_permutation_reproducible_from_the_seed():
    tournament = entrants("AAAABBBCCD")
    drawn, draw = draw_by_lot(tournament)
    assert sorted(p.start_no for p in drawn.players) == list(range(1, 11))
    assert (draw.method, draw.seed) == ("lot", 7)
    assert (drawn.settings.start_numbers, drawn.settings.random_seed) == ("lot", 7)
    assert numbers_by_name(draw_by_lot(tournament)[0]) == numbers_by_name(drawn)
    other = numbers_by_name(draw_by_lot(tournament, seed=8)[0])
    assert other != numbers_by_name(drawn)
    assert [step.start_no for step in draw.steps] == [
        numbers_by_name(drawn)[p.name] for p in tournament.players]


def test_lot_without_any_seed_records_the_one_it_used():
    tournament = Tournament(Settings(system="roundrobin"),
                            tuple(Player(i, f"P{i}") for i in range(1, 5)))
    drawn, draw = draw_by_lot(tournament)
    assert drawn.settings.random_seed == draw.seed is not None
    assert numbers_by_name(draw_by_lot(tournament, draw.seed)[0]) == numbers_by_name(drawn)


def test_requested_byes_follow_the_new_numbers():
    tournament = entrants("ABCD")
    tournament = tournament.with_round(Round(2, (), (Bye(1, ByeKind.ZERO),)))
    drawn, _ = draw_by_lot(tournament)
    assert drawn.round(2).byes[0].player == numbers_by_name(drawn)["Name 01"]


def test_no_new_numbers_once_paired():
    finished = simulate_roundrobin(4, seed=1)
    with pytest.raises(ValueError, match="cannot change once round 1 is paired"):
        draw_by_lot(finished)


def test_assigned_by_the_arbiter():
    tournament = entrants("ABCD")
    assigned, draw = assign_start_numbers(tournament, [3, 1, 4, 2])
    assert numbers_by_name(assigned) == {"Name 03": 1, "Name 01": 2, "Name 04": 3,
                                         "Name 02": 4}
    assert assigned.settings.start_numbers == "assigned"
    assert all(step.article == "C.05 art. 7.6" for step in draw.steps)
    with pytest.raises(ValueError, match="each of the 4 players once"):
        assign_start_numbers(tournament, [1, 1, 2, 3])


# -- Varma -------------------------------------------------------------------------
@pytest.mark.parametrize("n", range(9, 25))
def test_envelopes_share_out_the_numbers(n):
    found = envelopes(n)
    assert list(found) == list("ABCD")
    assert sorted(x for numbers in found.values() for x in numbers) == list(range(1, n + 1))


@pytest.mark.parametrize("n", [8, 25, 3])
def test_varma_only_for_9_to_24(n):
    with pytest.raises(ValueError, match="9 to 24 players"):
        envelopes(n)


def test_drawing_order_largest_contingent_first():
    tournament = entrants("BBAAACC-D")
    order = [(code, [p.name for p in members])
             for code, members in contingents(tournament.players, "federation")]
    assert order[0] == ("FA", ["Name 03", "Name 04", "Name 05"])
    assert [code for code, _ in order] == ["FA", "FB", "FC", "FD", "Name 08"]


@pytest.mark.parametrize("seed", range(20))
def test_contingent_draws_from_one_envelope(seed):
    tournament = entrants("AAAAABBBBCCCDD")  # 14 players: envelopes of 5, 4, 3, 2
    drawn, draw = draw_varma(tournament, seed=seed)
    assert sorted(p.start_no for p in drawn.players) == list(range(1, 15))
    tables = envelopes(14)
    for code in ("FA", "FB", "FC", "FD"):
        numbers = {p.start_no for p in drawn.players if p.federation == code}
        assert any(numbers <= set(env) for env in tables.values()), (code, numbers)
    chosen = [step for step in draw.steps if step.kind == "envelope"]
    assert chosen[0].group == "FA" and chosen[0].envelope == "A"  # the only one with 5
    assert drawn.settings.start_numbers == "varma-federation"
    assert numbers_by_name(draw_varma(tournament, seed=seed)[0]) == numbers_by_name(drawn)


def test_odd_number_leaves_the_free_number_out():
    tournament = entrants("AAABBBCCCDD")  # 11 players: table of 12 without 12
    drawn, _ = draw_varma(tournament, seed=3)
    assert sorted(p.start_no for p in drawn.players) == list(range(1, 12))


def test_contingent_larger_than_any_envelope_spreads():
    tournament = entrants("AAAAAAABCD")  # 7 of one federation, envelopes of 3, 3, 2, 2
    drawn, draw = draw_varma(tournament, seed=1)
    assert sorted(p.start_no for p in drawn.players) == list(range(1, 11))
    chosen = [step for step in draw.steps if step.kind == "envelope"]
    assert [(step.envelope, step.size) for step in chosen[:2]] == [("A", 7), ("B", 4)]
    assert chosen[2].size == 1 and chosen[2].envelope in "CD"


def test_varma_by_club():
    players = tuple(Player(i, f"N{i:02d}", club="Bern" if i <= 3 else f"C{i}",
                           federation="SUI") for i in range(1, 11))
    drawn, draw = draw_varma(Tournament(Settings(system="roundrobin", random_seed=2), players), group_by="club")
    bern = {p.start_no for p in drawn.players if p.club == "Bern"}
    assert bern in ({3, 4, 8}, {5, 7, 9})  # the two envelopes of three (10 players)
    assert draw.method == "varma-club"
    with pytest.raises(ValueError, match="federation or club"):
        draw_varma(Tournament(Settings(system="roundrobin", random_seed=2), players), group_by="rating")
