"""Try it yourself: from the walkthrough (key t) the learner pairs the round by picking
cards, submits, sees each board marked and the first difference explained by its rule
(the same marking as ``cardtable exercise check``), and goes back to the engine's way."""

from __future__ import annotations

import asyncio

import pytest
from app_helpers import copy_sample, drive, notices, press, settle
from screen_text import assert_shows, screen_text

from cardtable.app.app import CardtableApp
from cardtable.app.screens.try_it import TryItScreen
from cardtable.app.screens.walkthrough import WalkthroughScreen
from cardtable.cli.main import main
from cardtable.systems.files import read_toml
from cardtable.systems.registry import pair_next_round

#: a Dutch exercise: round 3 of 7 players, boards 1-3 and 7-2, the PAB to 6
EXERCISE = ("exercise", "new", "pab.toml", "--system", "dutch", "--players", "7",
            "--round", "3", "--seed", "1", "--level", "pab")
SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
#: at 80×24 in the quick run; at 120×40 too with `pytest -m slow`
SIZE_IDS = ["80x24", pytest.param("120x40", marks=pytest.mark.slow)]


@pytest.fixture
def exercise(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(list(EXERCISE)) == 0
    return "pab.toml"


async def pick(app, pilot, player: int, *then: str) -> None:
    screen = app.screen
    assert isinstance(screen, TryItScreen)
    await press(app, pilot, "home", *["down"] * screen.order.index(player), "enter", *then)


def run(path: str, script, size=(80, 24)):
    app = CardtableApp(path)

    async def body():
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            return await script(app, pilot)

    return asyncio.run(body())


@pytest.mark.slow  # a long Pilot flow (3-7 s): the slow group, which .ci/run runs
def test_a_whole_round_by_keys_wrong_first_then_right(exercise):
    engine = pair_next_round(read_toml(exercise), trace=True)
    assert (engine.boards, engine.pab) == (((1, 3), (7, 2)), 6)

    async def script(app, pilot):
        await press(app, pilot, "w", "t")
        screen = app.screen
        assert isinstance(screen, TryItScreen)
        for player in (1, 2, 7, 3):
            await pick(app, pilot, player)
        await press(app, pilot, "home", *["down"] * screen.order.index(6), "b")
        assert screen.answer.boards == ((1, 2), (7, 3)) and screen.answer.pab == 6
        await press(app, pilot, "s")
        assert screen.marking is not None and not screen.marking.right
        assert screen._marks() == {(1, 2): "✗", (7, 3): "✗", "PAB": "✓"}
        verdict = str(screen.query_one("#try-verdict-text").render())
        # 1-2 and 7-3 met before: the absolute C1 first, with the learner's pairs
        assert "First difference (your 1-2, 7-3), by C.04.3 C1" in verdict
        await press(app, pilot, "r")
        assert screen.answer.boards == () and screen.marking is None
        await pick(app, pilot, 1)
        await pick(app, pilot, 3)
        await pick(app, pilot, 2)
        await pick(app, pilot, 7, "c")  # White for 7: the colours turned
        await press(app, pilot, "home", *["down"] * screen.order.index(6), "b")
        assert screen.answer.boards == ((1, 3), (7, 2))
        await press(app, pilot, "s")
        assert screen.marking.right
        assert screen._marks() == {(1, 3): "✓", (7, 2): "✓", "PAB": "✓"}
        assert "1 of 2 right" in str(screen.query_one("#try-verdict-text").render())
        await press(app, pilot, "w")
        assert isinstance(app.screen, WalkthroughScreen)

    run(exercise, script)


def test_from_a_later_bracket_the_boards_above_are_laid_out(exercise):
    async def script(app, pilot):
        await press(app, pilot, "w", "end", "t")
        screen = app.screen
        assert isinstance(screen, TryItScreen)
        assert set(screen.answer.boards) == {(1, 3), (7, 2)}

    run(exercise, script)


@pytest.mark.parametrize("size", SIZE_IDS)
@pytest.mark.parametrize("state", ["building", "marked"])
@pytest.mark.slow  # 3.5 s a screen (Pilot): the slow group, which .ci/run runs
def test_try_it_snapshot(exercise, size, state, svg_snapshot):
    async def script(app, pilot):
        await press(app, pilot, "w", "t")
        for player in (1, 2, 7, 3):
            await pick(app, pilot, player)
        if state == "marked":
            await press(app, pilot, "home", *["down"] * app.screen.order.index(6), "b", "s")
        else:
            await pick(app, pilot, 6)
        if state == "marked":  # the PAB right, both boards wrong, the first difference:
            # both boards are rematches, the absolute C1 named with them (issue 34)
            assert_shows(screen_text(app), "PAB 6 ✓", "1 – 2 ✗", "7 – 3 ✗",
                         "First difference (your 1-2, 7-3)")
        else:  # four cards placed on two boards, 6 picked for S1
            assert_shows(screen_text(app), "1 – 2", "7 – 3", "6 – ?", "1 card to place")
        return app.export_screenshot(title="cardtable")

    assert svg_snapshot == run(exercise, script, SIZES[size])


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_the_palette_opens_try_it_for_the_next_round(exercise):
    async def script(app, pilot):
        await press(app, pilot, "ctrl+p")
        await pilot.press(*"Try it")
        await pilot.pause(0.3)
        await press(app, pilot, "enter")
        await settle(app, pilot)
        assert isinstance(app.screen, TryItScreen)
        assert app.screen.answer.boards == () and app.screen.pairing.round == 3
        await press(app, pilot, "w")
        assert isinstance(app.screen, WalkthroughScreen)

    run(exercise, script)


def test_a_round_robin_has_nothing_to_try(tmp_path):
    async def script(app, pilot):
        await press(app, pilot, "r", "w", "t")
        assert isinstance(app.screen, WalkthroughScreen)
        assert any("fixed by its table" in n for n in notices(app))

    drive(copy_sample(tmp_path, "berger-example-8.toml"), script)


@pytest.mark.slow  # over 5 s: run by `pytest -m slow` (.ci/run runs it too)
def test_at_a_later_bracket_the_learner_pairs_that_bracket_alone(tmp_path):
    """``t`` at bracket 4 of the sample: its eight cards to pair, the brackets above
    laid out as the engine made them; submitted with nothing placed it warns first and
    is judged when submitted again (the cards left off are downfloaters, the brackets
    below are not asked for); the engine's own pairs of the bracket are right."""
    async def script(app, pilot):
        await press(app, pilot, "w", *["right_square_bracket"] * 3, "t")
        screen = app.screen
        assert isinstance(screen, TryItScreen)
        task = screen.assignment
        assert task.bracket == 4 and screen.order == [8, 5, 7, 9, 11, 15, 16, 19]
        assert screen.answer.boards == task.given and screen.answer.fixed == 3
        hint = str(screen.query_one("#try-verdict-text").render())
        assert "Bracket 4: pair its 8 cards" in hint and "not judged" in hint
        await press(app, pilot, "c")  # never turns a board laid out
        assert screen.answer.boards == task.given
        await press(app, pilot, "s")  # nothing placed: not an attempt yet
        assert screen.marking is None
        assert any("Nothing placed yet" in n for n in notices(app))
        await press(app, pilot, "s")  # said again: every card floats down
        assert screen.marking is not None and not screen.marking.right
        assert screen.marking.first.where == "bracket 4"
        assert {d.where for d in screen.marking.others} == {"bracket 4"}
        assert not any("Not yet placed" in n for n in notices(app))
        await press(app, pilot, "r")
        for white, black in (b for b in screen.pairing.boards if set(b) <= set(screen.order)):
            await pick(app, pilot, white)
            await pick(app, pilot, black)
        await press(app, pilot, "s")
        assert screen.marking.right
        verdict = str(screen.query_one("#try-verdict-text").render())
        assert "bracket 4's pairs, its downfloaters and its boards' colours" in verdict

    drive(copy_sample(tmp_path), script)


@pytest.mark.slow  # about 3 s (Pilot): the slow group, which .ci/run runs, keeps plain pytest under 5 min
def test_a_board_marked_for_its_colours_says_so_with_its_rule(tmp_path):
    """The 2009 seminar paired in the order of the cards: board 2-4 has the rules'
    players the other way round (E.1), bracket 4 is paired otherwise; the first
    difference is the learner's 6-7, a rematch (B.1a, absolute: named before the
    procedure, issue 34), and every difference is listed in the order of the
    procedure with its rule: bracket 4, then the colours."""
    async def script(app, pilot):
        await press(app, pilot, "w", "t", *["enter"] * 10, "s")
        screen = app.screen
        assert isinstance(screen, TryItScreen) and screen.marking is not None
        assert screen._marks() == {(3, 1): "✓", (2, 4): "✗ colours E.1", (8, 5): "✗",
                                   (6, 7): "✗", (9, 11): "✓", "PAB": "✓"}
        verdict = str(screen.query_one("#try-verdict-text").render())
        assert verdict.index("First difference (your 6-7), by B.1a") \
            < verdict.index("bracket 4: the rules pair 8-7, 5-6") \
            < verdict.index("colours: 4-2: you give 2 White; the rules give 4 White")
        assert "[E.1]" in verdict

    drive(copy_sample(tmp_path, "dutch-2009-seminar.toml"), script)


@pytest.mark.slow  # a long Pilot flow (3-7 s): the slow group, which .ci/run runs
def test_after_r_enter_picks_at_once(exercise):
    """Start again (r) with the verdict focused: the cards' list has the focus and the
    first free card is highlighted, so enter picks it without a Tab or arrows first."""
    async def script(app, pilot):
        await press(app, pilot, "w", "t")
        screen = app.screen
        for player in (1, 2, 7, 3):
            await pick(app, pilot, player)
        await press(app, pilot, "home", *["down"] * screen.order.index(6), "b", "s", "v")
        assert screen.marking is not None
        await press(app, pilot, "r")
        assert app.focused is screen.query_one("#try-cards")
        await press(app, pilot, "enter")
        assert screen.answer.waiting == screen.order[0]

    run(exercise, script)


@pytest.mark.slow  # 2-4 s: the slow group keeps a plain pytest under 5 minutes
def test_picking_a_paired_card_warns_before_taking_its_board_apart(exercise):
    async def script(app, pilot):
        await press(app, pilot, "w", "t")
        screen = app.screen
        await pick(app, pilot, 1)
        await pick(app, pilot, 2)
        assert screen.answer.boards == ((1, 2),)
        await pick(app, pilot, 1)
        assert screen.answer.boards == ((1, 2),)
        assert any("1 is on board 1 (1-2)" in n for n in notices(app))
        await press(app, pilot, "enter")  # said again: the board is taken apart
        assert screen.answer.boards == ()

    run(exercise, script)

