"""``explain --player`` and ``--why`` for the dutch-2009 teaching edition (the 2009 FIDE
rating-based Swiss): the steps of the trace that concern the player or the pair — the
piles and brackets they stand in, every candidate pairing tried with them and its verdict,
the pairing chosen, their float or bye, their colours. Read from the recorded steps; nothing
is computed again."""

from __future__ import annotations

from ...trace.steps import (
    BracketStep,
    ByeStep,
    CandidateStep,
    ChoiceStep,
    ColourStep,
    FloatStep,
    PileStep,
    ProcedureStep,
    Step,
    Trace,
)
from ...trace.query import QueryError, colour_history, not_paired
from .steps import AboveStep, PenultimateStep
from ...model.numerals import is_digits


def _concerns(step: Step, player: int) -> bool:
    if isinstance(step, (CandidateStep, ChoiceStep)):
        return any(player in pair for pair in step.pairs) or player in step.floaters
    if isinstance(step, FloatStep):
        return player in step.players
    if isinstance(step, ByeStep):
        return step.player == player
    if isinstance(step, ColourStep):
        return player in (step.white, step.black)
    if isinstance(step, BracketStep):
        return player in step.residents or player in step.mdps
    return False


def _card(trace: Trace, player: int) -> str:
    for step in trace.steps:
        if isinstance(step, PileStep):
            for card in step.cards:
                if card.start_no == player:
                    return (f"Player {player} {card.name}: score {card.score}, colours "
                            f"{colour_history(card)}, preference "
                            f"{card.preference or 'none'}, floats {card.floats or 'none'} "
                            f"[{step.article}]")
    raise not_paired(trace, player)


def _outcome(trace: Trace, player: int) -> str:
    for board, (white, black) in enumerate(trace.boards, start=1):
        if player in (white, black):
            return f"board {board}: {white} White, {black} Black"
    if trace.pab == player:
        return "the bye"
    return "not paired"


#: the steps of a bracket that change what is tried next (criteria given up, x raised,
#: brackets above re-paired), shown with the player's own steps in that bracket
_TURNS = frozenset({"C.9", "C.10", "C.11", "C.12", "C.13", "C.14", "B"})


def _in_bracket(step: Step, name: str) -> bool:
    """The step is said in bracket ``name`` (``3``; ``2+3`` merged by C.13, whose
    candidates and floats are numbered 0)."""
    if isinstance(step, ProcedureStep):
        return step.bracket == name
    if isinstance(step, (CandidateStep, FloatStep)):
        return str(step.bracket) == name if step.bracket else not is_digits(name)
    return False


def player_path(trace: Trace, player: int) -> list[str]:
    """Every step of the round that concerns the player, with the turns taken in their
    bracket, then their board."""
    lines = [_card(trace, player)]
    bracket = None  # the bracket the player stands in
    for step in trace.steps:
        if isinstance(step, BracketStep):
            bracket = step.name if _concerns(step, player) else None
        if _concerns(step, player) or (
                bracket and step.article in _TURNS and _in_bracket(step, bracket)):
            lines.append(f"{step.text}  [{step.article}]")
    return lines + [f"{player}: {_outcome(trace, player)}"]


def _pairs_them(step: Step, pair: set[int]) -> bool:
    return isinstance(step, (CandidateStep, ChoiceStep)) and any(
        set(p) == pair for p in step.pairs)


def _bracket_of(step: Step) -> str:
    """The bracket a candidate or choice is said in, as a procedure step names it
    (``3``; a choice in brackets merged by C.13 by its ``name``, ``2+3``)."""
    if isinstance(step, (CandidateStep, ChoiceStep)) and step.bracket:
        return str(step.bracket)
    return step.name if isinstance(step, ChoiceStep) else ""


def deciding_steps(trace: Trace, pair: set[int]) -> list[Step]:
    """Every step that decides whether the pair is made, in order: the candidates and
    choices that pair them; between two of those, the turns of their bracket (C.9-C.11
    criteria given up, x raised: why a rejected pair is tried again); after a choice
    that paired them, the C.12/C.13 step that undoes it and the bracket's next choice."""
    steps = trace.steps
    tries = [i for i, step in enumerate(steps) if _pairs_them(step, pair)]
    if not tries:
        return []
    brackets = {_bracket_of(steps[i]) for i in tries}
    found: list[Step] = []
    undone = ""  # a bracket whose choice of the pair a backtrack undid
    chosen = False
    for index in range(tries[0], len(steps)):
        step = steps[index]
        if index in tries:
            found.append(step)
            chosen = chosen or isinstance(step, ChoiceStep)
        elif (index < tries[-1] and step.article in _TURNS
              and any(_in_bracket(step, name) for name in brackets)):
            found.append(step)  # C.9-C.11 (C.12/C.13 as well, when tries follow)
        elif (chosen and isinstance(step, (AboveStep, PenultimateStep)) and step.undoing
              and step.above in brackets):
            found.append(step)  # C.12/C.13: the pairing with them is undone
            undone, chosen = step.above, False
        elif undone and isinstance(step, ChoiceStep) and _bracket_of(step) == undone:
            found.append(step)  # what the bracket paired instead
            undone = ""
    return found


def why(trace: Trace, first: int, second: int) -> list[str]:
    """The steps that decided whether the two are paired (:func:`deciding_steps`), and
    the outcome."""
    if first == second:
        raise QueryError("give two different players")
    _card(trace, first)
    _card(trace, second)
    tried = [f"{step.text}  [{step.article}]"
             for step in deciding_steps(trace, {first, second})]
    together = any({w, b} == {first, second} for w, b in trace.boards)
    head = (f"{first} and {second} are paired ({_outcome(trace, first)})" if together else
            f"{first} and {second} are not paired: {first} has {_outcome(trace, first)}, "
            f"{second} has {_outcome(trace, second)}")
    if not tried:
        return [head, "no candidate tried pairs them (they never stood in one bracket's "
                      "S1 and S2 facing each other before a pairing was found)"]
    return [head, "the steps that decided it, in the order of the procedure:", *tried]
