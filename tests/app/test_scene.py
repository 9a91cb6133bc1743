"""The walkthrough's table, computed from a trace alone: piles, the open bracket's S1
and S2 with the candidate's pairs facing each other, floaters moving down, the boards
so far; candidate steps (as the engine will record them) and steps of other systems."""

from __future__ import annotations

from dataclasses import replace
import pytest

from cardtable.app.widgets.walkthrough.layout import SlotKind, bracket_columns
from cardtable.app.widgets.walkthrough.scene import CardState, Script
from cardtable.systems.files import read_toml
from cardtable.systems.registry import descriptor, pair_next_round
from cardtable.trace.steps import (
    BoardsStep,
    BracketStep,
    CandidateCountStep,
    CandidateStep,
    CardView,
    ChoiceStep,
    ColourStep,
    FloatStep,
    PileStep,
    Shortfall,
)

from conftest import SAMPLES

#: The words of the 2026 Dutch system's criteria, as the walkthrough screen gives them.
criterion_words = descriptor("dutch").walkthrough.criterion_words


def card(n: int, score: str) -> CardView:
    return CardView(n, f"P{n}", score, "WB", "w", "··", True)


def synthetic_steps():
    """Two piles (1: 1 2 3; 0: 4 5 6); bracket 1 tries two candidates and floats 3;
    bracket 2 pairs the MDP 3 with 4 and 5 with 6."""
    top = PileStep("C.04.3 1.3.1", "pile 1", "1", tuple(card(n, "1") for n in (1, 2, 3)))
    low = PileStep("C.04.3 1.3.1", "pile 0", "0", tuple(card(n, "0") for n in (4, 5, 6)))
    b1 = BracketStep("C.04.3 3.2", "bracket 1", 1, "1", (1, 2, 3), (), (1,), (2, 3),
                     max_pairs=1)
    rejected = CandidateStep("C.04.3 2.1.1", "1-2 met", 1, 1, "S2 as it is", ((1, 2),),
                             (3,), "C1")
    counted = CandidateCountStep("C.04.3 3.3", "more", 1, 2, 5, {"C1": 3, "C3": 1})
    accepted = CandidateStep("C.04.3 3.3", "1-3", 1, 6, "transposition 3-2", ((1, 3),),
                             (2,), None, (Shortfall("C6", 0), Shortfall("C12", 1)), True)
    choice = ChoiceStep("C.04.3 3.8.1", "chosen", 1, 6, ((1, 3),), (2,))
    floated = FloatStep("C.04.3 1.4.1", "2 floats", 1, (2,))
    b2 = BracketStep("C.04.3 3.2", "bracket 2", 2, "0", (4, 5, 6), (2,), (2,), (4, 5, 6),
                     (), (5,), (6,), 2, 1, 1, False)
    choice2 = ChoiceStep("C.04.3 3.8.1", "chosen", 2, 0, ((2, 4), (5, 6)))
    colour = ColourStep("C.04.3 5.2.1", "3-1", 3, 1, "5.2.1")
    boards = BoardsStep("C.04.2 3.6", "boards", ((3, 1), (2, 4), (5, 6)))
    return (top, low, b1, rejected, counted, accepted, choice, floated, b2, choice2,
            colour, boards)


def test_candidates_are_shown_one_per_step_with_their_verdict():
    script = Script(synthetic_steps(), words=criterion_words)
    rejected = script.scene(3)
    assert rejected.bracket.number == 1 and rejected.pairs == ((1, 2),)
    assert (rejected.verdict.ok, rejected.verdict.text) == (
        False, "breaks C1: the two players have met before")
    assert rejected.verdict.article == "C.04.3 2.1.1"
    counted = script.scene(4)
    assert counted.verdict.ok is None and "3 by C1, 1 by C3" in counted.verdict.text
    accepted = script.scene(5)
    assert accepted.verdict.ok and accepted.verdict.text == (
        "meets C1-C5; quality C12 1 (C12: more players without their colour preference); "
        "best so far")
    chosen = script.scene(6)
    assert chosen.pairs == ((1, 3),) and chosen.verdict.text == "chosen: candidate 6"


def test_the_next_decision_skips_the_candidates():
    script = Script(synthetic_steps(), words=criterion_words)
    assert script.next_decision(2) == 6
    assert script.next_decision(6) == 7
    assert script.previous_decision(6) == 0
    assert script.next_decision(11) == 11


