"""Issue 34 (docs/learner-walk.md, Double-Swiss step 9): the bracket step named its
upfloaters "the set the search below ends with", and its panel and piles showed that
set pulled up before the steps after it tried the sets one by one. Now the bracket
step of a searched bracket names no set, its panel shows no upfloater ("searched
below"), and the piles pull the set up only at the step that takes it. Over every
bracket of every round of the sample."""

from __future__ import annotations

from test_walkthrough_panels import _sample_traces

from cardtable.app.widgets.walkthrough.scene import Script
from cardtable.app.widgets.walkthrough.stage import formed_stage
from cardtable.app.widgets.walkthrough.summary import summarised
from cardtable.app.widgets.walkthrough.table import CardState
from cardtable.systems.registry import descriptor
from cardtable.systems.double.steps import DoubleBracketStep, UpfloaterSetStep


def _pulled_up(script: Script, at: int) -> set[int]:
    scene = script.scene(at)
    return {c.card.start_no for pile in script.piles(scene.structure)
            for c in pile.cards if c.state is CardState.UPFLOATER}


def test_the_upfloaters_are_shown_only_once_the_search_takes_them() -> None:
    words = descriptor("double").walkthrough
    searched = 0
    for trace in _sample_traces("double"):
        script = Script(summarised(trace.steps, words.criterion_words),
                        words=words.criterion_words, moves=words.table_move)
        steps = script.steps
        for at, step in enumerate(steps):
            if not isinstance(step, DoubleBracketStep):
                continue
            tried = []
            for later in range(at + 1, len(steps)):
                if not isinstance(steps[later], UpfloaterSetStep):
                    break
                tried.append(later)
            if len(tried) < 2 or not step.upfloaters:
                continue
            searched += 1
            assert f"upfloaters {' '.join(map(str, step.upfloaters))}" not in step.text
            stage = formed_stage(script.scene(at))
            assert stage.right.cards == () and "searched below" in stage.right.title
            assert _pulled_up(script, at) == set()
            for later in tried[:-1]:  # the sets set aside
                assert _pulled_up(script, later) == set(), steps[later].text
            taken = steps[tried[-1]]
            assert isinstance(taken, UpfloaterSetStep) and not taken.criterion
            assert set(taken.upfloaters) == set(step.upfloaters)
            assert _pulled_up(script, tried[-1]) == set(step.upfloaters)
    assert searched
