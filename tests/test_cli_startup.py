"""The start budget (issues 27 and 36): a command imports what it uses and nothing
more. ``--version`` imports nothing but the command line's table, ``--help`` the table
and argparse; each command its own module, the file readers and the one pairing system
the file names.

Each command below is run in a fresh interpreter under ``python -X importtime``; the
modules it imports beyond a bare ``python -c pass`` are held to its budget in
``tests/data/import_budget.toml``: cardtable's modules by name, the others (the
standard library, Textual) by their top-level package. A module not in the budget fails
the test with its import time, so that a newcomer is seen and either imported where it
is used or, if the command needs it, added to the budget by hand. Speed itself is measured by
``benchmarks/startup.py`` (figures, no timed assertions)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from conftest import REPO, SAMPLES

BUDGET_FILE = REPO / "tests" / "data" / "import_budget.toml"
BUDGET: dict[str, dict[str, list[str]]] = tomllib.loads(BUDGET_FILE.read_text())

SCRIPT = """
import sys
from cardtable.cli.main import main
try:
    main(sys.argv[1:])
except SystemExit:  # --help, --version
    pass
print("LOADED", " ".join(sorted(sys.modules)))
"""


def _imported(*argv: str) -> dict[str, int]:
    """The modules a run imports beyond a bare interpreter's start (``sys.modules``:
    ``-X importtime`` does not see a module imported by ``importlib.import_module``, as
    the registry imports a system's folder), each with its cumulative import time in microseconds where
    ``-X importtime`` gives one (else 0)."""
    env = {"PYTHONPATH": str(REPO / "src"), "PATH": ""}

    def run(*args: str) -> tuple[set[str], dict[str, int]]:
        done = subprocess.run([sys.executable, "-X", "importtime", "-c", *args], env=env,
                              capture_output=True, text=True)
        loaded = next(line for line in done.stdout.splitlines() if line.startswith("LOADED "))
        times = {}
        for line in done.stderr.splitlines():
            if line.startswith("import time:") and line.count("|") == 2:
                _, cumulative, name = line.split("|")
                if cumulative.strip().isdigit():
                    times[name.strip()] = int(cumulative)
        return set(loaded.split()[1:]), times

    bare, _ = run('import sys; print("LOADED", " ".join(sorted(sys.modules)))')
    loaded, times = run(SCRIPT, *argv)
    return {m: times.get(m, 0) for m in loaded - bare}


def _newcomers(command: str, imported: dict[str, int]) -> list[str]:
    """The modules ``imported`` that are not in the command's budget, with their times."""
    budget = BUDGET[command]
    ours, others = set(budget["cardtable"]), set(budget["others"])
    return [f"{m} ({imported[m] / 1000:.1f} ms)" for m in sorted(imported)
            if (m not in ours if m.split(".")[0] == "cardtable"
                else m.split(".")[0] not in others)]


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> dict[str, Path]:
    """The files the commands read: the club sample and the team league (TOML), their
    TRF exports, and a copy of the club sample for the writers."""
    from cardtable.cli.main import main

    folder = tmp_path_factory.mktemp("budget")
    out = {"swiss_toml": folder / "swiss.toml", "team_toml": folder / "team.toml"}
    shutil.copy(SAMPLES / "club-swiss.toml", out["swiss_toml"])
    shutil.copy(SAMPLES / "team-league.toml", out["team_toml"])
    for name in ("swiss", "team"):
        out[f"{name}_trf"] = folder / f"{name}.trf"
        assert main(["export", str(out[f"{name}_toml"]), "--trf", str(out[f"{name}_trf"])]) == 0
    out["out"] = folder / "pairs.txt"
    out["generated"] = folder / "generated.trf"
    return out


#: budget name -> the command line (``{name}`` a file of the fixture)
COMMANDS = {
    "--version": ["--version"],
    "--help": ["--help"],
    "engine --dutch -p": ["engine", "--dutch", "{swiss_trf}", "-p", "{out}"],
    "engine --dutch -c": ["engine", "--dutch", "{swiss_trf}", "-c"],
    "engine --team -p": ["engine", "--team", "{team_trf}", "-p", "{out}"],
    "check": ["check", "{swiss_trf}"],
    "standings": ["standings", "{swiss_toml}"],
    "pair": ["pair", "{swiss_toml}"],
    "generate": ["generate", "{generated}", "--players", "6", "--rounds", "2", "--seed", "1"],
}


@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_command_imports_its_budget_only(command, files):
    argv = [word.format_map({k: str(v) for k, v in files.items()}) for word in COMMANDS[command]]
    imported = _imported(*argv)
    assert "cardtable.cli.main" in imported  # the command did run
    newcomers = _newcomers(command, imported)
    assert not newcomers, (f"`cardtable {command}` imports modules beyond its budget in "
                           f"{BUDGET_FILE.name}: {', '.join(newcomers)}; import them where "
                           f"they are used, or add them to the budget if the command needs "
                           f"them at its start")


def test_the_budget_names_no_module_twice_and_covers_every_command_tested():
    assert set(BUDGET) == set(COMMANDS)
    for budget in BUDGET.values():
        assert len(set(budget["cardtable"])) == len(budget["cardtable"])


