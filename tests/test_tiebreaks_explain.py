"""``explain``: every value broken into contributions that add up to it, checked on
random tournaments with every kind of unplayed round, under both rule sets; and the
text an arbiter reads."""

from fractions import Fraction as F

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tiebreaks_helpers import assert_adds_up, build

from cardtable.tiebreaks.context import Context
from cardtable.tiebreaks.standings import standings
from cardtable.tiebreaks.explain import explain, explanation_to_json, render_explanation

ALL = ["DE", "BH/C1", "BH", "BH/C2", "BH/M1", "BH/M2", "FB", "FB/C1", "AOB", "AOB/F", "SB",
       "SB/C1", "SB/M1", "SB/P", "BH/P", "PS", "PS/C1", "KS", "KS/L+1", "WIN", "WON", "BPG",
       "BWG", "REP", "STD", "ARO", "ARO/C1", "ARO/M1", "TPR", "PTP", "APRO", "APPO", "TPN",
       "RTNG"]
RESULTS = ["1-0", "½-½", "0-1", "+/-", "-/+", "-/-"]


@st.composite
def tournaments(draw):
    n = draw(st.integers(2, 9))
    texts = []
    for _ in range(draw(st.integers(1, 5))):
        order = draw(st.permutations(range(1, n + 1)))
        away = draw(st.sets(st.sampled_from(order), max_size=2))
        items = [f"{p} {draw(st.sampled_from(['H', 'Z', 'F']))}" for p in away
                 if draw(st.booleans())]  # the others in ``away`` are not paired
        present = [p for p in order if p not in away]
        if len(present) % 2:
            items.append(f"{present.pop()} PAB")
        items += [f"{a}-{b} {draw(st.sampled_from(RESULTS))}"
                  for a, b in zip(present[::2], present[1::2])]
        texts.append(", ".join(items))
    ratings = {p: draw(st.integers(1400, 2600)) for p in range(1, n + 1)}
    return build(texts, players=n, ratings=ratings)


@settings(max_examples=60, deadline=None)
@given(tournaments(), st.sampled_from(["swiss", "roundrobin"]))
def test_contributions_add_up_to_every_value(tournament, rules):
    table = standings(tournament, ALL, rules=rules)
    for row in table.rows:
        for code in ["PTS", *ALL]:
            assert_adds_up(code, table.breakdowns[code][row.start_no])


@settings(max_examples=60, deadline=None)
@given(tournaments())
def test_cuts_never_raise_a_value_and_dummies_respect_the_cap(tournament):
    table = standings(tournament, ["BH", "BH/C1", "BH/C2", "BH/M1", "SB", "SB/C1"])
    for row in table.rows:
        v = row.values
        assert v["BH/C2"] <= v["BH/C1"] <= v["BH"] and v["BH/M1"] <= v["BH/C1"]
        assert v["SB/C1"] <= v["SB"]
    ctx = Context.build(tournament)
    for p, entries in ctx.entries.items():
        for entry in entries:
            if not entry.played:
                dummy = ctx.dummy(p, entry)
                assert dummy.score <= ctx.scores[p] and dummy.score <= dummy.cap_value


@settings(max_examples=60, deadline=None)
@given(tournaments())
def test_ranks_follow_points_and_ties_share(tournament):
    rows = standings(tournament, ["BH", "SB", "DE"]).rows
    for i, row in enumerate(rows):
        better = [r for r in rows if r.rank < row.rank]
        assert row.rank == len(better) + 1
        assert all(r.points >= row.points for r in better)
        assert row.shared == any(r.rank == row.rank for r in rows if r is not row)


def test_explanation_text_names_the_dummy_the_cap_and_the_cut():
    t = build(["1-2 1-0, 3-4 +/-", "1-3 1-0, 2 PAB, 4 Z", "1-4 1-0, 2-3 1-0"])
    found = explain(t, 1, ["BH/C1", "SB"])
    assert [code for code, _ in found.values] == ["PTS", "BH/C1", "SB"]
    text = render_explanation(found, t)
    assert "BH/C1 = " in text and "SB = " in text
    mine = render_explanation(explain(t, 4, ["BH/C1"]), t)
    assert "dummy opponent: own score 0" in mine
    assert "adjusted" not in mine
    three = render_explanation(explain(t, 3, ["BH/C1"]), t)
    assert "capped at the scheduled opponent 4's adjusted score" in three
    two = render_explanation(explain(t, 2, ["BH/C1"]), t)
    assert "capped at 50 % of the maximum" in two and "not counted (Cut-1" in two


def test_explanation_names_adjusted_scores():
    t = build(["1-2 1-0, 3-4 1-0", "1-3 1-0, 4 Z", "1-4 ½-½"])  # 2 leaves after round 1
    text = render_explanation(explain(t, 1, ["BH"]), t)
    assert "opponent's score 1 (adjusted, C.07 art. 16: rounds 2, 3" in text


def test_explanation_json():
    t = build(["1-2 1-0, 3 PAB"], players=3)
    data = explanation_to_json(explain(t, 3, ["BH"]))
    assert data["rank"] == 1 and data["points"] == 1
    bye = data["tiebreaks"]["BH"]["contributions"][0]
    assert bye["result"] == "PAB" and bye["dummy"]["cap"] == "half"
    assert data["tiebreaks"]["BH"]["value"] == F(1, 2)


def test_unknown_player():
    with pytest.raises(KeyError):
        explain(build(["1-2 1-0"]), 9)


def test_the_explanation_says_one_point_and_points():
    from conftest import SAMPLES

    from cardtable.systems.files import load_tournament

    t = load_tournament(SAMPLES / "club-swiss.toml")
    braun = render_explanation(explain(t, 17, ["BH"]), t)  # 1 point, withdrawn after 2
    assert "1 point after round 4" in braun.splitlines()[0]
    assert "3.5 points after round 4" in render_explanation(explain(t, 3, ["BH"]), t)
