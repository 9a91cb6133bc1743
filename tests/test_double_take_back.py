"""Issue 33: taking back a Double-Swiss pairing takes back the whole match — game 1 and
game 2, published together by one ``p`` (C.04.5 Preface) — not game 2 alone; the CLI's
``unpair`` and the app's ``u`` share :func:`take_back_pairing`."""

from __future__ import annotations

import pytest

from double_helpers import tournament

from cardtable.model.results import GameResult
from cardtable.model.take_back import TakeBackError
from cardtable.systems.registry import pairer
from cardtable.systems.publishing import publish
from cardtable.systems.taking_back import take_back_pairing
from cardtable.formats.toml_write import dumps_tournament
from cardtable.systems.files import read_toml


def _match(t, first: int):
    return publish(t, pairer(t.settings.system)(t, first))


def test_taking_back_game_2_takes_back_the_match():
    before = tournament(8)
    t = _match(before, 1)
    assert t.last_paired_round == 2
    taken = take_back_pairing(t, 2)
    assert taken.rounds == (1, 2) and taken.tournament.last_paired_round == 0
    assert taken.what == "rounds 1 and 2 (the match's 2 games, C.04.5 Preface)"
    assert [e.text for e in taken.tournament.log[-2:]] == ["round 2 taken back",
                                                          "round 1 taken back"]
    assert _match(taken.tournament, 1).rounds == t.rounds  # paired again: the same match
    assert take_back_pairing(t, 1).tournament == taken.tournament  # game 1's number too


def test_a_later_match_goes_alone_and_results_need_force():
    t = _match(_finished(_match(tournament(8), 1), 1, 2), 3)
    assert t.last_paired_round == 4
    played = t.with_result(3, 1, GameResult.WHITE_WINS)
    with pytest.raises(TakeBackError, match=r"round\(s\) 3 of the match have results"):
        take_back_pairing(played, 4)
    taken = take_back_pairing(played, 4, force=True)
    assert taken.rounds == (3, 4) and taken.tournament.last_paired_round == 2
    assert taken.dropped_results == ((3, 1),)
    assert taken.dropped == "board(s) 1 of round 3"
    with pytest.raises(TakeBackError, match="only the last paired round"):
        take_back_pairing(t, 2)


def test_cli_unpair_takes_back_the_match(tmp_path, cli):
    path = tmp_path / "double.toml"
    path.write_text(dumps_tournament(_match(tournament(8), 1)), encoding="utf-8")
    code, out, _ = cli("unpair", str(path), "2")
    assert code == 0 and "rounds 1 and 2 (the match's 2 games" in out
    assert read_toml(path).last_paired_round == 0


def _finished(t, *rounds: int):
    for n in rounds:
        for g in t.round(n).games:
            t = t.with_result(n, g.board, GameResult.DRAW)
    return t
