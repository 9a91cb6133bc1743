"""The pairing procedure of the simplified Swiss document with its backtracking
("Paarungen"), shared by the simplified Swiss and SwissBG.

The hand procedure pairs the first player of the upper half of the highest scoregroup
with the first legal opponent of their search order, removes the pair, splits the
scoregroup again and repeats. When the players left cannot all be paired it undoes the
last pair and tries that player's next opponent, then earlier pairs, last to first; if
no pair can be changed to success it changes the bye player (the second to last of the
lowest scoregroup, ...). The pairing it ends with is the first complete one in that
order of trying.

This search gives exactly that pairing without walking into dead ends: before it keeps
a pair it asks whether the players left can still all be paired (a maximum matching,
:mod:`.matching`). A pair after which they cannot is one the hand procedure would keep,
get stuck behind and come back to undo; it is passed over at once and recorded as
backtracking. Every pair is therefore found with at most one walk through the
searching player's opponents, each step a few matching operations: polynomial in the
number of players, however many alternatives the hand procedure would have tried.

If no pairing meets every condition, the relaxable ones (the colour rule of the
simplified Swiss) are dropped and the search starts again; if none exists even then,
there is no legal pairing and the tournament ends (the simplified Swiss document: "Wenn
keine zulässigen Paare gebildet werden können, endet das Turnier")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from ...trace.steps import Step
from ...trace.search_steps import Barrier
from ..base import PairingError
from . import tracing
from .byes import bye_candidates
from .conditions import Condition, legal_graph
from .field import Field
from .matching import Mates, after_pair, perfect_matching
from .order import search_order
from .procedure import Procedure


@dataclass(frozen=True, slots=True)
class Found:
    """The pairs in the order they were formed (the searching player first), the bye
    player, the conditions dropped to find them, and the trace steps."""

    pairs: tuple[tuple[int, int], ...]
    bye: int | None
    relaxed: tuple[Barrier, ...]
    steps: tuple[Step, ...]


def levels(conditions: tuple[Condition, ...]) -> list[tuple[Condition, ...]]:
    """Every condition first; then, if some are relaxable, only the others."""
    strict = tuple(c for c in conditions if not c.relaxable)
    return [conditions] if strict == conditions else [conditions, strict]


def pair_field(field: Field, procedure: Procedure, trace: bool = False) -> Found:
    """Pair every player of ``field`` (one bye when their number is odd), or raise
    :class:`PairingError` when no legal pairing exists."""
    steps: list[Step] = tracing.piles(field, procedure) if trace else []
    for active in levels(procedure.conditions):
        dropped = tuple(c.name for c in procedure.conditions if c not in active)
        if dropped and trace:
            steps.append(tracing.relaxed(procedure, dropped))
        graph = legal_graph(active, field.cards)
        candidates = bye_candidates(field)
        found = first_bye(candidates, field.players, graph)
        if found is None:
            continue
        bye, mates, tried = found
        if trace:
            steps += tracing.bye(field, procedure, candidates, tried, bye)
        pairs = _walk(field, bye, active, graph, mates, procedure, steps if trace else None)
        return Found(pairs, bye, dropped, tuple(steps))
    raise PairingError(tracing.impossible(field), field.players,
                       procedure.article)


def first_bye(candidates: Sequence[int], players: Sequence[int],
              graph: Mapping[int, set[int]]) -> tuple[int | None, Mates, list[int]] | None:
    """The first of the bye ``candidates`` with whom on the bye the other ``players``
    can all be paired (None without candidates: an even field), a perfect matching of
    them, and the candidates passed over; None when there is none (the simplified Swiss
    document: the bye passes to the second to last, ...)."""
    tried: list[int] = []
    for bye in candidates or (None,):
        mates = perfect_matching([p for p in players if p != bye], graph)
        if mates is not None:
            return bye, mates, tried
        if bye is not None:
            tried.append(bye)
    return None


@dataclass(frozen=True, slots=True)
class Taken:
    """The opponent taken, their place in the order (from 1), a perfect matching of the
    players left after the pair, and the opponents passed over before them: (opponent,
    legal) — not legal, or legal but leaving the rest unpairable (backtracking)."""

    opponent: int
    index: int
    mates: Mates
    passed: tuple[tuple[int, bool], ...]


def first_opponent(player: int, opponents: Sequence[int], graph: Mapping[int, set[int]],
                   mates: Mates) -> Taken:
    """The first of ``opponents`` that ``player`` may meet and after whom the players
    left can still all be paired (``mates``, a perfect matching of them all, pairs
    ``player``, so one always is)."""
    passed: list[tuple[int, bool]] = []
    for index, opponent in enumerate(opponents, start=1):
        legal = opponent in graph[player]
        rest = after_pair(mates, player, opponent, graph) if legal else None
        if rest is not None:
            return Taken(opponent, index, rest, tuple(passed))
        passed.append((opponent, legal))
    raise AssertionError(  # pragma: no cover - the matching of the rest pairs ``player``
        f"no opponent for {player} although the rest is pairable")


def _walk(field: Field, bye: int | None, conditions: tuple[Condition, ...],
          graph: dict[int, set[int]], mates: Mates, procedure: Procedure,
          steps: list[Step] | None) -> tuple[tuple[int, int], ...]:
    """Pair the players other than ``bye`` from the top, each with the first opponent
    of their search order that is legal and leaves the rest pairable (``mates`` is a
    perfect matching of them, so one always is)."""
    groups = [[p for p in g.players if p != bye] for g in field.groups]
    pairs: list[tuple[int, int]] = []
    while any(groups):
        order = search_order(groups)
        player = order.player
        taken = first_opponent(player, order.opponents, graph, mates)
        mates = taken.mates
        pairs.append((player, taken.opponent))
        if steps is not None:
            steps.append(tracing.search(field, procedure, order, len(pairs)))
            steps += tracing.passed(procedure, conditions, field.cards,
                                    ((player, q, legal) for q, legal in taken.passed))
            steps.append(tracing.chosen(procedure, player, taken.opponent, taken.index,
                                        len(pairs)))
        for group in groups:
            for p in (player, taken.opponent):
                if p in group:
                    group.remove(p)
    return tuple(pairs)
