"""An independent check of a Swiss Team Pairing System (C.04.6) round, written
apart from the engine (systems/team): by brute force over every pairing of each
bracket the trace names, and over every team for the PAB.

What it checks: the absolute criteria (C1 no rematch, C2 no second PAB; every team
paired once); the PAB by art. 3.4; each bracket's upfloaters the fewest (C4) and then
the highest scores (C5) that leave the bracket and the rest a legal pairing, and of
those sets the first in the order of their TPNs (art. 3.5.3-3.5.4) that is best for C6
(the fewest upfloaters the following scoregroup's bracket needs; none when that
scoregroup of the round is now empty) and then C7; and each
bracket's pairing the first in the lexicographic order of identifiers (art. 3.6.3)
among those falling least short of C8, C9, C10 (art. 3.6.4), with preferences
computed here again from art. 1.7."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from typing import Iterator

from cardtable.model.colour import Colour
from cardtable.systems.base import Pairing
from cardtable.systems.team.state import ColourType, Options, TeamState
from cardtable.systems.team.steps import TeamBracketStep, TeamChoiceStep

W, B = Colour.WHITE, Colour.BLACK


def matchings(items: list[int]) -> Iterator[list[tuple[int, int]]]:
    """Every perfect matching of ``items`` (ascending), pairs (smaller, larger)."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for k, other in enumerate(rest):
        for tail in matchings(rest[:k] + rest[k + 1:]):
            yield [(first, other)] + tail


def legal(teams: list[TeamState], by: dict[int, TeamState]) -> bool:
    return len(teams) % 2 == 0 and any(
        all(b not in by[a].met for a, b in m) for m in matchings(sorted(t.tpn for t in teams)))


def want(team: TeamState, options: Options) -> tuple[Colour | None, bool]:
    """Art. 1.7 again: (colour, strong)."""
    if options.colour_type is ColourType.NONE:
        return None, False
    played = [c for c in team.rounds if c is not None]
    cd = played.count(W) - played.count(B)
    two_b = played[-2:] == [B, B]
    two_w = played[-2:] == [W, W]
    if options.colour_type is ColourType.A:
        if cd < -1 or (cd in (0, -1) and two_b):
            return W, False
        if cd > 1 or (cd in (0, 1) and two_w):
            return B, False
        return None, False
    # Type B, the paragraphs of art. 1.7.2 in their order, the first that fits
    if cd < -1 or (cd in (0, -1) and two_b):
        return W, True
    if cd > 1 or (cd in (0, 1) and two_w):
        return B, True
    if not played or (cd == 0 and options.last_round):
        return None, False
    if cd == -1 or (cd == 0 and played[-1] is B):
        return W, False
    if cd == 1 or (cd == 0 and played[-1] is W):
        return B, False
    return None, False


def shortfall(pairs: list[tuple[int, int]], by: dict[int, TeamState],
              options: Options) -> tuple[int, int, int]:
    c8 = c9 = c10 = 0
    for a, b in pairs:
        (ca, sa), (cb, sb) = want(by[a], options), want(by[b], options)
        if ca is not None and ca is cb:
            c8 += 1
            c9 += 1 if sa and sb else 0
        if not options.last_two and by[a].primary != by[b].primary:
            higher = by[a] if by[a].primary > by[b].primary else by[b]
            c10 += 1 if higher.floated else 0
    return c8, c9, c10


def identifier(pairs: list[tuple[int, int]]) -> tuple[int, ...]:
    ordered = sorted(pairs)
    return tuple(a for a, _ in ordered) + tuple(b for _, b in ordered)


