"""Issue 24, "every term a screen uses is said in words in the legend of that system":
the legend leftovers of the learner's walk (docs/learner-walk.md). The 2009 edition's
legend says x, p, w, b, q (A.6, A.8) and the float arrows of B.5/B.6; the 2026 Dutch
legend says every criterion of "meets C1-C5" (C2, C3 and C5 too); the round robin's
legend has no PAB (C.05 has none: its odd table has a free number); the Double-Swiss
legend has no "↓ moved down" (its cards never come down to a lower pile: upfloaters
are pulled up, C.04.5 art. 3.5)."""

from __future__ import annotations

from conftest import SAMPLES

from cardtable.app.widgets.walkthrough.legend import legend
from cardtable.app.widgets.walkthrough.scene import Script
from cardtable.app.widgets.walkthrough.summary import summarised
from cardtable.systems.registry import descriptor
from cardtable.systems.files import read_toml
from cardtable.systems.replay import replay_round
from cardtable.trace.steps import CandidateStep


def _legend(sample: str, round_no: int) -> dict[str, dict[str, str]]:
    tournament = read_toml(SAMPLES / sample)
    plugin = descriptor(tournament.settings.system)
    trace = replay_round(tournament, round_no).rules.trace
    assert trace is not None
    script = Script(summarised(trace.steps, plugin.walkthrough.criterion_words),
                    words=plugin.walkthrough.criterion_words, moves=plugin.walkthrough.table_move)
    return {heading: dict(marks) for heading, marks in
            legend(script, plugin.walkthrough.criterion_words, colours=plugin.entry.colours,
                   own=plugin.walkthrough.legend_words, criteria=plugin.walkthrough.legend_criteria)}


def test_the_2009_legend_says_x_p_q_and_the_float_arrows() -> None:
    """Before: x, p, q, w, b (steps 12-13 of the seminar round 4) and B.5↑ were in no
    legend entry."""
    steps = _legend("dutch-2009-seminar.toml", 4)["In the steps"]
    assert "(A.6)" in steps["p"] and "S1" in steps["p"]
    assert "b − q if b > w, else w − q (A.8)" in steps["x"]
    assert "(A.8)" in steps["w b q"]
    assert "↑" in steps["B.5↑ B.6↓"] and "↓" in steps["B.5↑ B.6↓"]


def test_the_2026_legend_says_every_criterion_of_meets_c1_c5() -> None:
    """Before: C2, C3 and C5 had no entry when no candidate of the round broke them."""
    candidates = _legend("club-swiss.toml", 5)["Candidates"]
    for code in ("C1", "C2", "C3", "C4", "C5"):
        assert candidates.get(code), code
    assert "PAB" in candidates["C2"]


def test_the_round_robin_legend_has_no_pab() -> None:
    """Before: "PAB 24 the pairing-allocated bye" in the Boards section."""
    shown = _legend("berger-example-8.toml", 7)
    assert not any("PAB" in mark or "pairing-allocated" in meaning
                   for marks in shown.values() for mark, meaning in marks.items())


def test_the_double_swiss_piles_have_no_moved_down_mark() -> None:
    """Before: "↓ moved down from a higher pile" in the piles' section."""
    piles = _legend("double-swiss.toml", 7)["In the piles"]
    assert "↓" not in piles
    dutch = _legend("club-swiss.toml", 5)["In the piles"]
    assert "↓" in dutch  # the Dutch system's MDPs do come down


def test_the_first_candidate_that_meets_c1_c5_says_them_in_words() -> None:
    """"Every term … on the step where it first appears": the round's first candidate
    whose verdict says "meets C1-C5" carries each of C1-C5 in the system's words; no
    other step repeats them; the 2009 rules' candidates (no quality) carry none."""
    tournament = read_toml(SAMPLES / "club-swiss.toml")
    plugin = descriptor("dutch")
    trace = replay_round(tournament, 5).rules.trace
    assert trace is not None
    script = Script(summarised(trace.steps, plugin.walkthrough.criterion_words),
                    words=plugin.walkthrough.criterion_words, moves=plugin.walkthrough.table_move)
    said = [(i, script.scene(i).glossary) for i in range(len(script.steps))]
    first = [(i, g) for i, g in said if g]
    assert len(first) == 1
    index, glossary = first[0]
    step = script.steps[index]
    assert isinstance(step, CandidateStep) and step.criterion is None
    assert "meets C1-C5" in step.text
    assert [code for code, _ in glossary] == ["C1", "C2", "C3", "C4", "C5"]
    assert all(words == plugin.walkthrough.criterion_words(code) for code, words in glossary)
    assert not any(isinstance(s, CandidateStep) and s.criterion is None
                   for s in script.steps[:index])
    seminar = replay_round(read_toml(SAMPLES / "dutch-2009-seminar.toml"), 4).rules.trace
    assert seminar is not None
    old = Script(seminar.steps, words=descriptor("dutch-2009").walkthrough.criterion_words)
    assert not any(old.scene(i).glossary for i in range(len(old.steps)))
