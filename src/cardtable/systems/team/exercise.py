"""Exercises of the Swiss Team Pairing System (``cardtable exercise --system team``):
what a round exercises and how a wrong answer is corrected, both read from the
engine's typed trace (:mod:`.steps`).

A learner's pairing of a whole bracket that falls short of C8, C9 or C10 more than the
rules' is corrected by those criteria, with both counts and the learner's pairs that
fall short (:mod:`.shortfall`). Otherwise a wrong pair is corrected by the step that
decided it: inside a bracket, the
candidate pairing of the learner's pair that the trace tried and rejected (C1, C8,
C9 or C10; art. 3.6.3-3.6.4), or, when every pairing before the one taken is
recorded and none has the learner's pair, the rules' pairing coming first in
lexicographic order; a team pulled up that the rules leave in its scoregroup, by
the set of upfloaters the trace weighed with it (C1, C3, C6, C7, art. 3.5.4) or by
C4 and C5 (art. 3.5.2). A wrong PAB by the order of art. 3.4. "Comes first" is said
only of what the trace tried first."""

from __future__ import annotations

from fractions import Fraction

from ...model.tournament import Tournament
from ...trace.steps import ByeStep, ChoiceStep, PileStep, Trace
from ..features import Features
from .articles import CRITERIA
from .steps import TeamBracketStep, TeamCandidateStep, TeamChoiceStep, TeamPabStep

SYSTEM = "C.04.6"

#: why a set of upfloaters is set aside (art. 3.5.2, 3.5.5)
_SET_ASIDE = {
    "C1": "the bracket could then not be paired without two teams meeting again",
    "C3": CRITERIA["C3"][1],
    "C6": "the following scoregroup's bracket would then need more upfloaters than with the "
          "set taken",
    "C7": "more of its upfloaters floated in the previous round than of the set taken",
}

#: art. 3.4: why one team comes before another for the PAB
_PAB_ORDER = {"3.4.2": "the lower score", "3.4.3": "as low a score and more matches "
              "played", "3.4.4": "as low a score, as many matches and the larger TPN"}


def rule(criterion: str) -> str:
    """A criterion with its article: ``C8 (C.04.6 art. 2.3.5)``."""
    return f"{criterion} ({SYSTEM} art. {CRITERIA[criterion][0]})"


def features(tournament: Tournament, round_no: int, trace: Trace, colours: bool) -> Features:
    """The features of ``trace``, the engine's trace of round ``round_no``:
    upfloaters pulled up (art. 3.5), the PAB (art. 3.4), two teams of a match
    wanting the same colour (C8 unmet in a pairing taken), a candidate pairing
    rejected before the one taken (art. 3.6.4)."""
    upfloaters = any(s.upfloaters for s in trace.steps if isinstance(s, TeamBracketStep))
    return Features(
        floater=upfloaters, heterogeneous=upfloaters, pab=trace.pab is not None,
        colours=colours and any(s.c8 for s in trace.steps if isinstance(s, TeamChoiceStep)),
        transposition=any(isinstance(s, TeamCandidateStep) for s in trace.steps))


def _bracket(trace: Trace, number: int) -> TeamBracketStep:
    return next(s for s in trace.steps if isinstance(s, TeamBracketStep)
                and s.number == number)


def _scores(trace: Trace) -> dict[int, Fraction]:
    """Each team's score as the scoregroups show it (art. 1.2)."""
    return {card.start_no: Fraction(card.score) for s in trace.steps
            if isinstance(s, PileStep) for card in s.cards}


def _pairs(pairs: tuple[tuple[int, int], ...]) -> str:
    return " ".join(f"{a}-{b}" for a, b in pairs)


