"""Shared test helpers: where the repository, the samples and ../shared are, and a
way to run the command line in-process."""

from __future__ import annotations

import gc
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from cardtable.cli.main import main

if TYPE_CHECKING:
    from cardtable.model.tournament import Tournament

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "sample_tournaments"
SHARED = REPO / ".." / "shared"


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """The quick group runs in as many processes as the machine has cores (``-n auto``
    in pyproject.toml, pytest-xdist: 6 min 53 s in one process on 2 cores, 4 min in
    two); the slow group in one: its keys timed at 10 000 players, its memory-heavy
    pairings and its apps held busy must not share the machine with each other."""
    marks = config.getoption("markexpr") or ""
    return 0 if "slow" in marks and "not slow" not in marks else None


def shared(*parts: str) -> Path:
    """A path under ../shared; the test is skipped when ../shared is missing."""
    path = SHARED.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"../shared is missing here ({path}); it sits beside the repository")
    return path


def corpus(folder: str) -> list[Path]:
    """The .trf files of a conformance folder (an empty list without ../shared, which
    the tests that use it turn into a skip)."""
    root = SHARED / "conformance" / folder
    return sorted(root.glob("*.trf")) if root.exists() else []


@pytest.fixture(autouse=True)
def _collector_as_found():
    """An app sets what it holds apart from the garbage collector once its file is open
    (app/long_lived.keep_long_lived): given back after each test, so that
    one test's app is collected when the next test runs."""
    yield
    gc.unfreeze()


@pytest.fixture(autouse=True, scope="session")
def _cache_of_the_run(tmp_path_factory):
    """The read cache of large files (formats/read_cache.py) in a folder of the test
    run's own, never the user's."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("cache")))
        yield


@pytest.fixture
def cli(capsys):
    """``cli("pair", "t.toml")`` runs ``cardtable`` in-process and returns
    (exit code, stdout, stderr)."""

    def run(*args: str) -> tuple[int, str, str]:
        code = main([str(a) for a in args])
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return run


def build(players: int, *rounds: str, **settings) -> Tournament:
    """A small tournament for tests. Each round is a comma-separated list of boards
    ``"W-B RESULT"`` (result optional: pending) and byes ``"P KIND"`` (PAB, H, F, Z):
    ``build(4, "1-3 1-0, 2-4 +/-")``. Player n is called ``Pn`` and rated 2500 - 10n;
    the system is the registry's default unless ``system`` is given."""
    from cardtable.model.tournament import Bye, Game, Round, Settings, Tournament
    from cardtable.model.results import ByeKind, GameResult
    from cardtable.model.player import Player
    from cardtable.systems.registry import DEFAULT_SYSTEM

    field = tuple(Player(n, f"P{n}", 2500 - 10 * n) for n in range(1, players + 1))
    built = []
    for number, text in enumerate(rounds, start=1):
        games, byes = [], []
        for item in filter(None, (part.strip() for part in text.split(","))):
            who, _, what = item.partition(" ")
            if "-" in who:
                white, black = map(int, who.split("-"))
                result = GameResult.parse(what) if what else None
                games.append(Game(len(games) + 1, white, black, result))
            else:
                byes.append(Bye(int(who), ByeKind.parse(what)))
        built.append(Round(number, tuple(games), tuple(byes)))
    options = {"rounds": max(len(rounds), 1), "system": DEFAULT_SYSTEM, **settings}
    return Tournament(Settings(**options), field, tuple(built))


# -- SVG snapshots of the app ------------------------------------------------------------
SNAPSHOTS = REPO / "snapshots"


def _svg_extension():
    """syrupy's SVG extension, writing to the top-level ``snapshots/`` folder (one
    subfolder per test module) and stripping the ids Rich gives each render, so that
    the same screen always gives the same file."""
    import re

    from syrupy.extensions.image import SVGImageSnapshotExtension

    render_id = re.compile(r"terminal-\d+")

    class AppSnapshots(SVGImageSnapshotExtension):
        @classmethod
        def dirname(cls, *, test_location) -> str:
            return str(SNAPSHOTS / test_location.basename)

        def serialize(self, data, **kwargs) -> bytes:
            return render_id.sub("terminal", str(data)).encode("utf-8")

    return AppSnapshots


@pytest.fixture
def steady_terminal(monkeypatch):
    """What a snapshot must not depend on: the user's TEXTUAL_THEME and NO_COLOR, and
    the blinking cursor of text fields (frozen visible)."""
    from textual.widgets import Input

    monkeypatch.delenv("TEXTUAL_THEME", raising=False)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setattr(Input, "_toggle_cursor", lambda self: None)


@pytest.fixture
def text_snapshot(snapshot):
    """``assert text_snapshot == out``: a golden text (syrupy's amber file), kept in
    the top-level ``snapshots/`` folder beside the app's, not in ``__snapshots__``."""
    from syrupy.extensions.amber import AmberSnapshotExtension

    class TextSnapshots(AmberSnapshotExtension):
        @classmethod
        def dirname(cls, *, test_location) -> str:
            return str(SNAPSHOTS)

    return snapshot.use_extension(TextSnapshots)


@pytest.fixture
def svg_snapshot(snapshot, steady_terminal):
    """``assert svg_snapshot == app.export_screenshot()``."""
    return snapshot.use_extension(_svg_extension())
