"""Creating a tournament is one act (issue 32): ``cardtable new`` and the app's
new-tournament form both call :func:`cardtable.actions.create.create`, so the rules
are checked once and the tournament made the same way."""

from __future__ import annotations

import pytest

from cardtable.actions.create import NewTournament, create
from cardtable.cli.main import main
from cardtable.model.events import EventKind
from cardtable.systems.files import read_toml


def test_the_initial_colour_drawn_by_lot_is_logged_and_said():
    created = create(NewTournament("Open", "dutch", rounds=5, initial_colour="lot",
                                   colour_seed=11))
    settings = created.tournament.settings
    assert created.refusal is None and settings.colour_seed == 11
    assert created.lines == (f"initial colour drawn by lot: {settings.drawn_colour} "
                             f"(seed 11)",)
    assert [e.kind for e in created.tournament.log] == [EventKind.LOTS_DRAWN]


def test_fide_mode_is_refused_for_a_system_that_is_not_fides():
    created = create(NewTournament("Club", "simplified", rounds=5, fide_rated=True))
    assert created.setting == "fide_rated" and "FIDE" in (created.refusal or "")
    assert create(NewTournament("Club", "dutch", rounds=5, fide_rated=True)).refusal is None


@pytest.mark.parametrize("new, setting", [
    (NewTournament("Open", "dutch"), "rounds"),
    (NewTournament("Open", "dutch", rounds=5, boards=4), "boards"),
    (NewTournament("Open", "dutch", rounds=5, federation="Germany"), "federation"),
    (NewTournament("Open", "dutch", rounds=5, start_date="2026-03-14",
                   end_date="2026-03-01"), "end_date"),
    (NewTournament("Open", "dutch", rounds=5, tiebreaks="BH, XX"), "tiebreaks"),
    (NewTournament("", "dutch", rounds=5), "name"),
])
def test_a_refusal_names_the_setting(new, setting):
    created = create(new)
    assert created.refused and created.setting == setting


def test_the_command_line_says_the_option_and_writes_nothing(tmp_path, capsys):
    path = tmp_path / "club.toml"
    assert main(["new", str(path), "--system", "simplified", "--rounds", "5",
                 "--fide-rated"]) == 2
    assert "--fide-rated: " in capsys.readouterr().err and not path.exists()
    assert main(["new", str(path), "--rounds", "5", "--initial-colour", "lot",
                 "--colour-seed", "11"]) == 0
    assert [e.kind for e in read_toml(path).log] == [EventKind.LOTS_DRAWN]
