"""Issue 34: ``explain --why A B`` says first whether A and B may meet at all — met in
round R, a forbidden pair, left out of the round — with the system's own rule, before
where they stand. Before: "1 and 7 never stand in the same bracket, so they cannot be
paired", never that they met. What is expected is read here from the history."""

from __future__ import annotations

import re

import pytest

from conftest import SAMPLES

from cardtable.formats.toml_file import save_tournament
from cardtable.model.history import History
from cardtable.model.requests import forbid, set_bye
from cardtable.model.results import ByeKind
from cardtable.model.tournament import Tournament
from cardtable.systems.registry import descriptor, pair_next_round
from cardtable.systems.files import read_toml

#: each Swiss system's rematch rule in its own words (the round robin has none)
REMATCH = {"dutch": "C.04.3 C1 / art. 2.1.1", "dutch-2009": "B.1a",
           "simplified": "simplified Swiss: basic rules",
           "swissbg": "SwissBG with the simplified Swiss: basic rules",
           "double": "C.04.5 art. 2.1.1 [C1]", "team": "C1 (C.04.6 art. 2.1.1)"}


def _exercise(system: str, cli, path) -> tuple[Tournament, int, list[int]]:
    """The exercise's file as ``exercise new`` writes it, read back: the tournament,
    the round to pair and the players it pairs."""
    every = descriptor(system).entry.rounds_per_pairing
    code, _, err = cli("exercise", "new", path, "--system", system, "--players", 10,
                       "--round", 1 + every * 3, "--seed", 1, "--level", "floater")
    assert code == 0, err
    tournament = read_toml(path)
    rules = pair_next_round(tournament)
    return tournament, rules.round, sorted(p for b in rules.boards for p in b)


@pytest.mark.parametrize("system", sorted(REMATCH))
def test_a_pair_that_met_may_not_meet_and_says_so_first(cli, tmp_path, system):
    path = tmp_path / "ex.toml"
    tournament, round_no, players = _exercise(system, cli, path)
    history = History(tournament, round_no - 1)
    first_met: dict[tuple[int, int], int] = {}
    for a in players:
        for e in history.entries(a):
            if e.played and e.opponent in players and a < e.opponent:
                first_met.setdefault((a, e.opponent), e.round)
    met = [(a, b, r) for (a, b), r in first_met.items()]
    never = next((a, b) for a in players for b in players if a < b
                 and b not in history.state(a).opponents)
    assert met
    node = "teams" if system == "team" else "players"
    for a, b, r in met[:4]:
        code, out, err = cli("explain", path, "--why", a, b)
        assert (code, err) == (0, "")
        first, *rest = out.splitlines()
        assert first == (f"{a} and {b} may not meet: they met in round {r}, and two "
                         f"{node} meet only once [{REMATCH[system]}]")
        assert rest and not any("may meet:" in line for line in rest)
    code, out, _ = cli("explain", path, "--why", *never)
    assert out.splitlines()[0].startswith(f"{never[0]} and {never[1]} may meet: they have "
                                          f"not met before")


def test_a_forbidden_pair_and_a_player_left_out_are_named(cli, tmp_path):
    tournament, round_no, players = _exercise("dutch", cli, tmp_path / "ex.toml")
    history = History(tournament, round_no - 1)
    a, b = next((a, b) for a in players for b in players if a < b
                and b not in history.state(a).opponents)
    c = next(p for p in players if p not in (a, b))
    tournament = forbid(tournament, (a, b))
    tournament = set_bye(tournament, round_no, c, ByeKind.HALF)
    path = tmp_path / "ex.toml"
    save_tournament(tournament, path)
    code, out, err = cli("explain", path, "--why", a, b)
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == (f"{a} and {b} may not meet: they are a forbidden pair "
                                   f"of the tournament [TRF-2026 260]")
    code, out, err = cli("explain", path, "--why", a, c)  # the reader names it
    assert code == 2 and out == ""
    assert re.search(rf"player {c} .* is not paired in round {round_no}: requested a "
                     rf"half-point bye \(H\) \[C\.04\.1 c\]", err), err


def test_a_round_robin_says_nothing_of_it(cli, tmp_path):
    """A round robin's table fixes every game: its reader alone answers."""
    code, out, _ = cli("explain", SAMPLES / "berger-example-8.toml", "--round", "1",
                       "--why", "1", "2")
    assert code == 0 and "may meet" not in out and "may not meet: they met" not in out
