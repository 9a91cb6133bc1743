"""The simplified Swiss system (Vincze's simplification of the 1986 FIDE Swiss rules):
scoregroups paired from the top, each split into halves and searched in a fixed order,
backtracking when the rest cannot be paired, colours by five rules. The procedure
(:mod:`.search`) is shared with SwissBG. See docs/simplified.md."""

from .engine import PROCEDURE, pair
from .plugin import SIMPLIFIED

__all__ = ["PROCEDURE", "SIMPLIFIED", "pair"]
