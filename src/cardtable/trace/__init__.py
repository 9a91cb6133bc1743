"""The pairing trace: the typed steps an engine records while it pairs a round
(:mod:`.steps`), their text (:mod:`.text`), the questions ``explain --player`` and
``--why`` answer from them (:mod:`.query`, :mod:`.search_query`, :mod:`.step_query`)
and the protocol a system's reader follows (:mod:`.reader`)."""

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
    NoteStep,
    PileStep,
    Step,
    Trace,
    quality_text,
)

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
    "NoteStep",
    "PileStep",
    "QueryError",
    "Reader",
    "Step",
    "Trace",
    "TraceReader",
    "quality_text",
]
