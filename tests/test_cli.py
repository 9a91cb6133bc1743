"""The command line: every command, its messages, and exit code 2 for every problem."""

from __future__ import annotations

import copy
import dataclasses
import os
import subprocess
import sys

import pytest

from cardtable.systems import registry
from cardtable.cli import main as cli_main
from cardtable.formats.save import FileLock
from cardtable.formats.toml_file import dumps_tournament
from cardtable.systems.files import load_tournament
from cardtable.model.tournament import Bye, Round, draw_initial_colour
from cardtable.model.results import ByeKind, GameResult
from cardtable.model.colour import Colour
from cardtable.systems.base import Pairing, PairingError
from conftest import REPO, SAMPLES, build


@pytest.fixture
def swiss(tmp_path, cli):
    """A new Dutch tournament of five players (pairing numbers in initial order)."""
    path = tmp_path / "open.toml"
    assert cli("new", path, "--rounds", "5", "--name", "Spring Open", "--tiebreaks",
               "BH, SB")[0] == 0
    for name, rating in [("Cole", 1900), ("Abel", 2100), ("Dora", 1800), ("Bea", 2000),
                         ("Emil", 0)]:
        assert cli("add-player", path, name, "--rating", rating)[0] == 0
    return path


def _fake_system(monkeypatch, pair):
    fake = copy.copy(registry.descriptor("dutch"))
    fake.pair = pair  # the plug-in's pairing replaced on a copy of it
    monkeypatch.setitem(registry.SYSTEMS, "dutch",
                        dataclasses.replace(registry.SYSTEMS["dutch"], load=lambda: fake))


def test_help_lists_every_command_on_one_line(cli, capsys):
    with pytest.raises(SystemExit) as done:
        cli_main.main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    for name in cli_main.COMMANDS:
        assert any(line.split()[:1] == [name] and len(line.split()) > 1
                   for line in out.splitlines()), name


def test_new_writes_the_settings(tmp_path, cli):
    path = tmp_path / "club.toml"
    code, out, _ = cli("new", path, "--rounds", "7", "--initial-colour", "lot",
                       "--colour-seed", "11", "--start-date", "2026-03-14")
    assert code == 0 and "drawn by lot" in out
    s = load_tournament(path).settings
    assert (s.name, s.rounds, s.colour_seed, s.start_date) == ("club", 7, 11, "2026-03-14")
    assert Colour.from_word(s.drawn_colour) is draw_initial_colour(11)


@pytest.mark.parametrize("args, message", [
    (["--rounds", "0"], "give the number of rounds"),
    (["--rounds", "5", "--start-date", "14.03.2026"], "expected a date"),
])
def test_new_refuses_what_it_cannot_write(tmp_path, cli, args, message):
    code, _, err = cli("new", tmp_path / "x.toml", *args)
    assert code == 2 and message in err and not (tmp_path / "x.toml").exists()


def test_new_never_overwrites(swiss, cli):
    before = swiss.read_bytes()
    code, _, err = cli("new", swiss, "--rounds", "3")
    assert code == 2 and "already exists" in err and swiss.read_bytes() == before


def test_players_get_pairing_numbers_in_initial_order(swiss):
    t = load_tournament(swiss)
    assert [p.name for p in t.players] == ["Abel", "Bea", "Cole", "Dora", "Emil"]
    assert t.settings.tiebreaks == ("BH", "SB")


