"""The FIDE Swiss system based on ratings (C.04.1 as amended by the Executive Board in
2009; the 2009 rules), the teaching edition of the Dutch system: definitions A.1-A.9
(``cards``, ``definitions``), criteria B.1-B.6 (``criteria``), the procedure C.1-C.14
as a state machine (``procedure``, ``search``), the tables D.1/D.2 (``tables``),
colours E.1-E.5 (``colours``) and the board order F.1 (``boards``)."""

from ...trace import Reader, step_query
from ...trace.text import step_lines
from ..descriptor import SystemDescriptor
from ..simulate_request import simulate_swiss_request
from .engine import pair

DUTCH_2009 = SystemDescriptor(
    name="dutch-2009", title="FIDE rating-based Swiss (2009)", trf_label="FIDE_DUTCH_2009",
    trf_words=("DUTCH_2009",), pair=pair,
    reader=Reader("dutch-2009", step_lines, step_query.player_path, step_query.why),
    simulate=simulate_swiss_request)

__all__ = ["DUTCH_2009", "pair"]
