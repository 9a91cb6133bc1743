"""The match form of the round screen (``b``, and the palette): a team match's N boards
(C.04.6) or a Double-Swiss match's two games (C.04.5) entered in one form, saved as one
change; the match result shown as it is typed."""

from __future__ import annotations

import asyncio

import pytest
from app_helpers import copy_sample, drive, press, said, saved, settle

from cardtable.app.app import CardtableApp
from cardtable.app.screens.keys import keys_text
from cardtable.app.screens.match_form import MatchForm
from cardtable.app.screens.pairings import PairingsScreen
from cardtable.systems.files import read_toml

from conftest import SAMPLES


def _field(app, n: int):
    return app.screen.query_one(f"#field-game{n}")


def _score(app) -> str:
    return str(app.screen.query_one("#match-score").render())


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_a_team_match_is_entered_board_by_board_in_one_form(tmp_path):
    """The sample's practice copy: round 5, the match on boards 5–8 (Bishop's Pair –
    Castle Rock, 3½–½ in the file) entered again as 1-0 ½-½ 0-1 ½-½: 2–2, a drawn
    match (one match point each, record 362's 2/1/0)."""
    sample = SAMPLES / "team-league.toml"
    before = sample.read_bytes()
    app = CardtableApp(sample)

    async def script(app, pilot):
        await settle(app, pilot)
        assert app.file.practice
        await press(app, pilot, "r")
        assert isinstance(app.screen, PairingsScreen) and app.screen.round_no == 5
        await press(app, pilot, "down", "down", "down", "down", "down")  # board 6
        await press(app, pilot, "b")
        form = app.screen
        assert isinstance(form, MatchForm)
        assert form.form_title == ("Round 5, boards 5–8: Bishop's Pair – Castle Rock")
        assert [f.label.split()[2] for f in form.fields] == ["21", "32", "23", "34"]
        assert _score(app) == ("Match: Bishop's Pair 3½ – ½ Castle Rock · "
                               "match points 2 – 0")
        for n, token in enumerate(["1", "=", "0", "x"]):
            _field(app, n).value = token
        await settle(app, pilot)
        assert "not a result: 'x'" in str(app.screen.query_one("#error").render())
        await press(app, pilot, "enter")
        assert app.screen is form  # not saved: a field does not read
        _field(app, 3).value = "½-½"
        await settle(app, pilot)
        # board 2: 32 (Castle Rock) – 22 drawn; board 3: 23 – 33 0-1 for Castle Rock
        assert _score(app) == "Match: Bishop's Pair 2 – 2 Castle Rock · match points 1 – 1"
        await press(app, pilot, "enter")
        assert isinstance(app.screen, PairingsScreen)
        assert "Round 5, boards 5–8: Bishop's Pair 2 – 2 Castle Rock" in said(app)

    asyncio.run(_run(app, script))
    games = {g.board: g.result.token for g in app.tournament.round(5).games}
    assert [games[b] for b in (5, 6, 7, 8)] == ["1-0", "½-½", "0-1", "½-½"]
    assert games[1] == read_toml(sample).round(5).games[0].result.token  # others kept
    assert sample.read_bytes() == before  # practice: never written


