"""The round pairing of the Swiss Team Pairing System (C.04.6 art. 3.3): the PAB
first if the number of teams is odd (art. 3.4), then bracket after bracket the
top-scoregroup with its upfloaters (art. 3.5) paired by the first compliant
pairing in lexicographic order (art. 3.6), then the colours (art. 4). Basic Rules 6
and 7 never apply (art. 0): colours never keep two teams apart."""

from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from ...trace.steps import BoardsStep, CardView, PileStep, Step, Trace
from ..base import Pairing, PairingError
from .articles import CRITERIA
from .bracket import identifiers, pair_bracket
from .colour import COLOUR_RULE, FIRST_TEAM_RULE, Preference, allocate, preference
from .criteria import PairCosts, Quality
from .state import Options, TeamState
from .steps import (TeamBracketStep, TeamCandidateStep, TeamChoiceStep, TeamColourStep,
                    TeamPabStep)
from .upfloaters import Pairable, Upfloaters, choose, pairable_by

SYSTEM = "C.04.6"
#: candidates of a bracket shown one by one in the trace before the one taken
SHOWN = 8
#: how far the order of identifiers is counted to number the pairing taken
COUNTED = 100_000


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
        steps += _scoregroups(teams, preferences)
    pab = _pab(list(teams), pairable, steps)
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
            steps += _bracket_steps(number, residents, chosen, found.pairs, costs, bracket)
        pairs += found.pairs
        taken = {t.tpn for t in bracket}
        left = [t for t in left if t.tpn not in taken]
    boards = []
    for a, b in _board_order(pairs, by_tpn, options):
        allocation = allocate(by_tpn[a], by_tpn[b], options)
        boards.append((allocation.white, allocation.black))
        if trace:
            steps.append(TeamColourStep(
                f"{SYSTEM} art. {allocation.step}",
                f"{allocation.white} has White against {allocation.black} (art. "
                f"{allocation.step}: {COLOUR_RULE[allocation.step]}); first-team "
                f"{allocation.first} (art. {allocation.first_by}: "
                f"{FIRST_TEAM_RULE[allocation.first_by]})",
                white=allocation.white, black=allocation.black, rule=allocation.step,
                reason=f"first-team {allocation.first} ({FIRST_TEAM_RULE[allocation.first_by]},"
                       f" art. {allocation.first_by}); {COLOUR_RULE[allocation.step]}",
                first=allocation.first, first_by=allocation.first_by))
    result = tuple(boards)
    recorded = None
    if trace:
        steps.append(BoardsStep(f"{SYSTEM} art. 3.3.1", "the round is paired: the "
                                "matches, White's team first", result, pab))
        recorded = Trace("team", round_no, result, pab, tuple(steps))
    return Pairing(round_no, result, pab, recorded)


def _board_order(pairs: list[tuple[int, int]], by_tpn: dict[int, TeamState],
                 options: Options) -> list[tuple[int, int]]:
    """The matches in the order they are published: the higher score of the pair,
    then the sum of the scores, then the smaller TPN (C.04.2, applied to teams)."""
    def key(pair: tuple[int, int]) -> tuple[Fraction, Fraction, int]:
        a, b = by_tpn[pair[0]], by_tpn[pair[1]]
        return (-max(a.primary, b.primary), -(a.primary + b.primary), min(a.tpn, b.tpn))
    return sorted(pairs, key=key)


def _pab(teams: list[TeamState], pairable: Pairable, steps: list[Step]) -> int | None:
    """Art. 3.4: with an odd number of teams, the PAB goes to a team that may have it
    (C2) and that leaves a legal pairing for all the others (3.4.1), the lowest
    score (3.4.2), the most matches played (3.4.3), the largest TPN (3.4.4)."""
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
        steps.append(TeamPabStep(
            f"{SYSTEM} art. 3.4", f"the PAB goes to team {team.tpn}, worth a draw "
            f"(art. 1.4): the lowest score, the most matches, the largest TPN",
            player=team.tpn, team=team.tpn, passed_over=tuple(passed),
            order=tuple((t.tpn, _score(t.primary), t.matches) for t in order)))
        return team.tpn
    raise PairingError("no team may receive the PAB", tuple(t.tpn for t in teams),
                       "C.04.6 art. 2.1.2")


def _card(team: TeamState, pref: Preference) -> CardView:
    """A team's card: its TPN, name, primary score, its colours (a round without a
    played match as ``-``, in round order), its preference and its float of the
    previous round (``↑``/``↓``, ``·`` none)."""
    colours = "".join("-" if c is None else c.value.upper() for c in team.rounds)
    floats = ("↑" if team.floated_up else "↓") if team.floated else "·"
    return CardView(team.tpn, team.name, _score(team.primary), colours, pref.sign, floats,
                    not team.pab_barred)


