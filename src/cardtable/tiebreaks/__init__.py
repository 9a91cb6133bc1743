"""Tie-breaks of FIDE C.07 (2026 edition) and standings, for every system. Headless.

* ``standings(tournament, codes=None, after_round=None, rules=None) -> Standings``:
  players ranked by points, then by the tie-break list (default: the tournament's);
  each row has every value, ``Standings.breakdowns`` every contribution.
* ``explain(tournament, start_no, codes=None, after_round=None, rules=None)
  -> Explanation``: one player's values, each broken into its contributions round by
  round (``render_explanation`` writes them as text, ``explanation_to_json`` as data).
* ``parse_codes("BH/C1, BH, SB")``: a checked list of :class:`TieBreakCode`;
  ``register(Definition(...))`` adds a tie-break (SwissBG's point difference, say).
* ``SWISSBG_TIEBREAKS``: SwissBG's ranking after the points (the SwissBG document):
  fewer byes, Buchholz and Sonneborn-Berger with withdrawn opponents' missed rounds as
  ½, the match point difference.
* ``Rules.SWISS`` / ``Rules.ROUND_ROBIN``: C.07's rules for unplayed rounds in Swiss
  tournaments and in tournaments with pre-determined pairings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import exports

if TYPE_CHECKING:  # pragma: no cover
    from .codes import CodeError, TieBreakCode, parse_code
    from .context import Context, IncompleteRound, Rules
    from .contributions import Breakdown, Contribution
    from .explain import Explanation, explain, explanation_to_json, render_explanation
    from .registry import Definition, parse_codes, register
    from .standings import Row, Standings, standings
    from .swissbg import SWISSBG_TIEBREAKS

#: module -> the names it gives the package, imported on first use (cardtable.lazy)
__getattr__ = exports(__name__, {
    ".codes": ("CodeError", "TieBreakCode", "parse_code"),
    ".context": ("Context", "IncompleteRound", "Rules"),
    ".contributions": ("Breakdown", "Contribution"),
    ".explain": ("Explanation", "explain", "explanation_to_json", "render_explanation"),
    ".registry": ("Definition", "parse_codes", "register"),
    ".standings": ("Row", "Standings", "standings"),
    ".swissbg": ("SWISSBG_TIEBREAKS",),
})

__all__ = [
    "Breakdown",
    "CodeError",
    "Context",
    "Contribution",
    "Definition",
    "Explanation",
    "IncompleteRound",
    "Row",
    "Rules",
    "SWISSBG_TIEBREAKS",
    "Standings",
    "TieBreakCode",
    "explain",
    "explanation_to_json",
    "parse_code",
    "parse_codes",
    "register",
    "render_explanation",
    "standings",
]
