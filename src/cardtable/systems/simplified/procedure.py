"""How a system uses the simplified Swiss document's pairing procedure (the simplified
Swiss itself, and SwissBG, which pairs by it): a value the search and its trace both
read."""

from __future__ import annotations

from dataclasses import dataclass

from .conditions import Condition


@dataclass(frozen=True, slots=True)
class Procedure:
    """How a system uses the procedure: its ``conditions`` for a legal pair, the
    ``article`` its trace steps cite, and the ``ordering`` inside a scoregroup (words
    for the trace); ``bye_rule`` who gets the bye in the system document's words, and
    whether the system gives ``colours`` (backgammon does not)."""

    system: str
    conditions: tuple[Condition, ...]
    article: str
    ordering: str
    bye_rule: str = ""
    colours: bool = True
