"""The worked example of docs/double-swiss.md: eight players, three matches of the
Double-Swiss system (C.04.5), each pairing worked by hand from the text and checked
here against the engine, step by step."""

from __future__ import annotations

from cardtable.model.tournament import Tournament
from cardtable.systems.publishing import publish
from cardtable.systems.double import DOUBLE
from cardtable.systems.double.engine import pair
from cardtable.systems.double.steps import (
    DoubleBracketStep,
    IdentifierChoiceStep,
    IdentifierStep,
    MatchColourStep,
    PabStep,
    UpfloaterSetStep,
)
from double_helpers import tournament, with_match, withdraw

MATCH_1 = [(1, 5, "1-0", "0-1"), (6, 2, "=", "1-0"), (3, 7, "0-1", "="), (8, 4, "0-1", "1-0")]
MATCH_2 = [(4, 1, "=", "1-0"), (2, 7, "1-0", "1-0"), (6, 3, "-/+", "="), (5, 8, "-/-", "-/-")]


def after_two_matches() -> Tournament:
    t = with_match(tournament(8), 1, MATCH_1)
    return withdraw(with_match(t, 2, MATCH_2), 8, 4)


def test_match_1_one_bracket_first_identifier_1_2_3_4_5_6_7_8():
    """Art. 3.6.2-3.6.4: everybody on 0, the first identifier 1 2 3 4 | 5 6 7 8 pairs
    1-5, 2-6, 3-7, 4-8; art. 4.3.1: the HRP takes the initial-colour (White) when his
    TPN is odd, Black when it is even."""
    found = pair(tournament(8), 1, trace=True)
    assert found.boards == ((1, 5), (6, 2), (3, 7), (8, 4))
    assert found.pab is None
    assert found.trace is not None
    choice = [s for s in found.trace.steps if isinstance(s, IdentifierChoiceStep)]
    assert [c.identifier for c in choice] == [(1, 2, 3, 4, 5, 6, 7, 8)]
    assert {s.rule for s in found.trace.steps if isinstance(s, MatchColourStep)} == {"4.3.1"}


def test_game_2_of_match_1_repeats_the_boards_with_colours_reversed():
    """Preface: the two games of a match alternate the colours; nothing is chosen."""
    t = publish(tournament(8), pair(tournament(8), 1))
    for game, played in zip(t.round(1).games, with_match(tournament(8), 1, MATCH_1)
                            .round(1).games):
        t = t.with_result(1, game.board, played.result)
    found = pair(t, 2, trace=True)
    assert found.boards == ((5, 1), (2, 6), (7, 3), (4, 8))
    assert found.trace is not None
    assert [s.kind for s in found.trace.steps] == ["double-match", "boards"]


def test_match_2_four_brackets_and_the_colour_rules_4_3_2_and_4_3_4():
    """Scores 2: 1 4, 1½: 2 7, ½: 3 6, 0: 5 8; every scoregroup pairs itself. Colours:
    4 had White fewer times than 1 (4.3.2); 2-7 and 3-6 have the same histories, the
    HRP alternates (4.3.4); 5 had White fewer times than 8 (4.3.2)."""
    t = with_match(tournament(8), 1, MATCH_1)
    found = pair(t, 3, trace=True)
    assert found.boards == ((4, 1), (2, 7), (6, 3), (5, 8))
    assert found.trace is not None
    rules = {(s.white, s.black): s.rule for s in found.trace.steps
             if isinstance(s, MatchColourStep)}
    assert rules == {(4, 1): "4.3.2", (2, 7): "4.3.4", (6, 3): "4.3.4", (5, 8): "4.3.2"}


