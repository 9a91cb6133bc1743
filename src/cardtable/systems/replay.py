"""Replaying a recorded tournament round by round: the tournament as it stood before
a round was paired, and the pairing that was published for it.

Used to explain or check a recorded round (``cardtable explain --round N``,
``cardtable check``, ``engine -c``): the round is paired again from the results of
the rounds before it, with only the byes requested for it (C.04.2: a round is paired
from the results of all earlier rounds)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..model.tournament import Bye, Round, Tournament
from ..model.results import ByeKind
from .registry import descriptor, entry
from .base import Pairing
from .requests import fixed_by_table


def before_round(tournament: Tournament, number: int) -> Tournament:
    """The tournament before round ``number`` was paired: the rounds before it as
    recorded, round ``number`` with only its requested byes (H, F, Z), no later
    rounds. When that round is recorded, a player who has neither a board nor a bye in
    it was absent (a TRF line that stops early, e.g. after a withdrawal) and is kept
    out as a zero-point bye; not where a table fixes the pairings (a round robin, C.05
    Annex 1): the table pairs them all the same, and their missing game is a difference
    of the recorded round, not a requested bye."""
    if number > tournament.last_paired_round:  # the next round: on its numbers (art. 2.5)
        from .provisional import settled  # the roster's renumbering: not to replay (-c)

        tournament = settled(tournament).tournament
    earlier = tuple(r for r in tournament.rounds if r.number < number)
    rnd = tournament.round(number)
    requested = [b for b in rnd.byes if b.kind.requested]
    if rnd.paired and not fixed_by_table(tournament):
        present = {p for g in rnd.games for p in g.players} | {b.player for b in rnd.byes}
        requested += [Bye(p.start_no, ByeKind.ZERO) for p in tournament.players
                      if p.start_no not in present and p.takes_part_in(number)]
    return replace(tournament, rounds=earlier + (Round(number, (), tuple(requested),
                                                       rnd.date),))


def recorded_pairing(tournament: Tournament, number: int) -> Pairing | None:
    """The pairing published for round ``number`` (boards as (white, black) in board
    order, the PAB), or None when that round has not been paired."""
    rnd = tournament.round(number)
    if not rnd.paired:
        return None
    games = sorted(rnd.games, key=lambda g: g.board)
    return Pairing(number, tuple((g.white, g.black) for g in games), rnd.pab)


class ReplayError(Exception):
    """A round that cannot be paired again (the message says why)."""


@dataclass(frozen=True)
class Replay:
    """A round paired again by the tournament's system: the pairing the rules give
    (with the engine's trace when asked for) and the one on file, if any."""

    round: int
    rules: Pairing
    recorded: Pairing | None

    @property
    def agrees(self) -> bool:
        """The recorded pairing is the rules' one: the same boards with the same
        colours, the same PAB (board order does not matter)."""
        return (self.recorded is not None and self.rules.as_set() == self.recorded.as_set()
                and self.rules.pab == self.recorded.pab)


def replay_round(tournament: Tournament, number: int, *, trace: bool = True) -> Replay:
    """Pair round ``number`` (a recorded round, or the next one) with the tournament's
    own system. For a recorded round the trace also shows where the recorded pairing
    departs from the rules, for the systems that can tell. Raises ``ReplayError``
    for a round that does not exist yet or (a Swiss system, which pairs from the
    results) whose earlier rounds lack results, and
    ``SystemNotAvailable``/``PairingError`` from the system."""
    upcoming = tournament.next_round
    declared = tournament.settings.rounds
    if declared and number > declared and number >= upcoming:
        raise ReplayError(f"the tournament has {declared} rounds; there is no round "
                          f"{number}")
    if not 1 <= number <= upcoming:
        raise ReplayError(f"there is no round {number} to explain: rounds 1 to "
                          f"{upcoming - 1} are paired, round {upcoming} is the next")
    line = entry(tournament.settings.system)
    waits = line.complete_rounds  # a table does not
    # a later game of a pairing (a Double-Swiss match's game 2, C.04.5 Preface) repeats
    # the first: the results before the pairing's first round are the ones it needs
    first = number - (number - 1) % line.rounds_per_pairing
    for rnd in tournament.rounds:
        if rnd.number < first and waits:
            missing = [g.board for g in rnd.games if g.result is None]
            if missing:
                raise ReplayError(f"round {rnd.number} has no result on board "
                                  f"{', '.join(map(str, missing))}: the pairing of round "
                                  f"{number} needs every earlier result")
    system = descriptor(tournament.settings.system)
    recorded = recorded_pairing(tournament, number)
    state = before_round(tournament, number) if recorded is not None else tournament
    return Replay(number, system.pair(state, number, trace=trace, recorded=recorded),
                  recorded)

