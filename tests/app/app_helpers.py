"""Driving the app in tests: open a copy of a sample, wait for its workers, read back
what was saved, and what it told the user."""

from __future__ import annotations

import asyncio
import shutil
import time
from pathlib import Path
from typing import Awaitable, Callable

from cardtable.app.app import CardtableApp
from cardtable.systems.files import read_toml
from cardtable.model.tournament import Tournament

from conftest import SAMPLES

Script = Callable[[CardtableApp, object], Awaitable[None]]


def copy_sample(tmp_path: Path, name: str = "club-swiss.toml") -> Path:
    target = tmp_path / name
    shutil.copy(SAMPLES / name, target)
    return target


def drive(path: Path, script: Script, *, size=(80, 24), theme: str | None = None,
          practice: bool = False) -> CardtableApp:
    """Open ``path`` in the app, wait until it is shown, run ``script(app, pilot)``."""
    app = CardtableApp(path, theme=theme, practice=practice)

    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            await script(app, pilot)

    asyncio.run(main())
    return app


async def settle(app: CardtableApp, pilot) -> None:
    """Let the workers finish and the screen catch up (twice: a worker's answer can
    start another, e.g. the save a form's message asks for)."""
    for _ in range(2):
        await pilot.pause()
        await app.workers.wait_for_complete()
    await pilot.pause()


async def press(app: CardtableApp, pilot, *keys: str) -> None:
    """Press ``keys``, letting any worker they start finish."""
    for key in keys:
        await pilot.press(key)
        await settle(app, pilot)


def saved(path: Path) -> Tournament:
    return read_toml(path)


def notices(app: CardtableApp) -> list[str]:
    """Every notification the app showed, title and message."""
    return [f"{n.title}: {n.message}" for n in app._notifications]


def said(app: CardtableApp) -> str:
    """The round screen's own status line (where the app's notifications go while it is
    in front, instead of a toast over the boards)."""
    return str(app.screen.query_one("#said").render())


def fide_rated(path: Path) -> Path:
    """Mark the tournament file at ``path`` FIDE-rated (``fide_rated = true``): printing
    then asks for what the rating report lacks."""
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("[tournament]\n", "[tournament]\nfide_rated = true\n", 1),
                    encoding="utf-8")
    return path


async def answer_ms(pilot, key: str) -> float:
    """Milliseconds from pressing ``key`` to the screen settled (Pilot's own cost in)."""
    start = time.perf_counter()
    await pilot.press(key)
    await pilot.pause()
    return (time.perf_counter() - start) * 1000


async def answers(pilot, key: str, times: int, base: float) -> list[float]:
    """``key`` pressed ``times`` times: each answer less ``base`` (Pilot's own cost)."""
    return [await answer_ms(pilot, key) - base for _ in range(times)]
