"""Tie-breaks of FIDE C.07 (2026 edition) and standings, for every system. Headless.

``standings(tournament, codes=None, after_round=None, rules=None)`` ranks the players;
``explain(tournament, start_no, ...)`` breaks every value into its contributions."""

from .codes import CodeError, TieBreakCode, parse_code
from .context import Context, IncompleteRound, Rules
from .contributions import Breakdown, Contribution
from .registry import Definition, parse_codes, register
from .standings import Row, Standings, standings

__all__ = [
    "Breakdown",
    "CodeError",
    "Context",
    "Contribution",
    "Definition",
    "IncompleteRound",
    "Row",
    "Rules",
    "Standings",
    "TieBreakCode",
    "parse_code",
    "parse_codes",
    "register",
    "standings",
]
