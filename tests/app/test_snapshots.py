"""What every screen looks like, at 80×24 (enough for every screen) and at 120×40: SVG
snapshots in the top-level ``snapshots/`` folder. Update them with
``pytest tests/app/test_snapshots.py --snapshot-update -m "" -n 0`` after looking at them.

A walkthrough screen is chosen by what its step is (``walkthrough_steps``), never by a
step number, and every screen also says in text what its name promises (an exchange
shows ⇄ beside both players it swapped), so a snapshot accepted again cannot quietly
show something else."""

from __future__ import annotations

import asyncio
import re
import shutil
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from app_helpers import settle
from screen_text import assert_shows, screen_text
import walkthrough_steps as pick

from cardtable.app.app import CardtableApp
from cardtable.trace.steps import (
    BracketStep,
    ByeStep,
    CandidateStep,
    ColourStep,
    FloatStep,
    PileStep,
)
from cardtable.app.widgets.walkthrough.summary import SummaryStep
from cardtable.systems.dutch2009.steps import SubgroupsStep, XStep
from cardtable.trace.search_steps import LotStep, PassedOverStep
from cardtable.trace.table_steps import TableBoardStep, TableRowStep

from conftest import SAMPLES

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
#: every screen at 80×24 in the quick run; at 120×40 too with `pytest -m slow`
SIZE_IDS = ["80x24", pytest.param("120x40", marks=pytest.mark.slow)]


@dataclass(frozen=True)
class Shown:
    """What a screenshot showed: the screen as text, the screen's class, and in the
    walkthrough the step on screen."""

    text: str
    screen: str
    step: object | None

    def has(self, *parts: str) -> None:
        """Each of ``parts`` is on screen."""
        assert_shows(self.text, *parts)


Check = Callable[[Shown], None]


@dataclass(frozen=True)
class View:
    """A screen: the sample opened, the keys pressed; in the walkthrough the step
    chosen by ``step`` from the steps on offer, then the keys ``then``; ``shows``
    checks that the screen shows what its name says."""

    sample: str
    keys: tuple[str, ...]
    shows: Check
    step: pick.Chooser | None = None
    then: tuple[str, ...] = ()


def on(screen: str, *parts: str) -> Check:
    """The screen of class ``screen``, showing each of ``parts``."""
    def check(shown: Shown) -> None:
        assert shown.screen == screen, f"{shown.screen} instead of {screen}"
        shown.has(*parts)
    return check


def step_of(kind: type, *parts: str) -> Check:
    """The walkthrough at a step of class ``kind``, showing each of ``parts``."""
    def check(shown: Shown) -> None:
        assert isinstance(shown.step, kind), f"{type(shown.step).__name__} instead of {kind}"
        shown.has(*parts)
    return check


def _marked(text: str, player: int) -> bool:
    return re.search(rf"⇄\s*{player}\s", text) is not None


def an_exchange(shown: Shown) -> None:
    """⇄ beside every player the exchange moved between S1 and S2."""
    step = shown.step
    assert isinstance(step, CandidateStep) and pick.exchange(step)
    for player in step.moved[0] + step.moved[1]:
        assert _marked(shown.text, player), f"{player} is not marked ⇄:\n{shown.text}"
    shown.has("exchange", "meets C1-C5")


def zoomed(shown: Shown) -> None:
    """The exchange zoomed for a projector: the bracket's cards in big digits (drawn
    in box characters, a pair's ``-`` as ``╶─╴``, ``⇄`` after a player the exchange
    moved) under the bracket's title, no pile on screen."""
    step = shown.step
    assert isinstance(step, CandidateStep) and pick.exchange(step)
    shown.has("Bracket", "S1", "S2", "╶─╴", "⇄", "exchange")
    assert re.search(r"score \S+ · \d+ cards?", shown.text) is None, "a pile is on screen"


