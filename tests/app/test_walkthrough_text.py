"""Nothing cut off at 80×24: every step of every sample's walkthrough (each round the
sample can show) has its whole narration and its whole verdict in view. Checked on the
scene model, headless: each sentence wrapped as its box wraps it fits the box's lines at
80×24; one Pilot run checks that the boxes have that size on the screen."""

from __future__ import annotations

import pytest
from app_helpers import copy_sample, drive, settle
from scene_helpers import walkthrough

from cardtable.app.widgets.walkthrough.narration import Narration, verdict_line
from cardtable.app.widgets.walkthrough.scene import Script
from cardtable.systems.files import read_toml
from cardtable.trace.steps import PileStep

from conftest import SAMPLES

SAMPLE_NAMES = sorted(p.name for p in SAMPLES.glob("*.toml"))

#: the narration at 80×24: 80 columns less its border and padding; 40 % of the
#: screen's lines below the header, less its border
NARRATION_WIDTH, NARRATION_LINES = 76, 6
#: the verdict under the narrowest stage at 80 columns (the piles at their minimum
#: width, 26, and the verdict's padding); it grows with its text: six lines are still
#: shown whole under S1 and S2 with the narration at its tallest
VERDICT_WIDTH, VERDICT_LINES = 52, 6


def _rounds(sample: str) -> list[int]:
    t = read_toml(SAMPLES / sample)
    last = min(t.next_round, t.settings.rounds) if t.settings.rounds else t.next_round
    return list(range(1, last + 1))


def _scripts(sample: str) -> list[tuple[int, Script]]:
    """Each round's walkthrough as the screen builds it (its summaries included)."""
    t = read_toml(SAMPLES / sample)
    return [(round_no, walkthrough(t, round_no)) for round_no in _rounds(sample)]


def _lines(text: str, width: int) -> int:
    from textual.content import Content

    return len(Content(text).wrap(width))


@pytest.mark.parametrize("sample", SAMPLE_NAMES)
def test_every_step_is_told_whole_at_80x24(sample):
    walked = 0
    for round_no, script in _scripts(sample):
        for index, step in enumerate(script.steps):
            assert step.text
            assert _lines(step.text, NARRATION_WIDTH) <= NARRATION_LINES, (
                round_no, index, step.text)
            walked += 1
    assert walked


@pytest.mark.parametrize("sample", SAMPLE_NAMES)
def test_every_verdict_is_shown_whole_at_80x24(sample):
    for round_no, script in _scripts(sample):
        for index in range(len(script)):
            verdict = str(verdict_line(script.scene(index).verdict))
            assert _lines(verdict, VERDICT_WIDTH) <= VERDICT_LINES, (round_no, index, verdict)


def test_at_80x24_the_narration_and_the_verdict_have_the_room_counted_above(tmp_path):
    """The figures the headless test counts with are the screen's: a sentence longer
    than the narration's lines scrolls in it; the verdict is as wide as counted, and
    its lines are shown whole with room left for S1 and S2."""
    path = copy_sample(tmp_path, "club-swiss.toml")

    async def script(app, pilot):
        app.action_walkthrough()
        await settle(app, pilot)
        narration = app.screen.query_one(Narration)
        assert narration.content_region.width == NARRATION_WIDTH
        narration.update(" ".join(["word"] * 400))
        await pilot.pause()
        assert narration.content_region.height == NARRATION_LINES
        verdict = app.screen.query_one("#verdict")
        assert verdict.content_region.width == VERDICT_WIDTH
        verdict.update("\n".join(["verdict"] * VERDICT_LINES))
        await pilot.pause()
        stage = app.screen.query_one("#stage")
        assert verdict.content_region.height == VERDICT_LINES
        assert verdict.region.bottom <= stage.region.bottom
        assert app.screen.query_one("#views").region.height > VERDICT_LINES  # S1, S2

    drive(path, script, size=(80, 24))


def test_a_pile_of_one_card_says_one_card(tmp_path):
    path = copy_sample(tmp_path, "swissbg-club.toml")
    titles = []

    async def script(app, pilot):
        app.action_walkthrough()
        await settle(app, pilot)
        screen = app.screen
        for index, step in enumerate(screen.script.steps):
            if isinstance(step, PileStep) and len(step.cards) == 1:
                screen.index = index
                await pilot.pause()
                titles.append(str(screen.query_one("#views").border_title))

    drive(path, script, size=(80, 24))
    assert titles and all(t.endswith(" · 1 card") for t in titles)


def test_a_verdict_says_its_first_shortfall_in_words_and_the_legend_the_others():
    """Issues 24 and 34: no bare C6-C21 on screen. A candidate's verdict says in words
    the criterion it is worse by than the best so far, and the first other unmet
    quality criterion, and sends the others to the legend, which says each of them in
    words."""
    from cardtable.app.widgets.walkthrough.legend import legend
    from cardtable.systems.registry import descriptor
    from cardtable.trace.steps import CandidateStep

    words = descriptor("dutch").walkthrough.criterion_words
    checked = 0
    for _, script in _scripts("club-swiss.toml"):
        meanings = {mark: meaning for _, marks in legend(script, words) for mark, meaning in marks}
        for index, step in enumerate(script.steps):
            if not isinstance(step, CandidateStep) or step.criterion or not step.quality:
                continue
            unmet = [s.criterion for s in step.quality if not s.met]
            if len(unmet) < 2:
                continue
            text = script.scene(index).verdict.text
            # the criterion it is worse by than the best so far is said in words there
            # (issue 34), the first other one in brackets, the rest in the legend
            worse = "" if step.best_so_far or step.worse_by == "order" else step.worse_by
            if worse:
                assert f"worse than the best so far by {worse}: {words(worse)}" in text, text
            rest = [code for code in unmet if code != worse]
            if rest:
                others = "; the others: legend" if len(rest) > 1 else ""
                assert f"({rest[0]}: {words(rest[0])}{others})" in text, text
            assert all(meanings.get(code) == words(code) for code in unmet), unmet
            checked += 1
    assert checked
