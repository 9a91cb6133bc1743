"""Pilot tests of the club evening in the app: publishing asks first, the last round is
taken back (asking when results would go), the results grid (Home/End, the next board
without a result, keys that do nothing say why), requested byes and forbidden pairs
from the start list, and the settings (acceleration, points, rounds)."""

from __future__ import annotations

import pytest

from app_helpers import copy_sample, drive, notices, press, said, saved
from screen_text import shown_lines, squeezed

from cardtable.app.screens.dialogs import ConfirmScreen, FormScreen
from cardtable.app.screens.pairings import PairingsScreen
from cardtable.app.screens.tables import StandingsScreen
from cardtable.app.screens.tournament import TournamentScreen
from cardtable.app.screens.keys import keys_text
from cardtable.app.widgets.results.board_list import BoardList
from cardtable.app.widgets.tables.text_table import TextTable
from cardtable.app.widgets.walkthrough.boards import BoardsView
from cardtable.app.widgets.tournament.start_list import StartList
from cardtable.formats.toml_file import save_tournament
from cardtable.systems.files import dumps_trf, read_toml
from cardtable.systems.ranking import standings

from conftest import SAMPLES, build


def test_publishing_asks_and_no_leaves_the_file_alone(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "p")
        assert isinstance(app.screen, ConfirmScreen)
        assert "Publish round 5?" in str(app.screen.query_one("#question").render())
        await press(app, pilot, "n")
        assert isinstance(app.screen, TournamentScreen)

    drive(path, script)
    assert not saved(path).round(5).paired


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_the_last_round_is_taken_back_and_paired_again_the_same(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "p", "y")
        first = saved(path).round(5)
        await press(app, pilot, "1")  # a result: taking back asks about it
        await press(app, pilot, "u")
        assert isinstance(app.screen, ConfirmScreen)
        text = str(app.screen.query_one("#reasons").render())
        assert "The results of board(s) 1 are dropped (club-swiss.toml.bak keeps them)" \
            in text
        await press(app, pilot, "n")
        assert saved(path).round(5).paired
        await press(app, pilot, "u", "y")
        assert isinstance(app.screen, TournamentScreen)
        assert not saved(path).round(5).paired
        assert read_toml(path.with_name(path.name + ".bak")).round(5).games[0].result
        await press(app, pilot, "p", "y")
        assert saved(path).round(5).games == tuple(g for g in first.games)

    drive(path, script)


@pytest.mark.slow  # a long Pilot flow (3-7 s): the slow group, which .ci/run runs
def test_home_end_and_the_next_board_without_a_result(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "p", "y")
        boards = app.screen.query_one(BoardList)
        await press(app, pilot, "end")
        assert boards.cursor_row == boards.row_count - 1
        await press(app, pilot, "home")
        assert boards.cursor_row == 0
        await press(app, pilot, "down", "down", "1")  # board 3, then on to board 4
        assert boards.board.board == 4
        await press(app, pilot, "end", "0")  # the last board: on to board 1
        assert boards.board.board == 1
        await press(app, pilot, "1", "1")  # boards 1 and 2: board 4 comes next
        assert boards.board.board == 4
        await press(app, pilot, "s", "r")  # back to the round: the cursor is there
        assert isinstance(app.screen, PairingsScreen)
        assert app.screen.query_one(BoardList).board.board == 4
        await press(app, pilot, "k")
        shown = squeezed("".join(shown_lines(app.screen.query_one("#said"))))
        assert shown == squeezed("'k' is not a result key: 1 1-0 · = or 5 ½-½ · 0 0-1 · "
                                 "+ +/- · - -/+ · * -/- · delete clears · ? lists all")
        players = None
        await press(app, pilot, "t")
        players = app.screen.query_one(StartList)
        await press(app, pilot, "end")
        assert players.cursor_row == players.row_count - 1
        await press(app, pilot, "home")
        assert players.cursor_row == 0

    drive(path, script)
    assert [g.result is not None for g in saved(path).round(5).games[:4]] == [
        True, True, True, False]


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_a_bye_and_a_forbidden_pair_from_the_start_list(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "down", "b")  # player 2: a half-point bye in round 5
        assert isinstance(app.screen, FormScreen)
        kind = app.screen.query_one("#field-kind")
        kind.value = "Q"
        await pilot.pause()
        assert "expected H, F or Z" in str(app.screen.query_one("#error").render())
        kind.value = "H"
        await press(app, pilot, "enter")
        assert isinstance(app.screen, TournamentScreen)
        await press(app, pilot, "down", "f")  # player 3 never meets 7 and 9
        app.screen.query_one("#field-others").value = "7, x"
        await pilot.pause()
        assert "expected pairing numbers" in str(app.screen.query_one("#error").render())
        app.screen.query_one("#field-others").value = "7 9"
        await press(app, pilot, "enter")
        assert "Never meet 3 7; 3 9" in str(app.screen.query_one("#settings").render())
        await press(app, pilot, "f")
        assert app.screen.query_one("#field-others").value == "7 9"
        app.screen.query_one("#field-others").value = "9"
        await press(app, pilot, "enter")
        await press(app, pilot, "up", "b")
        app.screen.query_one("#field-kind").value = ""  # removes the bye
        await press(app, pilot, "enter")

    drive(path, script)
    t = saved(path)
    assert t.settings.forbidden_pairs == ((3, 9),)
    assert t.round(5).bye_of(2) is None


