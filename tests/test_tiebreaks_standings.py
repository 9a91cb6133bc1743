"""Standings: ranks, shared ranks, the JSON shape, standings after a round, and the
round-robin example of the seed document on round robins (Tableau with P, S, FW, Rang)."""

import json
from dataclasses import replace
from fractions import Fraction as F

import pytest
from tiebreaks_helpers import build

from cardtable.formats.tables import render_text
from cardtable.systems.ranking import crosstable
from cardtable.tiebreaks.codes import CodeError
from cardtable.tiebreaks.context import IncompleteRound
from cardtable.tiebreaks.standings import standings

# The seed's example: 8 players, Berger table rounds 1-7, and the crosstable results
# (row player against column opponent).
SEED_NAMES = ["Adam", "Bea", "Chris", "Daniela", "Egon", "Frieda", "Gernot", "Hanna"]
SEED_BERGER = ["1-8 2-7 3-6 4-5", "8-5 6-4 7-3 1-2", "2-8 3-1 4-7 5-6", "8-6 7-5 1-4 2-3",
               "3-8 4-2 5-1 6-7", "8-7 1-6 2-5 3-4", "4-8 5-3 6-2 7-1"]
SEED_CROSSTABLE = {
    1: "½0100½1",
    2: "½100½00",
    3: "101½½1½",
    4: "0100½11",
    5: "11½11½1",
    6: "1½½½01½",
    7: "½100½01",
    8: "01½00½0",
}
SEED_EXPECTED = {  # P, S, FW, Rang
    "Adam": (F(3), 2, F(8), 6), "Bea": (F(2), 1, F(8), 8),
    "Chris": (F(9, 2), 3, F(31, 2), 2), "Daniela": (F(7, 2), 3, F(9), 4),
    "Egon": (F(6), 5, F(73, 4), 1), "Frieda": (F(4), 2, F(12), 3),
    "Gernot": (F(3), 2, F(17, 2), 5), "Hanna": (F(2), 1, F(25, 4), 7),
}


def _seed_result(white: int, black: int) -> str:
    cells = SEED_CROSSTABLE[white]
    opponents = [q for q in range(1, 9) if q != white]
    mark = cells[opponents.index(black)]
    return {"1": "1-0", "½": "½-½", "0": "0-1"}[mark]


def seed_tournament():
    rounds = [", ".join(f"{pair} {_seed_result(*map(int, pair.split('-')))}"
                        for pair in line.split()) for line in SEED_BERGER]
    return build(rounds, system="roundrobin", tiebreaks=("DE", "WIN", "SB"),
                 names=dict(enumerate(SEED_NAMES, start=1)))


def test_seed_round_robin_tableau():
    table = standings(seed_tournament())
    assert table.code_names == ["DE", "WIN", "SB"]
    for row in table.rows:
        points, wins, sb, rank = SEED_EXPECTED[row.name]
        assert (row.points, row.values["WIN"], row.values["SB"], row.rank) == \
            (points, wins, sb, rank), row.name


def test_seed_direct_encounter_decides_hanna_before_bea():
    table = standings(seed_tournament())
    hanna, bea = (next(r for r in table.rows if r.name == n) for n in ("Hanna", "Bea"))
    assert (hanna.values["WIN"], hanna.values["DE"], bea.values["DE"]) == (1, 1, 2)


def test_seed_crosstable_layout():
    text = render_text(crosstable(seed_tournament()))
    header = next(line for line in text.splitlines() if line.startswith("No"))
    assert header.split() == ["No", "Name", *map(str, range(1, 9)), "Pts", "Wins", "SB", "Rank"]
    egon = next(line for line in text.splitlines() if " Egon " in line)
    assert egon.split()[-4:] == ["6", "5", "18¼", "1."]


def test_players_equal_on_everything_share_a_rank():
    t = build(["1-2 ½-½, 3-4 1-0"])
    table = standings(t, ["BH", "SB"])
    ranks = {r.start_no: (r.rank, r.shared) for r in table.rows}
    assert ranks[1] == ranks[2] == (2, True)
    assert ranks[3] == (1, False) and ranks[4] == (4, False)


def test_rank_by_points_only_when_the_list_is_empty():
    t = build(["1-2 1-0, 3-4 ½-½", "1-3 ½-½, 2-4 1-0"])
    table = standings(t)
    assert table.codes == ()
    assert [(r.start_no, r.rank) for r in table.rows] == [(1, 1), (2, 2), (3, 2), (4, 4)]


