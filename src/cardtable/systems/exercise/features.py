"""What a round's pairing exercises, read from the engine's own trace of it: floaters,
heterogeneous brackets, the PAB, colour conflicts, transpositions, exchanges, a
collapsed last bracket. Each system reads its own trace; a feature a system does not
have is never present."""

from __future__ import annotations

from dataclasses import dataclass

from ...model import History, Tournament
from ...trace import BracketStep, CandidateStep, ChoiceStep, FloatStep, NoteStep, Trace


@dataclass(frozen=True, slots=True)
class Features:
    """The things one round's pairing needs (each True when the round has it)."""

    floater: bool = False
    heterogeneous: bool = False
    pab: bool = False
    colours: bool = False
    transposition: bool = False
    exchange: bool = False
    collapsed: bool = False

    @property
    def homogeneous(self) -> bool:
        """Homogeneous brackets only: nobody floats, no PAB, no bracket collapses."""
        return not any((self.floater, self.heterogeneous, self.pab, self.collapsed))


def colour_conflict(tournament: Tournament, round_no: int,
                    boards: tuple[tuple[int, int], ...]) -> bool:
    """A board whose two players prefer the same colour (C.04.3 art. 1.7, the 2009
    rule A.6, the simplified Swiss's colour rules): one of them must give way."""
    history = History(tournament, round_no - 1)
    for white, black in boards:
        first, second = history.state(white).preference[0], history.state(black).preference[0]
        if first is not None and first is second:
            return True
    return False


def _mixed_scores(tournament: Tournament, round_no: int,
                  boards: tuple[tuple[int, int], ...]) -> bool:
    history = History(tournament, round_no - 1)
    return any(history.score(a) != history.score(b) for a, b in boards)


def _taken_at(steps) -> set[str]:
    """The 2009 steps (C.6, C.7 transposition, C.8 exchange) at which each bracket's
    pairing was found: the article of the last candidate before each choice."""
    taken, last = set(), None
    for step in steps:
        if isinstance(step, CandidateStep):
            last = step.article
        elif isinstance(step, ChoiceStep) and last is not None:
            taken.add(last)
            last = None
    return taken


def read_features(tournament: Tournament, round_no: int, trace: Trace,
                  has_colours: bool) -> Features:
    """The features of ``trace``, the engine's trace of round ``round_no`` of
    ``tournament`` (the tournament before that round is paired)."""
    steps = trace.steps
    choices = [s for s in steps if isinstance(s, ChoiceStep)]
    brackets = [s for s in steps if isinstance(s, BracketStep)]
    notes = {s.topic for s in steps if isinstance(s, NoteStep)}
    colours = has_colours and colour_conflict(tournament, round_no, trace.boards)
    pab = trace.pab is not None
    if trace.system == "dutch":
        return Features(
            floater=any(isinstance(s, FloatStep) for s in steps),
            heterogeneous=any(not b.homogeneous for b in brackets),
            pab=pab, colours=colours,
            transposition=any(c.index > 1 and "exchange" not in c.label for c in choices),
            exchange=any("exchange" in c.label for c in choices),
            # art. 3.1.2 / C4: a bracket pairs fewer players so that the last one can
            # be paired at all
            collapsed=any("impossible to pair" in s.text for s in steps))
    if trace.system == "dutch-2009":
        taken = _taken_at(steps)
        return Features(
            floater=any(isinstance(s, FloatStep) for s in steps),
            heterogeneous=any("heterogeneous" in b.text and "treated as homogeneous"
                              not in b.text for b in brackets),
            pab=pab, colours=colours,
            transposition="C.7" in taken, exchange="C.8" in taken,
            collapsed="C.13" in notes)
    # the simplified Swiss and SwissBG: one search down the scoregroups
    mixed = _mixed_scores(tournament, round_no, trace.boards)
    return Features(floater=mixed, pab=pab, colours=colours,
                    transposition=any(c.index > 1 for c in choices),
                    exchange="backtrack" in notes)
