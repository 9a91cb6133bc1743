"""Issue 34: a team competition with its teams in the file (``[[teams]]``) was not
judged by the absolute layer of the corrections nor by the first line of
``explain --why``: its boards are members' games, and the rules (C.04.6 art. 0)
speak of teams. Now a learner's boards that pair two teams who met before are named
first by C1, with the teams, the round and the learner's own boards; ``--why A B``
says whether teams A and B may meet. What they must say is read here from the file's
rounds and rosters, not from the code under test."""

from __future__ import annotations

import subprocess

from conftest import SAMPLES

from cardtable.systems.base import Pairing
from cardtable.systems.exercise import mark
from cardtable.systems.files import read_toml
from cardtable.systems.replay import replay_round

FILE = SAMPLES / "team-league.toml"
RULE = "C1 (C.04.6 art. 2.1.1)"


def _met() -> dict[frozenset[int], int]:
    """Every pair of teams that played a game before the next round, with the first
    round they met, read from the members' games and the rosters."""
    tournament = read_toml(FILE)
    team = {m: t.tpn for t in tournament.teams for m in t.roster}
    found: dict[frozenset[int], int] = {}
    for rnd in tournament.paired_rounds:
        for game in rnd.games:
            if game.result is not None and game.result.played:
                found.setdefault(frozenset((team[game.white], team[game.black])),
                                 rnd.number)
    return found


def test_explain_why_says_first_whether_two_teams_may_meet() -> None:
    tournament = read_toml(FILE)
    met = _met()
    tpns = sorted(t.tpn for t in tournament.teams)
    pairs = [(a, b) for a in tpns for b in tpns if a < b]
    for a, b in pairs[:12]:
        out = subprocess.run(["cardtable", "explain", str(FILE), "--why", str(a), str(b)],
                             capture_output=True, text=True, check=True).stdout
        first = out.splitlines()[0]
        if frozenset((a, b)) in met:
            assert first == (f"teams {a} and {b} may not meet: they met in round "
                             f"{met[frozenset((a, b))]}, and two teams meet only once "
                             f"[{RULE}]"), first
        else:
            assert first.startswith(f"teams {a} and {b} may meet: "), first


def test_a_rematch_of_two_teams_is_named_first_with_the_learners_boards() -> None:
    tournament = read_toml(FILE)
    rules = replay_round(tournament, tournament.next_round).rules
    team = {m: t.tpn for t in tournament.teams for m in t.roster}
    met = _met()
    matches: dict[frozenset[int], list[tuple[int, int]]] = {}
    for board in rules.boards:
        matches.setdefault(frozenset(team[p] for p in board), []).append(board)
    named = 0
    keys = list(matches)
    for i, one in enumerate(keys):
        for other in keys[i + 1:]:
            (a, b), (c, d) = sorted(one), sorted(other)
            if frozenset((a, c)) not in met or len(matches[one]) != len(matches[other]):
                continue
            # the learner swaps teams b and c: team a now meets team c, board by board
            of_b = [p for bd in matches[one] for p in bd if team[p] == b]
            of_c = [p for bd in matches[other] for p in bd if team[p] == c]
            swap = {**dict(zip(of_b, of_c)), **dict(zip(of_c, of_b))}
            boards = tuple((swap.get(w, w), swap.get(k, k)) for w, k in rules.boards)
            answer = Pairing(rules.round, boards, rules.pab)
            first = mark(tournament, rules.round, answer, rules).first
            assert first is not None
            assert first.rule == RULE, first.text
            mine = [bd for bd in boards if {team[bd[0]], team[bd[1]]} == {a, c}]
            assert f"teams {min(a, c)} and {max(a, c)} met in round " \
                   f"{met[frozenset((a, c))]}" in first.text \
                or f"teams {max(a, c)} and {min(a, c)} met in round " \
                   f"{met[frozenset((a, c))]}" in first.text, first.text
            assert any(f"your {w}-{k}" in first.text for w, k in mine), first.text
            named += 1
    assert named
