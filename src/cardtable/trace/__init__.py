"""The pairing trace: the typed steps an engine records while it pairs a round
(:mod:`.steps`, with the registry of every system's step kinds; the search of the
simplified Swiss and SwissBG: :mod:`.search_steps`; a table's rows:
:mod:`.table_steps`), their text (:mod:`.text`), the questions ``explain --player`` and
``--why`` answer from them (:mod:`.query`, :mod:`.search_query`; the 2009 rules' in
``cardtable.systems.dutch2009.query``)
and the protocol a system's reader follows (:mod:`.reader`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import exports

if TYPE_CHECKING:  # pragma: no cover
    from .query import QueryError
    from .reader import Reader, TraceReader
    from .steps import (
        BoardsStep,
        BracketStep,
        OutsideStep,
        ByeStep,
        CandidateCountStep,
        CandidateStep,
        CardView,
        ChoiceStep,
        ColourStep,
        DepartureStep,
        FloatStep,
        LeftOut,
        PileStep,
        ProcedureStep,
        Shortfall,
        Step,
        Trace,
        quality_text,
        register,
        step_classes,
        step_kinds,
    )

#: module -> the names it gives the package, imported on first use (cardtable.lazy)
__getattr__ = exports(__name__, {
    ".query": ("QueryError",),
    ".reader": ("Reader", "TraceReader"),
    ".steps": ("BoardsStep", "BracketStep", "OutsideStep", "ByeStep", "CandidateCountStep",
               "CandidateStep", "CardView", "ChoiceStep", "ColourStep", "DepartureStep",
               "FloatStep", "LeftOut", "PileStep", "ProcedureStep", "Shortfall", "Step",
               "Trace", "quality_text", "register", "step_classes", "step_kinds"),
})

__all__ = [
    "BoardsStep",
    "BracketStep",
    "OutsideStep",
    "ByeStep",
    "CandidateCountStep",
    "CandidateStep",
    "CardView",
    "ChoiceStep",
    "ColourStep",
    "DepartureStep",
    "FloatStep",
    "LeftOut",
    "PileStep",
    "ProcedureStep",
    "QueryError",
    "Reader",
    "Shortfall",
    "Step",
    "Trace",
    "TraceReader",
    "quality_text",
    "register",
    "step_classes",
    "step_kinds",
]
