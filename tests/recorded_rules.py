"""What a test of the corrections holds a correction to: every rule a trace records for
a decision (a correction names one of these), and whether a trace tried one pair before
another (what a correction's "comes first" must agree with). Read from the typed steps,
outside the program: the marking itself never asks."""

from __future__ import annotations

from cardtable.systems.double.steps import DoubleBracketStep, IdentifierChoiceStep
from cardtable.systems.team.articles import CRITERIA as TEAM_CRITERIA
from cardtable.systems.team.exercise import SYSTEM as TEAM_SYSTEM
from cardtable.systems.team.exercise import rule as team_rule
from cardtable.systems.team.steps import (TeamBracketStep, TeamCandidateStep,
                                          TeamChoiceStep, TeamPabStep)
from cardtable.trace.steps import CandidateStep, ChoiceStep, Step, Trace

#: the order of a PAB team (C.04.6 art. 3.4.2-3.4.4)
_TEAM_PAB_ORDER = ("3.4.2", "3.4.3", "3.4.4")


def recorded_rules(trace: Trace) -> frozenset[str]:
    """Each step's article and each candidate's criterion; for a team trace also each
    rejected candidate's criterion, the criteria each bracket's choice weighs (C8-C10,
    art. 3.6.4), each set of upfloaters' reason, the criteria art.
    3.5.2 weighs for every bracket (C4, C5) and the PAB order of art. 3.4."""
    found = {step.article for step in trace.steps}
    found |= {str(s.criterion) for s in trace.steps
              if isinstance(s, CandidateStep) and s.criterion}
    for step in trace.steps:
        if isinstance(step, TeamCandidateStep):
            found.add(team_rule(step.rejected_by))
        elif isinstance(step, TeamChoiceStep):  # the pairing taken weighs C8-C10 (3.6.4)
            found |= {team_rule(name) for name in ("C8", "C9", "C10")}
        elif isinstance(step, IdentifierChoiceStep):  # Double-Swiss: weighs [C8] (3.6.4)
            found.add("C.04.5 art. 2.3.5 [C8]")
        elif isinstance(step, DoubleBracketStep):  # its upfloaters: [C4], [C5] (3.5.2)
            found |= {"C.04.5 art. 2.3.1 [C4]", "C.04.5 art. 2.3.2 [C5]"}
        elif isinstance(step, TeamBracketStep):
            found |= {team_rule("C4"), team_rule("C5"), f"{TEAM_SYSTEM} art. 3.5.4"}
            found |= {team_rule(why) if why in TEAM_CRITERIA else f"{TEAM_SYSTEM} art. {why}"
                      for _, why in step.sets if why}
            if step.incompatible:
                found.add(team_rule("C1"))
        elif isinstance(step, TeamPabStep):
            found |= {f"{TEAM_SYSTEM} art. {a}" for a in ("3.4.1", *_TEAM_PAB_ORDER)}
            found |= {team_rule("C2") for _, a in step.passed_over if a == "2.1.2"}
    return frozenset(found)


def tried_first(trace: Trace, first: tuple[int, int], later: tuple[int, int],
                kinds: tuple[type[Step], ...] = (CandidateStep, TeamCandidateStep,
                                                 ChoiceStep)) -> bool:
    """Whether a step of ``kinds`` (each with ``pairs``) with the pair ``first`` comes
    before any with the pair ``later`` in ``trace``: a candidate or a bracket's choice."""
    wanted, other = frozenset(first), frozenset(later)
    for step in trace.steps:
        if isinstance(step, kinds):
            pairs = {frozenset(p) for p in getattr(step, "pairs")}
            if wanted in pairs:
                return True
            if other in pairs:
                return False
    return False
