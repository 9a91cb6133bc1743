"""The bar that shows slow work under way (pairing a round, opening a file): a spinner,
what is being done and for how long. The screen stays usable meanwhile."""

from __future__ import annotations

import time

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

_SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"


class BusyBar(Widget):
    """Hidden while ``doing`` is empty; otherwise a spinner, what is under way, the
    seconds. Follows the app's ``busy`` reactive. (Not ``task``: that name is the
    widget's own asyncio task in Textual's ``MessagePump``.)"""

    doing: reactive[str] = reactive("", init=False)
    """What is under way ("" when nothing is)."""

    def __init__(self) -> None:
        super().__init__()
        self._started = 0.0
        self._frame = 0

    def on_mount(self) -> None:
        self._timer = self.set_interval(0.1, self._tick, pause=True)
        self.display = False
        self.watch(self.app, "busy", self._follow)

    def _follow(self, busy: str) -> None:
        self.doing = busy

    def watch_doing(self, doing: str) -> None:
        self.display = bool(doing)
        if doing:
            self._started = time.monotonic()
            self._timer.resume()
        else:
            self._timer.pause()

    def _tick(self) -> None:
        self._frame += 1
        self.refresh()

    def render(self) -> Content:
        seconds = time.monotonic() - self._started
        spinner = _SPINNER[self._frame % len(_SPINNER)]
        return Content.assemble((f" {spinner} ", "bold $text-accent"), self.doing,
                                (f"  {seconds:.0f} s", "$foreground-muted"),
                                ("  (the screen stays usable)", "$foreground-muted"))