def problems(teams: list[TeamState], options: Options, pairing: Pairing) -> list[str]:
    """What the round's pairing gets wrong, by the rules as this module reads them."""
    by = {t.tpn: t for t in teams}
    found: list[str] = []
    seen = [x for board in pairing.boards for x in board] + (
        [pairing.pab] if pairing.pab is not None else [])
    if sorted(seen) != sorted(by):
        found.append(f"not every team paired once: {seen}")
    for white, black in pairing.boards:
        if black in by[white].met:
            found.append(f"C1: {white}-{black} met before")
    if pairing.pab is not None:
        if by[pairing.pab].pab_barred:
            found.append(f"C2: {pairing.pab} may not have the PAB")
        order = sorted((t for t in teams if not t.pab_barred),
                       key=lambda t: (t.primary, -t.matches, -t.tpn))
        first = next(t.tpn for t in order if legal([u for u in teams if u.tpn != t.tpn], by))
        if first != pairing.pab:
            found.append(f"art. 3.4: the PAB goes to {first}, not {pairing.pab}")
    assert pairing.trace is not None
    left = [t for t in teams if t.tpn != pairing.pab]
    brackets = [s for s in pairing.trace.steps if isinstance(s, TeamBracketStep)]
    choices = [s for s in pairing.trace.steps if isinstance(s, TeamChoiceStep)]
    for bracket, choice in zip(brackets, choices):
        found += _upfloaters(bracket, left, by, options)
        found += _bracket(bracket, choice, by, options)
        taken = set(bracket.residents) | set(bracket.upfloaters)
        left = [t for t in left if t.tpn not in taken]
    return found


def fewest(teams: list[TeamState], by: dict[int, TeamState]) -> int:
    """The fewest upfloaters the bracket of the highest scoregroup of ``teams`` needs
    for every team to be paired (C4 in that bracket)."""
    if not teams:
        return 0
    top = max(t.primary for t in teams)
    residents = [t for t in teams if t.primary == top]
    lower = [t for t in teams if t.primary != top]
    for size in range(len(residents) % 2, len(lower) + 1, 2):
        if any(legal(residents + list(c), by) and legal([t for t in lower if t not in c], by)
               for c in combinations(lower, size)):
            return size
    return len(lower) + 1


def _upfloaters(step: TeamBracketStep, left: list[TeamState], by: dict[int, TeamState],
                options: Options) -> list[str]:
    top = max(t.primary for t in left)
    residents = [t for t in left if t.primary == top]
    if sorted(t.tpn for t in residents) != sorted(step.residents):
        return [f"bracket {step.number}: residents {step.residents}"]
    lower = [t for t in left if t.primary != top]
    # C6 (art. 2.3.3): the scoregroup that follows among all the round's teams; it
    # does not apply when that scoregroup is now empty
    following = max((t.primary for t in by.values() if t.primary < top), default=None)
    for size in range(len(residents) % 2, len(lower) + 1, 2):
        ok = [c for c in combinations(lower, size)
              if legal(residents + list(c), by)
              and legal([t for t in lower if t not in c], by)]
        if not ok:
            continue
        best = min(sorted((top - t.primary for t in c), reverse=True) for c in ok)
        mine = [by[k] for k in step.upfloaters]
        if len(mine) != size:
            return [f"bracket {step.number}: C4 {len(mine)} upfloaters, {size} would do"]
        if sorted((top - t.primary for t in mine), reverse=True) != best:
            return [f"bracket {step.number}: C5 upfloaters {step.upfloaters}"]
        weighed = []
        for c in ok:
            if sorted((top - t.primary for t in c), reverse=True) != best:
                continue
            rest = [t for t in lower if t not in c]
            c6 = fewest(rest, by) if any(t.primary == following for t in rest) else 0
            c7 = 0 if options.last_two else sum(1 for t in c if t.floated)
            order = tuple(t.tpn for t in sorted(c, key=lambda t: (-t.primary, t.tpn)))
            weighed.append((c6, c7, order))
        first = min(weighed)[2]
        if first != step.upfloaters:
            return [f"bracket {step.number}: art. 3.5.5 takes {first}, not {step.upfloaters}"]
        return []
    return [f"bracket {step.number}: no legal set of upfloaters exists"]


def _bracket(step: TeamBracketStep, choice: TeamChoiceStep, by: dict[int, TeamState],
             options: Options) -> list[str]:
    members = sorted(set(step.residents) | set(step.upfloaters))
    candidates = [m for m in matchings(members) if all(b not in by[a].met for a, b in m)]
    best = min(shortfall(m, by, options) for m in candidates)
    first = min(identifier(m) for m in candidates if shortfall(m, by, options) == best)
    if choice.identifier != first:
        return [f"bracket {step.number}: art. 3.6.4 takes {first}, not {choice.identifier}"]
    return []
