"""The walkthrough of a Swiss Team Pairing System round (C.04.6) at 80×24: a bracket
with an upfloater pulled up from a lower pile, and a pairing rejected by a criterion.
Each screen is chosen by what its step is (the typed step and the table move the
team plug-in reads from it), never by its number, and says in text what it shows."""

from __future__ import annotations

import asyncio
import re
import shutil
from collections.abc import Callable

from app_helpers import settle
from screen_text import assert_shows, screen_text

from textual.widgets import Static

from cardtable.app.app import CardtableApp
from cardtable.systems.registry import descriptor
from cardtable.systems.team.steps import TeamBracketStep, TeamCandidateStep
from cardtable.trace.steps import Step

from conftest import SAMPLES

Pick = Callable[[Step], bool]


def with_an_upfloater(step: Step) -> bool:
    """A bracket whose upfloaters come from a lower scoregroup (art. 3.5), other
    sets of upfloaters set aside before them."""
    return (isinstance(step, TeamBracketStep) and bool(step.upfloaters)
            and any(why for _, why in step.sets))


def rejected_by_c1(step: Step) -> bool:
    """A pairing passed over because two of its teams met already (C1)."""
    return isinstance(step, TeamCandidateStep) and step.rejected_by == "C1"


def walk(tmp_path, round_no: int, pick: Pick) -> tuple[str, str, Step, str]:
    """Round ``round_no`` of the team sample walked through to the first step ``pick``
    chooses: the screen as SVG, as text, the step, and the verdict under the bracket
    (as text: on the screen its lines lie beside the piles')."""
    shutil.copy(SAMPLES / "team-league.toml", tmp_path / "team-league.toml")
    app = CardtableApp(str(tmp_path / "team-league.toml"))

    async def main() -> tuple[str, str, Step, str]:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            app.action_walkthrough(round_no)
            await settle(app, pilot)
            screen = app.screen
            steps = screen.script.steps
            found = next((i for i, s in enumerate(steps) if pick(s)), None)
            assert found is not None, f"round {round_no} has no {pick.__doc__}"
            screen.index = found
            await settle(app, pilot)
            verdict = str(screen.query_one("#verdict", Static).content)
            return (app.export_screenshot(title="cardtable"), screen_text(app),
                    steps[found], verdict)

    return asyncio.run(main())


def test_a_bracket_with_an_upfloater_pulled_up(tmp_path, monkeypatch, svg_snapshot):
    monkeypatch.chdir(tmp_path)
    svg, text, step, verdict = walk(tmp_path, 6, with_an_upfloater)
    assert isinstance(step, TeamBracketStep)
    team = step.upfloaters[0]
    # the set taken, and each set weighed before it with the criterion that set it aside
    players, why = next((p, w) for p, w in step.sets if w)
    assert_shows(verdict, "upfloaters taken: " + " ".join(map(str, step.upfloaters)),
                 f"set aside: {' '.join(map(str, players)) or 'none'} {why}")
    assert_shows(text, f"Bracket {step.number} · top-scoregroup {step.score}",
                 f"Residents · {len(step.residents)}",
                 f"Upfloaters ↑ · {len(step.upfloaters)}")
    # in the piles the upfloater lies under the residents of the top-scoregroup, ↑
    assert re.search(rf"↑\s+{team} ", text), text
    assert f"score {step.score} · {len(step.residents) + len(step.upfloaters)} cards" \
        in text
    assert svg_snapshot == svg


def test_a_pairing_rejected_by_c1(tmp_path, monkeypatch, svg_snapshot):
    monkeypatch.chdir(tmp_path)
    svg, text, step, verdict = walk(tmp_path, 5, rejected_by_c1)
    assert isinstance(step, TeamCandidateStep) and step.offending is not None
    words = descriptor("team").walkthrough.criterion_words("C1")
    a, b = step.offending
    assert_shows(text, "Top members", "Bottom members")
    assert_shows(verdict, f"Pairing {step.index}: "
                 + " ".join(f"{x}-{y}" for x, y in step.pairs),
                 f"✗ rejected by C1: {words} ({a}-{b})", "C.04.6 art. 2.1.1")
    # the two teams that met already are marked ✗ on their cards
    assert re.search(rf"✗\s+{a} ", text) and re.search(rf"✗\s+{b} ", text), text
    assert svg_snapshot == svg


def test_l_opens_the_legend_of_the_team_round(tmp_path, monkeypatch):
    """The legend screen of the walkthrough (``l``) says the terms in C.04.6's words."""
    monkeypatch.chdir(tmp_path)
    shutil.copy(SAMPLES / "team-league.toml", tmp_path / "team-league.toml")
    app = CardtableApp("team-league.toml")

    async def main() -> str:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            await pilot.press("w")
            await settle(app, pilot)
            await pilot.press("l")
            await settle(app, pilot)
            return screen_text(app)

    text = asyncio.run(main())
    assert_shows(text, "top-scoregroup", "art. 3.2")
