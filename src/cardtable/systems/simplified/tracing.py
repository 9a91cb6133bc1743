"""The trace steps of the procedure, in an arbiter's words: the scoregroups laid out as
piles of cards, the bye rule, each searching player's order of opponents, the opponents
passed over (not legal, or backtracking) and the pair chosen. See docs/simplified.md
and docs/trace.md (the search steps of :mod:`cardtable.trace.search_steps`)."""

from __future__ import annotations

from typing import Iterable, Mapping

from ...model.colour import Colour
from ...model.points import format_points
from ...trace.steps import ByeStep, CardView, ChoiceStep, PileStep, Step
from ...trace.search_steps import (
    BacktrackStep,
    Barrier,
    ByeChangeStep,
    ByeRuleStep,
    RejectedStep,
    RelaxedStep,
    SearchOrderStep,
)
from ..outside import FORBIDDEN
from .conditions import Condition, why_not
from .field import Card, Field
from .order import SearchOrder
from .procedure import Procedure

#: opponents named in a search-order sentence before "…"
NAMED = 12


def _numbers(players: Iterable[int], limit: int | None = None) -> str:
    players = list(players)
    shown = players if limit is None or len(players) <= limit else players[:limit]
    text = " ".join(map(str, shown)) or "—"
    return text + (f" … ({len(players) - len(shown)} more)" if len(shown) < len(players) else "")


def card_view(card: Card, colours: bool) -> CardView:
    """A card as the trace shows it; ``colours`` False for SwissBG (backgammon has
    none). The preference shown is the colour a player must have (the simplified Swiss
    document, colour rule 1: the same colour in their last two games)."""
    letters = "".join("W" if c is Colour.WHITE else "B" for c in card.colours)
    repeated = card.state.repeated_colour
    must = "" if repeated is None else ("B" if repeated is Colour.WHITE else "W")
    return CardView(card.start_no, card.name, _label(card),
                    letters if colours else "", must if colours else "", "",
                    not card.had_bye)


def _label(card: Card) -> str:
    return format_points(card.score, "½")


def piles(field: Field, procedure: Procedure) -> list[Step]:
    with_colours = procedure.system == "simplified"
    return [PileStep(procedure.article,
                     f"Scoregroup {group.label}: {_numbers(group.players)} (ordered by "
                     f"{procedure.ordering})",
                     group.label, tuple(card_view(field.cards[p], with_colours)
                                        for p in group.players))
            for group in field.groups]


def relaxed(procedure: Procedure, dropped: tuple[Barrier, ...]) -> Step:
    names = ", ".join(dropped)
    return RelaxedStep(procedure.article,
                    f"No pairing keeps every condition: the {names} rule is dropped for "
                    f"this round, since it does not apply when no legal pairing can be had "
                    f"otherwise (the simplified Swiss, colours); the search starts again",
                       dropped)


def bye(field: Field, procedure: Procedure, candidates: tuple[int, ...],
        tried: list[int], player: int | None) -> list[Step]:
    """The bye rule, the candidates passed over, and the bye player."""
    if player is None:
        return []
    passed = [p for p in field.players[::-1] if p not in candidates]
    rule = (f"{len(field.players)} players: one of them gets the bye — the last of the "
            f"lowest scoregroup ({procedure.ordering}) who has not had it; candidates in "
            f"order: {_numbers(candidates, NAMED)}")
    if passed:
        rule += f"; passed over, they had the bye already: {_numbers(passed, NAMED)}"
    if not any(not field.cards[p].had_bye for p in field.players):
        rule += "; every player has had the bye, so it is given a second time"
    steps: list[Step] = [ByeRuleStep(procedure.article, rule, tuple(candidates),
                                     tuple(passed))]
    steps += [bye_change(procedure, other) for other in tried]
    who = "as " + (procedure.bye_rule or f"the last of the lowest scoregroup "
                                          f"({procedure.ordering}) who has not had it")
    if field.cards[player].had_bye:
        who = "a second time, as every player has had it"
    if tried:
        who += (f" and with whom on the bye the others can all be paired (not with "
                f"{_numbers(tried, NAMED)})")
    steps.append(ByeStep(procedure.article,
                         f"{player} gets the bye {who}: no game, "
                         + ("no colour, " if procedure.colours else "")
                         + f"the points of a win (score {_label(field.cards[player])} "
                         f"before the round)", player))
    return steps


