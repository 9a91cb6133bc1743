"""SwissBG, a Swiss system for backgammon (the SwissBG document): the first round by
lot, then the procedure of the simplified Swiss document without colours, each
scoregroup in the order of the current SwissBG standings; the bye to the lowest player
in those standings who has not had it."""

from .engine import pair
from .plugin import SWISSBG

__all__ = ["SWISSBG", "pair"]