def a_rejected_candidate(shown: Shown) -> None:
    step = shown.step
    assert isinstance(step, CandidateStep) and step.criterion is not None
    shown.has(f"rejected by {step.criterion}", *(f"{a}-{b}" for a, b in step.pairs))


def a_failing_pair(shown: Shown) -> None:
    step = shown.step
    assert isinstance(step, CandidateStep) and step.offending is not None
    a, b = step.offending
    shown.has(f"{a}-{b}", f"breaks {step.criterion}")


def a_transposition(shown: Shown) -> None:
    step = shown.step
    assert isinstance(step, CandidateStep) and pick.transposition(step)
    assert not any(_marked(shown.text, p) for p in range(1, 100)), "an exchange is shown"
    shown.has("transposition", "meets C1-C5")


def a_summary(shown: Shown) -> None:
    step = shown.step
    assert isinstance(step, SummaryStep)
    shown.has(f"{step.total} candidates", *(f"{n} by {code}" for code, n in step.failed.items()))


def a_heterogeneous_bracket(shown: Shown) -> None:
    step = shown.step
    assert isinstance(step, BracketStep) and step.mdps
    shown.has(f"Bracket {step.number}", "heterogeneous", "MDPs")


def a_float(shown: Shown) -> None:
    step = shown.step
    assert isinstance(step, FloatStep) and step.players
    shown.has(*(str(p) for p in step.players))


def the_pab(shown: Shown) -> None:
    step = shown.step
    assert isinstance(step, ByeStep) and step.player is not None
    shown.has("PAB", str(step.player))


def a_colour(shown: Shown) -> None:
    step = shown.step
    assert isinstance(step, ColourStep)
    shown.has(f"{step.white}-{step.black}", step.rule)


def a_pile(shown: Shown) -> None:
    step = shown.step
    assert isinstance(step, PileStep) and step.cards
    shown.has(f"score {step.score}", *(card.name for card in step.cards[:3]))


def passed_over(shown: Shown) -> None:
    """The search passes over an opponent (rejected, or backtracking): both named, at
    the step box's own margin (explain's indent of a search line left off)."""
    step = shown.step
    assert isinstance(step, PassedOverStep)
    shown.has(f"│ {step.player}-{step.opponent} is ")


def a_table_row(shown: Shown) -> None:
    step = shown.step
    assert isinstance(step, TableRowStep)
    shown.has(f"row {step.table_round}", "Berger table")


def a_table_board(shown: Shown) -> None:
    step = shown.step
    assert isinstance(step, TableBoardStep)
    shown.has(f"{step.white} – {step.black}")


def a_draw(shown: Shown) -> None:
    step = shown.step
    assert isinstance(step, LotStep) and step.seed is not None and len(step.order) > 1
    shown.has("drawn by lot", f"seed {step.seed}: {step.order[0]} {step.order[1]}")


def a_question(shown: Shown) -> None:
    """Questions on, the step before a remainder's x and p shown: its question asked,
    the line to type in below it."""
    shown.has("Your turn: the remainder", "what are x and p (C.2)?", "Type x then p.",
              "your answer, then Enter")


def a_marked_answer(shown: Shown) -> None:
    """The remainder's x and p shown after a wrong answer: marked, with the rules'
    answer and the score."""
    step = shown.step
    assert isinstance(step, XStep) and step.remainder
    shown.has(f"✗ You said {step.x + 1} {step.p}; the rules say x = {step.x}, p = {step.p}",
              "Score: 0 of 1 right")


