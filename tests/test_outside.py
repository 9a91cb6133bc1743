"""The ``outside`` step: every pairing system records, first in its own trace, the
players the round leaves out with the reason and its article in the system's own
text (the 2026 Dutch: a requested bye, C.04.1 c; withdrawn, C.04.2 art. 3.2; a late
entry not yet entered, C.04.2 art. 2.4; the 2009 Swiss: F.5; a round robin's
withdrawn player whose results are removed, C.05 art. 8.2) and the forbidden
pairs it keeps apart; exactly the players it does not pair. ``explain`` shows them
(text, ``--json``, ``--player``)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from conftest import build

from cardtable.formats.toml_file import save_tournament
from cardtable.systems.registry import descriptor
from cardtable.systems.replay import replay_round
from cardtable.trace.steps import OutsideStep

SWISS = ("dutch", "dutch-2009", "simplified", "swissbg")

#: each system's articles for a requested bye, a withdrawal, a late entry and the
#: forbidden pairs, as its own text has them (issue 24: the 2009 text's F.5 and
#: B.1a; the simplified Swiss's and SwissBG's documents by their parts)
ARTICLES = {
    "dutch": ("C.04.1 c", "C.04.2 art. 3.2", "C.04.2 art. 2.4", "TRF-2026 260"),
    "dutch-2009": ("F.5", "F.5", "", "B.1a"),
    "simplified": ("simplified Swiss: basic rules", "simplified Swiss: basic rules",
                   "simplified Swiss: start numbers", "TRF-2026 260"),
    "swissbg": ("SwissBG with the simplified Swiss: basic rules",
                "SwissBG with the simplified Swiss: basic rules",
                "SwissBG with the simplified Swiss: start numbers", "TRF-2026 260"),
}


def _event(system: str):
    """Round 2 to pair: 3 asked for a full-point bye, 8 withdrew after round 1, 9 is
    a late entry from round 3, and 1 and 2 may not meet."""
    t = build(9, "1-5 1-0, 6-2 0-1, 3-7 =, 8-4 1-0", "3 F", system=system, rounds=5,
              forbidden_pairs=((1, 2),))
    return t.with_players(replace(p, withdrawn_after=1) if p.start_no == 8 else
                          replace(p, joins_in=3) if p.start_no == 9 else p
                          for p in t.players)


@pytest.mark.parametrize("system", SWISS)
def test_a_swiss_system_records_who_it_leaves_out_first(system):
    pairing = descriptor(system).pair(_event(system), 2, trace=True)
    first = pairing.trace.steps[0]
    assert isinstance(first, OutsideStep)
    bye, out, late, forbidden = ARTICLES[system]
    assert [(p.start_no, p.reason, p.article, p.short) for p in first.players] == [
        (3, "requested a full-point bye (F)", bye, "bye F"),
        (8, "withdrawn after round 1", out, "out after 1"),
        (9, "late entry: enters in round 3", late, "joins in 3")]
    # every Swiss system keeps the forbidden pairs apart, and lists them
    assert first.forbidden == ((1, 2),)
    assert first.article == "; ".join(dict.fromkeys(a for a in ARTICLES[system] if a))
    assert first.text.startswith("Outside the piles: 3 P3: requested a full-point bye (F); "
                                 "8 P8: withdrawn after round 1;")
    # exactly the players the system does not pair
    paired = {p for board in pairing.boards for p in board} | {pairing.pab} - {None}
    assert paired == {1, 2, 4, 5, 6, 7}
    assert len(pairing.trace.of_kind("outside")) == 1


@pytest.mark.parametrize("system", SWISS)
def test_nobody_left_out_no_forbidden_pairs_no_step(system):
    t = build(4, "1-3 1-0, 2-4 0-1", system=system, rounds=3)
    assert not descriptor(system).pair(t, 2, trace=True).trace.of_kind("outside")


def test_a_player_absent_from_a_recorded_round_is_left_out_as_absent():
    """Round 1 on file has neither a board nor a bye for 5: replayed, he is absent."""
    t = build(5, "1-3 1-0, 4-2 0-1", rounds=3)
    first = replay_round(t, 1).rules.trace.steps[0]
    assert [(p.start_no, p.reason) for p in first.players] == [
        (5, "absent: zero-point bye (Z)")]


def test_a_player_withdrawn_before_round_1_and_the_untraced_pairing():
    t = build(5, rounds=3)
    t = t.with_player(replace(t.player(5), withdrawn_after=0))
    traced = descriptor("dutch").pair(t, 1, trace=True)
    assert traced.trace.steps[0].players[0].reason == "withdrawn before round 1"
    assert descriptor("dutch").pair(t, 1) == traced  # the step does not change the pairing


def test_the_round_robin_leaves_out_a_player_whose_results_are_removed():
    """4 withdrew before playing half of his games: his opponents are free and he is
    outside (a table has no forbidden pairs: test_roundrobin_requests.py)."""
    t = build(4, system="roundrobin")
    t = t.with_player(replace(t.player(4), withdrawn_after=0))
    pairing = descriptor("roundrobin").pair(t, 1, trace=True)
    first = pairing.trace.steps[0]
    assert [(p.start_no, p.article, p.short) for p in first.players] == [
        (4, "C.05 art. 8.2", "out after 0")]
    assert "fewer than half of their games: their results are removed" in first.players[0].reason
    assert first.forbidden == ()
    assert all(4 not in board for board in pairing.boards)


def test_explain_shows_them_in_text_json_and_for_a_player(tmp_path, cli):
    path = tmp_path / "event.toml"
    save_tournament(_event("dutch"), path)
    code, out, _ = cli("explain", path, "--round", "2")
    assert code == 0
    lines = out.splitlines()
    outside = lines.index(next(line for line in lines if line.startswith("Outside the piles")))
    assert lines[outside].endswith(
        "[C.04.1 c; C.04.2 art. 3.2; C.04.2 art. 2.4; TRF-2026 260]")
    # the piles and brackets follow in blocks of their own
    assert lines[outside + 2].startswith("Scoregroup 1 — ")
    assert any(line.startswith("Bracket 1 ") for line in lines)
    code, out, _ = cli("explain", path, "--round", "2", "--json")
    step = json.loads(out)["steps"][0]
    assert step["kind"] == "outside" and step["forbidden"] == [[1, 2]]
    assert step["players"][1] == {"start_no": 8, "name": "P8",
                                  "reason": "withdrawn after round 1",
                                  "article": "C.04.2 art. 3.2", "short": "out after 1"}
    code, _, err = cli("explain", path, "--round", "2", "--player", "9")
    assert code == 2
    assert ("player 9 P9 is not paired in round 2: late entry: enters in round 3 "
            "[C.04.2 art. 2.4]") in err
