"""A learner's pairing of a bracket judged by the quality criteria a bracket's pairing
decides (C.04.6 art. 2.3.5-2.3.7, C8-C10; art. 3.6.4): each criterion it falls short
of more than the rules' pairing, with both counts in words and the learner's own
pairs that fall short (issue 34). Counted from the choice step's typed
``shortfalls`` and the teams' cards in the piles, never from a sentence."""

from __future__ import annotations

from ...trace.steps import PileStep, Trace
from ...trace.steps import CardView
from .articles import CRITERIA
from .criteria import counted
from .steps import TeamBracketStep, TeamChoiceStep

Pair = tuple[int, int]


def worse(trace: Trace, choice: TeamChoiceStep, bracket: TeamBracketStep,
          boards: tuple[Pair, ...]) -> tuple[str, str] | None:
    """Why the learner's pairing of the bracket (every team of it paired within it)
    is not the rules': the first of C8-C10 it falls short of more, and every later
    one it falls short of more too; None when the learner pairs a team of the
    bracket outside it, or is as good (then the order of identifiers decides)."""
    members = {*bracket.residents, *bracket.upfloaters}
    mine = [b for b in boards if set(b) <= members]
    if 2 * len(mine) != len(members):
        return None
    short: dict[frozenset[int], list[str]] = {}
    for a, b, name in choice.shortfalls:
        short.setdefault(frozenset((a, b)), []).append(name)
    yours = {name: [p for p in mine if name in short.get(frozenset(p), ())]
             for name in ("C8", "C9", "C10")}
    rules = {"C8": choice.c8, "C9": choice.c9, "C10": choice.c10}
    first = next((name for name in rules if len(yours[name]) != rules[name]), None)
    if first is None or len(yours[first]) < rules[first]:
        return None
    cards = {card.start_no: card for s in trace.steps if isinstance(s, PileStep)
             for card in s.cards}
    said = [_figures(name, yours[name], rules[name], cards) for name in rules
            if name == first or (int(name[1:]) > int(first[1:])
                                 and len(yours[name]) > rules[name])]
    pairs = " ".join(f"{a}-{b}" for a, b in mine)
    theirs = " ".join(f"{a}-{b}" for a, b in choice.pairs)
    text = (f"your pairing of bracket {choice.bracket}, {pairs}, is worse than the rules' "
            f"({theirs}) by {said[0]}; of the pairings that fall short of C8, C9 and C10 "
            f"the least, the first in lexicographic order is taken (art. 3.6.4)")
    if said[1:]:
        text += "; worse as well by " + "; ".join(said[1:])
    return text, f"{first} (C.04.6 art. {CRITERIA[first][0]})"


def _figures(name: str, pairs: list[Pair], rules: int, cards: dict[int, CardView]) -> str:
    """One criterion: both counts in words and the learner's pairs that make its own."""
    causes = "; ".join(_cause(name, pair, cards) for pair in pairs)
    return (f"{name} (art. {CRITERIA[name][0]}): yours has {counted(name, len(pairs))}"
            f"{f' (your {causes})' if causes else ''}, the rules' {counted(name, rules)}")


def _cause(name: str, pair: Pair, cards: dict[int, CardView]) -> str:
    """Why the learner's ``pair`` falls short of ``name``, from the teams' cards: the
    preference both show (C8; C9 a strong one, as Type B marks it in capitals), or the
    higher team floated in the previous round and meets an upfloater (C10)."""
    a, b = (cards[t] for t in pair)
    said = f"{a.start_no}-{b.start_no}: "
    if name == "C10":
        higher, lower = sorted((a, b), key=lambda c: float(c.score), reverse=True)
        return (said + f"{higher.start_no} floated in the previous round and meets the "
                f"upfloater {lower.start_no}")
    colour = "White" if a.preference.upper() == "W" else "Black"
    return said + f"both {'strongly ' if name == 'C9' else ''}prefer {colour}"
