"""The one-bye rule in a correction: an answer that gives the pairing-allocated bye to
a player who already had one (or a win's points without playing) is corrected by that
rule — the system's own (C.04.3 C2 for the 2026 Dutch, the 2009 rules' B.1b, SwissBG's
bye rule, C.04.1 for the others: the plug-in's ``override_rules.pab``) — never by
what the procedure would do with the players left."""

from __future__ import annotations

from dataclasses import dataclass

from ...model.history import EntryKind, History
from ...model.tournament import Tournament
from ..plugin import PairingSystemPlugin


@dataclass(frozen=True, slots=True)
class ByeRuleBroken:
    """The player given the bye, the round of the bye (or unplayed win) they already
    had, whether that was the PAB itself, the rule that allows one, and what the
    system pairs (``team`` where it pairs teams, C.04.6)."""

    player: int
    round: int
    pab: bool
    rule: str
    node: str = "player"

    @property
    def text(self) -> str:
        if self.pab:
            return (f"you give the bye to {self.player}, who already had it in round "
                    f"{self.round}: the bye goes only to a {self.node} who has not had one")
        return (f"you give the bye to {self.player}, who already scored a win's points "
                f"without playing in round {self.round}: the pairing-allocated bye goes "
                f"only to a {self.node} who has had neither")


def repeated_bye(system: PairingSystemPlugin, tournament: Tournament, round_no: int,
                 player: int | None) -> ByeRuleBroken | None:
    """How giving ``player`` the bye of round ``round_no`` breaks the one-bye rule,
    or None when it does not."""
    if player is None:
        return None
    win = tournament.settings.points.win
    history = History(tournament, round_no - 1)
    for entry in history.entries(player):
        if entry.kind is EntryKind.PAB or (entry.unplayed and entry.points >= win):
            return ByeRuleBroken(player, entry.round, entry.kind is EntryKind.PAB,
                                 system.rules.override.pab,
                                 "team" if system.entry.pairs_teams else "player")
    return None