def test_a_round_robin_has_no_byes_and_no_forbidden_pairs(tmp_path):
    """``b`` and ``f`` on a round robin's start list say why at once (C.05 Annex 1);
    ``f`` opens only to take back a group already in the file."""
    path = copy_sample(tmp_path, "berger-example-8.toml")

    async def script(app, pilot):
        await press(app, pilot, "down", "b")
        assert isinstance(app.screen, TournamentScreen)
        assert any(n.startswith("No requested byes: a round robin has no requested byes")
                   and "-/+ when 2 Bea has White" in n for n in notices(app))
        await press(app, pilot, "f")
        assert isinstance(app.screen, TournamentScreen)
        assert any(n.startswith("No forbidden pairs: a round robin cannot keep players "
                                "apart:") for n in notices(app))

    drive(path, script)
    assert saved(path) == read_toml(SAMPLES / "berger-example-8.toml")


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_a_bye_is_recorded_and_keeps_the_player_out(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "down", "b", "enter")
        assert "bye H R5" in str(app.screen.query_one(StartList).get_row_at(1))
        await press(app, pilot, "b")
        app.screen.query_one("#field-round").value = "7"  # a later round: shown at once
        app.screen.query_one("#field-kind").value = "F"
        await press(app, pilot, "enter")
        assert "bye H R5 F R7" in str(app.screen.query_one(StartList).get_row_at(1))
        await press(app, pilot, "p", "y")

    drive(path, script)
    t = saved(path)
    assert t.round(5).bye_of(2).kind.label == "H"
    assert t.round(5).game_of(2) is None


def test_the_settings_check_each_field_as_it_is_typed(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "o")
        rounds = app.screen.query_one("#field-rounds")
        rounds.value = "BH, SB"  # was silently cut to "1" and saved
        await pilot.pause()
        error = str(app.screen.query_one("#error").render())
        assert "Rounds: expected a whole number, found 'BH, SB'" in error
        rounds.value = "3"
        await pilot.pause()
        assert "4 rounds are published already" in str(app.screen.query_one("#error").render())
        await press(app, pilot, "enter")
        assert isinstance(app.screen, FormScreen)  # not saved
        rounds.value = "7"
        app.screen.query_one("#field-points").value = "3 1"
        await pilot.pause()
        assert "expected 3 numbers of points" in str(app.screen.query_one("#error").render())
        app.screen.query_one("#field-points").value = "3 1 0"
        app.screen.query_one("#field-acceleration").value = "baku"
        await press(app, pilot, "enter")
        assert "Acceleration: the rounds published were paired without it" in str(
            app.screen.query_one("#error").render())
        app.screen.query_one("#field-acceleration").value = "none"
        await press(app, pilot, "enter")
        assert isinstance(app.screen, TournamentScreen)

    drive(path, script)
    s = saved(path).settings
    assert s.rounds == 7 and (s.points.win, s.points.draw, s.points.loss) == (3, 1, 0)


