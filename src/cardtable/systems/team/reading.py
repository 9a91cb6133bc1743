"""How ``cardtable explain`` reads a Swiss Team Pairing System trace: the walk-through
(every step with its article), one team's path (``--player``) and why two teams met
or did not (``--why``), all from the typed steps' fields."""

from __future__ import annotations

from ...trace.steps import PileStep, Step, Trace
from ...trace.reader import Reader
from ...trace.text import step_lines
from .steps import (TeamBracketStep, TeamCandidateStep, TeamChoiceStep,
                    TeamColourStep, TeamPabStep)


def _concerns(step: Step, team: int) -> bool:
    if isinstance(step, PileStep):
        return any(card.start_no == team for card in step.cards)
    if isinstance(step, TeamPabStep):
        return step.team == team or any(t == team for t, _ in step.passed_over)
    if isinstance(step, TeamBracketStep):
        return team in step.residents or team in step.upfloaters
    if isinstance(step, TeamChoiceStep):
        return any(team in pair for pair in step.pairs)
    if isinstance(step, TeamColourStep):
        return team in (step.white, step.black)
    return False


def team_path(trace: Trace, team: int) -> list[str]:
    """The steps of the round that concern ``team``, with their articles."""
    lines = [f"{s.text}  [{s.article}]" for s in trace.steps if _concerns(s, team)]
    return lines or [f"team {team} is not paired this round"]


def why(trace: Trace, first: int, second: int) -> list[str]:
    """Why ``first`` and ``second`` were paired, or not: the bracket's choice, the
    candidates before it that paired them and why each was rejected."""
    together = (min(first, second), max(first, second))
    lines: list[str] = []
    for step in trace.steps:
        if isinstance(step, TeamCandidateStep) and together in step.pairs:
            lines.append(f"an earlier pairing paired them: {step.text}  [{step.article}]")
        if isinstance(step, TeamChoiceStep) and any(first in p or second in p
                                                    for p in step.pairs):
            paired = together in step.pairs
            lines.append(("they were paired: " if paired else "") +
                         f"{step.text}  [{step.article}]")
    return lines or [f"teams {first} and {second} are not both paired this round"]


READER = Reader("Swiss Team Pairing System, C.04.6", step_lines, team_path, why)