async def _run(app: CardtableApp, script) -> None:
    async with app.run_test(size=(100, 30)) as pilot:
        await script(app, pilot)


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_a_double_swiss_match_enters_both_games_from_game_2(tmp_path):
    """Round 6 is game 2 of match 3: its board 2 (Berger – Huber) opens the match's
    two games, game 1 of round 5 first with its colours (9 – 2), game 2 reversed; both
    results are saved in one change to the file."""
    path = copy_sample(tmp_path, "double-swiss.toml")

    async def script(app, pilot):
        await press(app, pilot, "r")
        assert isinstance(app.screen, PairingsScreen) and app.screen.round_no == 6
        await press(app, pilot, "down")  # board 2
        assert "b  Whole match: its boards in one form" in str(keys_text(app, app.screen))
        await press(app, pilot, "ctrl+p")
        await pilot.press(*"whole match")
        await settle(app, pilot)
        await press(app, pilot, "enter")
        form = app.screen
        assert isinstance(form, MatchForm)
        assert form.form_title == "Match 3 (rounds 5 and 6): Huber, Tina – Berger, Greta"
        assert [f.label.split()[:3] for f in form.fields] == [["Game", "1", "9"],
                                                               ["Game", "2", "2"]]
        assert _score(app) == "Match: Huber, Tina ½ – 1½ Berger, Greta"
        _field(app, 0).value = "1-0"
        _field(app, 1).value = "5"
        await settle(app, pilot)
        assert _score(app) == "Match: Huber, Tina 1½ – ½ Berger, Greta"
        await press(app, pilot, "enter")
        assert isinstance(app.screen, PairingsScreen)

    drive(path, script, size=(100, 30))
    t = saved(path)
    match = [(n, g.white, g.black, g.result.token) for n in (5, 6)
             for g in t.round(n).games if {g.white, g.black} == {2, 9}]
    assert match == [(5, 9, 2, "1-0"), (6, 2, 9, "½-½")]


def test_the_whole_match_key_is_only_where_matches_are(tmp_path):
    """The Dutch club sample pairs single games: no ``b`` in ``?``, and it does nothing."""
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        await press(app, pilot, "r")
        assert isinstance(app.screen, PairingsScreen)
        assert app.screen.check_action("match", ()) is False
        assert "Whole match" not in str(keys_text(app, app.screen))
        await press(app, pilot, "b")
        assert isinstance(app.screen, PairingsScreen)

    drive(path, script)


@pytest.mark.slow  # about 2 s: the slow group, which .ci/run runs, keeps plain pytest under 5 min
def test_a_corrected_match_in_an_earlier_round_says_later_pairings_stay(tmp_path):
    """Round 4's match corrected once round 5 is paired: saved, with the round
    screen's warning (a corrected result affects only pairings still to be made)."""
    path = copy_sample(tmp_path, "team-league.toml")

    async def script(app, pilot):
        await press(app, pilot, "r", "left_square_bracket", "home", "b")
        assert isinstance(app.screen, MatchForm)
        for n in range(4):
            _field(app, n).value = "-"
        await press(app, pilot, "enter")
        assert isinstance(app.screen, PairingsScreen) and app.screen.round_no == 4
        assert "round 5 is paired already" in said(app)

    drive(path, script, size=(100, 30))
    t = saved(path)
    assert [g.result.token for g in t.round(4).games[:4]] == ["-/+"] * 4


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_a_short_line_up_shows_its_empty_board_in_the_match_form(tmp_path):
    """A short line-up (C.04.6 art. 0 with C.04.1 art. 4): Knights of Leiden have
    three players present in round 6; their board 4 is empty, the player opposite
    wins it by forfeit. The form has three boards to enter, names the fourth, and
    the match result counts it."""
    from cardtable.formats.toml_write import dumps_tournament
    from cardtable.model.tournament import Bye, Round
    from cardtable.model.results import ByeKind
    from cardtable.systems.base import publish
    from cardtable.systems.registry import descriptor

    t = read_toml(SAMPLES / "team-league.toml")
    t = t.with_round(Round(6, byes=(Bye(1, ByeKind.ZERO), Bye(2, ByeKind.ZERO))))
    t = publish(t, descriptor("team").pair(t, 6))
    winner = next(b.player for b in t.round(6).byes if b.kind is ByeKind.EMPTY_BOARD)
    board = t.round(6).game_of(3).board
    path = tmp_path / "short.toml"
    path.write_text(dumps_tournament(t))

    async def script(app, pilot):
        await press(app, pilot, "r")
        assert isinstance(app.screen, PairingsScreen) and app.screen.round_no == 6
        await press(app, pilot, *["down"] * (board - 1), "b")
        form = app.screen
        assert isinstance(form, MatchForm)
        assert len(form.fields) == 3
        note = str(app.screen.query_one("#note").render())
        assert f"Board 4: {winner} " in note and "wins by forfeit, the board opposite empty" in note
        for n in range(3):
            _field(app, n).value = "="
        await settle(app, pilot)
        assert "1½ – 2½" in _score(app) or "2½ – 1½" in _score(app)

    drive(path, script, size=(140, 40))


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_after_a_match_is_saved_the_cursor_is_on_the_next_match(tmp_path):
    """Issue 33 item 5: ``=1=0`` typed after saving a match with ``b`` is the next
    match's, not a replacement of the saved one's boards."""
    app = CardtableApp(SAMPLES / "team-league.toml")

    async def script(app, pilot):
        await settle(app, pilot)
        await press(app, pilot, "r", "down", "down", "down", "down", "down", "b")
        assert isinstance(app.screen, MatchForm)
        _field(app, 0).value = "0"
        await press(app, pilot, "enter")
        assert isinstance(app.screen, PairingsScreen)
        boards = app.screen.query_one("#boards")
        assert boards.board.board == 9  # the first board of the next match
        await press(app, pilot, "b")
        assert isinstance(app.screen, MatchForm)
        assert app.screen.form_title.startswith("Round 5, boards 9–12")

    asyncio.run(_run(app, script))