def test_match_3_the_pab_the_c6_choice_of_an_upfloater_and_two_upfloaters_for_c3():
    """Player 8 withdrew: seven players, PAB to 5 (lowest score, art. 3.4.2). Bracket 1
    (1 alone) needs one upfloater of 2½ ([C4], [C5]): 4 met 1 ([C1]); with 2 or 7 the
    rest of the 2½ scoregroup leaves 3 and 6, who met, so no set complies with [C6]
    and the first, 2, is taken. Bracket 2 (4, 7) cannot take no upfloaters ([C3]: 3
    and 6 met), so it takes both; identifier 3 4 6 7 breaks [C1] (3 met 6 and 7), the
    first that complies is 3 6 4 7: 3-4, 6-7. The single forfeited game of 6-3 left the
    match regular: 3 and 6 have met and both have a colour from it (art. 1.6); the
    double forfeit of 5-8 gives 5 no colour."""
    found = pair(after_two_matches(), 5, trace=True)
    assert found.boards == ((1, 2), (3, 4), (7, 6))
    assert found.pab == 5
    assert found.trace is not None
    steps = found.trace.steps
    pab = next(s for s in steps if isinstance(s, PabStep))
    assert pab.order[0] == 5 and pab.player == 5
    brackets = [s for s in steps if isinstance(s, DoubleBracketStep)]
    assert [(b.residents, b.upfloaters) for b in brackets] == [((1,), (2,)), ((4, 7), (3, 6))]
    sets = [(s.bracket, s.upfloaters, s.criterion, s.c6) for s in steps
            if isinstance(s, UpfloaterSetStep)]
    assert sets == [(1, (2,), None, False), (1, (4,), "C1", True), (1, (7,), "order", False),
                    (2, (), "C3", True), (2, (3, 6), None, True)]
    rejected = [s for s in steps if isinstance(s, IdentifierStep)]
    assert [(s.bracket, s.tops, s.criterion) for s in rejected] == [(2, (3, 4), "C1")]
    chosen = [s.identifier for s in steps if isinstance(s, IdentifierChoiceStep)]
    assert chosen == [(1, 2), (3, 6, 4, 7)]
    rules = {(s.white, s.black): s.rule for s in steps if isinstance(s, MatchColourStep)}
    assert rules == {(1, 2): "4.3.3", (3, 4): "4.3.3", (7, 6): "4.3.2"}


def test_the_walk_through_and_the_questions_read_the_steps():
    found = pair(after_two_matches(), 5, trace=True)
    assert found.trace is not None
    text = DOUBLE.reader.render(found.trace)
    # issue 34: a searched bracket names its set only where the search takes it, in
    # the order of art. 3.3.2: the top scoregroup, the sets, the bracket formed
    assert ("Top scoregroup 2½ (residents 4 7): combined with the set of upfloaters "
            "the search below takes, the first that complies (art. 3.5.3-3.5.5), to "
            "form bracket 2 (art. 3.3.2)") in text
    assert "Bracket 2 (scoregroup 2½): upfloaters 3 (2) 6 (1) — the first set that " \
        "complies; with the residents 4 7 it forms bracket 2 (art. 1.3.2, 3.3.2)" in text
    assert "PAB to 5" in text
    path = DOUBLE.reader.player_path(found.trace, 6)
    assert path[-1] == "6: board 3, 7 White, 6 Black"
    why = DOUBLE.reader.why(found.trace, 3, 6)
    assert "3 and 6 may not meet: they met in a regularly played match" in "\n".join(why)
    assert why[-1].startswith("3 and 6 are not paired")


def test_explain_json_gives_the_typed_steps(tmp_path, cli):
    from cardtable.formats.toml_write import dumps_tournament
    import json

    path = tmp_path / "worked.toml"
    path.write_text(dumps_tournament(after_two_matches()), encoding="utf-8")
    code, out, err = cli("explain", path, "--round", "5", "--json")
    assert (code, err) == (0, "")
    steps = json.loads(out)["steps"]
    kinds = [s["kind"] for s in steps]
    assert kinds[0] == "double-match" and "upfloater-set" in kinds and "identifier" in kinds
    choice = [s for s in steps if s["kind"] == "identifier-choice"]
    assert [c["identifier"] for c in choice] == [[1, 2], [3, 6, 4, 7]]