def test_swissbg_is_backgammon_no_colours_no_draws_match_score(tmp_path):
    path = copy_sample(tmp_path, "swissbg-club.toml")

    async def script(app, pilot):
        await press(app, pilot, "r", "end")
        boards = app.screen.query_one(BoardList)
        labels = [str(c.label) for c in boards.columns.values()]
        assert "White" not in labels and labels.count("Player") == 2
        board = boards.board
        await press(app, pilot, "equals_sign")
        assert "no draws" in str(app.screen.query_one("#said").render())
        await press(app, pilot, "m")
        field = app.screen.query_one("#field-score")
        field.value = "5:5"
        await pilot.pause()
        assert "cannot be equal" in str(app.screen.query_one("#error").render())
        field.value = "3:7"
        await press(app, pilot, "enter")
        assert isinstance(app.screen, PairingsScreen)
        round_no = app.screen.round_no
        return board, round_no

    result = {}

    async def wrapped(app, pilot):
        result["found"] = await script(app, pilot)

    drive(path, wrapped)
    board, round_no = result["found"]
    game = saved(path).round(round_no).games[board.board - 1]
    assert game.match_score == (3, 7) and game.result.token == "0-1"


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_swissbg_is_backgammon_on_every_screen(tmp_path):
    """The round's keys (no draw, the match score), its hints whole at 80 columns, a
    match score shown at once, the crosstable without colours, the walkthrough's final
    boards without White, Black and the colour rule."""
    path = copy_sample(tmp_path, "swissbg-club.toml")

    async def script(app, pilot):
        await press(app, pilot, "p", "y")
        assert isinstance(app.screen, PairingsScreen) and app.screen.round_no == 5
        keys = app.screen.active_bindings
        assert "equals_sign" not in keys and "5" not in keys and keys["m"].binding.show
        assert "½-½" not in keys_text(app, app.screen).plain
        said = app.screen.query_one("#said")
        await press(app, pilot, "equals_sign")
        assert squeezed("".join(shown_lines(said))) == squeezed(
            "A backgammon match has no draws: 1 or 0 for the winner, m for the match score")
        await press(app, pilot, "k")
        shown = squeezed("".join(shown_lines(said)))
        assert "½" not in shown and shown.endswith(squeezed("delete clears · ? lists all"))
        await press(app, pilot, "home", "m")
        app.screen.query_one("#field-score").value = "3:7"
        await press(app, pilot, "enter")
        first_board = shown_lines(app.screen.query_one(BoardList))[1]
        assert "0-1 3:7" in first_board
        await press(app, pilot, "x")
        await app.workers.wait_for_complete()
        await pilot.pause()
        table = app.screen.query_one(TextTable)
        cells = [str(c) for row in range(table.row_count) for c in table.get_row_at(row)]
        assert "11·1" in cells and not any(c[-2:-1] in ("w", "b") and c[:1].isdigit()
                                           for c in cells)
        assert "colour" not in str(app.screen.query_one("#legend").render())
        await press(app, pilot, "r", "w")
        await press(app, pilot, "end")
        heading = shown_lines(app.screen.query_one(BoardsView))[0]
        assert "Player" in heading and not {"White", "Black", "colours"} & set(heading.split())

    drive(path, script)


def test_chess_keeps_its_draw_key_and_has_no_match_score(tmp_path):
    async def script(app, pilot):
        await press(app, pilot, "r")
        keys = app.screen.active_bindings
        assert "equals_sign" in keys and "m" not in keys
        assert "= 5  ½-½" in keys_text(app, app.screen).plain  # each key once

    drive(copy_sample(tmp_path), script)