def correct_choice(trace: Trace, index: int, choice: ChoiceStep, player: int, other: int,
                   yours: int, boards: tuple[tuple[int, int], ...]
                   ) -> tuple[str, str] | None:
    """Why bracket ``choice.bracket`` pairs ``player`` with ``other`` where the
    learner paired them with ``yours`` (``boards``: the learner's): the sentence and
    the rule that decided."""
    if not isinstance(choice, TeamChoiceStep):
        return None
    bracket = _bracket(trace, choice.bracket)
    members = {*bracket.residents, *bracket.upfloaters}
    if yours in members:
        wanted = (min(player, yours), max(player, yours))
        if wanted not in bracket.incompatible:  # legal: is it worse by C8-C10?
            from .shortfall import worse  # the marking's alone: not the engine's start
            found = worse(trace, choice, bracket, boards)
            if found is not None:
                return found
        return _inside(trace, index, choice, bracket, player, other, yours)
    return _upfloaters(trace, bracket, player if player in bracket.upfloaters else yours,
                       boards)


def _inside(trace: Trace, index: int, choice: TeamChoiceStep, bracket: TeamBracketStep,
            player: int, other: int, yours: int) -> tuple[str, str]:
    wanted = (min(player, yours), max(player, yours))
    if wanted in bracket.incompatible:
        return (f"{wanted[0]} and {wanted[1]} have met already: C1 (art. 2.1.1) forbids "
                f"a second match", rule("C1"))
    candidates = [s for s in trace.steps[:index] if isinstance(s, TeamCandidateStep)
                  and s.bracket == choice.bracket]
    tried = next((s for s in candidates if wanted in s.pairs), None)
    if tried is not None:
        criterion = tried.rejected_by
        why = (f"{tried.offending[0]}-{tried.offending[1]} have met already"
               if criterion == "C1" and tried.offending else CRITERIA[criterion][1])
        return (f"candidate #{tried.index} of bracket {choice.bracket} in lexicographic "
                f"order (identifier {' '.join(map(str, tried.identifier))}, art. 3.6.3) "
                f"pairs {wanted[0]}-{wanted[1]} and is rejected by {criterion}: {why}; "
                f"the first compliant pairing is #{choice.index or len(candidates) + 1}"
                f"{'' if choice.index else ' or later'}: {_pairs(choice.pairs)} "
                f"(art. 3.6.4)", rule(criterion))
    theirs = (min(player, other), max(player, other))
    if choice.index:
        return (f"{theirs[0]}-{theirs[1]} comes first: the first compliant pairing of "
                f"bracket {choice.bracket} in lexicographic order is #{choice.index} "
                f"(identifier {' '.join(map(str, choice.identifier))}: "
                f"{_pairs(choice.pairs)}); no pairing before it has {wanted[0]}-"
                f"{wanted[1]} (art. 3.6.3-3.6.4)", f"{SYSTEM} art. 3.6.4")
    return (f"the first pairing of bracket {choice.bracket} in lexicographic order that "
            f"complies with C1, C8, C9 and C10 is {_pairs(choice.pairs)} (identifier "
            f"{' '.join(map(str, choice.identifier))}, art. 3.6.4)", f"{SYSTEM} art. 3.6.4")


