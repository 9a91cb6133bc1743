"""How a system's trace is read: the one protocol behind ``cardtable explain`` (the
walk-through text, ``--player`` and ``--why``). Each pairing system gives a reader in
its own folder (``systems/<name>/reading.py``), built from the generic layouts and
questions of this package with the system's own words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Protocol

from .steps import Trace
from .text import render


class TraceReader(Protocol):
    """What ``explain`` asks of a system's trace."""

    def render(self, trace: Trace, title: str = "") -> str:
        """The whole walk-through of the round (``title``: the tournament's name)."""
        ...

    def player_path(self, trace: Trace, player: int) -> list[str]:
        """One player's path through the round (``explain --player``)."""
        ...

    def why(self, trace: Trace, first: int, second: int) -> list[str]:
        """Why two players were, or were not, paired (``explain --why``)."""
        ...


@dataclass(frozen=True, slots=True)
class Reader:
    """A :class:`TraceReader` put together from parts: ``heading`` names the system in
    the walk-through's first line, ``body`` lays out the steps
    (:func:`cardtable.trace.text.bracket_lines` or ``step_lines``), ``path`` and
    ``reason`` answer ``--player`` and ``--why``."""

    heading: str
    body: Callable[[Trace], list[str]]
    path: Callable[[Trace, int], list[str]]
    reason: Callable[[Trace, int, int], list[str]]

    def render(self, trace: Trace, title: str = "") -> str:
        return render(trace, self.heading, self.body, title)

    def player_path(self, trace: Trace, player: int) -> list[str]:
        return self.path(trace, player)

    def why(self, trace: Trace, first: int, second: int) -> list[str]:
        return self.reason(trace, first, second)
