"""Why the 2009 procedure pairs a player as it does and not as a learner did, read
from the typed trace in the order the procedure tried its candidates: C.6, then the
transpositions of C.7 and the exchanges of C.8 (D.1, D.2), each accepted or rejected
by B.1-B.6 (B.1 and B.2 absolute, B.3-B.6 relative, in descending priority), with C.9
and C.10 giving up B.6 and B.5, and C.12/C.13 undoing a bracket's pairing.

"X comes first" is said only when the candidate with X was tried before any candidate
with the learner's pair; otherwise the correction names the step that decided: the
rejection of the learner's pair (its B-criterion), the relaxation (C.9, C.10) that let
the rules' pair through, or the backtrack (C.12, C.13) that undid the learner's
pair."""

from __future__ import annotations

from dataclasses import dataclass

from ...trace.steps import CandidateStep, ChoiceStep, ProcedureStep, Step, Trace
from .steps import AboveStep, DownfloatRelaxStep, PenultimateStep, Redo, RelaxStep, XStep


@dataclass(frozen=True, slots=True)
class Correction:
    """Why the rules' pair and not the learner's: ``text`` in words and ``rule``, the
    2009 article of the step that decided (``B.4``, ``C.9``, ``C.12``, ``C.6``)."""

    text: str
    rule: str


def _reason(step: CandidateStep) -> str:
    """The verdict part of a candidate's sentence (after ``;``)."""
    return step.text.partition("; ")[2].rstrip(".") or step.text


def _relaxed(steps: list[tuple[int, Step]], after: int, before: int) -> list[str]:
    """What C.9 and C.10 gave up between the steps ``after`` and ``before``."""
    given: dict[str, list[str]] = {}
    for place, step in steps:
        if after < place < before and isinstance(step, (RelaxStep, DownfloatRelaxStep)) \
                and step.given_up:
            kind = "upfloats" if isinstance(step, RelaxStep) else "downfloats"
            named = given.setdefault(f"{step.article}|{kind}", [])
            if step.given_up not in named:
                named.append(step.given_up)
        elif after < place < before and isinstance(step, XStep) and step.x is not None \
                and step.article == "C.11":
            given["C.11|x"] = [str(step.x)]
    return [f"C.11 raised x to {named[-1]}" if key.startswith("C.11") else
            f"{key.split('|')[0]} gave up {' and '.join(named)} for {key.split('|')[1]}"
            for key, named in given.items()]


def _deciding(relaxed: list[str], otherwise: str) -> str:
    """The rule that decided: the first relaxation (C.9, C.10, C.11) that let the
    rules' pair through, else ``otherwise``."""
    return relaxed[0].split(" ")[0] if relaxed else otherwise


def _undoing(steps: list[tuple[int, Step]],
             after: int) -> AboveStep | PenultimateStep | None:
    """The C.12 or C.13 step after ``after`` that undid the bracket's pairing."""
    for place, step in steps:
        if place > after and isinstance(step, (AboveStep, PenultimateStep)) \
                and step.redo is Redo.UNDONE:
            return step
    return None


def correct(trace: Trace, index: int, choice: ChoiceStep, player: int, other: int,
            yours: int, boards: tuple[tuple[int, int], ...]) -> Correction:
    """Why the choice at ``index`` pairs ``player`` with ``other`` where the learner
    paired ``player`` with ``yours`` (``boards``: the learner's whole pairing; a
    rejection is named as the learner's only when every pair of the candidate
    rejected is one the learner made, issue 34)."""
    steps = list(enumerate(trace.steps[:index]))
    mine_pair, rules_pair = {player, yours}, {player, other}
    candidates = [(place, s) for place, s in steps
                  if isinstance(s, CandidateStep) and s.bracket == choice.bracket]
    accepted_ones = [(p, s) for p, s in candidates if s.criterion is None]
    taken = next(((p, s) for p, s in reversed(accepted_ones)
                  if any(set(q) == {player, other} for q in s.pairs)),
                 accepted_ones[-1] if accepted_ones else None)
    if taken is None:  # pragma: no cover - a choice follows its accepted candidate
        return Correction(f"{choice.text.strip()}", choice.article)
    taken_at, accepted = taken
    mine = [(p, s) for p, s in candidates if any(set(q) == mine_pair for q in s.pairs)]
    ours = [(p, s) for p, s in candidates if any(set(q) == rules_pair for q in s.pairs)]
    name = f"{player}-{yours}"
    relaxed = _relaxed(steps, ours[0][0] if ours else -1, taken_at)
    after = f" only after {' and '.join(relaxed)}" if relaxed else ""
    pairs = " ".join(f"{a}-{b}" for a, b in accepted.pairs)
    head = f"{accepted.label} pairs {pairs} and is accepted{after}"
    ours_rejected = bool(ours) and ours[0][1].criterion is not None
    mine_at = mine[0][0] if mine else len(trace.steps)
    if ours and ours[0][0] < mine_at:
        label = ours[0][1].label
        lead = (f"{player}-{other} is tried first ({label}) but {_reason(ours[0][1])}; "
                if ours_rejected else f"{player}-{other} comes first ({label}); ")
    else:
        lead = ""
    later = (f"; {player}-{other} is rejected at first too ({ours[0][1].label}: "
             f"{_reason(ours[0][1])})" if ours_rejected and not lead else "")
    if not mine:
        in_bracket = any(yours in q for _, s in candidates for q in s.pairs) or any(
            yours in s.floaters for _, s in candidates)
        if not in_bracket:
            return Correction(f"{yours} is not among the players of bracket "
                              f"{choice.bracket} (A.3); {lead}{head}", accepted.article)
        return Correction(f"{lead}{head}, and the procedure stops at the first candidate "
                          f"accepted (C.6-C.8); no candidate with {name} was tried "
                          f"before it", _deciding(relaxed, accepted.article))
    learner = {frozenset(b) for b in boards}
    own = [(p, s) for p, s in mine if all(frozenset(q) in learner for q in s.pairs)]
    kept = [(p, s) for p, s in mine if s.criterion is None]
    if kept:
        kept_at, kept_step = kept[0]
        undone = _undoing(steps, kept_at)
        if undone is not None:
            tried = "is tried first" if kept_at == candidates[0][0] else "is tried"
            return Correction(f"{lead}{name} {tried} ({kept_step.label}) and accepted, "
                              f"but then {undone.article}: {undone.undoing}{later}; "
                              f"later {head}", undone.article)
    criteria = []
    for _, step in mine:
        if step.criterion and step.criterion not in criteria:
            criteria.append(str(step.criterion))
    if own and own[0][1].criterion:  # the learner's own pairs, rejected together
        first = own[0][1]
        yours_said = ", ".join(f"{a}-{b}" for a, b in first.pairs)
        said = (f"your {yours_said} {'is' if len(first.pairs) == 1 else 'are'} tried "
                f"({first.label}) and {_reason(first)}")
        return Correction(f"{lead}{said}{later}; {head}",
                          _deciding(relaxed, str(first.criterion)))
    # each candidate with the pair also paired others the learner did not: their
    # rejections are not the learner's; the procedure's order decides
    said = (f"every candidate with {name} is rejected ({len(mine)} tried, by "
            f"{', '.join(criteria)}); none of them is made of your pairs alone")
    return Correction(f"{lead}{said}{later}; {head}", _deciding(relaxed, accepted.article))
