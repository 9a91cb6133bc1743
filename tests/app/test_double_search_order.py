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
from cardtable.systems.double.steps import (DoubleBracketStep, IdentifierChoiceStep,
                                           IdentifierStep, UpfloaterSetStep)


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


def test_the_steps_follow_the_order_of_art_3_3_2() -> None:
    """C.04.5 art. 3.3.2 (the procedure C.04.6 shares word for word): "the
    top-scoregroup is combined, when needed, with a set of upfloaters (selected
    according to Article 3.5), to form a bracket that is paired according to Article
    3.6". Step 9 of the sample said "Bracket 1: residents 1" (art. 1.3.2) before the
    search for its upfloaters; now a searched bracket opens with its top scoregroup
    (art. 3.3.2, no bracket yet), the sets follow, the set taken forms the bracket,
    and the pairing of art. 3.6 comes last."""
    searched = 0
    for trace in _sample_traces("double"):
        steps = trace.steps
        for at, step in enumerate(steps):
            if not (isinstance(step, DoubleBracketStep) and step.searched):
                continue
            searched += 1
            assert step.article == "C.04.5 art. 3.3.2", step
            assert step.text.startswith(f"Top scoregroup {step.score} (residents ")
            assert not step.text.startswith("Bracket"), step.text
            sets = []
            for later in steps[at + 1:]:
                if not isinstance(later, UpfloaterSetStep):
                    break
                sets.append(later)
            taken = [s for s in sets if s.criterion is None]
            assert len(sets) > 1 and len(taken) == 1, [s.text for s in sets]
            assert set(taken[0].upfloaters) == set(step.upfloaters)
            assert taken[0].text.endswith(f"it forms bracket {step.number} "
                                          f"(art. 1.3.2, 3.3.2)"), taken[0].text
            assert all("forms bracket" not in s.text for s in sets if s.criterion)
            after = steps[at + 1 + len(sets)]  # the pairing of the bracket (art. 3.6)
            assert isinstance(after, (IdentifierStep, IdentifierChoiceStep)), after
    assert searched
