"""Pilot tests of the app's workflows on the samples: open, enter results, pair, walk
through a round forward and back, override a pairing with a warning, standings, cards,
players, and files that cannot be opened."""

from __future__ import annotations

import copy
import dataclasses
import time
from pathlib import Path

import pytest
from app_helpers import copy_sample, drive, notices, press, said, saved, settle

from cardtable.systems import registry
from cardtable.app import key_order
from cardtable.app.screens.dialogs import ConfirmScreen
from cardtable.app.screens.pairings import PairingsScreen
from cardtable.app.screens.player_card import PlayerCardScreen
from cardtable.app.screens.problem import ProblemScreen
from cardtable.app.screens.tables import CrosstableScreen, StandingsScreen
from cardtable.app.screens.tournament import TournamentScreen
from cardtable.app.screens.walkthrough import WalkthroughScreen
from cardtable.app.widgets.busy import BusyBar
from cardtable.app.widgets.results.board_list import BoardList
from cardtable.app.widgets.tables.text_table import TextTable
from cardtable.app.widgets.walkthrough.columns import CardColumn
from cardtable.formats.save import FileLock
from cardtable.formats.toml_file import dumps_tournament
from cardtable.systems.files import read_toml, write_trf
from cardtable.model.results import GameResult
from cardtable.systems.registry import pair_next_round

from conftest import SAMPLES