def _upfloaters(trace: Trace, bracket: TeamBracketStep, team: int,
                boards: tuple[tuple[int, int], ...]) -> tuple[str, str]:
    """``team`` is in bracket ``bracket`` in the rules and not in the learner's, or the
    other way round: the set of upfloaters the trace weighed that decides (the
    learner's own set, ``boards``, when it was weighed)."""
    taken = ", ".join(map(str, bracket.upfloaters)) or "none"
    head = (f"bracket {bracket.number} (top-scoregroup {bracket.score}) pulls up "
            f"{'no team' if not bracket.upfloaters else taken} (art. 3.5)")
    if team in bracket.upfloaters:
        return (f"{head}: of the sets with the fewest upfloaters (C4) and the smallest "
                f"score differences (C5) that leave a legal pairing (C1, C3), the first "
                f"in the order of art. 3.5.4 best for C6 ({bracket.c6}) and C7 "
                f"({bracket.c7}) is taken (art. 3.5.5), and {team} is in it",
                f"{SYSTEM} art. 3.5")
    mine = _learners_set(bracket, boards)
    for place, (names, why) in enumerate(bracket.sets, start=1):
        if why == "C7" and team in names and tuple(sorted(names)) == mine:
            return (f"{head}: your upfloaters {{{', '.join(map(str, names))}}} (weighed "
                    f"#{place} in the order of art. 3.5) are set aside by C7: "
                    f"{_floated(trace, mine)} floated in the previous round, of the set "
                    f"taken {{{taken}}} {bracket.c7 or 'none'}", rule(why))
    for place, (names, why) in enumerate(bracket.sets, start=1):
        if team in names and why:
            said = ", ".join(map(str, names))
            if why == "3.5.4":
                return (f"{head}: the set {{{taken}}} comes first in the order of art. "
                        f"3.5.4 and is as good as {{{said}}} (weighed #{place}) by C6 "
                        f"and C7", f"{SYSTEM} art. 3.5.4")
            return (f"{head}: the set {{{said}}} (weighed #{place} in the order of art. "
                    f"3.5) is set aside by {why}: {_SET_ASIDE[why]}", rule(why))
    if bracket.unrecorded:
        return (f"{head}: of the sets that leave a legal pairing (C1, C3) with the fewest "
                f"upfloaters (C4) and the smallest score differences (C5), the first best "
                f"for C6 and C7 is taken (art. 3.5.5); {team} is not in it",
                f"{SYSTEM} art. 3.5")
    if not bracket.upfloaters:
        return (f"{head}: its teams can be paired among themselves, and C4 asks for the "
                f"fewest upfloaters (art. 3.5.2)", rule("C4"))
    scores = _scores(trace)
    top = Fraction(bracket.score)
    widest = max(top - scores[t] for t in bracket.upfloaters)
    if top - scores[team] > widest:
        return (f"{head}: a set with {team} (score {scores[team]}) has a score "
                f"difference of {top - scores[team]} with the top-scoregroup, larger "
                f"than the largest of the set taken, {widest} (art. 3.5.2)", rule("C5"))
    return (f"{head}: the set {{{taken}}} comes first in the order of art. 3.5.4 and "
            f"complies with C6 and C7 (no set after it is weighed)", f"{SYSTEM} art. 3.5.4")


def _learners_set(bracket: TeamBracketStep,
                  boards: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    """The upfloaters the learner pulls up to the bracket: the residents' opponents
    from lower scoregroups."""
    partner = {a: b for board in boards for a, b in (board, board[::-1])}
    return tuple(sorted({partner[r] for r in bracket.residents if r in partner}
                        - set(bracket.residents)))


def _floated(trace: Trace, teams: tuple[int, ...]) -> str:
    """How many of ``teams`` floated in the previous round (art. 1.5; C7), and which,
    from their cards in the piles: ``1 (your 3)``."""
    floated = [str(card.start_no) for s in trace.steps if isinstance(s, PileStep)
               for card in s.cards if card.start_no in teams and card.floats != "·"]
    return f"{len(floated)} (your {', '.join(floated)})" if floated else "none"


def correct_bye(step: ByeStep, yours: int) -> tuple[str, str] | None:
    """Why the PAB goes to ``step.player`` and not to ``yours`` (art. 3.4)."""
    if not isinstance(step, TeamPabStep):
        return None
    passed = dict(step.passed_over)
    if yours in passed:
        article = passed[yours]
        if article == "2.1.2":
            return f"{yours} may not have it: {CRITERIA['C2'][1]} (C2)", rule("C2")
        return (f"{yours} comes first in the order of art. 3.4 but is passed over: "
                f"without {yours} the other teams could not all be paired (art. 3.4.1)",
                f"{SYSTEM} art. 3.4.1")
    places = {tpn: (score, matches) for tpn, score, matches in step.order}
    if yours not in places or step.team not in places:
        return None
    (mine, played), (theirs, their_played) = places[step.team], places[yours]
    article = ("3.4.2" if Fraction(mine) != Fraction(theirs) else
               "3.4.3" if played != their_played else "3.4.4")
    return (f"{step.team} comes before {yours} in the order of art. 3.4: "
            f"{_PAB_ORDER[article]} ({step.team}: score {mine}, {played} matches; "
            f"{yours}: score {theirs}, {their_played} matches; art. {article})",
            f"{SYSTEM} art. {article}")

