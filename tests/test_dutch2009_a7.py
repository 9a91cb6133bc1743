"""Issue 24, item 7: the 2009 rules' A.7 d and e are named where they apply. A.7 e
counts a strong preference (from an unplayed round) as absolute in an odd round; A.7
d turns a mild one (from an unplayed round) to the colour that lowers x in an even
round. The colour step (``explain``, the walkthrough's narration, a colour correction)
says so, and its recorded preferences are the ones compared."""

from __future__ import annotations

from cardtable.systems.registry import descriptor
from cardtable.systems.replay import before_round
from cardtable.systems.simulation import simulate_swiss
from cardtable.trace.steps import ColourStep


def _colour_steps(round_no: int) -> list[ColourStep]:
    played = simulate_swiss("dutch-2009", 11, 5, 1)
    trace = descriptor("dutch-2009").pair(before_round(played, round_no), round_no,
                                          trace=True).trace
    assert trace is not None
    return trace.of_type(ColourStep)


def test_a7_e_is_named_in_an_odd_round() -> None:
    """Failing before: "4-7: both colour preferences are met", A.7 e unsaid."""
    step = next(s for s in _colour_steps(3) if (s.white, s.black) == (4, 7))
    assert "A.7 e: in an odd round 4's strong preference (from an unplayed round) " \
           "counts as absolute" in step.text
    assert step.preferences[0] == "W" and "A.7 e" in step.reason


def test_a7_d_is_named_in_an_even_round() -> None:
    step = next(s for s in _colour_steps(4) if (s.white, s.black) == (3, 1))
    assert "A.7 d: in an even round 3's mild preference (from an unplayed round) is " \
           "for Black, which lowers x" in step.text


def test_no_a7_d_e_where_they_change_nothing() -> None:
    steps = _colour_steps(2)
    assert steps and all("A.7" not in s.text for s in steps)