def test_a_late_entry_joins_in_the_next_round(swiss, cli, monkeypatch):
    _fake_system(monkeypatch, lambda t, r, trace=False: Pairing(r, ((1, 3), (4, 2)), 5))
    assert cli("pair", swiss)[0] == 0
    code, out, _ = cli("add-player", swiss, "Fritz", "--rating", "2200", "--title", "fm")
    assert code == 0 and "Fritz added as player 6, joining in round 2" in out
    assert ("pairing number 6 is provisional (a late entry, C.04.2 art. 2.4): the numbers "
            "posted do not change now; the initial ranking list is renumbered when round 2 "
            "is paired (art. 2.5)") in out
    t = load_tournament(swiss)
    assert t.player(6).name == "Fritz" and t.player(6).provisional  # none posted moved
    assert t.player(1).name == "Abel" and not t.log
    for board in (1, 2):
        assert cli("result", swiss, 1, board, "=")[0] == 0
    _fake_system(monkeypatch, lambda t, r, trace=False: Pairing(r, ((1, 3), (4, 2), (5, 6)),
                                                                 None))
    code, out, _ = cli("pair", swiss)
    assert code == 0 and "initial ranking list renumbered before round 2 was paired " \
        "(C.04.2 art. 2.4-2.5): 1→2, 2→3, 3→4, 4→5, 5→6, 6→1" in out
    t = load_tournament(swiss)
    assert t.player(1).name == "Fritz" and t.player(1).joins_in == 2
    assert not any(p.provisional for p in t.players)
    # the games of round 1 moved with the players
    names = {(t.player(g.white).name, t.player(g.black).name) for g in t.round(1).games}
    assert names == {("Abel", "Cole"), ("Dora", "Bea")}


def test_pair_publishes_the_round_and_result_fills_it(swiss, cli, monkeypatch):
    _fake_system(monkeypatch, lambda t, r, trace=False: Pairing(r, ((1, 3), (4, 2)), 5))
    code, out, _ = cli("pair", swiss)
    assert code == 0 and "Round 1" in out and "PAB   5 Emil" in out
    code, _, err = cli("pair", swiss)
    assert code == 2 and "round 1 is not finished: no result on board 1, 2" in err
    assert cli("result", swiss, 1, 1, "=")[0] == 0
    assert cli("result", swiss, 1, 2, "+/-")[0] == 0
    t = load_tournament(swiss)
    assert [g.result for g in t.round(1).games] == [GameResult.DRAW,
                                                    GameResult.WHITE_WINS_BY_FORFEIT]
    assert t.round(1).pab == 5


def test_pair_reports_an_impossible_pairing(swiss, cli, monkeypatch):
    def refuse(t, r, trace=False):
        raise PairingError("no legal pairing", (1, 2), "C.04.1 b")

    _fake_system(monkeypatch, refuse)
    code, _, err = cli("pair", swiss)
    assert code == 2 and "round 1 cannot be paired (C.04.1 b): no legal pairing" in err


@pytest.mark.parametrize("args, message", [
    ((1, 3, "1-0"), "round 1 has no board 3 (it has boards 1 to 2)"),
    ((2, 1, "1-0"), "round 2 has no board 1 (it has no boards: it is not paired yet, "
                    "cardtable pair FILE pairs round 2)"),
    ((1, 1, "2-0"), "not a result"),
    ((1, 1, "+/-", "--unrated"), "a forfeit is never rated"),
])
def test_result_refuses_what_does_not_exist(swiss, cli, monkeypatch, args, message):
    _fake_system(monkeypatch, lambda t, r, trace=False: Pairing(r, ((1, 3), (4, 2)), 5))
    cli("pair", swiss)
    code, _, err = cli("result", swiss, *args)
    assert code == 2 and message in err


@pytest.mark.parametrize("token, result", [
    ("-/+", GameResult.BLACK_WINS_BY_FORFEIT), ("-/-", GameResult.DOUBLE_FORFEIT),
    ("+/-", GameResult.WHITE_WINS_BY_FORFEIT)])