def test_the_team_publish_dialog_has_match_headings_and_no_score_before_play(tmp_path):
    """Issue 33 item 6: the boards under each match's heading, as the CLI prints them;
    a match not played yet has no "match points 1 – 1"."""
    app = CardtableApp(SAMPLES / "team-league.toml")

    async def script(app, pilot):
        await settle(app, pilot)
        await press(app, pilot, "r")
        t = app.tournament
        last = t.last_paired_round
        for board in range(1, len(t.round(last).games) + 1):  # finish the round shown
            if t.round(last).games[board - 1].result is None:
                await press(app, pilot, "1")
        await press(app, pilot, "p")
        text = str(app.screen.query_one("#reasons").render())
        lines = text.splitlines()
        headings = [n for n, line in enumerate(lines) if line.startswith("Match ")]
        assert len(headings) == len(app.tournament.teams) // 2
        boards = app.tournament.settings.team.boards
        assert all(lines[h + 1].lstrip()[0].isdigit() for h in headings)
        assert headings[1] - headings[0] == boards + 1  # each match: heading and boards
        await press(app, pilot, "y")
        assert isinstance(app.screen, PairingsScreen)
        note = str(app.screen.query_one("#board-note").render())
        assert "not played yet" in note and "match points" not in note

    asyncio.run(_run(app, script))


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_one_p_publishes_a_double_swiss_match_and_b_enters_both_games(tmp_path):
    """Issue 33 item 8: ``p`` publishes match 4 (rounds 7 and 8: game 2 the same boards,
    colours reversed); on the round screen ``b`` enters both games of a board's match,
    and ``]`` shows game 2 — no second ``p``."""
    path = copy_sample(tmp_path, "double-swiss.toml")

    async def script(app, pilot):
        await press(app, pilot, "p")
        await press(app, pilot, "y")
        assert isinstance(app.screen, PairingsScreen) and app.screen.round_no == 7
        assert "Round 8, game 2 of the match" in said(app)
        await press(app, pilot, "b")
        assert isinstance(app.screen, MatchForm)
        assert app.screen.form_title.startswith("Match 4 (rounds 7 and 8)")
        await press(app, pilot, "1", "tab", "0", "enter")
        assert isinstance(app.screen, PairingsScreen)
        await press(app, pilot, "right_square_bracket")
        assert app.screen.round_no == 8

    drive(path, script, size=(100, 30))
    t = saved(path)
    assert t.last_paired_round == 8
    first, second = t.round(7).games[0], t.round(8).games[0]
    assert (second.white, second.black) == (first.black, first.white)
    assert (first.result.token, second.result.token) == ("1-0", "0-1")