def test_floaters_move_to_the_next_pile_and_paired_cards_stay_with_their_opponent():
    script = Script(synthetic_steps(), words=criterion_words)
    before = {p.score: [(c.card.start_no, c.state) for c in p.cards]
              for p in script.piles(script.scene(6).structure)}
    assert before["1"] == [(1, CardState.PAIRED), (2, CardState.IN_BRACKET),
                           (3, CardState.PAIRED)]
    after = {p.score: p.cards for p in script.piles(script.scene(7).structure)}
    assert [c.card.start_no for c in after["1"]] == [1, 3]
    moved = after["0"][0]
    assert (moved.card.start_no, moved.state, moved.moved) == (2, CardState.MDP, True)
    opened = script.piles(script.scene(8).structure)[1].cards[0]
    assert (opened.state, opened.moved) == (CardState.IN_BRACKET, True)


def test_the_boards_grow_and_take_their_colours():
    script = Script(synthetic_steps(), words=criterion_words)
    boards = script.scene(9).boards
    assert [(b.white, b.black, b.coloured) for b in boards] == [
        (1, 3, False), (2, 4, False), (5, 6, False)]
    coloured = script.scene(10).boards[0]
    assert (coloured.white, coloured.black, coloured.rule) == (3, 1, "5.2.1")
    final = script.scene(11)
    assert final.final and final.bracket is None
    assert [(b.white, b.black) for b in final.boards] == [(3, 1), (2, 4), (5, 6)]
    assert final.boards[0].rule == "5.2.1"


def test_s1_faces_s2_as_the_candidate_pairs_them():
    steps = synthetic_steps()
    bracket = steps[2]
    left, right = bracket_columns(bracket)
    assert [s.start_no for s in left] == [1, None] and [s.start_no for s in right] == [2, 3]
    left, right = bracket_columns(bracket, ((1, 3),), (2,))
    assert [(s.start_no, s.kind) for s in left] == [(1, SlotKind.PAIRED), (None, SlotKind.EMPTY)]
    assert [(s.start_no, s.kind) for s in right] == [(3, SlotKind.PAIRED),
                                                     (2, SlotKind.FLOATER)]


def test_after_an_exchange_the_higher_player_of_each_pair_is_in_s1():
    bracket = BracketStep("C.04.3 3.2", "b", 2, "2½", (5, 8, 9, 10, 19), (), (5, 8),
                          (9, 10, 19), max_pairs=2)
    left, right = bracket_columns(bracket, ((5, 8), (19, 9)), (10,))
    assert [s.start_no for s in left] == [5, 9, None]
    assert [(s.start_no, s.kind) for s in right] == [
        (8, SlotKind.PAIRED), (19, SlotKind.PAIRED), (10, SlotKind.FLOATER)]


def test_a_heterogeneous_bracket_shows_the_mdps_then_the_remainder():
    bracket = synthetic_steps()[8]
    left, right = bracket_columns(bracket, ((2, 4), (5, 6)))
    assert [(s.kind, s.start_no or s.text) for s in left] == [
        (SlotKind.PAIRED, 2), (SlotKind.HEADING, "S1R"), (SlotKind.PAIRED, 5)]
    assert [(s.kind, s.start_no or s.text) for s in right] == [
        (SlotKind.PAIRED, 4), (SlotKind.HEADING, "S2R"), (SlotKind.PAIRED, 6)]


def test_the_engine_trace_of_the_sample_ends_in_the_engine_boards():
    pairing = pair_next_round(read_toml(SAMPLES / "club-swiss.toml"), trace=True)
    script = Script(pairing.trace.steps, words=criterion_words)
    final = script.scene(len(script) - 1)
    assert tuple((b.white, b.black) for b in final.boards) == pairing.boards
    cards = sum(len(p.cards) for p in script.piles(final.structure))
    assert cards == len(script.cards) == 2 * len(pairing.boards) + (pairing.pab is not None)
    assert all(c.state is CardState.PAIRED for p in script.piles(final.structure)
               for c in p.cards)


def test_a_round_robin_trace_is_told_step_by_step():
    t = read_toml(SAMPLES / "berger-example-8.toml")
    pairing = pair_next_round(replace(t, rounds=t.rounds[:2]), trace=True)
    script = Script(pairing.trace.steps, {n: card(n, "0") for n in range(1, 9)})
    assert not script.has_piles
    final = script.scene(len(script) - 1)
    assert {(b.white, b.black) for b in final.boards} == set(pairing.boards)