#: screen -> how to reach it, and what it must show
SCREENS = {
    "tournament": View("club-swiss.toml", (), on("TournamentScreen", "Players · 24")),
    "pairings": View("club-swiss.toml", ("r",), on("PairingsScreen", "Round 4", "Bd")),
    "walkthrough-pile": View("club-swiss.toml", ("w",), a_pile, pick.FIRST_PILE),
    "walkthrough-bracket": View("club-swiss.toml", ("w",), step_of(BracketStep, "Bracket 1"),
                                pick.FIRST_BRACKET),
    "walkthrough-float": View("club-swiss.toml", ("w",), a_float, pick.FIRST_FLOAT),
    "walkthrough-heterogeneous": View("club-swiss.toml", ("w",), a_heterogeneous_bracket,
                                      pick.FIRST_HETEROGENEOUS),
    "walkthrough-colours": View("club-swiss.toml", ("w",), a_colour, pick.FIRST_COLOUR),
    "walkthrough-boards": View("club-swiss.toml", ("w",), on("WalkthroughScreen", "Boards"),
                               pick.BOARDS),
    "walkthrough-pab": View("club-swiss.toml", ("r", "w"), the_pab, pick.PAB),
    "walkthrough-round-robin": View("berger-example-8.toml", ("r", "w"),
                                    a_table_board, pick.FIRST_BOARD_ROW),
    "walkthrough-legend": View("club-swiss.toml", ("w",),
                               on("LegendScreen", "Legend", "On a card"), pick.FIRST_BRACKET,
                               ("l",)),
    "walkthrough-summary": View("club-swiss.toml", ("w",), a_summary, pick.FIRST_SUMMARY),
    "walkthrough-failing-pair": View("club-swiss.toml", ("w",), a_failing_pair,
                                     pick.FIRST_FAILING_PAIR),
    "walkthrough-transposition": View("club-swiss.toml", ("w",), a_transposition,
                                      pick.FIRST_TRANSPOSITION),
    "walkthrough-exchange": View("club-swiss.toml", ("w",), an_exchange, pick.FIRST_EXCHANGE),
    "walkthrough-zoomed": View("club-swiss.toml", ("w",), zoomed, pick.FIRST_EXCHANGE,
                               ("z",)),
    "walkthrough-dutch-2009-c4": View("dutch-2009-seminar.toml", ("w",),
                                      step_of(SubgroupsStep, "C.4", "S1 =", "S2 ="),
                                      pick.FIRST_2009_C4),
    "walkthrough-dutch-2009-candidate": View("dutch-2009-seminar.toml", ("w",),
                                             a_rejected_candidate,
                                             pick.FIRST_2009_CANDIDATE),
    "walkthrough-question": View("dutch-2009-seminar.toml", ("w",), a_question,
                                 pick.before(pick.FIRST_REMAINDER_X), ("q", "right")),
    "walkthrough-question-marked": View("dutch-2009-seminar.toml", ("w",), a_marked_answer,
                                        pick.before(pick.FIRST_REMAINDER_X),
                                        ("q", "right", "1", "space", "1", "enter")),
    "walkthrough-search-rejected": View("simplified-club.toml", ("w",),
                                        passed_over,
                                        pick.FIRST_REJECTED),
    "walkthrough-backtracking": View("swissbg-club.toml", ("w",),
                                     passed_over,
                                     pick.FIRST_BACKTRACK),
    # the walkthrough opens at the drawing of lots of a round 1 (keys only: a flow)
    "walkthrough-draw": View("swissbg-club.toml", ("r", *["left_square_bracket"] * 3, "w"),
                             a_draw),
    "walkthrough-berger-row": View("berger-example-8.toml", ("r", "w"),
                                   a_table_row, pick.TABLE_ROW),
    "standings": View("club-swiss.toml", ("s",), on("StandingsScreen", "Standings", "BH")),
    "crosstable": View("club-swiss.toml", ("x",), on("CrosstableScreen", "Crosstable", "R4")),
    "tableau": View("berger-example-8.toml", ("x",), on("CrosstableScreen", "■", "SB")),
    "player-card": View("club-swiss.toml", ("down", "enter"),
                        on("PlayerCardScreen", "Player card · 2")),
    "keys": View("club-swiss.toml", ("r", "question_mark"), on("KeysScreen", "Keys · Pairings")),
    "add-player": View("club-swiss.toml", ("a",), on("LookupForm", "Name", "Joins in round")),
    "settings": View("club-swiss.toml", ("o",), on("FormScreen", "Tie-breaks", "Acceleration")),
    # a team competition (C.04.6): its teams, a new team, a match, the team standings
    "team-tournament": View("team-league.toml", (),
                            on("TournamentScreen", "Teams · 10 · 4 boards", "Knights of Leiden",
                               "res  5  Meijer, Finn")),
    "add-team": View("team-league.toml", ("a",),
                     on("FormScreen", "Add a team", "Board 4", "Reserve")),
    "team-match": View("team-league.toml", ("r", "b"),
                       on("MatchForm", "Round 5, boards 1–4: Fianchetto Club – Zugzwang",
                          "Board 4", "match points 0 – 2")),
    "team-standings": View("team-league.toml", ("s",),
                           on("StandingsScreen", "Team standings", "TPN", "1    4  Zugzwang")),
    "override": View("club-swiss.toml", ("p", "y", "o", "backspace", "backspace", "2", "tab",
                                         "backspace", "backspace", "1", "enter"),
                     on("ConfirmScreen", "This pairing breaks", "C1")),
}


