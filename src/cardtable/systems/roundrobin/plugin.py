"""The round robin (C.05) as the rest of the program sees it."""

from __future__ import annotations

from types import MappingProxyType

from ...model.tournament import Tournament
from ...trace.reader import Reader
from ...trace.text import step_lines
from ..base import Pairing
from ..plugin import PairingSystemPlugin
from ..roles import Draw, OverrideRules, Rules, Walkthrough
from ..simulate_request import Simulation
from . import reading
from .pairing import pair
from .requests import no_bye, no_forbidden_pair
from .simulate import simulate_roundrobin_request
from .startnumbers import drawn_before_round_1
from .steps import STEPS
from .trace import ANNEX_1


class _Rules(Rules):
    """The Berger table is the round robin's one rule (C.05): the Swiss rules of
    C.04.1 are not its text; no requested bye, no forbidden pair."""

    def bye_refusal(self, player: str) -> str | None:
        return no_bye(player)

    def forbid_refusal(self, players: str) -> str | None:
        return no_forbidden_pair(players)


class RoundRobin(PairingSystemPlugin):
    """Single and double round robins by the Berger tables (C.05 Annex 1): the table
    fixes the rounds, no round waits for the one before it."""

    name = "roundrobin"
    reader = Reader("round robin, C.05 (Berger tables)", step_lines, reading.player_path,
                    reading.why)
    steps = STEPS
    rules = _Rules(OverrideRules(rematch="", pab="", table=ANNEX_1, colour_difference="",
                                 same_colour_thrice=""))
    walkthrough = Walkthrough(MappingProxyType({
        "colours": f"the colours the Berger table gives ({ANNEX_1})"}))

    def pair(self, tournament: Tournament, round_no: int, *, trace: bool = False,
             recorded: Pairing | None = None) -> Pairing:
        return pair(tournament, round_no, trace=trace)

    def simulate(self, request: Simulation) -> Tournament:
        """The Berger table fixes the rounds: no ``--rounds``."""
        return simulate_roundrobin_request(request)

    def draw_before_pairing(self, tournament: Tournament) -> tuple[Tournament, Draw | None]:
        """The start numbers drawn by lot before round 1 (C.05 art. 7.2), unless given."""
        return drawn_before_round_1(tournament)


ROUNDROBIN = RoundRobin()
