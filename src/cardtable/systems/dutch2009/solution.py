"""The seminar sheet's solution for the 2009 edition: for each bracket paired after
other candidates, why those did not become its pairing, in words and in the order the
procedure met them — the candidates of C.6-C.8 rejected by the criteria of part B, what
C.9 and C.10 gave up (B.6, then B.5) and C.11 raised (x), a candidate accepted and then
undone by C.9 (the remainder could not be paired), C.12 or C.13 (the bracket below
could not be paired). Read from the typed steps only."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...trace.steps import CandidateCountStep, CandidateStep, ChoiceStep, Step
from ...trace.candidate_counts import ACCEPTED
from .steps import AboveStep, DownfloatRelaxStep, PenultimateStep, Redo, Rejection, \
    RelaxStep, XStep

#: what each rejection of part B means, said of any candidate (the 2009 text's B.1-B.6;
#: ``completion``: the other players of the bracket could not all be paired)
WORDS: dict[str, str] = {
    Rejection.B1A: "two players who have met or may not meet",
    Rejection.B1B: "the bye to a player who may not have it",
    Rejection.B2: "a colour difference beyond ±2 or a colour a third time running",
    Rejection.B4: "more pairs against a colour preference than x allows",
    Rejection.B5_UP: "a player floating up two rounds running",
    Rejection.B6_UP: "a player floating up as two rounds before",
    Rejection.B5_DOWN: "a player floating down two rounds running",
    Rejection.B6_DOWN: "a player floating down as two rounds before",
    Rejection.COMPLETION: "the other players could not all be paired",
    Rejection.C13: "the lowest bracket could not then be paired",
}


def why_not_earlier(steps: Sequence[Step]) -> dict[int, str]:
    """For each bracket's choice after other candidates, why those lost, in words; by
    the choice step (its ``id``)."""
    found: dict[int, str] = {}
    for index, step in enumerate(steps):
        if isinstance(step, ChoiceStep) and step.bracket:
            said = _story(steps[:index], step)
            if said:
                found[id(step)] = "Why not the earlier candidates: " + said
    return found


class _Story:
    """The sentences of one bracket's way to its choice."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.rejected: Counter[str] = Counter()
        self.tried = 0
        self.accepted: CandidateStep | None = None  # accepted, not yet kept or undone
        self.codes: list[str] = []  # the criteria named, each said in words once

    def reject(self, criterion: str, count: int = 1) -> None:
        self.tried += count
        self.rejected[criterion] += count

    def flush(self) -> None:
        """Say the rejections counted since the last event."""
        if not self.rejected:
            return
        given_up = self.rejected.pop(ACCEPTED, 0)
        counts = self.rejected.most_common()
        self.codes += [code for code, _ in counts if code not in self.codes]
        if len(counts) == 1:
            self.parts.append(f"{counts[0][1]} rejected by {counts[0][0]}")
        elif counts:
            self.parts.append(f"{sum(self.rejected.values())} rejected ("
                              + ", ".join(f"{n} by {code}" for code, n in counts) + ")")
        if given_up:  # counted, not recorded one by one
            self.parts.append(f"{given_up} met B.1-B.6 but were given up: the bracket "
                              f"below could not then be paired")
        self.rejected.clear()

    def event(self, said: str) -> None:
        """A relaxation or an undoing: after the rejections before it, and after the
        candidate it undoes."""
        self.flush()
        if self.accepted is not None and said.startswith("undo:"):
            pairs = " ".join(f"{a}-{b}" for a, b in self.accepted.pairs)
            self.tried += 1
            self.parts.append(f"{self.accepted.label} pairs {pairs} and is accepted, "
                              f"but then {said.removeprefix('undo:')}")
            self.accepted = None
        elif not said.startswith("undo:"):
            self.parts.append(said)
        else:
            self.parts.append(said.removeprefix("undo:"))


def _story(before: Sequence[Step], choice: ChoiceStep) -> str:
    name = choice.name.removeprefix("bracket ") if choice.name else str(choice.bracket)
    story = _Story()
    started = False
    for step in before:
        if isinstance(step, CandidateStep) and step.bracket == choice.bracket:
            started = True
            if step.criterion:
                story.reject(str(step.criterion))
            else:
                story.accepted = step
        elif isinstance(step, CandidateCountStep) and step.bracket == choice.bracket:
            started = True
            for code, count in step.by_criterion.items():
                story.reject(code, count)
        elif not started:
            continue
        elif isinstance(step, (RelaxStep, DownfloatRelaxStep)) and step.bracket == name:
            kind = "upfloats" if isinstance(step, RelaxStep) else "downfloats"
            if step.given_up:
                story.event(f"then {step.article} gave up {step.given_up} for {kind}")
            elif isinstance(step, RelaxStep) and step.undone is not None:
                story.event(f"undo:{step.article}: the remainder could not be paired, so "
                            f"{step.undone[0]}-{step.undone[1]} was undone")
        elif isinstance(step, XStep) and step.article == "C.11" and step.x is not None \
                and step.bracket == name:
            story.event(f"then C.11 raised x to {step.x}")
        elif isinstance(step, (AboveStep, PenultimateStep)) and step.redo is Redo.UNDONE \
                and step.undone_bracket == choice.bracket:
            story.event(f"undo:{step.article}: {step.undoing}")
    story.flush()
    if not story.tried:
        return ""
    key = "; ".join(f"{code}: {WORDS[code]}" for code in story.codes if code in WORDS)
    return (f"{story.tried} tried before it: " + "; ".join(story.parts) + "."
            + (f" ({key}.)" if key else ""))