def _score(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{float(value):g}"


def _scoregroups(teams: Sequence[TeamState],
                 preferences: dict[int, Preference]) -> list[Step]:
    scores = sorted({t.primary for t in teams}, reverse=True)
    steps: list[Step] = []
    for score in scores:
        group = sorted((t for t in teams if t.primary == score), key=lambda t: t.tpn)
        steps.append(PileStep(
            f"{SYSTEM} art. 1.2", f"scoregroup {_score(score)}: "
            f"{', '.join(str(t.tpn) for t in group)}", _score(score),
            tuple(_card(t, preferences[t.tpn]) for t in group)))
    return steps


def _bracket_steps(number: int, residents: list[TeamState], chosen: Upfloaters,
                   pairs: tuple[tuple[int, int], ...], costs: PairCosts,
                   bracket: list[TeamState]) -> list[Step]:
    score = _score(residents[0].primary)
    ups = tuple(t.tpn for t in chosen.teams)
    teams = f"{len(residents)} team" + ("" if len(residents) == 1 else "s")
    text = (f"bracket {number}: top-scoregroup {score} ({teams})" +
            (f", upfloaters {', '.join(map(str, ups))}" if ups else ", no upfloater"))
    ordered = sorted(bracket, key=lambda t: t.tpn)
    met = tuple((a.tpn, b.tpn) for k, a in enumerate(ordered) for b in ordered[k + 1:]
                if not a.may_meet(b))
    steps: list[Step] = [TeamBracketStep(
        f"{SYSTEM} art. 3.5", text, number, score, tuple(t.tpn for t in residents), ups,
        chosen.legal, chosen.c6, chosen.c7, chosen.weighed, chosen.unrecorded, met)]
    by_tpn = {t.tpn: t for t in bracket}
    taken_quality = sum(costs.cost(by_tpn[a], by_tpn[b]) or 0 for a, b in pairs)
    place = 0
    for index, candidate in enumerate(identifiers(bracket, costs, SHOWN + 1), start=1):
        if candidate == pairs:
            place = index
            break
        if index > SHOWN:
            break
        verdict, offending, mine = _verdict(candidate, by_tpn, costs, taken_quality)
        ident = tuple(a for a, _ in candidate) + tuple(b for _, b in candidate)
        steps.append(TeamCandidateStep(
            f"{SYSTEM} art. {'2.1.1' if verdict == 'C1' else '3.6.4'}",
            f"candidate {' '.join(map(str, ident))}: rejected by {verdict} ("
            + (f"{offending[0]}-{offending[1]} met already" if offending else
               CRITERIA[verdict][1]) + ")",
            number, index, ident, candidate, verdict, offending, mine.c8, mine.c9,
            mine.c10))
    if not place:  # after the candidates shown: its number in the order all the same
        place = next((index for index, candidate in enumerate(
            identifiers(bracket, costs, COUNTED), start=1) if candidate == pairs), 0)
    quality = costs.unpack(taken_quality)
    ident = tuple(a for a, _ in pairs) + tuple(b for _, b in pairs)
    steps.append(TeamChoiceStep(
        f"{SYSTEM} art. 3.6.4",
        f"the first compliant pairing: {' '.join(map(str, ident))} ({quality.as_text()}): "
        f"{' '.join(f'{a}-{b}' for a, b in pairs)}",
        bracket=number, index=place, more=not place or place > SHOWN + 1, pairs=pairs,
        identifier=ident,
        c8=quality.c8, c9=quality.c9, c10=quality.c10,
        shortfalls=tuple((a.tpn, b.tpn, name) for k, a in enumerate(ordered)
                         for b in ordered[k + 1:] for name in costs.shortfalls(a, b))))
    return steps


def _verdict(candidate: tuple[tuple[int, int], ...], by_tpn: dict[int, TeamState],
             costs: PairCosts, taken: int) -> tuple[str, tuple[int, int] | None, Quality]:
    """Why a pairing earlier in lexicographic order than the one taken was not taken:
    a rematch (C1, with the first pair that met), else the first criterion it falls
    shorter of than the one taken; with its counts of C8, C9 and C10."""
    total = 0
    for a, b in candidate:
        cost = costs.cost(by_tpn[a], by_tpn[b])
        if cost is None:
            return "C1", (a, b), Quality()
        total += cost
    mine, theirs = costs.unpack(total), costs.unpack(taken)
    for name, x, y in (("C8", mine.c8, theirs.c8), ("C9", mine.c9, theirs.c9),
                       ("C10", mine.c10, theirs.c10)):
        if x != y:
            return name, None, mine
    return "C8", None, mine
