"""The Swiss Team Pairing System (FIDE C.04.6, applied from 1 February 2026): the team
is the pairing node; brackets of a top-scoregroup and the upfloaters pulled up to it,
each paired by the first compliant pairing in the lexicographic order of identifiers;
colour preferences of Type A, Type B or none, never absolute. See docs/team.md."""

from __future__ import annotations

from ...model import Tournament
from ...trace import TraceReader
from ..base import Pairing
from ..plugin import OverrideRules, PairingSystemPlugin
from .competition import TeamCompetition
from .individual import pair
from .reading import READER


class TeamSwiss(PairingSystemPlugin):
    name = "team"
    reader: TraceReader = READER
    settings = ("rounds", "initial_colour", "colour_seed", "drawn_colour", "forbidden")
    override_rules = OverrideRules(rematch="C.04.6 art. 2.1.1", pab="C.04.6 art. 2.1.2")

    def pair(self, tournament: Tournament, round_no: int, *, trace: bool = False,
             recorded: Pairing | None = None) -> Pairing:
        return pair(tournament, round_no, trace=trace)


TEAM = TeamSwiss()

__all__ = ["TEAM", "TeamCompetition"]