def test_a_command_leaves_the_collector_as_it_found_it(files, monkeypatch):
    """The collector is off during a command's start and the start's objects frozen
    while it runs (issue 36); called in-process (as the tests and the app's doors
    do), the command leaves it on or off as it was, and nothing frozen."""
    import gc

    from cardtable.cli.main import main

    seen: list[tuple[bool, int]] = []
    freeze = gc.freeze

    def frozen() -> None:  # the start is done, the command about to run
        freeze()
        seen.append((gc.isenabled(), gc.get_freeze_count()))

    monkeypatch.setattr(gc, "freeze", frozen)
    for enabled in (True, False):
        (gc.enable if enabled else gc.disable)()
        try:
            assert main(["engine", "--dutch", str(files["swiss_trf"]), "-p",
                         str(files["out"])]) == 0
        finally:
            left = (gc.isenabled(), gc.get_freeze_count())
            gc.enable()
        assert left == (enabled, 0)
    assert len(seen) == 2 and all(not on and count > 0 for on, count in seen)
    # objects another caller froze (the app does, in-process) stay frozen
    freeze()
    try:
        before = gc.get_freeze_count()
        assert main(["engine", "--dutch", str(files["swiss_trf"]), "-p",
                     str(files["out"])]) == 0
        assert gc.get_freeze_count() == before and len(seen) == 2
    finally:
        gc.unfreeze()


def test_the_program_leaves_engine_at_once_with_its_output_whole(files, tmp_path, capsys):
    """``cardtable engine`` ends without the interpreter's teardown (issue 36): what it
    prints into a pipe (block-buffered until then) and its exit code are the
    in-process command's, a refusal's message on standard error too."""
    from cardtable.cli.main import main

    env = {"PYTHONPATH": str(REPO / "src"), "PATH": ""}
    trf = str(files["swiss_trf"])
    for argv in (["engine", "--dutch", trf, "-p"], ["engine", "--dutch", trf, "-c"],
                 ["engine", "--dutch", str(tmp_path / "missing.trf"), "-p"]):
        done = subprocess.run([sys.executable, "-m", "cardtable", *argv], env=env,
                              capture_output=True, text=True)
        code = main(argv)
        printed = capsys.readouterr()
        assert (done.returncode, done.stdout, done.stderr) == (code, printed.out,
                                                               printed.err)
        assert done.stdout.strip() or done.stderr.strip()


def test_version_and_help_import_no_command_and_no_system():
    for command in ("--version", "--help"):
        assert not [m for m in BUDGET[command]["cardtable"]
                    if m.startswith(("cardtable.systems", "cardtable.formats",
                                     "cardtable.model", "cardtable.app"))
                    or m.count(".") == 2 and m.split(".")[2] not in (
                        "main", "commands", "exits", "dispatch")]
    assert "argparse" not in BUDGET["--version"]["others"]


#: the pairing systems' folders: every package of systems/ but the exercises'
FOLDERS = {p.name for p in (REPO / "src" / "cardtable" / "systems").iterdir()
           if (p / "__init__.py").exists() and p.name != "exercise"}


def _systems(modules: list[str]) -> set[str]:
    """The system folders among the modules."""
    return {m.split(".")[2] for m in modules if m.startswith("cardtable.systems.")} & FOLDERS


@pytest.mark.parametrize("command", [c for c in COMMANDS if c not in ("--version", "--help")])
def test_a_command_loads_the_one_system_its_file_names(command):
    """Reading a file or pairing a round imports no other system's engine, no app, and
    (but for the writers) no file writer."""
    modules = BUDGET[command]["cardtable"]
    assert _systems(modules) == ({"team"} if "--team" in command else {"dutch"})
    assert not [m for m in modules if m.startswith(("cardtable.app", "cardtable.cli.open"))]
    assert "textual" not in BUDGET[command]["others"]
    if command in ("engine --dutch -c", "check"):
        assert not {"cardtable.formats.save", "cardtable.formats.trf_write"} & set(modules)
    if command.startswith(("engine", "generate")):
        assert not [m for m in modules if m.startswith("cardtable.formats.toml")]
        assert "tomllib" not in BUDGET[command]["others"]


@pytest.mark.parametrize("command", ["engine --dutch -p", "engine --dutch -c"])
def test_the_dutch_engine_starts_without_the_plugin_the_trace_and_the_editing_commands(command):
    """``engine --dutch`` pairs with the system's engine alone
    (``registry.pairing_engine``): neither the plug-in (the trace's reader, the
    walkthrough, the exercises) nor the trace (only for a round ``-c`` finds different),
    nor the editing commands' ``cli.common``, nor the socket or temporary-file modules
    (issue 36). With the budget test above, the run itself is held to this."""
    modules = BUDGET[command]["cardtable"]
    assert not [m for m in modules
                if m.startswith(("cardtable.trace", "cardtable.actions"))
                or m in ("cardtable.systems.dutch.plugin", "cardtable.systems.dutch.exercise",
                         "cardtable.systems.outside", "cardtable.cli.common",
                         "cardtable.systems.replay" if command.endswith("-p") else "")]
    assert not {"socket", "tempfile"} & set(BUDGET[command]["others"])


def test_the_help_names_the_act_only_the_app_offers(capsys, monkeypatch):
    """Issue 32: a door that cannot offer an act says so."""
    from cardtable.cli.main import main

    monkeypatch.setenv("COLUMNS", "400")  # no word broken at a hyphen

    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert ("The app's act the command line lacks: changing a tournament's settings once it "
            "is created") in text
    assert "cardtable open FILE, then the settings form o" in text
    assert "The command line changes only FIDE mode (cardtable fide-rated)." in text
