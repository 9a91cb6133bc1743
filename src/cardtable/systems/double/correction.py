"""Why the Double-Swiss system pairs a player as it does and not as a learner did, read
from the typed trace of the bracket (C.04.5 art. 3.6): the pairing identifiers are
tried in lexicographic order (3.6.3) and the first that complies with [C1] and [C8] is
taken (3.6.4).

A learner's upfloaters that are not the set taken are corrected first (art. 3.5 comes
before 3.6), by the criterion of the set (:mod:`.set_correction`). A legal pairing of
the whole bracket with more upfloaters' opponents who floated in the
previous match than the rules' is corrected by [C8] itself (art. 2.3.5), both counts in
words and the learner's pairs that make its own. Otherwise the correction names the
step that decided: the learner's pair tried and rejected (an
:class:`IdentifierStep` whose last pair it is, with its criterion), or the learner's
identifier coming after the rules' in lexicographic order; a player outside the
bracket is named as such (art. 1.3.2, 3.5). A pair of players who may not meet is left
to the marking's rematch rule ([C1], art. 2.1.1)."""

from __future__ import annotations

from ...trace.steps import ChoiceStep, Step, Trace
from .set_correction import judge_set
from .steps import DoubleBracketStep, IdentifierChoiceStep, IdentifierStep, \
    UpfloaterSetStep


def _why(step: IdentifierStep) -> str:
    """Why an identifier step rejected its identifiers, from its typed fields."""
    if step.offending is not None:
        return f"[C1] {step.offending[0]} and {step.offending[1]} may not meet"
    if step.criterion == "C1":
        return "[C1] the rest of the bracket could not be paired"
    return ("[C8] more upfloaters' opponents who floated in the previous match than "
            "the fewest possible")


def identifier(boards: tuple[tuple[int, int], ...], players: set[int]) -> tuple[int, ...]:
    """The pairing identifier (art. 3.6.2) of the ``boards`` among ``players``: the top
    members (the smaller TPN of each pair) ascending, then their opponents in that
    order."""
    pairs = sorted((min(b), max(b)) for b in boards if set(b) <= players)
    return tuple(a for a, _ in pairs) + tuple(b for _, b in pairs)


def correct(trace: Trace, index: int, choice: ChoiceStep, player: int, yours: int,
            boards: tuple[tuple[int, int], ...]) -> tuple[str, str] | None:
    """Why the choice at ``index`` does not pair ``player`` with ``yours`` (the
    learner's ``boards``): the sentence and the article that decided, or None for a
    pair that may not meet (the marking names the rematch rule)."""
    if not isinstance(choice, IdentifierChoiceStep):
        return None
    steps = trace.steps[:index]
    bracket = next(s for s in reversed(steps) if isinstance(s, DoubleBracketStep)
                   and s.number == choice.bracket)
    if any({a, b} == {player, yours} for a, b, _ in bracket.incompatible):
        return None
    pairs = ", ".join(f"{a}-{b}" for a, b in choice.pairs)
    rules = (f"the first identifier that complies with [C1] and [C8] is "
             f"{' '.join(map(str, choice.identifier))} ({pairs})")
    upfloaters = judge_set(steps, bracket, boards)  # art. 3.5 comes before 3.6
    if yours not in bracket.players:
        chosen = [s for s in steps if isinstance(s, UpfloaterSetStep)
                  and s.bracket == bracket.number and s.criterion is None]
        article = chosen[-1].article if chosen else bracket.article
        head = (f"{yours} is not a player of bracket {bracket.number} "
                f"({' '.join(map(str, bracket.players))}: its residents"
                + (" and the upfloaters chosen" if bracket.upfloaters else ""))
        if upfloaters is not None:
            return f"{head}); {upfloaters[0]}", upfloaters[1]
        return f"{head}, {article}); {rules}", article
    if upfloaters is not None:
        return upfloaters
    worse = _worse(choice, boards, set(bracket.players))
    if worse is not None:  # a legal pairing worse by [C8] is said so, in any order
        return f"{rules}; {worse}", "C.04.5 art. 2.3.5 [C8]"
    tried = next((s for s in steps if isinstance(s, IdentifierStep)
                  and s.bracket == choice.bracket and s.pairs
                  and set(s.pairs[-1]) == {player, yours}), None)
    if tried is not None:
        before = ", ".join(f"{a}-{b}" for a, b in tried.pairs)
        return (f"{player}-{yours} is tried (the identifiers with {before}) and "
                f"rejected: {_why(tried)}; {rules} (C.04.5 art. 3.6.4)", tried.article)
    mine = identifier(boards, set(bracket.players))
    said = " ".join(map(str, mine))
    if len(mine) != len(choice.identifier):  # the learner paired across the bracket
        return f"{rules} (C.04.5 art. 3.6.4)", choice.article
    if mine > choice.identifier:
        return (f"{rules}; yours, {said}, comes after it in lexicographic order "
                f"(C.04.5 art. 3.6.3)", choice.article)
    # earlier in lexicographic order, so it does not comply (art. 3.6.4)
    met = [(a, b) for a, b, _ in bracket.incompatible
           if any({a, b} == set(q) for q in boards)]
    if met:
        return (f"{rules}; yours, {said}, comes before it but does not comply: "
                f"[C1] {met[0][0]} and {met[0][1]} may not meet", bracket_rule(steps, choice,
                                                                            "C1"))
    # earlier, legal and as good by [C8] would have been taken: not met in a trace
    return f"{rules} (C.04.5 art. 3.6.4)", choice.article


def _worse(choice: IdentifierChoiceStep, boards: tuple[tuple[int, int], ...],
           players: set[int]) -> str | None:
    """The learner's pairing of the bracket judged by [C8] (art. 2.3.5): both counts
    in words and the learner's pairs that make its own, from the choice's typed
    ``shortfalls``; None when it is as good as the rules', or pairs a player of the
    bracket outside it."""
    if 2 * sum(1 for b in boards if set(b) <= players) != len(players):
        return None
    short = {frozenset(p): p for p in choice.shortfalls}
    mine = [short[frozenset(b)] for b in boards
            if set(b) <= players and frozenset(b) in short]
    if len(mine) <= choice.c8:
        return None
    named = "; ".join(_pair(boards, up, other) + f": {other} floated in the previous "
                      f"match and meets the upfloater {up}" for up, other in mine)
    return (f"yours is worse by [C8] (art. 2.3.5): it has {_opponents(len(mine))} "
            f"(your {named}), the rules' {_opponents(choice.c8)}")


def _pair(boards: tuple[tuple[int, int], ...], a: int, b: int) -> str:
    """The learner's board of ``a`` and ``b`` as the learner wrote it."""
    return f"{a}-{b}" if (a, b) in boards else f"{b}-{a}"


def _opponents(count: int) -> str:
    return (f"{count or 'no'} upfloater's opponent who floated in the previous match"
            if count == 1 else
            f"{count or 'no'} upfloaters' opponents who floated in the previous match")


def bracket_rule(steps: tuple[Step, ...], choice: IdentifierChoiceStep,
                 criterion: str) -> str:
    """The article of the identifier step of the bracket that rejected by
    ``criterion`` (the choice's own article when none was recorded)."""
    return next((s.article for s in steps if isinstance(s, IdentifierStep)
                 and s.bracket == choice.bracket and s.criterion == criterion),
                choice.article)
