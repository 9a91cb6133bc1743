"""The FIDE Swiss system based on ratings (C.04.1 as amended by the Executive Board in
2009; the 2009 rules), the teaching edition of the Dutch system: definitions A.1-A.9
(``cards``, ``definitions``), criteria B.1-B.6 (``criteria``), the procedure C.1-C.14
as a state machine (``machine``, ``states``, ``procedure``, ``feasible``, ``search``;
its steps in the trace: ``steps``), the tables D.1/D.2 (``tables``),
colours E.1-E.5 (``colours``) and the board order F.1 (``boards``)."""

from .engine import pair
from .plugin import DUTCH_2009

__all__ = ["DUTCH_2009", "pair"]
