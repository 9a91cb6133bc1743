"""``cardtable explain`` and ``cardtable check``: golden texts of rounds that show every
kind of step (read against the rule text of C.04.3 (2026) before they were accepted),
``--player``, ``--why``, ``--json``, and departures of a changed recorded round.

* dutch-1211931252-9p-7r round 5: homogeneous and heterogeneous brackets, an exchange
  (bracket 1: 3-8 after 1-8 floats a player with two downfloats), downfloaters, a
  Limbo, the PAB, colour rules 5.2.1-5.2.4;
* the same tournament, round 1: one homogeneous bracket, the PAB, rule 5.2.5;
* dutch-1154509478-13p-8r round 8 (the final round): MDP sets, candidates rejected
  by C1, C4 and C5, a bracket limited by completion."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from conftest import shared

from cardtable.formats.toml_file import save_tournament
from cardtable.systems.files import load_tournament

NINE = ("dutch-1211931252-9p-7r.trf",)
THIRTEEN = ("dutch-1154509478-13p-8r.trf",)
GOLDEN = [(NINE[0], 5), (NINE[0], 1), (THIRTEEN[0], 8)]


def _file(name: str) -> str:
    return str(shared("conformance", "dutch", name))


@pytest.mark.parametrize("name, round_no", GOLDEN)
def test_explain_text(cli, text_snapshot, name, round_no):
    code, out, err = cli("explain", _file(name), "--round", str(round_no))
    assert (code, err) == (0, "")
    assert out == text_snapshot


def test_golden_rounds_show_every_kind_of_step(cli):
    """Between them the golden rounds show each kind of step and colour rule."""
    kinds, rules, labels, brackets = set(), set(), [], set()
    for name, round_no in GOLDEN:
        code, out, _ = cli("explain", _file(name), "--round", str(round_no), "--json")
        data = json.loads(out)
        for step in data["steps"]:
            kinds.add(step["kind"])
            if step["kind"] == "colour":
                rules.add(step["rule"])
            if step["kind"] == "choice":
                labels.append(step["label"])
            if step["kind"] == "bracket":
                brackets.add(step["homogeneous"])
    assert {"pile", "bracket", "candidate", "choice", "float", "bye", "colour",
            "boards"} <= kinds
    assert rules == {"5.2.1", "5.2.2", "5.2.3", "5.2.4", "5.2.5"}
    assert brackets == {True, False}
    assert any("exchange" in label for label in labels)


def test_json_has_the_contract_fields(cli):
    code, out, _ = cli("explain", _file(NINE[0]), "--round", "5", "--json")
    data = json.loads(out)
    assert data["round"] == 5
    assert data["pab"] == 5
    assert {"white": 2, "black": 1} in data["boards"]
    assert len(data["boards"]) == 4
    candidates = [s for s in data["steps"] if s["kind"] == "candidate"]
    assert candidates[0]["criterion"] == "C1" and candidates[0]["offending"] == [1, 3]
    chosen = [s for s in data["steps"] if s["kind"] == "choice"][0]
    assert (chosen["index"], chosen["reason"], chosen["pairs"]) == (4, "best", [[3, 8]])
    assert data["steps"][-1]["kind"] == "boards"


def test_player_path(cli, text_snapshot):
    code, out, _ = cli("explain", _file(NINE[0]), "--round", "5", "--player", "1")
    assert code == 0
    assert "Bracket 1 (scoregroup 3, homogeneous): a resident in S1 (BSN 1)" in out
    assert "leaves 1 unpaired: a downfloater" in out
    assert "Bracket 2 (scoregroup 2½, heterogeneous): a moved-down player in S1" in out
    assert "Black against 2 — art. 5.2.3" in out
    assert out == text_snapshot


def test_player_with_the_pab(cli):
    code, out, _ = cli("explain", _file(NINE[0]), "--round", "5", "--player", "5")
    assert code == 0
    assert "a moved-down player in the Limbo" in out
    assert out.rstrip().splitlines()[-1].startswith("5 receives the pairing-allocated bye")


@pytest.mark.parametrize("pair, expected", [
    (("3", "8"), "3 and 8 are paired in bracket 1: candidate #4 — exchange 1↔3 (BSN "
                 "1↔2), transposition 8 (BSN 3) — is chosen"),
    (("1", "3"), "may not meet: C1 (the two players have met before)"),
    (("1", "8"), "the first candidate pairing them is #2, transposition 8 (BSN 3): it "
                 "meets C1-C5 but is worse by C8 (the next bracket pairs worse)"),
    (("4", "9"), "may not meet: C3 (both have the same absolute colour preference)"),
    (("8", "6"), "never stand in the same bracket"),
])
def test_why(cli, pair, expected):
    code, out, err = cli("explain", _file(NINE[0]), "--round", "5", "--why", *pair)
    assert (code, err) == (0, "")
    assert expected in out


def test_why_with_an_mdp_pair_and_in_the_last_round(cli):
    code, out, _ = cli("explain", _file(THIRTEEN[0]), "--round", "8", "--why", "5", "12")
    assert "5 and 12 are both in bracket 7" in out
    assert "breaks C4" in out


@pytest.mark.parametrize("args, message", [
    (("--round", "9"), "the tournament has 7 rounds"),
    (("--round", "0"), "there is no round 0"),
    (("--round", "5", "--player", "99"), "no player has pairing number 99"),
    (("--round", "5", "--why", "2", "2"), "give two different players"),
])
def test_bad_questions(cli, args, message):
    code, out, err = cli("explain", _file(NINE[0]), *args)
    assert code == 2 and out == ""
    assert message in err and "Traceback" not in err


def test_missing_file(cli, tmp_path):
    code, _, err = cli("explain", tmp_path / "none.toml", "--round", "1")
    assert code == 2 and err


def _changed(tmp_path, change) -> str:
    """The 9-player tournament with round 5 changed as a published pairing might be."""
    tournament = load_tournament(_file(NINE[0]))
    rnd = tournament.round(5)
    path = tmp_path / "changed.toml"
    save_tournament(tournament.with_round(replace(rnd, games=change(rnd.games))), path)
    return str(path)


def _swap_colours(games):
    first = games[0]
    return (replace(first, white=first.black, black=first.white),) + games[1:]


def _swap_opponents(games):
    by_white = {g.white: g for g in games}
    one, two = by_white[8], by_white[4]  # 8-3 and 4-6 become 8-6 and 4-3
    others = tuple(g for g in games if g not in (one, two))
    return (replace(one, black=two.black), replace(two, black=one.black)) + others


def test_explain_shows_a_departure(cli, tmp_path):
    path = _changed(tmp_path, _swap_opponents)
    code, out, _ = cli("explain", path, "--round", "5")
    assert code == 0
    assert "DEPARTURE — Bracket 1: the recorded pairing" in out
    assert "is NOT the one the rules give" in out
    code, out, _ = cli("explain", path, "--round", "5", "--json")
    departures = [s for s in json.loads(out)["steps"] if s["kind"] == "departure"]
    assert [d["bracket"] for d in departures] == [1]
    assert departures[0]["rules"] == [[3, 8]]


def test_check_explains_each_discrepancy(cli, tmp_path):
    code, out, _ = cli("check", _changed(tmp_path, _swap_colours))
    assert code == 1
    assert "Round 5: the published pairing differs from the rules'" in out
    assert "2-1: the recorded colours (1 White, 2 Black) depart from art. 5.2.3" in out
    # the changed colours change the history the later rounds are paired from
    assert "4 of 7 rounds as the rules give; 3 differ" in out
    code, out, _ = cli("check", _file(NINE[0]))
    assert code == 0 and "7 of 7 rounds as the rules give" in out


def test_round_robin_trace_is_explained(cli):
    from conftest import SAMPLES

    code, out, err = cli("explain", SAMPLES / "berger-example-8.toml", "--round", "1")
    assert (code, err) == (0, "")
    assert "row 1 of the Berger table" in out
    code, out, _ = cli("explain", SAMPLES / "berger-example-8.toml", "--round", "1", "--json")
    kinds = {s["kind"] for s in json.loads(out)["steps"]}
    assert "table-row" in kinds


def test_check_goes_on_after_a_round_it_cannot_pair(cli, tmp_path):
    """A round the rules cannot pair is reported and the check goes on with the
    others (here no round can be paired: all nine players form one forbidden group)."""
    tournament = load_tournament(_file(NINE[0]))
    groups = (tuple(range(1, 10)),)
    tournament = replace(tournament, settings=replace(tournament.settings,
                                                      forbidden_pairs=groups))
    path = tmp_path / "forbidden.toml"
    save_tournament(tournament, path)
    code, out, _ = cli("check", path)
    assert code == 1
    assert "Round 1: not checked: round 1 cannot be paired" in out
    assert "0 of 7 rounds as the rules give; 7 differ" in out
