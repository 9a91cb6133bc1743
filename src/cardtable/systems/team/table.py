"""The Swiss Team Pairing System on the walkthrough's card table: what each of its
steps does there (a bracket formed of the top-scoregroup's residents and the
upfloaters pulled up to it, a pairing tried in lexicographic order or taken, a
match's colours, the PAB), read from the steps' typed fields, and the words of C.04.6
the table and its legend use: its criteria C1-C10 (art. 2) and its terms."""

from __future__ import annotations

from types import MappingProxyType

from ...trace.steps import Step
from ...trace.table_moves import (BracketFormed, ByeGiven, MatchColoured, PairingTried,
                                  TableMove)
from .steps import (TeamBracketStep, TeamCandidateStep, TeamChoiceStep, TeamColourStep,
                    TeamPabStep)


def table_move(step: Step) -> TableMove | None:
    """What ``step`` does on the card table (None: a step the table reads by its
    generic class, the scoregroups and the boards)."""
    if isinstance(step, TeamBracketStep):
        return BracketFormed(step.number, step.score, step.residents, step.upfloaters,
                             (("legal sets", step.legal_sets), ("C6", step.c6),
                              ("C7", step.c7)), step.sets)
    if isinstance(step, TeamCandidateStep):
        return PairingTried(step.bracket, step.index, step.identifier, step.pairs,
                            step.rejected_by, False, step.offending,
                            (("C8", step.c8), ("C9", step.c9), ("C10", step.c10)))
    if isinstance(step, TeamChoiceStep):
        return PairingTried(step.bracket, step.index, step.identifier, step.pairs, "",
                            True, None, (("C8", step.c8), ("C9", step.c9),
                                         ("C10", step.c10)))
    if isinstance(step, TeamColourStep):
        return MatchColoured(step.white, step.black, step.rule)
    if isinstance(step, TeamPabStep):
        return ByeGiven(step.team)
    return None


#: C.04.6 art. 2: the criteria in words with their articles, as the walkthrough and its
#: legend say them
CRITERION_WORDS: dict[str, str] = {
    "C1": "two teams do not play each other twice (art. 2.1.1)",
    "C2": "no PAB to a team that had a PAB, a full-point bye or a win by forfeit "
          "(art. 2.1.2)",
    "C3": "the teams not yet paired can still all be paired (art. 2.2.1)",
    "C4": "as few upfloaters as possible (art. 2.3.1)",
    "C5": "the smallest score differences in the pairs with an upfloater (art. 2.3.2)",
    "C6": "the upfloaters chosen so that the following scoregroup can still be paired by "
          "C1, C3 and C4 (art. 2.3.3)",
    "C7": "as few upfloaters as possible who floated in the previous round, except "
          "in the last two rounds (art. 2.3.4)",
    "C8": "as few teams as possible not given their colour preference (art. 2.3.5)",
    "C9": "with Type B, as few teams as possible not given a strong colour "
          "preference (art. 2.3.6)",
    "C10": "as few upfloaters' opponents as possible who floated in the previous "
           "round, except in the last two rounds (art. 2.3.7)",
}

#: the legend's marks and terms in C.04.6's words and articles
LEGEND = MappingProxyType({
    "absolute": "a strong colour preference of Type B (C.04.6 art. 1.7.2); no "
                "preference is ever absolute (art. 0)",
    "mild": "a colour preference of Type A (art. 1.7.1), or a mild one of Type B "
            "(art. 1.7.2)",
    "history": "the team's colour in each round, its board-1 player's in a match "
               "played (art. 1.6.1), oldest first; - a round without a match played",
    "floats": "a floater in the previous round (art. 1.5): ↑ met a higher score, ↓ a "
              "lower one; · neither",
    "PAB": "given the pairing-allocated bye (art. 3.4), worth a drawn match (art. 1.4)",
    "bye board": "the pairing-allocated bye (art. 3.4)",
    "colours": "the step of art. 4.3 (4.3.1-4.3.9) that gave White to the team "
               "first named; the boards alternate from board 1 (art. 1.6.1)",
    "top-scoregroup": "the teams with the highest score of those not yet paired "
                      "(art. 3.2): the residents of the bracket",
    "resident": "a team of the top-scoregroup (art. 3.2)",
    "upfloater": "a team of a lower scoregroup pulled up to the top-scoregroup's "
                 "bracket (art. 3.5); the set chosen by C4-C7, in the order of art. "
                 "3.5.3-3.5.4",
    "pulled up": "an upfloater, pulled up from a lower pile to the bracket (art. 3.5)",
    "top member": "in each pair the team with the smaller TPN is the top member, the "
                  "other the bottom member (art. 3.6.1)",
    "identifier": "a pairing's identifier: the top members' TPNs in ascending order, "
                  "then their opponents' in the same order (art. 3.6.2); the pairings "
                  "are tried in lexicographic order of identifiers (art. 3.6.3)",
    "compliant": "taken: the first pairing in that order that complies with C1, C8, C9 "
                 "and C10 (art. 3.6.4), i.e. falls short of none of them more than "
                 "some other pairing must",
    "legal sets": "how many sets of upfloaters as good as any for C4 and C5 (art. "
                  "3.5.2) that allow a legal pairing were weighed, in the order of art. "
                  "3.5.4, up to the one taken",
    "C6": "C6 n: with the set taken, the bracket of the following scoregroup needs n "
          "upfloaters (art. 2.3.3)",
    "C7": "C7 n: n of the upfloaters taken floated in the previous round (art. 2.3.4)",
    "set aside": "the sets of upfloaters weighed in the order of art. 3.5.3-3.5.4, "
                 "each with the criterion that set it aside (C1, C3, C6, C7) or 3.5.4: "
                 "an earlier set is as good; the set taken is the first that complies "
                 "(art. 3.5.5)",
    "card": "the team pairing number (TPN, art. 1.1), the team's name, its score "
            "(art. 1.2)",
    "first-team": "the first-team of a match (art. 4.2): the higher score (4.2.1), "
                  "then the higher secondary score (4.2.2), then the smaller TPN "
                  "(4.2.3)",
})
