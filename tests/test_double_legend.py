"""The walkthrough's legend of a Double-Swiss round in C.04.5's words and articles
(the plug-in's ``legend_words``), built headless from the round's script."""

from __future__ import annotations

from cardtable.app.widgets.walkthrough.legend import legend
from cardtable.app.widgets.walkthrough.scene import Script
from cardtable.app.widgets.walkthrough.summary import summarised
from cardtable.systems.registry import descriptor
from cardtable.systems.files import load_tournament
from cardtable.systems.replay import before_round
from conftest import SAMPLES


def test_the_legend_says_the_marks_in_c_04_5_words():
    system = descriptor("double")
    tournament = before_round(load_tournament(SAMPLES / "double-swiss.toml"), 5)
    trace = system.pair(tournament, 5, trace=True).trace
    assert trace is not None
    script = Script(summarised(trace.steps, system.walkthrough.criterion_words))
    said = {mark: meaning for _, marks in legend(script, system.walkthrough.criterion_words,
                                                 own=system.walkthrough.legend_words)
            for mark, meaning in marks}
    assert "C.04.5 art. 1.6" in said["-WBW"]
    assert any("C.04.5 art. 4.3" in meaning for meaning in said.values())