def test_no_toast_covers_a_dialog_nor_the_rounds_pab_line(tmp_path):
    """A toast on screen when a dialog opens is held until it closes, and so is one
    that arrives meanwhile; on the round screen the app's notices are said on the line
    below the boards, where nothing covers the PAB and byes."""
    async def script(app, pilot):
        assert any(n.startswith("Practice — not saved") for n in notices(app))
        await press(app, pilot, "question_mark")
        assert notices(app) == []
        app.notify("meanwhile", title="Later")
        await pilot.pause()
        assert notices(app) == []
        await press(app, pilot, "escape")
        assert "Later: meanwhile" in notices(app)
        assert any(n.startswith("Practice — not saved") for n in notices(app))
        await press(app, pilot, "p")
        assert isinstance(app.screen, ConfirmScreen) and notices(app) == []
        await press(app, pilot, "y")
        assert isinstance(app.screen, PairingsScreen)
        assert notices(app) == []
        assert said(app).startswith("Practice — not saved: Round 5 paired and published")
        byes = shown_lines(app.screen.query_one("#byes"))
        assert any("bye H 4 Krüger, Anja" in line for line in byes)

    drive(SAMPLES / "club-swiss.toml", script)  # a sample: the practice toast


def test_a_toast_dismissed_does_not_come_back_after_a_dialog(tmp_path):
    """A toast the user took off the screen is gone: a dialog opened and closed after
    it does not show it again (only the toasts still on screen are held)."""
    async def script(app, pilot):
        practice = [n for n in app._notifications if n.title == "Practice — not saved"]
        assert practice
        app._unnotify(practice[0])  # as a click on the toast does
        await pilot.pause()
        await press(app, pilot, "question_mark", "escape")
        assert not any(n.startswith("Practice — not saved") for n in notices(app))

    drive(SAMPLES / "club-swiss.toml", script)


@pytest.mark.slow  # a long Pilot flow (3-7 s): the slow group, which .ci/run runs
def test_nothing_is_cut_at_80_columns_the_practice_warning_and_the_crosstable(tmp_path):
    """The header shortens the tournament's name, never "practice — not saved"; the
    crosstable keeps rank, number and name in view while it scrolls to its last
    tie-break."""
    path = copy_sample(tmp_path, "swissbg-club.toml")

    async def script(app, pilot):
        title = "".join(shown_lines(app.screen.query_one("HeaderTitle"))).strip()
        assert title.endswith("Backgammon Swiss — Spring… · practice — not saved"), title
        await press(app, pilot, "p", "y")
        await press(app, pilot, *["1"] * 6)
        await press(app, pilot, "x")
        await app.workers.wait_for_complete()
        await pilot.pause()
        table = app.screen.query_one(TextTable)
        assert "R5" in [str(c.label) for c in table.columns.values()]
        await press(app, pilot, *["right"] * 20)
        heading = shown_lines(table)[0].split()
        assert heading[:3] == ["Rank", "No", "Name"] and heading[-1] == "MPD"

    drive(path, script, practice=True)


def test_new_points_of_a_win_carry_the_byes_and_forfeits_at_their_defaults(tmp_path):
    """3 1 0 for a game: the PAB, a forfeit win and a full-point bye score 3, a
    half-point bye 1 (C.04.1 art. 4), the form says so, the standings count it and
    TRF-2026 record 162 writes it; a value the arbiter sets apart is kept."""
    path = copy_sample(tmp_path, "swissbg-club.toml")  # player 10 had the PAB in round 2

    async def script(app, pilot):
        await press(app, pilot, "o")
        app.screen.query_one("#field-points").value = "3 1 0"
        await press(app, pilot, "enter")
        assert isinstance(app.screen, TournamentScreen)
        assert any("forfeit win loss 3 0, byes PAB F H Z 3 3 1 0" in n for n in notices(app))
        assert standings(app.tournament, after_round=2).row(10).points == 3  # lost, PAB
        record = next(line for line in dumps_trf(app.tournament).splitlines()
                      if line.startswith("162"))
        assert "W 3.0" in record and "P 3.0" in record
        await press(app, pilot, "o")
        app.screen.query_one("#field-byes").value = "1 3 1 0"  # the tournament's own rule
        await press(app, pilot, "enter")

    drive(path, script)
    p = saved(path).settings.points
    assert (p.win, p.draw, p.forfeit_win, p.pab, p.full_bye, p.half_bye) == (3, 1, 3, 1, 3, 1)


