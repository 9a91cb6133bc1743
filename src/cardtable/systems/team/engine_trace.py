"""The trace of a team round's pairing (C.04.6), in the steps the walkthrough and
``explain`` show: the scoregroups, the PAB, each bracket with the candidates before
the one taken, the colours and the boards. Worded from what the engine
(:mod:`.engine`) decided, and imported only when a trace is asked for: ``cardtable
engine --team`` pairs without it (issue 36)."""

from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from ...trace.steps import BoardsStep, CardView, PileStep, Step, Trace
from .articles import CRITERIA
from .bracket import identifiers
from .colour import COLOUR_RULE, FIRST_TEAM_RULE, Allocation, Preference
from .criteria import PairCosts, Quality
from .state import TeamState
from .steps import (TeamBracketStep, TeamCandidateStep, TeamChoiceStep, TeamColourStep,
                    TeamPabStep)
from .upfloaters import Upfloaters

SYSTEM = "C.04.6"
#: candidates of a bracket shown one by one in the trace before the one taken
SHOWN = 8
#: how far the order of identifiers is counted to number the pairing taken
COUNTED = 100_000


def pab_step(team: TeamState, passed: list[tuple[int, str]],
             order: list[TeamState]) -> Step:
    """Art. 3.4: the PAB's team, the teams passed over and why, the order sought in."""
    return TeamPabStep(
        f"{SYSTEM} art. 3.4", f"the PAB goes to team {team.tpn}, worth a draw "
        f"(art. 1.4): the lowest score, the most matches, the largest TPN",
        player=team.tpn, team=team.tpn, passed_over=tuple(passed),
        order=tuple((t.tpn, _score(t.primary), t.matches) for t in order))


def colour_step(allocation: Allocation) -> Step:
    """Art. 4: which team has White in a match, by which step, and the first team."""
    return TeamColourStep(
        f"{SYSTEM} art. {allocation.step}",
        f"{allocation.white} has White against {allocation.black} (art. "
        f"{allocation.step}: {COLOUR_RULE[allocation.step]}); first-team "
        f"{allocation.first} (art. {allocation.first_by}: "
        f"{FIRST_TEAM_RULE[allocation.first_by]})",
        white=allocation.white, black=allocation.black, rule=allocation.step,
        reason=f"first-team {allocation.first} ({FIRST_TEAM_RULE[allocation.first_by]},"
               f" art. {allocation.first_by}); {COLOUR_RULE[allocation.step]}",
        first=allocation.first, first_by=allocation.first_by)


def round_trace(round_no: int, boards: tuple[tuple[int, int], ...], pab: int | None,
                steps: list[Step]) -> Trace:
    """The round's trace: ``steps``, then the matches as published (art. 3.3.1)."""
    steps.append(BoardsStep(f"{SYSTEM} art. 3.3.1", "the round is paired: the "
                            "matches, White's team first", boards, pab))
    return Trace("team", round_no, boards, pab, tuple(steps))


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


def scoregroups(teams: Sequence[TeamState],
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


def bracket_steps(number: int, residents: list[TeamState], chosen: Upfloaters,
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