def bye_change(procedure: Procedure, player: int) -> Step:
    """With ``player`` on the bye the others could not all be paired."""
    return ByeChangeStep(procedure.article,
                         f"With {player} on the bye the others cannot all be paired (every "
                         f"pair undone, last to first): the bye passes to the next "
                         f"candidate", player)


def search(field: Field, procedure: Procedure, order: SearchOrder, number: int) -> Step:
    score = _label(field.cards[order.player])
    if order.upper:
        where = (f"the first of the upper half ({_numbers(order.upper, NAMED)} | "
                 f"{_numbers(order.lower, NAMED)}) of scoregroup {score}")
    else:
        where = f"alone in scoregroup {score}"
    return SearchOrderStep(procedure.article,
                           f"Pair {number}: {order.player} is {where}; opponents in the "
                           f"order {_numbers(order.opponents, NAMED)}",
                           number, order.player, tuple(order.upper), tuple(order.lower),
                           tuple(order.below), tuple(order.opponents))


def rejected(procedure: Procedure, player: int, opponent: int,
             broken: tuple[Barrier, str] | None) -> Step:
    assert broken is not None  # a pair passed over as not legal breaks a condition
    condition, reason = broken
    return RejectedStep(procedure.article, f"  {player}-{opponent} is not legal: {reason}",
                        player, opponent, condition)


def passed(procedure: Procedure, conditions: tuple[Condition, ...],
           cards: Mapping[int, Card], passes: Iterable[tuple[int, int, bool]]) -> list[Step]:
    """The pairs passed over, in order: (player, opponent, legal) — a pair that breaks
    one of the ``conditions``, or a legal one undone by backtracking."""
    return [backtrack(procedure, player, opponent) if legal else
            rejected(procedure, player, opponent,
                     why_not(conditions, cards[player], cards[opponent]))
            for player, opponent, legal in passes]


def backtrack(procedure: Procedure, player: int, opponent: int) -> Step:
    return BacktrackStep(procedure.article,
                         f"  {player}-{opponent} is legal, but the players left could then "
                         f"not all be paired: the procedure would get stuck and undo the "
                         f"pairs back to this one (backtracking), so {opponent} is passed "
                         f"over", player, opponent)


def chosen(procedure: Procedure, player: int, opponent: int, index: int,
           number: int) -> Step:
    return ChoiceStep(procedure.article,
                      f"  Pair {number}: {player}-{opponent} (number {index} in the order)",
                      0, index, ((player, opponent),), (), index == 1, "first legal",
                      name=f"Pair {number}")


def impossible(field: Field) -> str:
    """Why the round cannot be paired: the tournament ends (the simplified Swiss)."""
    forbidden = any(card.never_meets & set(field.cards) for card in field.cards.values())
    return no_pairing(len(field.players), forbidden)


def no_pairing(players: int, forbidden: bool) -> str:
    """No pairing of ``players`` avoids a rematch (and, with ``forbidden``, the
    forbidden pairs): the tournament ends (the simplified Swiss: "Wenn keine
    zulässigen Paare gebildet werden können, endet das Turnier")."""
    who = "whoever gets the bye" if players % 2 else "in any way"
    avoided = f"a rematch or a forbidden pair ({FORBIDDEN})" if forbidden else "a rematch"
    return (f"no legal pairing exists: the {players} players cannot all be paired "
            f"without {avoided} ({who}), so the tournament ends here (the simplified "
            f"Swiss: when no legal pairs can be formed, the tournament ends)")
