"""The pairing-allocated bye (C.04.1 art. 3; C.04.3 art. 1.5 and C2, C4, C9).

With an odd number of players one player gets the PAB. They must be eligible (no PAB
before, and never scored a win's points without playing), and the rest must still be
pairable (C4). Among the possible assignees the rules give it to the lowest scoregroup
possible; within it C9 prefers the player with the fewest unplayed games, i.e. the
most games played."""

from __future__ import annotations

from typing import NamedTuple

from ..base import PairingError
from .cards import CardIndex, StartNo
from .graph import RoundGraph


#: a named tuple: a sixth of a dataclass's making at a command's start (issue 36)
class ByePlan(NamedTuple):
    """``score``: the score of the PAB assignee (None with an even number of players).
    ``single_first``: the first bracket is the one that gives the PAB (everybody has the
    same score, e.g. round 1). ``pab_rank``: played games -> C9 value (higher for fewer
    played games, so that pairing such a player is preferred and the PAB goes to the
    one who played most)."""

    score: int | None
    single_first: bool
    pab_rank: dict[int, int]


def plan_bye(graph: RoundGraph) -> ByePlan:
    """The PAB plan of the round, from its graph alone (the solver is built on it)."""
    cards = graph.cards
    everyone = [CardIndex(i) for i in range(len(cards))]
    if len(cards) % 2 == 0:
        if not graph.can_complete(everyone, bye=_nobody):
            raise _no_pairing(graph)
        return ByePlan(None, False, {})
    for score in sorted({c.score for c in cards}):
        def at_score(i: CardIndex, s: int = score) -> bool:
            return cards[i].bye_eligible and cards[i].score == s
        if graph.can_complete(everyone, bye=at_score):
            break
    else:
        raise _no_pairing(graph)
    played = sorted((c.played_games for c in cards if c.score == score), reverse=True)
    rank = {games: k for k, games in enumerate(played)}
    return ByePlan(score, _top_bracket_gives_pab(graph, score), rank)


def _nobody(i: CardIndex) -> bool:
    """With an even number of players nobody gets the PAB."""
    return False


def _top_bracket_gives_pab(graph: RoundGraph, score: int) -> bool:
    """Whether the first bracket is the one that downfloats exactly the PAB assignee
    (C9 applies there): the PAB comes from the top scoregroup, whose other players can
    all be paired among themselves while the players below pair among themselves."""
    cards = graph.cards
    top = [CardIndex(i) for i, c in enumerate(cards) if c.score == cards[0].score]
    if score < cards[0].score or len(top) % 2 == 0:
        return False
    below = [CardIndex(i) for i in range(len(top), len(cards))]
    return (graph.can_complete(below, bye=_nobody)
            and graph.can_complete(top, bye=lambda i: cards[i].bye_eligible
                                     and cards[i].score == score))


def _no_pairing(graph: RoundGraph) -> PairingError:
    """Name the players that cannot be paired (those with the fewest possible
    opponents) and the rule that blocks them."""
    cards = graph.cards
    fewest = min(len(n) for n in graph.neighbours) if cards else 0
    stuck: tuple[StartNo, ...] = tuple(
        cards[i].start_no for i, n in enumerate(graph.neighbours) if len(n) == fewest)
    if fewest == 0:
        why = ("they have already met every other player or may not meet them "
               "(C1 no rematch, C3 colour, forbidden pairs)")
    else:
        why = ("the round cannot be completed: C1 (no rematch), C3 (absolute colour "
               "preferences) and C2 (PAB eligibility) leave no complete pairing")
    names = ", ".join(str(s) for s in stuck)
    return PairingError(f"no legal pairing exists; players {names}: {why}", stuck,
                        "C.04.3 C1-C4")
