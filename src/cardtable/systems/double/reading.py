"""How ``cardtable explain`` reads a Double-Swiss trace: the walk-through (one block per
bracket: the scoregroup, the residents and upfloaters, the sets of upfloaters tried, the
identifiers rejected, the first that complies; then the PAB, the colours of each match
and the boards), one player's path (``--player``) and why two players were or were not
paired (``--why``). Everything is read from the steps' fields; nothing is computed
again."""

from __future__ import annotations

from ...trace.steps import BoardsStep, OutsideStep, PileStep, Step, Trace
from ...trace.query import QueryError
from ...trace.query import not_paired
from ...trace.text import pile_block
from .steps import (
    DoubleBracketStep,
    IdentifierChoiceStep,
    IdentifierStep,
    MatchColourStep,
    MatchStep,
    PabStep,
    UpfloaterSetStep,
)

HEADING = "Double-Swiss System, C.04.5"


def _line(step: Step) -> str:
    return f"{step.text}  [{step.article}]"


def lines(trace: Trace) -> list[str]:
    """The walk-through of the round, block by block."""
    out: list[str] = []
    for step in trace.steps:
        if isinstance(step, (MatchStep, OutsideStep)):
            out += ["", _line(step)]
        elif isinstance(step, PileStep):
            out += [""] + pile_block(step)
        elif isinstance(step, PabStep):
            out += ["", _line(step)]
        elif isinstance(step, DoubleBracketStep):
            out += ["", _line(step)]
        elif isinstance(step, (UpfloaterSetStep, IdentifierStep)):
            out.append("  " + _line(step))
        elif isinstance(step, IdentifierChoiceStep):
            if step.unrecorded:
                out.append(f"  ... and {step.unrecorded} more rejected choices, not listed")
            out.append("  Chosen — " + _line(step))
        elif isinstance(step, MatchColourStep):
            if not any(line.startswith("Colours") for line in out):
                out += ["", "Colours of the matches (C.04.5 art. 4):"]
            out.append("  " + _line(step))
        elif not isinstance(step, BoardsStep):
            out.append(_line(step))
    return out


def _card_line(trace: Trace, player: int) -> str:
    for step in trace.steps:
        if isinstance(step, PileStep):
            for card in step.cards:
                if card.start_no == player:
                    floated = ", floater in the previous match" if card.floats else ""
                    return (f"Player {player} {card.name}: score {card.score}, colours of "
                            f"the matches {card.colours or 'none yet'}{floated} "
                            f"[{step.article}]")
    raise not_paired(trace, player)


def _concerns(step: Step, player: int) -> bool:
    if isinstance(step, DoubleBracketStep):
        return player in step.players
    if isinstance(step, UpfloaterSetStep):
        return player in step.upfloaters
    if isinstance(step, IdentifierStep):
        return player in step.tops or any(player in p for p in step.pairs) or (
            step.offending is not None and player in step.offending)
    if isinstance(step, IdentifierChoiceStep):
        return any(player in p for p in step.pairs)
    if isinstance(step, PabStep):
        return player == step.player or player in step.barred or player in step.passed
    if isinstance(step, MatchColourStep):
        return player in (step.white, step.black)
    return False


def _board(trace: Trace, player: int) -> str:
    for board, (white, black) in enumerate(trace.boards, start=1):
        if player in (white, black):
            return f"{player}: board {board}, {white} White, {black} Black"
    if trace.pab == player:
        return f"{player}: the PAB"
    return f"{player}: not paired"


def _second_game(trace: Trace) -> MatchStep | None:
    for step in trace.steps:
        if isinstance(step, MatchStep) and step.game == 2:
            return step
    return None


def player_path(trace: Trace, player: int) -> list[str]:
    """Every step of the round that concerns the player, then their board."""
    second = _second_game(trace)
    if second is not None:
        return [_line(second), _board(trace, player)]
    out = [_card_line(trace, player)]
    out += [_line(s) for s in trace.steps if _concerns(s, player)]
    return out + [_board(trace, player)]


def why(trace: Trace, first: int, second: int) -> list[str]:
    """Why ``first`` and ``second`` were, or were not, paired."""
    if first == second:
        raise QueryError("name two different players")
    game2 = _second_game(trace)
    if game2 is not None:
        paired = any({first, second} == set(b) for b in trace.boards)
        return [_line(game2), f"{first} and {second} {'play' if paired else 'do not play'} "
                f"each other in this game"]
    _card_line(trace, first)
    _card_line(trace, second)
    both = {first, second}
    out: list[str] = []
    for step in trace.steps:
        if isinstance(step, IdentifierStep) and step.offending is not None \
                and set(step.offending) == both:
            out.append(_line(step))
        elif isinstance(step, IdentifierChoiceStep):
            if any(set(p) == both for p in step.pairs):
                return out + [_line(step), f"{first} and {second} are paired."]
        elif isinstance(step, DoubleBracketStep) and (first in step.players
                                                       or second in step.players):
            out.append(_line(step))
            for a, b, criterion in step.incompatible:
                if {a, b} == both:
                    out.append(f"{a} and {b} may not meet: " + (
                        "they met in a regularly played match  [C.04.5 art. 2.1.1 [C1]]"
                        if criterion == "C1" else "a forbidden pair  [TRF-2026 260]"))
    out.append(f"{first} and {second} are not paired: " + _board(trace, first) + "; "
               + _board(trace, second))
    return out