def test_the_stored_list_is_the_default_and_pts_is_dropped():
    t = replace(build(["1-2 1-0"]), settings=replace(build(["1-2 1-0"]).settings,
                                                      tiebreaks=("PTS", "bh", "ge")))
    assert standings(t).code_names == ["BH", "REP"]


def test_after_round():
    t = build(["1-2 1-0, 3-4 ½-½", "1-3 ½-½, 2-4 1-0", "1-4 0-1, 2-3 ½-½"])
    early = standings(t, ["BH"], after_round=2)
    cut = standings(replace(t, rounds=t.rounds[:2]), ["BH"])
    assert early.after_round == 2
    assert [(r.start_no, r.points, r.values) for r in early.rows] == \
        [(r.start_no, r.points, r.values) for r in cut.rows]


def test_incomplete_round_is_refused_and_default_is_the_last_complete_round():
    t = build(["1-2 1-0, 3-4 ½-½", "1-3, 2-4 1-0"])
    assert standings(t).after_round == 1
    with pytest.raises(IncompleteRound, match="round 2 is not complete"):
        standings(t, after_round=2)
    with pytest.raises(ValueError, match="no standings after round 5"):
        standings(t, after_round=5)


def test_unknown_codes_are_all_reported():
    t = build(["1-2 1-0"])
    with pytest.raises(CodeError) as found:
        standings(t, "BH, XYZ, WIN/C1")
    assert "XYZ" in str(found.value) and "WIN/C1" in str(found.value)


def test_json_shape():
    t = build(["1-2 1-0, 3 PAB"], players=3)
    data = json.loads(json.dumps(standings(t, ["BH/C1", "AROC", "TPR"]).to_json()))
    assert set(data) == {"tournament", "after_round", "tiebreaks", "rows"}
    assert data["tiebreaks"] == ["BH/C1", "ARO/C1", "TPR"]
    row = data["rows"][0]
    assert set(row) == {"rank", "start_no", "name", "points", "tiebreaks"}
    assert list(row["tiebreaks"]) == ["BH/C1", "ARO/C1", "TPR"]
    bye = next(r for r in data["rows"] if r["start_no"] == 3)
    assert bye["tiebreaks"]["TPR"] is None and bye["points"] == 1


def test_lottery_is_reproducible_from_the_recorded_seed():
    t = build(["1-2 ½-½, 3-4 ½-½"], seed=7)
    first = standings(t, ["LOT"])
    again = standings(t, ["LOT"])
    assert [r.start_no for r in first.rows] == [r.start_no for r in again.rows]
    assert sorted(r.values["LOT"] for r in first.rows) == [1, 2, 3, 4]
    assert len({r.rank for r in first.rows}) == 4
    with pytest.raises(ValueError, match="random_seed"):
        standings(build(["1-2 ½-½"]), ["LOT"])


def test_pairing_number_and_rating():
    t = build(["1-2 ½-½"], ratings={1: 1800, 2: 1900})
    assert [r.start_no for r in standings(t, ["TPN"]).rows] == [1, 2]
    assert [r.start_no for r in standings(t, ["RTNG"]).rows] == [2, 1]


def test_standard_points_under_another_point_system():
    from cardtable.model.points import PointSystem
    three = PointSystem(win=F(3), draw=F(1), loss=F(0), forfeit_win=F(3), pab=F(3),
                        full_bye=F(3), half_bye=F(1))
    t = build(["1-2 1-0, 3 PAB", "1-3 ½-½, 2 H"], points=three)
    table = standings(t, ["STD", "WIN", "BH"])
    assert (table.row(1).points, table.row(1).values["STD"]) == (4, F(3, 2))
    assert (table.row(3).points, table.row(3).values["STD"]) == (4, F(3, 2))
    assert (table.row(2).points, table.row(2).values["STD"]) == (1, F(1, 2))
    assert table.row(3).values["WIN"] == 1         # the PAB is worth a win
    # 2's half-point bye: a dummy of his own 1 point (cap 50 % of 6 = 3 not reached)
    assert table.row(2).values["BH"] == table.row(1).points + 1


def test_the_sample_file_of_seed_001_gives_the_seed_ranks():
    from conftest import SAMPLES

    from cardtable.systems.files import load_tournament
    table = standings(load_tournament(SAMPLES / "berger-example-8.toml"))
    assert table.code_names == ["DE", "WIN", "SB"]
    for row in table.rows:
        points, wins, sb, rank = SEED_EXPECTED[row.name]
        assert (row.points, row.values["WIN"], row.values["SB"], row.rank) == \
            (points, wins, sb, rank), row.name