def test_results_that_start_with_a_dash_are_results_not_options(swiss, cli, monkeypatch,
                                                                token, result):
    """README documents ``result FILE 1 3 -/+``: argparse would take ``-/+`` for an
    option; written before or after the options, and after ``--``, it is the result."""
    _fake_system(monkeypatch, lambda t, r, trace=False: Pairing(r, ((1, 3), (4, 2)), 5))
    cli("pair", swiss)
    code, out, err = cli("result", swiss, 1, 2, token)
    assert (code, err) == (0, "") and out.endswith(f"  {token}\n")
    assert cli("result", swiss, 1, 1, "--unrated", "1-0")[0] == 0
    assert cli("result", swiss, 1, 1, "--", token)[0] == 0
    assert [g.result for g in load_tournament(swiss).round(1).games] == [result, result]
    with pytest.raises(SystemExit) as refused:  # an option still is one
        cli("result", swiss, 1, 1, "-x")
    assert refused.value.code == 2


def test_a_match_score_is_only_for_a_system_of_matches(swiss, cli, monkeypatch, tmp_path):
    _fake_system(monkeypatch, lambda t, r, trace=False: Pairing(r, ((1, 3), (4, 2)), 5))
    cli("pair", swiss)
    before = swiss.read_bytes()
    code, _, err = cli("result", swiss, 1, 1, "1-0", "--score", "7:3")
    assert code == 2 and err == ("cardtable: --score: a match score is for systems whose "
                                 "games are matches, such as SwissBG; this tournament is "
                                 "paired with Dutch (dutch)\n")
    assert swiss.read_bytes() == before
    backgammon = tmp_path / "bg.toml"
    backgammon.write_bytes((SAMPLES / "swissbg-club.toml").read_bytes())
    code, out, _ = cli("result", backgammon, 1, 1, "1-0", "--score", "7:3")
    assert code == 0 and out.endswith("1-0  (7:3)\n")
    assert load_tournament(backgammon).round(1).games[0].match_score == (7, 3)
    before = backgammon.read_bytes()
    code, _, err = cli("result", backgammon, 1, 1, "=")  # and a match is never drawn
    assert code == 2 and err == ("cardtable: ½-½: a backgammon match has no draws "
                                 "(SwissBG): 1-0 or 0-1 for the winner, with --score W:B "
                                 "for the match score\n")
    assert backgammon.read_bytes() == before


@pytest.mark.parametrize("title, stored", [("wgm", "WGM"), ("GM", "GM"), ("", "")])
def test_add_player_takes_fide_titles(swiss, cli, title, stored):
    assert cli("add-player", swiss, "Fay", "--title", title)[0] == 0
    assert next(p for p in load_tournament(swiss).players if p.name == "Fay").title == stored


@pytest.mark.parametrize("title", ["XX", "IA", "GMX"])
def test_add_player_refuses_a_title_fide_does_not_have(swiss, cli, title):
    before = swiss.read_bytes()
    code, _, err = cli("add-player", swiss, "Fay", "--title", title)
    assert code == 2 and swiss.read_bytes() == before
    assert err == (f"cardtable: FIDE has no title {title!r}: expected one of GM, IM, WGM, "
                   f"FM, WIM, CM, WFM, WCM, or none\n")


def test_simulate_that_cannot_pair_every_round_writes_nothing(tmp_path, cli):
    target = tmp_path / "s.toml"
    code, out, err = cli("simulate", "--system", "dutch", "--players", "4", "--rounds", "9",
                         "--seed", "1", "-o", target)
    assert code == 2 and out == "" and not target.exists()
    assert err.startswith("cardtable: round 4 cannot be paired (")
    assert err.endswith("; nothing written: with this seed 3 round(s) can be paired "
                        "(--rounds 3)\n")


def test_an_unrated_result(swiss, cli, monkeypatch):
    _fake_system(monkeypatch, lambda t, r, trace=False: Pairing(r, ((1, 3), (4, 2)), 5))
    cli("pair", swiss)
    assert cli("result", swiss, 1, 1, "1-0", "--unrated")[0] == 0
    assert load_tournament(swiss).round(1).games[0].rated is False


