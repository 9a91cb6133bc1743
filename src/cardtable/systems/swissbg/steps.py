"""SwissBG's own step: the first round drawn by lot (the SwissBG document: "Die erste
Runde wird ausgelost"). Its later rounds speak the simplified Swiss's search steps
(:mod:`cardtable.trace.search_steps`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...trace.search_steps import LotStep
from ...trace.steps import Step


@dataclass(frozen=True, slots=True)
class DrawStep(LotStep):
    """Round 1 drawn by lot: ``seed`` the tournament's random seed (None: the file
    records none, the published draw is taken as the lot), the ``order`` drawn and the
    ``pairs`` made."""

    kind: ClassVar[str] = "draw"


#: SwissBG's own step kinds, registered when it loads
STEPS: tuple[type[Step], ...] = (DrawStep,)