def screenshot(sample: str, keys: tuple[str, ...], size: tuple[int, int],
               step: pick.Chooser | None = None,
               then: tuple[str, ...] = ()) -> tuple[str, Shown]:
    """Open ``sample``, press ``keys``; in the walkthrough go to the step ``step``
    chooses, press ``then``: the screen as SVG, and what it shows."""
    app = CardtableApp(sample)

    async def main() -> tuple[str, Shown]:
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            for key in keys:
                await pilot.press(key)
                await settle(app, pilot)
            walkthrough = app.screen
            if step is not None:
                walkthrough.index = step(walkthrough.script.steps)
                await settle(app, pilot)
            for key in then:
                await pilot.press(key)
                await settle(app, pilot)
            script = getattr(walkthrough, "script", None)
            shown = Shown(screen_text(app), type(app.screen).__name__,
                          None if script is None else script.steps[walkthrough.index])
            return app.export_screenshot(title="cardtable"), shown

    return asyncio.run(main())


@pytest.fixture
def workdir(tmp_path, monkeypatch):
    """The samples copied to a folder of their own, opened by relative names so that
    no temporary path shows on a screen."""
    for sample in SAMPLES.glob("*.toml"):
        shutil.copy(sample, tmp_path / sample.name)
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize("size", SIZE_IDS)
@pytest.mark.parametrize("screen", SCREENS)
def test_screen(screen, size, workdir, svg_snapshot):
    view = SCREENS[screen]
    svg, shown = screenshot(view.sample, view.keys, SIZES[size], view.step, view.then)
    view.shows(shown)
    assert svg_snapshot == svg


@pytest.mark.parametrize("size", SIZE_IDS)
def test_a_file_that_cannot_be_opened(size, workdir, svg_snapshot):
    (workdir / "broken.toml").write_text('[tournament]\nname = 3\nrounds = "seven"\n')
    svg, shown = screenshot("broken.toml", (), SIZES[size])
    shown.has("broken.toml", "name")
    assert svg_snapshot == svg


@pytest.mark.parametrize("size", ["80x24", *(pytest.param(size, marks=pytest.mark.slow)
                                             for size in ("120x40", "160x45"))])
def test_the_high_contrast_theme(size, workdir, svg_snapshot):
    app = CardtableApp("club-swiss.toml", theme="high-contrast")
    columns, rows = map(int, size.split("x"))

    async def main() -> str:
        async with app.run_test(size=(columns, rows)) as pilot:
            await settle(app, pilot)
            await pilot.press("w", "d")
            await settle(app, pilot)
            assert app.current_theme.name == "high-contrast"
            return app.export_screenshot(title="cardtable")

    assert svg_snapshot == asyncio.run(main())
