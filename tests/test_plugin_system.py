"""A pairing system is one folder and one registry line: a throw-away system in its own
folder under tests/ (tests/toy_system), its line added to the registry's table alone,
is created, paired, explained and simulated by the command line and laid out by the
walkthrough's scene model, with no other file knowing it (tests/test_system_conformance.py
holds it to everything every system does)."""

from __future__ import annotations

from dataclasses import MISSING

import pytest

from cardtable.systems import registry
from cardtable.app.widgets.walkthrough.scene import Script
from cardtable.app.widgets.walkthrough.summary import summarised
from cardtable.model.tournament import Tournament
from cardtable.systems.base import Pairing, SystemNotAvailable
from cardtable.systems.plugin import PairingSystemPlugin
from cardtable.systems.registry import descriptor
from cardtable.systems.files import load_tournament
from conftest import REPO
from toy_system import ARTICLE, BY_NUMBER, LINE, NAME


@pytest.fixture
def registered(monkeypatch):
    """The toy system, in the registry's table only: its line there."""
    monkeypatch.setitem(registry.SYSTEMS, NAME, LINE)
    return BY_NUMBER


@pytest.fixture
def tournament_file(cli, tmp_path, registered):
    path = tmp_path / "club.toml"
    assert cli("new", path, "--system", NAME, "--rounds", "3")[0] == 0
    for name, rating in [("Abel", 2100), ("Bea", 2000), ("Cole", 1900), ("Dora", 1800),
                         ("Emil", 1700)]:
        assert cli("add-player", path, name, "--rating", rating)[0] == 0
    return path


def test_new_writes_the_system_of_the_registry(tournament_file):
    assert f'system = "{NAME}"' in tournament_file.read_text()
    assert load_tournament(tournament_file).settings.system == NAME


def test_pair_pairs_by_the_plug_in(cli, tournament_file):
    code, out, err = cli("pair", tournament_file)
    assert code == 0, err
    pairing = load_tournament(tournament_file).round(1)
    assert [(g.white, g.black) for g in pairing.games] == [(1, 2), (3, 4)]
    assert pairing.pab == 5
    assert "Abel" in out and "Emil" in out


def test_explain_reads_the_trace_by_the_plug_in_reader(cli, tournament_file):
    assert cli("pair", tournament_file)[0] == 0
    code, out, err = cli("explain", tournament_file, "--round", "1")
    assert code == 0, err
    assert "pairs by number (a test system)" in out
    assert f"1 has White against 2  [{ARTICLE}]" in out
    assert f"5 is the last: the PAB  [{ARTICLE}]" in out
    code, out, _ = cli("explain", tournament_file, "--round", "1", "--why", "3", "4")
    # first whether they may meet at all (the system's rematch rule), then its reader
    assert code == 0 and out.strip().splitlines()[-1] == "3 and 4 are neighbours by number"
    assert out.startswith("3 and 4 may meet: they have not met before")


def test_simulate_plays_it_with_its_chances(cli, tmp_path, registered):
    out_file = tmp_path / "sim.toml"
    code, out, err = cli("simulate", "--system", NAME, "--players", "6", "--rounds", "2",
                         "--seed", "7", "-o", out_file)
    assert code == 0, err
    assert f"({NAME}, seed 7)" in out
    played = load_tournament(out_file)
    assert played.settings.system == NAME
    # no byes, forfeits or late entries by its chances: the same boards every round
    assert [[(g.white, g.black) for g in r.games] for r in played.rounds] == \
        [[(1, 2), (3, 4), (5, 6)]] * 2


def test_the_walkthrough_lays_out_its_boards(tournament_file):
    tournament = load_tournament(tournament_file)
    pairing = descriptor(NAME).pair(tournament, 1, trace=True)
    assert pairing.trace is not None
    script = Script(summarised(pairing.trace.steps, BY_NUMBER.walkthrough.criterion_words))
    last = script.scene(len(script.steps) - 1)
    assert last.final
    assert {(b.white, b.black) for b in last.boards} >= {(1, 2), (3, 4)}
    assert last.pab == 5


def test_an_unknown_system_is_not_taken_for_another():
    with pytest.raises(SystemNotAvailable, match=repr(NAME)):
        descriptor(NAME)


def test_every_system_declares_settings_the_file_reader_knows():
    reader = (REPO / "src" / "cardtable" / "formats" / "toml_read.py").read_text()
    for system in map(descriptor, registry.SYSTEMS):
        unknown = [key for key in system.entry.settings if f'"{key}"' not in reader]
        assert not unknown, f"{system.name}: {unknown}"


def test_one_default_system_for_files_new_tournaments_and_trf_labels(cli, tmp_path):
    """The registry's default, the first of the registry, is the system of a TOML file
    without ``system``, of a TRF file whose labels name none and of ``new`` without
    ``--system``; the model names none (a tournament's settings always give one)."""
    from dataclasses import fields

    from cardtable.model.tournament import Settings
    from cardtable.systems.files import parse_toml, parse_trf

    assert registry.DEFAULT_SYSTEM == next(iter(registry.SYSTEMS))
    assert parse_toml('[tournament]\nname = "Club"\n').settings.system == registry.DEFAULT_SYSTEM
    trf = ("012 Club\n092 Club rules\n001    1      Anna" + " " * 73 + "   2 w 1\n"
           "001    2      Bea " + " " * 73 + "   1 b 0\n")
    assert parse_trf(trf).settings.system == registry.DEFAULT_SYSTEM
    assert cli("new", tmp_path / "club.toml", "--rounds", "5")[0] == 0
    assert load_tournament(tmp_path / "club.toml").settings.system == registry.DEFAULT_SYSTEM
    system = next(f for f in fields(Settings) if f.name == "system")
    assert (system.default, system.default_factory) == (MISSING, MISSING)


def test_a_system_without_a_name_is_refused_when_defined():
    with pytest.raises(TypeError, match="does not set name, reader"):
        class Nameless(PairingSystemPlugin):  # noqa: F841 - refused as it is defined
            def pair(self, tournament: Tournament, round_no: int, *, trace: bool = False,
                     recorded: Pairing | None = None) -> Pairing:
                return Pairing(round_no, ())


def test_a_system_that_sets_what_its_registry_line_says_is_refused_when_defined():
    with pytest.raises(TypeError, match="sets title, trf_label, which its line in "
                                        "systems/registry.py says"):
        class Titled(PairingSystemPlugin):  # noqa: F841 - refused as it is defined
            name = NAME
            reader = BY_NUMBER.reader
            title = "Titled"
            trf_label = "TITLED"

            def pair(self, tournament: Tournament, round_no: int, *, trace: bool = False,
                     recorded: Pairing | None = None) -> Pairing:
                return Pairing(round_no, ())


def test_the_plug_in_reads_its_registry_line(registered):
    line = registered.entry
    assert (line.title, line.trf_label, line.trf_words) == (
        "By number", "BY_NUMBER", ("BY_NUMBER",))
    assert line.complete_rounds and not line.predetermined


@pytest.mark.parametrize("name", list(registry.SYSTEMS))
def test_each_line_loads_the_plug_in_of_its_own_name(name):
    assert descriptor(name).name == name
