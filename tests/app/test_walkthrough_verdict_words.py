"""Issue 34: the short verdict beside S1 and S2 said "worse than best by C12", a code
a learner reads only with the legend. Every candidate of every sample that is worse
than the best so far now says by which criterion in the system's words, once."""

from __future__ import annotations

import pytest

from test_articles import SAMPLE
from test_walkthrough_panels import _sample_traces

from cardtable.app.widgets.walkthrough.scene import Script
from cardtable.app.widgets.walkthrough.summary import summarised
from cardtable.systems.registry import descriptor
from cardtable.trace.steps import CandidateStep


@pytest.mark.parametrize("system", sorted(SAMPLE))
def test_worse_than_the_best_so_far_is_said_in_words(system: str) -> None:
    plugin = descriptor(system)
    words = plugin.walkthrough.criterion_words
    seen = 0
    for trace in _sample_traces(system):
        script = Script(summarised(trace.steps, words), words=words,
                        moves=plugin.walkthrough.table_move)
        for at, step in enumerate(script.steps):
            if not isinstance(step, CandidateStep) or step.criterion \
                    or step.best_so_far or step.worse_by in ("", "order"):
                continue
            verdict = script.scene(at).verdict
            assert verdict is not None
            said = words(step.worse_by)
            assert said, (system, step.worse_by)
            assert f"worse than the best so far by {step.worse_by}: {said}" \
                in verdict.text, verdict.text
            assert verdict.text.count(said) == 1, verdict.text
            seen += 1
    if system in ("dutch",):
        assert seen