def test_a_label_in_bsns_is_shown_in_pairing_numbers_with_its_bsns():
    from cardtable.systems.dutch.labels import in_pairing_numbers

    bsns = (8, 5, 7, 9, 11, 15, 16, 19)
    assert in_pairing_numbers("MDP set {1} with S2 2; remainder: exchange 5↔6, "
                              "transposition 5-7-8", bsns) == (
        "MDP set {8} with S2 5 (BSN {1} with S2 2); remainder: exchange 11↔15 "
        "(BSN 5↔6), transposition 11-16-19 (BSN 5-7-8)")
    assert in_pairing_numbers("MDP set {1,3} with S2 5-6", bsns) == (
        "MDP set {8,7} with S2 11-15 (BSN {1,3} with S2 5-6)")
    assert in_pairing_numbers("exchange 1↔2, transposition 3", (1, 3, 8)) == (
        "exchange 1↔3 (BSN 1↔2), transposition 8 (BSN 3)")
    assert in_pairing_numbers("no MDP paired", bsns) == "no MDP paired"
    assert in_pairing_numbers("C.6, C.7 #1", ()) == "C.6, C.7 #1"
    assert in_pairing_numbers("transposition 9", bsns) == "transposition 9"


@pytest.mark.parametrize("sample, heading", [("club-swiss.toml", "Candidates"),
                                             ("simplified-club.toml", "Search"),
                                             ("swissbg-club.toml", "Search"),
                                             ("dutch-2009-seminar.toml", "In S1 and S2")])
def test_the_legend_names_the_marks_of_the_system_on_screen(sample, heading):
    from cardtable.app.widgets.walkthrough.legend import legend
    from cardtable.systems.files import read_toml

    tournament = read_toml(SAMPLES / sample)
    trace = pair_next_round(tournament, trace=True).trace
    words = descriptor(tournament.settings.system).walkthrough.criterion_words  # as the screen does
    sections = dict(legend(Script(trace.steps), words))
    assert heading in sections and "On a card" in sections and "Boards" in sections
    marks = {mark for mark, _ in sections["On a card"]}
    # each form of colour preference the cards show is said, and none they do not
    forms = {c.preference for s in trace.steps if s.kind == "pile" for c in s.cards}
    for mark, shown in (("W  B", {"W", "B"}), ("(W) (B)", {"(W)", "(B)"}),
                        ("w  b", {"w", "b"})):
        assert (mark in marks) == bool(forms & shown), (mark, forms)


def test_a_forbidden_pair_of_the_simplified_swiss_is_marked_and_explained():
    """1 and 4 may not meet (TRF-2026 260): in 1's search 4 is marked ✗, and the legend
    names a forbidden pair among the reasons a pair is not legal, the outside box the
    pair."""
    from cardtable.app.widgets.walkthrough.legend import legend
    from cardtable.app.widgets.walkthrough.search import REJECTED, search_at
    from conftest import build

    t = build(6, system="simplified", rounds=5, forbidden_pairs=((1, 4),))
    steps = pair_next_round(t, trace=True).trace.steps
    at = next(i for i, s in enumerate(steps) if s.kind == "rejected")
    search = search_at(steps, at)
    assert (search.player, search.marks, search.current) == (1, {4: REJECTED}, 4)
    sections = dict(legend(Script(steps), descriptor("simplified").walkthrough.criterion_words))
    assert ("✗", "not legal: a forbidden pair (TRF-2026 260)") in sections["Search"]
    assert ("1 4", "forbidden pair: may not meet (TRF-2026 260)") in \
        sections["Outside the piles"]


