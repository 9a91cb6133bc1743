"""``explain --player`` and ``--why`` for the dutch-2009 teaching edition (the 2009 FIDE
rating-based Swiss): the steps of the trace that concern the player or the pair — the
piles and brackets he stands in, every candidate pairing tried with him and its verdict,
the pairing chosen, his float or bye, his colours. Read from the recorded steps; nothing
is computed again."""

from __future__ import annotations

from ...trace import (
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
from ...trace.query import QueryError, not_paired


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
                            f"{card.colours or 'none yet'}, preference "
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
        return str(step.bracket) == name if step.bracket else not name.isdigit()
    return False


def player_path(trace: Trace, player: int) -> list[str]:
    """Every step of the round that concerns the player, with the turns taken in his
    bracket, then his board."""
    lines = [_card(trace, player)]
    bracket = None  # the bracket the player stands in
    for step in trace.steps:
        if isinstance(step, BracketStep):
            bracket = step.name if _concerns(step, player) else None
        if _concerns(step, player) or (
                bracket and step.article in _TURNS and _in_bracket(step, bracket)):
            lines.append(f"{step.text}  [{step.article}]")
    return lines + [f"{player}: {_outcome(trace, player)}"]


def why(trace: Trace, first: int, second: int) -> list[str]:
    """The candidates that paired the two (and their verdicts), and the outcome."""
    if first == second:
        raise QueryError("give two different players")
    _card(trace, first)
    _card(trace, second)
    pair = {first, second}
    tried = [f"{step.text}  [{step.article}]" for step in trace.steps
             if isinstance(step, (CandidateStep, ChoiceStep))
             and any(set(p) == pair for p in step.pairs)]
    together = any({w, b} == pair for w, b in trace.boards)
    head = (f"{first} and {second} are paired ({_outcome(trace, first)})" if together else
            f"{first} and {second} are not paired: {first} has {_outcome(trace, first)}, "
            f"{second} has {_outcome(trace, second)}")
    if not tried:
        return [head, "no candidate tried pairs them (they never stood in one bracket's "
                      "S1 and S2 facing each other before a pairing was found)"]
    return [head, "the candidates that paired them, in the order tried:", *tried]
