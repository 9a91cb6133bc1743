"""SwissBG, a Swiss system for backgammon (the SwissBG document): the first round by
lot, then the procedure of the simplified Swiss document without colours, each
scoregroup in the order of the current SwissBG standings; the bye to the lowest player
in those standings who has not had it."""

from ...tiebreaks import SWISSBG_TIEBREAKS
from ...trace import Reader, search_query
from ...trace.text import step_lines
from ..descriptor import SystemDescriptor
from ..simulate_request import simulate_swiss_request
from .engine import pair

#: The SwissBG document: round 1 by lot, no colours, its own ranking after the points
SWISSBG = SystemDescriptor(
    name="swissbg", title="SwissBG", trf_label="SWISSBG", trf_words=("SWISSBG", "SWISS_BG"),
    pair=pair, colours=False, match_scores=True, tiebreaks=SWISSBG_TIEBREAKS, lot_first_round=True,
    reader=Reader("swissbg", step_lines, search_query.player_path, search_query.why),
    simulate=simulate_swiss_request)

__all__ = ["SWISSBG", "pair"]