def test_small_slips_the_new_number_the_finished_tournament_plural_and_pronoun(tmp_path):
    path = tmp_path / "club.toml"
    save_tournament(build(4, "1-2 1-0, 3-4 0-1", rounds=1), path)

    async def script(app, pilot):
        await press(app, pilot, "end", "e")  # 4 P4, 2460: rated 2600 he is No. 1
        app.screen.query_one("#field-rating").value = "2600"
        await press(app, pilot, "enter")
        assert any("P4 corrected: now No. 1 (was 4" in n for n in notices(app))
        await press(app, pilot, "p")
        assert any(n.startswith("The tournament is finished: Round 1 is the last round: "
                                "there is no round 2 to pair") for n in notices(app))
        assert not any("cannot be paired yet" in n for n in notices(app))
        await press(app, pilot, "d")
        note = str(app.screen.query_one("#note").render())
        assert "not paired after" in note.lower() and "He " not in note

    drive(path, script)
    assert saved(path).player(1).name == "P4"


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_the_standings_keys_act_on_the_selected_player_or_say_where_they_work(tmp_path):
    async def script(app, pilot):
        await press(app, pilot, "s")
        await app.workers.wait_for_complete()
        await pilot.pause()
        first = app.screen.selected
        await press(app, pilot, "e")
        assert isinstance(app.screen, FormScreen)
        assert app.screen.form_title == f"Correct player {first}"
        await press(app, pilot, "escape", "b")
        assert app.screen.form_title.startswith(f"Bye for {first} ")
        await press(app, pilot, "escape", "1")
        assert isinstance(app.screen, StandingsScreen)
        assert "'1' does nothing here: a result is entered on the round screen (r)." in (
            notices(app)[-1])

    drive(copy_sample(tmp_path), script)


def test_the_publish_dialog_lists_the_boards(tmp_path):
    async def script(app, pilot):
        await press(app, pilot, "p")
        assert isinstance(app.screen, ConfirmScreen)
        text = app.screen.text
        # numbers right-aligned (issue 33 item 10)
        assert text.startswith("11 boards:\n  1   3 Berger, Tobias   –   2 Novak, Petra\n")
        assert " 11  18 Hartmann, Julia  –  21 Köhler, Ben" in text
        question = shown_lines(app.screen.query_one("#question"))
        assert any("Publish round 5?" in line for line in question)  # in view

    drive(copy_sample(tmp_path), script)


def test_printing_writes_the_pages_and_asks_before_an_incomplete_rating_report(tmp_path):
    path = copy_sample(tmp_path)
    t = read_toml(path)
    from dataclasses import replace

    from cardtable.formats.toml_file import save_tournament
    save_tournament(replace(t, settings=replace(t.settings, federation="",
                                                fide_rated=True)), path)

    async def script(app, pilot):
        await press(app, pilot, "h")
        assert isinstance(app.screen, ConfirmScreen)
        assert "tournament: federation" in str(app.screen.query_one("#reasons").render())
        await press(app, pilot, "y")
        assert any("Still missing: tournament: federation; FIDE id: 24 player(s)" in n
                   for n in notices(app))

    drive(path, script)
    for name in ("startlist", "round4-pairings", "round4-alphabetical", "round4-standings",
                 "round4-crosstable"):
        assert (tmp_path / f"club-swiss-{name}.html").read_text().startswith("<!DOCTYPE")
    assert (tmp_path / "club-swiss.trf").read_text().startswith("012 ")


def test_the_player_card_explains_each_tiebreak(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "enter")
        explained = app.screen.query_one("#explain-text")
        text = str(explained.render())
        assert "BH = 8   (Buchholz; sum)" in text
        assert "round  2  vs 10 Wagner, Felix" in text
        lines = shown_lines(explained)  # at 80 columns the details wrap …
        assert any(line.startswith(" " * 10) and line.strip() for line in lines)  # indented
        assert not any(line[:1].islower() for line in lines)  # none carries on at column 0

    drive(path, script)
