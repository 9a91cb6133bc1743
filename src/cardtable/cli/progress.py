"""A progress bar in plain text on stderr, fit for a terminal over SSH: on a terminal
one line redrawn (``\\r``) as the percentage grows; elsewhere (a log, a pipe) a line at
every tenth, so that the log stays short."""

from __future__ import annotations

import sys
from types import TracebackType

_WIDTH = 30


class ProgressBar:
    """``with ProgressBar("reading list.zip") as bar: ... bar.update(done, total)``."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.shown = -1
        self.terminal = sys.stderr.isatty()

    def __enter__(self) -> ProgressBar:
        return self

    def update(self, done: int, total: int) -> None:
        percent = min(100, done * 100 // total) if total else 0
        if percent == self.shown or (not self.terminal and percent // 10 == self.shown // 10
                                     and self.shown >= 0):
            return
        self.shown = percent
        filled = _WIDTH * percent // 100
        bar = f"{self.label} [{'#' * filled}{'.' * (_WIDTH - filled)}] {percent:3d}%"
        if self.terminal:
            print(f"\r{bar}", end="", file=sys.stderr, flush=True)
        else:
            print(bar, file=sys.stderr, flush=True)

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self.terminal and self.shown >= 0:
            print(file=sys.stderr, flush=True)
