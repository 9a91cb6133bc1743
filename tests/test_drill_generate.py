"""The fourth drill (issue 35), items 5 and 8: every file ``simulate`` and ``generate``
write passes ``check`` (the round robin of 11 players with a withdrawal, a
Double-Swiss with byes, which cover whole matches); ``generate`` refuses what TRF
cannot number before any work; ``engine --dutch -c`` stops a round whose pairing runs
over its time with a message rather than hanging."""

from __future__ import annotations

import time

import pytest

from cardtable.systems.files import load_tournament
from conftest import SAMPLES


def test_the_round_robin_of_eleven_with_a_withdrawal_passes_check(tmp_path, cli):
    path = tmp_path / "rr.toml"
    code, _, err = cli("simulate", "--system", "roundrobin", "--players", "11", "--seed",
                       "4", "-o", str(path))
    assert code == 0, err
    t = load_tournament(path)
    assert any(p.withdrawn_after for p in t.players)  # the case of the drill
    code, out, err = cli("check", str(path))
    assert code == 0, (out[-500:], err)


@pytest.mark.parametrize("fmt", ["trf", "toml"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_double_swiss_byes_cover_whole_matches(tmp_path, cli, fmt, seed):
    path = tmp_path / f"d.{fmt}"
    code, out, err = cli("generate", str(path), "--system", "double", "--players", "13",
                         "--rounds", "8", "--seed", str(seed), "--byes", "0.1:0.1:0.1",
                         "--format", fmt)
    assert code == 0, err
    t = load_tournament(path)
    requested = [(r.number, b.player, b.kind) for r in t.rounds for b in r.byes
                 if b.kind.requested]
    assert requested, "the seed draws byes"
    for number, player, kind in requested:  # game 2 of a match repeats game 1's bye
        other = t.round(number + 1 if number % 2 else number - 1).bye_of(player)
        assert other is not None and other.kind is kind, (number, player)
    code, out, err = cli("check", str(path))
    assert code == 0, (out[-500:], err)


@pytest.mark.parametrize("players", ["10000", "20-10000"])
def test_generate_refuses_what_trf_cannot_number_before_any_work(tmp_path, cli, players):
    started = time.process_time()
    code, _, err = cli("generate", str(tmp_path / "big.trf"), "--players", players,
                       "--rounds", "3", "--seed", "1")
    assert code == 2 and "at most 9999" in err and "internal error" not in err
    assert time.process_time() - started < 5  # nothing paired first
    assert not (tmp_path / "big.trf").exists()


def test_engine_check_stops_a_round_over_its_time_limit(tmp_path, cli):
    path = tmp_path / "big.trf"
    assert cli("generate", str(path), "--players", "300", "--rounds", "4", "--seed",
               "2")[0] == 0
    code, out, err = cli("engine", "--dutch", str(path), "-c", "--time-limit", "0.001")
    assert code == 1, (out, err)
    assert "not checked: pairing it took more than 0.001 s of CPU time" in out
    code, out, err = cli("engine", "--dutch", str(path), "-c")
    assert code == 0 and "4 round(s) checked, 0 differ" in out, (out, err)


def test_a_double_swiss_match_published_reads_back_before_game_1_has_results(tmp_path, cli):
    """Found by the drill's fuzz campaign: ``pair`` publishes a Double-Swiss match as
    its two rounds at once (C.04.5 Preface); the file reader took game 2 for a round
    paired before the round before it was finished and refused the file it had
    written."""
    path = tmp_path / "d.toml"
    path.write_text((SAMPLES / "double-swiss.toml").read_text(encoding="utf-8"),
                    encoding="utf-8")
    before = load_tournament(path).last_paired_round
    code, _, err = cli("pair", str(path))
    assert code == 0, err
    t = load_tournament(path)
    assert t.last_paired_round == before + 2 and not t.round(before + 1).complete
    code, out, err = cli("check", str(path))
    assert code == 0, (out[-400:], err)
