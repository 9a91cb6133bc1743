"""The round-robin pairer and withdrawals (C.05 Annex 1, art. 8.2)."""

from __future__ import annotations

import pytest

from cardtable.model.results import ByeKind, GameResult
from cardtable.model.history import EntryKind, History
from cardtable.model.player import Player
from cardtable.model.tournament import Settings, Tournament
from cardtable.systems.base import PairingError
from cardtable.systems.registry import pair_next_round
from cardtable.systems.publishing import publish
from cardtable.systems.roundrobin import (
    apply_withdrawal,
    berger_table,
    pair,
    results_removed,
    schedule,
)
from cardtable.systems.roundrobin.steps import BergerBoardStep, BergerRowStep, ForfeitStep, FreeStep


def start(n: int, double: bool = False) -> Tournament:
    players = tuple(Player(i, f"Player {i}") for i in range(1, n + 1))
    return Tournament(Settings(system="roundrobin", double_round_robin=double), players)


def play(tournament: Tournament, rounds: int, result=GameResult.DRAW) -> Tournament:
    """Pair and play ``rounds`` more rounds with the pairer of the tournament."""
    for _ in range(rounds):
        tournament = publish(tournament, pair_next_round(tournament))
        number = tournament.last_paired_round
        for game in tournament.round(number).games:
            if game.result is None:
                tournament = tournament.with_result(number, game.board, result)
    return tournament


def test_round_is_the_table_row():
    tournament = start(8)
    for number, row in enumerate(berger_table(8).rounds, start=1):
        assert pair(tournament, number).boards == row.boards


def test_registered_as_roundrobin():
    tournament = play(start(6), 2)
    assert [g.players for g in tournament.round(2).games] == list(berger_table(6).round(2).boards)


def test_odd_table_free_player_is_a_zero_bye_not_a_pab():
    tournament = start(7)
    pairing = pair(tournament, 1)
    assert pairing.boards == ((2, 7), (3, 6), (4, 5))
    assert pairing.free == (1,) and pairing.pab is None
    published = publish(tournament, pairing)
    assert published.round(1).byes[0].player == 1
    assert published.round(1).byes[0].kind is ByeKind.ZERO
    entry = History(play(tournament, 1)).entry(1, 1)
    assert entry.kind is EntryKind.ZERO_BYE and entry.points == 0


def test_double_second_cycle_reverses_colours():
    tournament = start(6, double=True)
    first = {pair(tournament, r).boards for r in range(1, 6)}
    second = {tuple((b, w) for w, b in pair(tournament, r).boards) for r in range(6, 11)}
    assert first == second


def test_no_round_beyond_the_table():
    with pytest.raises(PairingError, match="rounds 1 to 5"):
        pair(start(6), 6)


def test_start_numbers_must_be_berger_numbers():
    tournament = start(5)
    gappy = tournament.with_players([*tournament.players[:-1], Player(9, "Late")])
    with pytest.raises(PairingError, match="missing: 5"):
        pair(gappy, 1)


def test_player_added_after_the_start_is_caught():
    tournament = play(start(6), 1)
    grown = tournament.with_player(Player(7, "Late"))
    with pytest.raises(PairingError, match="does not follow the Berger table"):
        pair(grown, 2)


def test_trace_names_row_board_and_colour_reason():
    trace = pair(start(7, double=True), 8, trace=True).trace
    row = trace.steps[0]
    assert isinstance(row, BergerRowStep)
    assert (row.kind, row.article, row.table_round, row.cycle,
            row.reversed) == ("table-row", "C.05 Annex 1", 1, 2, True)
    free = trace.of_type(FreeStep)
    assert [s.player for s in free] == [1]
    boards = trace.of_type(BergerBoardStep)
    assert [(s.white, s.black) for s in boards] == list(schedule(7, True)[7].boards)
    assert "reversed" in boards[1].colour_reason
    assert trace.steps[-1].kind == "boards"
    assert pair(start(7), 1).trace is None


def test_swapped_rounds_in_the_trace():
    trace = pair(start(6, double=True), 4, trace=True).trace
    row = trace.steps[0]
    assert isinstance(row, BergerRowStep) and row.table_round == 5 and row.swapped
    assert "three times in a row" in trace.steps[0].text


# -- withdrawals (C.05 art. 8.2) --------------------------------------------------
def test_withdrawal_after_half_turns_the_rest_into_forfeits():
    tournament = play(start(6), 3)  # 3 of 5 games played
    tournament = publish(tournament, pair(tournament, 4))
    withdrawn = apply_withdrawal(tournament, 2, after_round=3)
    assert not results_removed(withdrawn, 2)
    game = withdrawn.round(4).game_of(2)
    assert game.result is (GameResult.BLACK_WINS_BY_FORFEIT if game.white == 2
                           else GameResult.WHITE_WINS_BY_FORFEIT)
    assert withdrawn.round(2) == tournament.round(2)
    pairing = pair(withdrawn, 5, trace=True)
    assert pairing.forfeited == (2,)
    assert any(s.article == "C.05 art. 8.2" for s in pairing.trace.of_type(ForfeitStep))
    finished = play(withdrawn, 1)
    assert finished.round(5).game_of(2).result in (GameResult.BLACK_WINS_BY_FORFEIT,
                                                   GameResult.WHITE_WINS_BY_FORFEIT)


def test_withdrawal_before_half_removes_his_results():
    tournament = play(start(6), 2)  # 2 of 5 games
    withdrawn = apply_withdrawal(tournament, 3, after_round=2)
    assert results_removed(withdrawn, 3)
    for number in (1, 2):
        assert withdrawn.round(number).game_of(3) is None
        assert len(withdrawn.round(number).games) == 2
    opponents = [g.opponent_of(3) for r in (1, 2) for g in tournament.round(r).games
                 if 3 in g.players]
    for number, opponent in zip((1, 2), opponents):
        assert withdrawn.round(number).bye_of(opponent).kind is ByeKind.ZERO
    assert sorted(b for g in withdrawn.round(1).games for b in g.players) == sorted(
        set(range(1, 7)) - {3, opponents[0]})
    pairing = pair(withdrawn, 3)
    assert 3 not in {p for board in pairing.boards for p in board}
    assert len(pairing.free) == 1 and pairing.forfeited == ()


def test_half_exactly_keeps_the_results():
    """5 players, 4 games each; player 4 is free in round 2 (table of 6), so he has
    completed 1 game after round 2 and 2 games (half) after round 3."""
    tournament = play(start(5), 3)
    assert tournament.round(2).bye_of(4).kind is ByeKind.ZERO
    assert not results_removed(apply_withdrawal(tournament, 4, after_round=3), 4)
    assert results_removed(apply_withdrawal(play(start(5), 2), 4, after_round=2), 4)


def test_withdrawal_of_both_players_is_a_double_forfeit():
    tournament = play(start(4), 2)
    tournament = publish(tournament, pair(tournament, 3))
    a, b = tournament.round(3).games[0].players
    tournament = apply_withdrawal(tournament, a, after_round=2)
    tournament = apply_withdrawal(tournament, b, after_round=2)
    assert tournament.round(3).games[0].result is GameResult.DOUBLE_FORFEIT


def test_withdrawal_cannot_undo_a_later_result():
    tournament = play(start(4), 3)
    with pytest.raises(ValueError, match="already has a result"):
        apply_withdrawal(tournament, 1, after_round=1)
    with pytest.raises(ValueError, match="no player"):
        apply_withdrawal(tournament, 9, after_round=1)
