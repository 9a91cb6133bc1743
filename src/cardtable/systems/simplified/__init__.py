"""The simplified Swiss system (Vincze's simplification of the 1986 FIDE Swiss rules):
scoregroups paired from the top, each split into halves and searched in a fixed order,
backtracking when the rest cannot be paired, colours by five rules. The procedure
(:mod:`.search`) is shared with SwissBG. See docs/simplified.md."""

from ...trace import Reader, search_query
from ...trace.text import step_lines
from ..descriptor import SystemDescriptor
from ..simulate_request import simulate_swiss_request
from .engine import PROCEDURE, pair

SIMPLIFIED = SystemDescriptor(
    name="simplified", title="Simplified Swiss", trf_label="SIMPLIFIED_SWISS",
    trf_words=("SIMPLIFIED",), pair=pair,
    reader=Reader("simplified", step_lines, search_query.player_path, search_query.why),
    simulate=simulate_swiss_request)

__all__ = ["PROCEDURE", "SIMPLIFIED", "pair"]
