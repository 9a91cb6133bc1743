"""SwissBG, the backgammon Swiss system of seed 004: the first round by lot, then the
simplified Swiss procedure (seed 002) without colours, each scoregroup in the order of
the current SwissBG standings; the bye to the lowest player in those standings who has
not had it."""

from .engine import pair

__all__ = ["pair"]
