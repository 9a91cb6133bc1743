"""The worked example of docs/team.md: six teams of two boards, three rounds,
paired by hand from the articles of C.04.6 and by the engine from the file."""

from __future__ import annotations

from cardtable.systems.registry import descriptor
from cardtable.systems.files import parse_toml
from cardtable.systems.replay import before_round
from cardtable.systems.team.steps import TeamBracketStep, TeamColourStep

PLAYERS = "".join(f'[[players]]\nstart_no = {n}\nname = "Player {n}"\n' for n in range(1, 13))
TEAMS = "".join(f'[[teams]]\nnumber = {k}\nname = "Team {k}"\nplayers = [{2 * k - 1}, {2 * k}]\n'
                for k in range(1, 7))
ROUNDS = {
    1: [(1, 7, "1-0"), (8, 2, "0-1"), (9, 3, "½-½"), (4, 10, "½-½"), (5, 11, "1-0"),
        (12, 6, "½-½")],
    2: [(5, 1, "½-½"), (2, 6, "½-½"), (3, 11, "0-1"), (12, 4, "½-½"), (7, 9, "1-0"),
        (10, 8, "0-1")],
}


def _file() -> str:
    text = ('format = 1\n[tournament]\nname = "Worked example"\nsystem = "team"\n'
            'rounds = 3\ninitial_colour = "white"\n' + PLAYERS +
            "[team]\nboards = 2\n" + TEAMS)
    for number, games in ROUNDS.items():
        text += f"[[rounds]]\nnumber = {number}\n"
        for board, (white, black, result) in enumerate(games, start=1):
            text += (f'[[rounds.games]]\nboard = {board}\nwhite = {white}\nblack = {black}\n'
                     f'result = "{result}"\n')
    return text


def test_rounds_1_and_2_are_the_pairings_worked_by_hand():
    t = parse_toml(_file(), "worked.toml")
    team = descriptor("team")
    for number in (1, 2):
        pairing = team.pair(before_round(t, number), number)
        assert pairing.boards == tuple((w, b) for w, b, _ in ROUNDS[number]), number


def test_round_3_the_first_legal_set_of_upfloaters_and_the_colour_steps():
    t = parse_toml(_file(), "worked.toml")
    pairing = descriptor("team").pair(t, 3, trace=True)
    # matches 4-3 (art. 4.3.2: team 3 wants Black), 1-2 (art. 4.3.6), 6-5 (4.3.2)
    assert pairing.boards == ((7, 5), (6, 8), (1, 3), (4, 2), (11, 9), (10, 12))
    assert pairing.trace is not None
    brackets = pairing.trace.of_type(TeamBracketStep)
    assert [(b.residents, b.upfloaters) for b in brackets] == [((1, 3), (4, 2)), ((6,), (5,))]
    colours = pairing.trace.of_type(TeamColourStep)
    assert [(c.white, c.black, c.rule) for c in colours] == [
        (4, 3, "4.3.2"), (1, 2, "4.3.6"), (6, 5, "4.3.2")]


def test_explain_and_the_walkthrough_show_the_matches_of_round_3(tmp_path, cli):
    from cardtable.app.widgets.walkthrough.scene import Script
    from cardtable.app.widgets.walkthrough.summary import summarised

    path = tmp_path / "worked.toml"
    path.write_text(_file())
    code, out, err = cli("explain", path, "--round", "3")
    assert code == 0, err
    assert "bracket 1: top-scoregroup 3 (2 teams), upfloaters 4, 2  [C.04.6 art. 3.5]" in out
    assert "candidate 1 2 3 4: rejected by C1 (1-3 met already)  [C.04.6 art. 2.1.1]" in out
    assert "the first compliant pairing: 1 3 2 4" in out
    code, out, _ = cli("explain", path, "--round", "3", "--player", "2")
    assert code == 0 and "upfloaters 4, 2" in out
    t = parse_toml(_file(), "worked.toml")
    team = descriptor("team")
    pairing = team.pair(t, 3, trace=True)
    assert pairing.trace is not None
    script = Script(summarised(pairing.trace.steps, team.walkthrough.criterion_words))
    # the team cards in their scoregroup piles: team 3 had White twice, wants Black
    assert script.has_piles and set(script.cards) == {1, 2, 3, 4, 5, 6}
    assert (script.cards[3].colours, script.cards[3].preference) == ("WW", "b")
    last = script.scene(len(script.steps) - 1)
    assert last.final
    assert [(b.white, b.black) for b in last.boards] == [(4, 3), (1, 2), (6, 5)]


def test_explain_json_gives_the_team_steps_with_their_fields(tmp_path, cli):
    import json
    from dataclasses import fields

    from cardtable.trace.steps import step_kinds

    path = tmp_path / "worked.toml"
    path.write_text(_file())
    code, out, err = cli("explain", path, "--round", "3", "--json")
    assert (code, err) == (0, "")
    kinds = step_kinds()
    steps = json.loads(out)["steps"]
    assert {s["kind"] for s in steps} >= {"pile", "team-bracket", "team-candidate",
                                          "team-choice", "team-colour", "boards"}
    for step in steps:
        assert set(step) == {"kind"} | {f.name for f in fields(kinds[step["kind"]])}
