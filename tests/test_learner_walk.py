"""Issue 24, the learner's walk (docs/learner-walk.md): the sentences the walk found
unclear or false, each now said from the step's typed fields."""

from __future__ import annotations

import re

from conftest import SAMPLES, build

from cardtable.systems.registry import descriptor
from cardtable.systems.files import read_toml
from cardtable.systems.replay import replay_round
from cardtable.systems.roundrobin.steps import BergerBoardStep, BergerRowStep
from cardtable.systems.team.colour import COLOUR_RULE, FIRST_TEAM_RULE
from cardtable.trace.steps import Trace


def _trace(sample: str, number: int) -> Trace:
    trace = replay_round(read_toml(SAMPLES / sample), number).rules.trace
    assert trace is not None
    return trace


def test_the_berger_row_names_who_had_black_on_the_last_board() -> None:
    """Failing before: "4 plays 8 on board 1 (number 1 had Black on the last board of
    the row before)" — it was 4 who had Black there."""
    plugin = descriptor("roundrobin")
    tournament = build(8, system="roundrobin", rounds=0)
    last_black = 0
    for number in range(1, 8):
        trace = plugin.pair(tournament, number, trace=True).trace
        assert trace is not None
        row = next(s for s in trace.steps if isinstance(s, BergerRowStep))
        boards = [s for s in trace.steps if isinstance(s, BergerBoardStep)]
        if number > 1:
            assert row.leader == last_black
            assert f"({last_black} had Black on the last board" in row.text
        last_black = max(boards, key=lambda s: s.table_board).black


def test_the_team_colour_step_says_the_rule_that_gave_white() -> None:
    """Failing before: "1 has White against 3: first-team 3 (art. 4.2.1)" — the rule of
    art. 4.3 that gave White was only in the step's article."""
    steps = [s for s in _trace("team-league.toml", 6).steps if s.kind == "team-colour"]
    assert steps
    for step in steps:
        rule = step.article.rsplit(" ", 1)[-1]
        assert f"(art. {rule}: {COLOUR_RULE[rule]})" in step.text
        assert any(f"(art. {by}: {words})" in step.text
                   for by, words in FIRST_TEAM_RULE.items())


def test_the_team_bracket_and_choice_read_as_words() -> None:
    """Failing before: "(1 teams)"; the first compliant pairing gave its identifier
    only, not the pairs it makes."""
    text = [s.text for s in _trace("team-league.toml", 6).steps]
    assert not [t for t in text if "(1 teams)" in t]
    assert any("(1 team)" in t for t in text)
    choices = [t for t in text if t.startswith("the first compliant pairing")]
    assert choices and all(re.search(r": \d+-\d+( \d+-\d+)*$", t) for t in choices)


def test_the_double_swiss_upfloater_set_names_its_scoregroup() -> None:
    """Failing before: "Bracket 1 (5): upfloaters 5 (3½)"."""
    sets = [s.text for s in _trace("double-swiss.toml", 7).steps if "first set" in s.text]
    assert sets and all(re.match(r"Bracket \d+ \(scoregroup [\d½]+\): upfloaters", t)
                        for t in sets)


def test_simplified_rule_2_compares_the_differences_without_sign() -> None:
    """Failing before: "14 has the larger colour difference (-1)" beside 10's 0."""
    rule_2 = [s.text for s in _trace("simplified-club.toml", 5).steps
              if s.article.endswith("rule 2")]
    assert rule_2
    assert all("counted without its sign" in t and "against" in t for t in rule_2)


def test_the_berger_board_writes_out_the_numbers_it_counts() -> None:
    """Failing before: "Table board 1: 4 – 8 (board 1). Board 1: …" (board 1 three
    times) and "Black goes to the 6th, 3, counted back up from the last board" with
    the numbers counted never written out. Now each board's sentence lists the numbers
    after the row's leader and takes White and Black from that list, checked here
    against the table's own boards for every row of tables of 4 to 12."""
    plugin = descriptor("roundrobin")
    for players in range(4, 13, 2):
        tournament = build(players, system="roundrobin", rounds=0)
        for number in range(1, players):
            trace = plugin.pair(tournament, number, trace=True).trace
            assert trace is not None
            row = next(s for s in trace.steps if isinstance(s, BergerRowStep))
            for step in (s for s in trace.steps if isinstance(s, BergerBoardStep)):
                assert step.text.lower().count(f"board {step.table_board}") <= 2, step.text
                if step.table_board == 1:
                    continue
                said = re.search(r"after (\d+) come ([\d ]+) \(rising, after (\d+) comes "
                                 r"1\); table board (\d+) takes the (\d+)\w\w of them, "
                                 r"(\d+), with White and the (\d+)\w\w from the end, "
                                 r"(\d+), with Black", step.text)
                assert said is not None, step.text
                leader, listed = int(said[1]), [int(n) for n in said[2].split()]
                rising = [(leader + i - 1) % (players - 1) + 1 for i in range(1, players - 1)]
                assert leader == row.leader and listed == rising, step.text
                k = step.table_board - 1
                assert int(said[5]) == int(said[7]) == k
                white, black = listed[k - 1], listed[-k]
                assert (int(said[6]), int(said[8])) == (white, black), step.text
                assert {step.white, step.black} == {white, black}, step.text


def test_a_team_pairing_after_the_eight_shown_has_its_number() -> None:
    """docs/learner-walk.md "Open" (issue 34): a bracket whose pairing comes after
    more than eight others showed the first eight, the pairing taken without its place
    in the order ("Pairing"). Now it is numbered: after the candidates recorded (the
    first eight), its place in lexicographic order, counted."""
    from test_articles import _rounds
    from cardtable.systems.team.steps import TeamCandidateStep, TeamChoiceStep

    later = 0
    for trace in _rounds("team", 40):
        recorded: dict[int, int] = {}
        for step in trace.steps:
            if isinstance(step, TeamCandidateStep):
                recorded[step.bracket] = recorded.get(step.bracket, 0) + 1
            elif isinstance(step, TeamChoiceStep):
                assert step.index > 0, step.text
                if step.more:
                    assert step.index > recorded.get(step.bracket, 0) + 1 == 9
                    later += 1
                else:
                    assert step.index == recorded.get(step.bracket, 0) + 1
    assert later > 0