def test_the_2009_panel_shows_the_bracket_the_narration_names():
    """Every step of the 2009 rules that speaks of a bracket (``bracket 3: …``) shows
    that bracket on the table: the bracket moved down whole (C.1, C.14) with its card
    floating, and the bracket above entered again by C.12 with its S1, S2, x and p as
    the procedure left them, its cards back on its pile."""
    rules = pair_next_round(read_toml(SAMPLES / "dutch-2009-seminar.toml"), trace=True)
    script = Script(rules.trace.steps, words=criterion_words)
    named = 0
    for index, step in enumerate(script.steps):
        if step.text.startswith("bracket ") and step.kind not in ("choice", "colour"):
            number = int(step.text.split()[1].rstrip(":"))
            scene = script.scene(index)
            assert scene.bracket is not None and scene.bracket.number == number, step.text
            named += 1
    assert named > 50
    moved = next(i for i, s in enumerate(script.steps)
                 if s.text == "bracket 3: the whole bracket moves down: 8")
    scene = script.scene(moved)
    assert scene.floaters == (8,) and scene.pairs == ()
    left, right = bracket_columns(replace(scene.bracket, s1=(), s2=(8,)), scene.pairs,
                                  scene.floaters)
    assert [s.kind for s in right] == [SlotKind.FLOATER]
    again = [i for i, s in enumerate(script.steps) if s.kind == "bracket" and s.number == 4][1]
    scene = script.scene(again)
    # the step lists the bracket (moved down: 8; residents 5 6 7 9), so the panel
    # does, with x and p as the procedure left them; the next step is the remainder's
    assert scene.subgroups is None and dict(scene.values) == {"x": 0, "p": 1}
    after = script.scene(again + 1)
    assert after.remainder and after.subgroups == ((9,), (6, 7))
    assert dict(after.values) == {"x": 0, "p": 1}
    piles = {pile.score: [c.card.start_no for c in pile.cards]
             for pile in script.piles(scene.structure)}
    assert piles["1"] == [8, 5, 6, 7, 9] and piles["½"] == [11]


def test_the_boards_so_far_of_a_long_round_from_checkpoints(monkeypatch):
    """More board steps than a few checkpoints hold (checkpoints of 16 board steps in a
    200-player round): the boards at any step, reached forward or backward, are the
    boards laid one step at a time from the first."""
    from random import Random

    from cardtable.app.widgets.walkthrough import scene, table
    from cardtable.systems.simulation import simulate_swiss

    monkeypatch.setattr(scene, "_CHECKPOINT", 16)
    played = simulate_swiss("dutch", 200, 2, 3)
    steps = pair_next_round(replace(played, rounds=played.rounds[:1]), trace=True).trace.steps
    script = Script(steps, words=criterion_words)
    board_steps = [i for i, s in enumerate(steps) if isinstance(s, scene.BOARDS)]
    assert len(board_steps) > 5 * scene._CHECKPOINT
    indices = list(range(len(steps)))
    Random(5).shuffle(indices)
    for index in indices[:60] + [len(steps) - 1, 0]:
        boards: dict = {}
        pab = None
        for at in board_steps:
            if at <= index:
                pab = table.lay(steps[at], None, boards, pab)
        assert script.scene(index).boards == tuple(boards.values()), index
        assert script.scene(index).pab == pab, index


def test_the_scene_model_is_headless_and_names_no_system():
    """The scene model reads the trace alone: no textual, no app core, no pairing system
    (a criterion's words come from the screen that builds the script)."""
    import ast
    from pathlib import Path

    import cardtable.app.widgets.walkthrough.scene as scene
    import cardtable.app.widgets.walkthrough.table as table
    import cardtable.app.widgets.walkthrough.verdicts as verdicts

    for module in (scene, table, verdicts):  # the scene, its table, its verdicts
        tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
        imported = {node.module or "" for node in ast.walk(tree)
                    if isinstance(node, ast.ImportFrom)}
        imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                     for alias in node.names}
        assert not any(name.startswith(("textual", "cardtable.systems", "cardtable.app"))
                       or "core" in name for name in imported), (module, imported)
    rejected = Script(synthetic_steps()).scene(3)
    assert rejected.verdict.text == "breaks C1"  # no words given: the code alone


def test_candidates_counted_as_good_but_later_are_not_called_rejected():
    """Issue 34: the count step said "candidates 12-40 rejected: 3 by order"; those
    are as good as the one kept but generated later (art. 3.8.1)."""
    from cardtable.trace.steps import CandidateCountStep

    step = CandidateCountStep("C.04.3 3.5", "Candidates 12-40 (counted, not shown)", 1,
                              12, 40, {"C1": 2, "C12": 4, "order": 3}, False)
    verdict = Script([step]).scene(0).verdict
    assert verdict is not None
    assert verdict.text == ("candidates 12-40: not chosen: 2 by C1, 4 by C12; 3 as good "
                            "as the one kept, but generated later (art. 3.8.1)")
    assert "rejected" not in verdict.text
