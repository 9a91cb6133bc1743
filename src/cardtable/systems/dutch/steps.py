"""The Dutch system's own step kinds beyond the generic ones of :mod:`cardtable.trace`:
the walk through a bracket's candidates disagreeing with the engine's choice (which
should never happen). Light, so that the plug-in declares them without loading the
tracing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...trace.steps import Step


@dataclass(frozen=True, slots=True)
class WalkConflictStep(Step):
    """The walk through the candidates of bracket ``bracket`` disagrees with the
    engine's choice (``conflict`` says how): this should never happen."""

    kind: ClassVar[str] = "walk-conflict"
    bracket: int = 0
    conflict: str = ""


#: the Dutch system's own step kinds, registered when it loads
STEPS: tuple[type[Step], ...] = (WalkConflictStep,)
