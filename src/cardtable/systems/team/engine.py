"""The round pairing of the Swiss Team Pairing System (C.04.6 art. 3.3): the PAB
first if the number of teams is odd (art. 3.4), then bracket after bracket the
top-scoregroup with its upfloaters (art. 3.5) paired by the first compliant
pairing in lexicographic order (art. 3.6), then the colours (art. 4). Basic Rules 6
and 7 never apply (art. 0): colours never keep two teams apart."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Sequence

from ..base import Pairing, PairingError
from .bracket import pair_bracket
from .colour import allocate, preference
from .criteria import PairCosts
from .state import Options, TeamState
from .upfloaters import Pairable, choose, pairable_by

if TYPE_CHECKING:  # pragma: no cover  (the trace's modules: only with a trace, issue 36)
    from ...trace.steps import Step


def pair_teams(teams: Sequence[TeamState], round_no: int, options: Options, *,
               trace: bool = False) -> Pairing:
    """Pair round ``round_no`` of ``teams`` (those to be paired this round)."""
    by_tpn = {t.tpn: t for t in teams}
    everyone = frozenset(by_tpn)
    size = max(everyone, default=0) + 1
    neighbours: list[frozenset[int]] = [frozenset() for _ in range(size)]
    for t in teams:
        neighbours[t.tpn] = everyone - t.met - {t.tpn}
    pairable = pairable_by(neighbours)
    preferences = {t.tpn: preference(t, options) for t in teams}
    steps: list[Step] = []
    if trace:
        from .engine_trace import scoregroups  # the trace's wording, only when asked for

        steps += scoregroups(teams, preferences)
    pab = _pab(list(teams), pairable, steps if trace else None)
    left = sorted((t for t in teams if t.tpn != pab), key=lambda t: (-t.primary, t.tpn))
    pairs: list[tuple[int, int]] = []
    number = 0
    while left:
        number += 1
        top = left[0].primary
        residents = [t for t in left if t.primary == top]
        lower = [t for t in left if t.primary != top]
        # C6 (art. 2.3.3) looks at the scoregroup that follows this one among the
        # round's scoregroups, even when its teams have all been paired already
        following = max((t.primary for t in teams if t.primary < top), default=None)
        chosen = choose(residents, lower, options, pairable, following)
        if chosen is None:  # art. 3.3.3: the Chief Arbiter decides
            raise PairingError("no legal pairing of the teams exists",
                               tuple(t.tpn for t in residents), "C.04.6 art. 3.3.3")
        bracket = residents + list(chosen.teams)
        costs = PairCosts(len(bracket), preferences, options)
        found = pair_bracket(bracket, costs)
        if found is None:  # cannot happen: the set was chosen legal
            raise PairingError("the bracket cannot be paired", tuple(t.tpn for t in bracket),
                               "C.04.6 art. 3.3.3")
        if trace:
            from .engine_trace import bracket_steps

            steps += bracket_steps(number, residents, chosen, found.pairs, costs, bracket)
        pairs += found.pairs
        taken = {t.tpn for t in bracket}
        left = [t for t in left if t.tpn not in taken]
    boards = []
    for a, b in _board_order(pairs, by_tpn, options):
        allocation = allocate(by_tpn[a], by_tpn[b], options)
        boards.append((allocation.white, allocation.black))
        if trace:
            from .engine_trace import colour_step

            steps.append(colour_step(allocation))
    result = tuple(boards)
    if not trace:
        return Pairing(round_no, result, pab)
    from .engine_trace import round_trace

    return Pairing(round_no, result, pab, round_trace(round_no, result, pab, steps))


def _board_order(pairs: list[tuple[int, int]], by_tpn: dict[int, TeamState],
                 options: Options) -> list[tuple[int, int]]:
    """The matches in the order they are published: the higher score of the pair,
    then the sum of the scores, then the smaller TPN (C.04.2, applied to teams)."""
    def key(pair: tuple[int, int]) -> tuple[Fraction, Fraction, int]:
        a, b = by_tpn[pair[0]], by_tpn[pair[1]]
        return (-max(a.primary, b.primary), -(a.primary + b.primary), min(a.tpn, b.tpn))
    return sorted(pairs, key=key)


def _pab(teams: list[TeamState], pairable: Pairable, steps: list[Step] | None) -> int | None:
    """Art. 3.4: with an odd number of teams, the PAB goes to a team that may have it
    (C2) and that leaves a legal pairing for all the others (3.4.1), the lowest
    score (3.4.2), the most matches played (3.4.3), the largest TPN (3.4.4); its step
    added to ``steps`` (None: no trace)."""
    if len(teams) % 2 == 0:
        return None
    passed: list[tuple[int, str]] = []
    order = sorted(teams, key=lambda t: (t.primary, -t.matches, -t.tpn))
    for team in order:
        if team.pab_barred:
            passed.append((team.tpn, "2.1.2"))
            continue
        if not pairable([t for t in teams if t.tpn != team.tpn]):
            passed.append((team.tpn, "3.4.1"))
            continue
        if steps is not None:
            from .engine_trace import pab_step

            steps.append(pab_step(team, passed, order))
        return team.tpn
    raise PairingError("no team may receive the PAB", tuple(t.tpn for t in teams),
                       "C.04.6 art. 2.1.2")
