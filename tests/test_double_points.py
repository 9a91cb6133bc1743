"""The Double-Swiss PAB (C.04.5 art. 1.4: a game won and a game drawn for the match) is
what a new tournament starts with, declared by the system's plug-in (``points``) and
used by ``cardtable new`` and the app's new-tournament form."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from cardtable.app.messages import CreateRequested
from cardtable.app.screens.new_tournament import new_tournament_form
from cardtable.systems.files import load_tournament
from cardtable.model.points import PointSystem
from cardtable.systems.registry import SYSTEMS, descriptor


def test_the_plugin_declares_the_pab_of_art_1_4_and_every_other_system_a_win():
    assert descriptor("double").points().pab == Fraction(3, 4)  # 1½ for the match
    assert descriptor("double").points(Fraction(2), Fraction(1), Fraction(0)).pab == \
        Fraction(3, 2)  # 3 points for the match: a game won (2) and one drawn (1)
    for name in SYSTEMS:
        if name != "double":
            assert descriptor(name).points() == PointSystem(), name


def test_cardtable_new_double_sets_the_pab_to_three_quarters_a_game(tmp_path: Path, cli):
    path = tmp_path / "open.toml"
    code, _, err = cli("new", str(path), "--system", "double", "--rounds", "10")
    assert code == 0, err
    points = load_tournament(path).settings.points
    assert (points.pab, points.win, points.draw, points.full_bye) == (
        Fraction(3, 4), Fraction(1), Fraction(1, 2), Fraction(1))
    code, _, err = cli("new", str(tmp_path / "dutch.toml"), "--rounds", "5")
    assert code == 0, err
    assert load_tournament(tmp_path / "dutch.toml").settings.points.pab == Fraction(1)


def test_the_apps_new_tournament_form_sets_it_too(tmp_path: Path):
    form = new_tournament_form(tmp_path / "open.toml")
    values = {f.key: f.value for f in form.fields}
    values.update(system="double", rounds="8", points="1 ½ 0")
    asked = form.apply(values)
    assert isinstance(asked, CreateRequested)
    assert asked.tournament.settings.points.pab == Fraction(3, 4)


def test_trf_162_writes_the_pab_of_three_quarters_exactly_and_reads_it_back():
    """TRF-2026 162 has four columns for each value: ``0.75``, not ``0.8`` (which read
    back as 4/5), even without the engines' XXS record beside it."""
    from cardtable.systems.double.simulate import simulate_double
    from cardtable.systems.files import dumps_trf, parse_trf

    t = simulate_double(7, 4, 3)
    text = dumps_trf(t)
    record = next(line for line in text.splitlines() if line.startswith("162"))
    assert record.endswith("P0.75") and "0.8" not in record
    alone = "".join(line + "\n" for line in text.splitlines() if not line.startswith("XXS"))
    assert parse_trf(alone).settings.points == t.settings.points
    assert dumps_trf(parse_trf(text)) == text