def test_open_shows_the_tournament(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        assert isinstance(app.screen, TournamentScreen)
        assert app.screen.sub_title == "Club Championship 2026"
        assert app.screen.query_one("#players").row_count == 24
        assert "R5 not paired · 1 bye" in str(app.screen.query_one("#rounds").render())
        assert path.with_name(path.name + ".lock").exists()  # held while the app runs

    drive(path, script)
    assert not path.with_name(path.name + ".lock").exists()


def test_a_broken_file_shows_its_problems_and_can_be_read_again(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text("[tournament]\nname = 3\n")

    async def script(app, pilot):
        assert isinstance(app.screen, ProblemScreen)
        text = str(app.screen.query_one("#problem-text").render())
        assert f"{path}:2: tournament.name: expected text, found the number 3" in text
        assert "Traceback" not in text
        path.write_text(dumps_tournament(read_toml(copy_sample(tmp_path))))
        await press(app, pilot, "r")
        assert isinstance(app.screen, TournamentScreen)

    drive(path, script)


def test_a_locked_file_is_shown_and_can_be_looked_at_read_only(tmp_path):
    path = copy_sample(tmp_path)
    before = path.read_bytes()

    async def script(app, pilot):
        assert isinstance(app.screen, ProblemScreen)
        assert "in use" in str(app.screen.query_one("#problem-text").render())
        await press(app, pilot, "v")
        assert isinstance(app.screen, TournamentScreen)
        await press(app, pilot, "r", "1")  # a result on round 4, board 1
        assert "Not saved" in said(app) and "read only" in said(app)

    with FileLock(path):
        drive(path, script)
    assert path.read_bytes() == before


def test_a_trf_file_opens_read_only(tmp_path):
    path = tmp_path / "club.trf"
    write_trf(read_toml(copy_sample(tmp_path)), path)

    async def script(app, pilot):
        assert isinstance(app.screen, TournamentScreen)
        assert app.screen.sub_title.endswith(" · read only")  # the header says so
        await press(app, pilot, "l")  # no form to fill in for nothing (issue 26)
        assert isinstance(app.screen, TournamentScreen)
        assert any("TRF file, which cardtable only reads" in n
                   and "nothing can be changed in this window" in n for n in notices(app))

    before = path.read_bytes()
    drive(path, script)
    assert path.read_bytes() == before


def test_pairing_publishes_the_round_and_the_walkthrough_is_one_key_away(tmp_path):
    path = copy_sample(tmp_path)
    engine = pair_next_round(read_toml(path))

    async def script(app, pilot):
        await press(app, pilot, "p")
        assert isinstance(app.screen, ConfirmScreen)  # publishing asks first
        await press(app, pilot, "y")
        assert isinstance(app.screen, PairingsScreen) and app.screen.round_no == 5
        workers = len(app.workers)
        await press(app, pilot, "w")
        assert isinstance(app.screen, WalkthroughScreen)
        assert len(app.workers) == workers  # the trace of the pairing, not a new one

    drive(path, script)
    rnd = saved(path).round(5)
    assert tuple((g.white, g.black) for g in rnd.games) == engine.boards
    assert [b.kind.label for b in rnd.byes] == ["H"]


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_results_are_entered_with_one_key_and_saved_at_once(tmp_path):
    path = copy_sample(tmp_path)
    expected = ["1-0", "½-½", "½-½", "0-1", "+/-", "-/+"]

    async def script(app, pilot):
        await press(app, pilot, "p", "y")
        for key, token in zip(["1", "equals_sign", "5", "0", "plus", "minus"], expected):
            board = app.screen.query_one(BoardList).board.board
            await press(app, pilot, key)
            assert saved(path).round(5).games[board - 1].result.token == token
        await press(app, pilot, "up", "delete")
        assert saved(path).round(5).games[5].result is None

    drive(path, script)
    assert [g.result and g.result.token for g in saved(path).round(5).games[:5]] == expected[:5]


def test_a_corrected_result_of_an_earlier_round_is_saved_with_a_note(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        # round 4, board 1 was 6 – 3, 0-1: corrected to 1-0 after round 5 is paired;
        # the old result is shown before it is replaced (issue 26)
        await press(app, pilot, "p", "y", "left_square_bracket", "1")
        assert "has 0-1 now." in str(app.screen.query_one("#reasons").render())
        assert "Replace 0-1 with 1-0?" in str(app.screen.query_one("#question").render())
        await press(app, pilot, "y")
        assert "affects only pairings still to be made" in said(app)

    drive(path, script)
    assert saved(path).round(4).games[0].result is GameResult.WHITE_WINS


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_the_walkthrough_steps_forward_and_back(tmp_path):
    path = copy_sample(tmp_path)

    def columns(app) -> tuple:
        s1, s2 = app.screen.query_one("#s1", CardColumn), app.screen.query_one("#s2", CardColumn)
        return str(s1.border_title), str(s2.border_title), s1.slots, s2.slots

    async def script(app, pilot):
        await press(app, pilot, "w")
        screen = app.screen
        assert isinstance(screen, WalkthroughScreen)
        assert screen.script.steps[screen.index].kind == "bracket"  # S1 and S2 in view
        await press(app, pilot, "d")  # the first decision: bracket 1's choice
        assert screen.script.steps[screen.index].kind == "choice"
        chosen = columns(app)
        assert chosen[0].startswith("S1") and chosen[1].startswith("S2")
        await press(app, pilot, "left")  # the candidate that was chosen, as tried
        assert screen.script.steps[screen.index].kind == "candidate"
        await press(app, pilot, "left")
        assert screen.script.steps[screen.index].kind == "bracket"
        assert columns(app) != chosen
        await press(app, pilot, "right", "right")
        assert columns(app) == chosen
        await press(app, pilot, "D")
        assert screen.index == 0  # no decision before it: the first step, which lists
        # player 4's requested bye outside the piles (C.04.1 c)
        assert str(app.screen.query_one("#views").border_title).startswith("Outside")
        await press(app, pilot, "end")
        assert screen.script.steps[screen.index].kind == "boards"
        await press(app, pilot, "right")
        assert screen.index == len(screen.script) - 1
        await press(app, pilot, "plus", "space")  # 0.5 s a step, from the first again
        assert screen.playing and screen.index <= 1
        for _ in range(50):  # it moves on by itself (however slow the machine)
            if screen.index >= 2:
                break
            await pilot.pause(0.1)
        assert screen.index >= 2
        await press(app, pilot, "space", "p", "y")  # publish what was walked through
        assert isinstance(app.screen, PairingsScreen) and app.screen.round_no == 5

    drive(path, script)
    engine = pair_next_round(read_toml(SAMPLES / "club-swiss.toml"))
    assert tuple((g.white, g.black) for g in saved(path).round(5).games) == engine.boards


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_the_walkthrough_of_a_recorded_round_says_whether_it_was_paired_so(tmp_path):
    path = copy_sample(tmp_path)
    t = read_toml(path)
    r1 = t.round(1)
    swapped = r1.games[0].__class__(1, r1.games[0].black, r1.games[0].white, r1.games[0].result)
    path.write_text(dumps_tournament(t.with_round(r1.__class__(1, (swapped, *r1.games[1:])))))

    async def script(app, pilot):
        await press(app, pilot, "r", "left_square_bracket", "left_square_bracket",
                    "left_square_bracket", "w", "end")
        assert "round 1 · recorded" in app.screen.sub_title
        verdict = str(app.screen.query_one("#verdict").render())
        assert verdict == "⚠ the published round differs: colours swapped on board 1"
        await press(app, pilot, "p")
        assert any("published already" in n for n in notices(app))

    drive(path, script)


@pytest.mark.slow  # about 2 s: the slow group, which .ci/run runs, keeps plain pytest under 5 min
def test_an_override_names_the_rule_it_breaks_and_is_recorded(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "p", "y")
        game = app.screen.query_one(BoardList).board
        await press(app, pilot, "o")
        white = app.screen.query_one("#field-white")
        black = app.screen.query_one("#field-black")
        # board 1 is 3 – 2, board 2 is 1 – 6: 2 – 1 leaves 3 – 6, who met in round 4
        white.value, black.value = "2", "1"
        await press(app, pilot, "enter")
        reasons = str(app.screen.query_one("#reasons").render())
        assert "C.04.3 C1 / art. 2.1.1: 3 and 6 already played each other in round 4" in reasons
        await press(app, pilot, "n")
        assert saved(path).round(5).games[0] == game
        await press(app, pilot, "o")
        app.screen.query_one("#field-white").value = "2"
        app.screen.query_one("#field-black").value = "1"
        await press(app, pilot, "enter", "y")
        assert "⚠" in str(app.screen.query_one("#board-note").render())

    drive(path, script)
    rnd = saved(path).round(5)
    assert (rnd.games[0].white, rnd.games[0].black) == (2, 1)
    changed = [g for g in rnd.games if g.override]
    assert len(changed) >= 2 and all("C.04.3 C1" in g.override for g in changed)


def test_an_override_that_cannot_be_made_says_why_in_the_form(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "r", "o")
        app.screen.query_one("#field-white").value = "99"
        await press(app, pilot, "enter")
        assert "99 is not in the pairing of round 4" in str(app.screen.query_one("#error").render())
        app.screen.query_one("#field-white").value = "4"
        await press(app, pilot, "enter")
        assert "already has a result" in str(app.screen.query_one("#error").render())

    drive(path, script)


@pytest.mark.slow  # about 3 s (Pilot): the slow group, which .ci/run runs, keeps plain pytest under 5 min
def test_standings_crosstable_and_player_cards(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "s")
        assert isinstance(app.screen, StandingsScreen)
        table = app.screen.query_one(TextTable)
        assert table.row_count == 24 and table.border_subtitle == "after round 4"
        assert [str(c) for c in table.get_row_at(0)[:4]] == ["1", "3", "Berger, Tobias", "3½"]
        await press(app, pilot, "left_square_bracket")
        assert table.border_subtitle == "after round 3"
        await press(app, pilot, "enter")
        # first after round 3: 6 Weber (3 points), who lost to 3 Berger in round 4
        assert isinstance(app.screen, PlayerCardScreen) and app.screen.start_no == 6
        rows = app.screen.query_one("#card-rounds")
        assert rows.row_count == 5
        assert [str(c) for c in rows.get_row_at(3)] == [
            "4", "3 Berger, Tobias", "1", "W", "0", "3", "8½", "4"]
        await press(app, pilot, "right_square_bracket")
        assert app.screen.start_no == 7
        await press(app, pilot, "escape", "x")
        assert isinstance(app.screen, CrosstableScreen)
        header = [str(c.label) for c in app.screen.query_one(TextTable).columns.values()]
        assert header[4:8] == ["R1", "R2", "R3", "R4"]

    drive(path, script)


def test_a_round_robin_crosstable_is_the_berger_tableau_in_english(tmp_path):
    path = copy_sample(tmp_path, "berger-example-8.toml")

    async def script(app, pilot):
        await press(app, pilot, "x")
        table = app.screen.query_one(TextTable)
        header = [str(c.label) for c in table.columns.values()]
        assert header == ["No", "Name", *map(str, range(1, 9)), "Pts", "Wins", "SB", "Rank"]
        egon = [str(c) for c in table.get_row_at(4)]
        assert egon[:2] == ["5", "Egon"] and egon[-4:] == ["6", "5", "18¼", "1."]

    drive(path, script)


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_players_are_added_corrected_and_withdrawn(tmp_path):
    path = copy_sample(tmp_path)

    async def fill(app, pilot, **values):
        for key, value in values.items():
            app.screen.query_one(f"#field-{key}").value = value
        await press(app, pilot, "enter")

    async def script(app, pilot):
        await press(app, pilot, "a")
        assert app.screen.query_one("#field-joins_in").value == "5"
        await fill(app, pilot, name="Quast, Uwe", rating="1500", federation="ger")
        await press(app, pilot, "e")  # player 1
        await fill(app, pilot, rating="2290")
        await press(app, pilot, "down", "d")
        await fill(app, pilot, after="3")
        assert "paired in round 4" in str(app.screen.query_one("#error").render())
        await fill(app, pilot, after="4")

    drive(path, script)
    t = saved(path)
    uwe = next(p for p in t.players if p.name == "Quast, Uwe")
    # round 4 is paired: no number changes any more (C.04.2 art. 2.3), the late entry
    # keeps the first free number (art. 2.4)
    assert (uwe.joins_in, uwe.federation, uwe.start_no) == (5, "GER", 25)
    assert not uwe.provisional
    assert t.player(1).rating == 2290 and t.player(2).withdrawn_after == 4


def test_the_settings_are_checked_before_they_are_saved(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "o")
        app.screen.query_one("#field-tiebreaks").value = "BH, XYZ"
        await press(app, pilot, "enter")
        error = str(app.screen.query_one("#error").render())
        assert "Tie-breaks: unknown tie-break 'XYZ'" in error
        app.screen.query_one("#field-tiebreaks").value = "BH/C1, BH, SB"
        app.screen.query_one("#field-rounds").value = "9"
        await press(app, pilot, "enter")
        await press(app, pilot, "y")  # the tie-breaks changed after round 1: confirmed

    drive(path, script)
    settings = saved(path).settings
    assert settings.tiebreaks == ("BH/C1", "BH", "SB") and settings.rounds == 9


def test_the_settings_form_sets_the_rating_list_players_come_from(tmp_path):
    """Issue 33: the FIDE list whose ratings players are entered with (standard, rapid
    or blitz; empty: by the time control) is set in the form, and checked."""
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "o")
        app.screen.query_one("#field-rating_list").value = "classic"
        await press(app, pilot, "enter")
        error = str(app.screen.query_one("#error").render())
        assert "Rating list: expected" in error and "'classic'" in error
        app.screen.query_one("#field-rating_list").value = "Rapid"
        await press(app, pilot, "enter")

    drive(path, script)
    assert saved(path).settings.rating_list == "rapid"


@pytest.mark.slow  # about 3 s (Pilot): the slow group, which .ci/run runs, keeps plain pytest under 5 min
def test_the_keys_and_the_command_palette(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "r", "question_mark")
        keys = str(app.screen.query_one("#keys Static").render())
        for text in ("This screen", "1-0", "Override", "Walkthrough of this round",
                     "Everywhere", "Standings"):
            assert text in keys
        await press(app, pilot, "escape", "ctrl+p")
        await pilot.press(*"Novak")
        await pilot.pause(0.3)
        await press(app, pilot, "enter")
        assert isinstance(app.screen, PlayerCardScreen) and app.screen.start_no == 2

    drive(path, script)


_gate: list[Path] = []


def _held_back(tournament, round_no, trace=False):
    """The Dutch engine, held back until the test lets it go on: until the file
    ``_gate[0]`` exists (it pairs in a child process, which sees no event of the test's),
    10 s at most."""
    for _ in range(1000):
        if _gate[0].exists():
            break
        time.sleep(0.01)
    return registry.pairer("dutch-held-back")(tournament, round_no, trace=trace)


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_pairing_runs_in_a_worker_and_the_screen_stays_responsive(tmp_path, monkeypatch):
    path = copy_sample(tmp_path)
    monkeypatch.setitem(registry.SYSTEMS, "dutch-held-back", registry.SYSTEMS["dutch"])
    held_back = copy.copy(registry.descriptor("dutch"))
    held_back.pair = _held_back  # the plug-in's pairing replaced on a copy of it
    monkeypatch.setitem(registry.SYSTEMS, "dutch",
                        dataclasses.replace(registry.SYSTEMS["dutch"], load=lambda: held_back))
    _gate[:] = [tmp_path / "released"]
    # as a round of more players than the keys wait for (10 000: several seconds)
    monkeypatch.setattr(key_order, "PAIRING_WAITS_UP_TO", 10)

    async def script(app, pilot):
        await pilot.press("p")
        bar = app.screen.query_one(BusyBar)
        for _ in range(200):  # the engine is held back: the bar shows while it waits
            if bar.display:  # (a loaded machine shows it later than 0.1 s)
                break
            await pilot.pause(0.1)
        assert bar.display and "Pairing round 5 (23 players)" in bar.doing
        await pilot.press("s")  # the app answers while the engine works: keys wait for
        for _ in range(200):  # the publish dialog a second at most (hold_keys at_most)
            if isinstance(app.screen, StandingsScreen):
                break
            await pilot.pause(0.1)
        assert isinstance(app.screen, StandingsScreen)
        assert app.screen.query_one(BusyBar).display
        _gate[0].touch()
        await settle(app, pilot)
        await press(app, pilot, "y")
        assert isinstance(app.screen, PairingsScreen) and app.screen.round_no == 5
        assert not app.screen.query_one(BusyBar).display

    drive(path, script)
    assert saved(path).round(5).paired


def test_a_round_that_cannot_be_paired_yet_says_why(tmp_path):
    path = copy_sample(tmp_path)
    t = read_toml(path)
    rnd = t.round(4)
    path.write_text(dumps_tournament(t.with_result(4, 3, None)))

    async def script(app, pilot):
        await press(app, pilot, "p", "w")
        assert isinstance(app.screen, TournamentScreen)
        assert sum("round 4 is not finished: no result on board 3" in n
                   for n in notices(app)) == 2
        assert rnd.games[2].result is not None

    drive(path, script)
    assert not saved(path).round(5).paired


def test_the_high_contrast_theme(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        assert app.theme == "high-contrast"

    drive(path, script, theme="high-contrast")

    async def unknown(app, pilot):
        assert app.theme == "cardtable"
        assert any("No theme called 'nope'" in n for n in notices(app))

    drive(path, unknown, theme="nope")
