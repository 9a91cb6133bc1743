"""The team and SwissBG code that is only theirs is in their folders (issue 32): the
modules of the lower layers (model, formats, tie-breaks) that are about teams or
SwissBG are exactly the ones listed here, each with why it stays there; the team
system's file records and tables are in ``systems/team/`` and the readers reach them
through the registry line, so a file without teams loads none of them and a team file
loads them without the team engine."""

from __future__ import annotations

import subprocess
import sys

from conftest import REPO

SRC = REPO / "src" / "cardtable"
LOWER = ("model", "formats", "tiebreaks")

#: the team and SwissBG modules the lower layers keep, and why (docs/architecture.md)
KEPT = {
    "model/team.py": "the Team and Lineup values a Tournament holds",
    "model/team_scoring.py": "the TeamScoring every tournament's settings hold (its "
                             "defaults without teams: issue 36, without the teams)",
    "model/team_roster.py": "the teams' roster changes on those values, which both "
                            "doors' acts and the command line's errors use",
    "formats/team_tables.py": "the printable team list and standings, as every table",
    "formats/pages/team_pages.py": "the printed team pages, as every page",
    "formats/pages/team_standings.py": "the printed team standings, as every page",
    "formats/toml_team_items.py": "the TOML writer's [team] and [[teams]] (it has no "
                                  "registry); the reading is the team system's",
    "formats/trf_team_stated.py": "the values a 310 record states, which check compares",
    "tiebreaks/team_breaks.py": "C.07's team tie-breaks (C.07, not C.04.6)",
    "tiebreaks/team_codes.py": "C.07's team codes, which every reader checks a list by",
    "tiebreaks/team_standings.py": "C.07's team standings, which the pages print",
    "tiebreaks/team_table.py": "the matches C.07's team tie-breaks are computed on",
    "tiebreaks/swissbg_list.py": "SwissBG's tie-break list, which the registry's line "
                                 "names without the tie-breaks (issue 36)",
    "tiebreaks/swissbg.py": "SwissBG's codes, in the one namespace every list is parsed in",
}

#: moved into the team system's folder (git mv, history kept)
MOVED = ("trf_teams.py", "trf_team_pab.py", "trf_team_rounds.py", "toml_teams.py")


def team_modules() -> set[str]:
    """The modules of the lower layers whose name is about teams or SwissBG."""
    return {str(path.relative_to(SRC)) for layer in LOWER
            for path in (SRC / layer).rglob("*.py")
            if "team" in path.stem or "swissbg" in path.stem}


def test_the_lower_layers_keep_only_the_listed_team_modules():
    assert team_modules() == set(KEPT)


def test_the_moved_modules_are_in_the_team_folder():
    for name in MOVED:
        assert (SRC / "systems" / "team" / name).is_file(), name
        assert not list(SRC.glob(f"formats/{name}")), name


def loaded(code: str) -> set[str]:
    """The cardtable modules loaded after running ``code`` in a fresh interpreter."""
    script = code + "\nimport sys\nprint(' '.join(m for m in sys.modules " \
                    "if m.startswith('cardtable')))"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True, cwd=REPO)
    return set(done.stdout.split())


READ = ("from cardtable.systems.files import load_tournament\n"
        "load_tournament({path!r})")


def test_a_file_without_teams_loads_no_team_module(tmp_path):
    from cardtable.systems.files import dumps_trf, load_tournament

    path = tmp_path / "club.trf"
    path.write_text(dumps_trf(load_tournament(REPO / "sample_tournaments/club-swiss.toml")))
    for source in (REPO / "sample_tournaments/club-swiss.toml", path):
        modules = loaded(READ.format(path=str(source)))
        assert "cardtable.formats.trf_read" in modules or source.suffix == ".toml"
        assert not [m for m in modules if m.startswith("cardtable.systems.team")], source


def test_a_team_file_loads_its_records_without_the_team_engine(tmp_path):
    from cardtable.systems.files import dumps_trf, load_tournament

    league = REPO / "sample_tournaments/team-league.toml"
    path = tmp_path / "league.trf"
    path.write_text(dumps_trf(load_tournament(league)))
    for source, reader in ((league, "toml_teams"), (path, "trf_records")):
        modules = loaded(READ.format(path=str(source)))
        assert f"cardtable.systems.team.{reader}" in modules, source
        assert not {"cardtable.systems.team.plugin", "cardtable.systems.team.engine",
                    "cardtable.systems.team.competition"} & modules, source