def test_withdraw(cli, tmp_path):
    path = tmp_path / "w.toml"
    t = build(4, "1-2 1-0, 3-4 0-1", "1-3", rounds=5)
    t = t.with_round(Round(3, (), (Bye(4, ByeKind.HALF),)))
    path.write_text(dumps_tournament(t))
    code, _, err = cli("withdraw", path, "P1", "--after-round", "1")
    assert code == 2 and "is paired in round 2 (on board 1)" in err
    code, out, _ = cli("withdraw", path, "4", "--after-round", "2")
    assert code == 0 and "round(s) 3 are dropped" in out
    t = load_tournament(path)
    assert t.player(4).withdrawn_after == 2 and t.round(3).byes == ()
    assert cli("withdraw", path, "Nobody", "--after-round", "2")[1:] == (
        "", "cardtable: no player is called 'Nobody'\n")


def test_writing_commands_refuse_a_trf_file(tmp_path, cli):
    path = tmp_path / "x.trf"
    path.write_text("012 X\n")
    code, _, err = cli("add-player", path, "Anna")
    assert code == 2 and "import it first" in err


def test_a_file_in_use_is_not_written(swiss, cli):
    before = swiss.read_bytes()
    with FileLock(swiss):
        code, _, err = cli("add-player", swiss, "Zoe")
    assert code == 2 and "in use" in err and swiss.read_bytes() == before


def test_open_without_a_terminal_checks_the_file_and_says_the_app_needs_one(swiss, cli):
    code, _, err = cli("open", swiss)
    assert code == 2 and "reads fine (5 players" in err and "needs a terminal" in err
    assert cli(swiss)[0] == 2  # `cardtable FILE.toml` is `cardtable open FILE.toml`
    code, _, err = cli("open", swiss, "--theme", "neon")
    assert code == 2 and "--theme: no theme called 'neon' (choose from cardtable, high-contrast" in err


def test_missing_files_and_unknown_kinds_are_reported(tmp_path, cli):
    for command in ("export", "check", "standings", "pair", "result"):
        args = {"export": ("--trf", tmp_path / "x.trf"), "result": (1, 1, "1-0")}
        code, _, err = cli(command, tmp_path / "none.toml", *args.get(command, ()))
        assert code == 2 and err == (f"cardtable: {tmp_path / 'none.toml'}: cannot read "
                                     f"the file: No such file or directory\n"), command
    (tmp_path / "t.txt").write_text("x")
    code, _, err = cli("open", tmp_path / "t.txt")
    assert code == 2 and "expected a .toml tournament file or a .trf file" in err


@pytest.mark.parametrize("sample", sorted(SAMPLES.glob("*.toml")), ids=lambda p: p.name)
def test_samples_export_to_both_formats(sample, tmp_path, cli):
    for fmt in ("trf26", "trf16"):
        code, _, err = cli("export", sample, "--trf", tmp_path / f"{fmt}.trf", "--format", fmt)
        if fmt == "trf16" and load_tournament(sample).teams:  # refused, never lost silently
            assert code == 2 and "TRF-16 has no team records" in err
            assert not (tmp_path / f"{fmt}.trf").exists()
            continue
        assert code == 0, err
        exported = load_tournament(tmp_path / f"{fmt}.trf")
        original = load_tournament(sample)
        assert [(p.name, p.rating) for p in exported.players] == [
            (p.name, p.rating) for p in original.players]
        assert exported.last_paired_round == original.last_paired_round


def test_the_installed_command_runs_without_a_traceback(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(REPO / "src")}
    run = lambda *args: subprocess.run([sys.executable, "-m", "cardtable", *args],
                                       capture_output=True, text=True, env=env)
    assert run("--help").returncode == 0
    bad = tmp_path / "bad.toml"
    bad.write_text("[tournament]\nname = 3\n")
    done = run("open", str(bad))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert f"{bad}:2: tournament.name: expected text, found the number 3" in done.stderr
