"""The Double-Swiss system on the walkthrough's card table: what each of its own steps
does there (a bracket formed of the resident players and the upfloaters pulled up to
it, art. 1.3.2 and 3.5; each set of upfloaters tried, art. 3.5.4-3.5.5; the pairing
identifiers rejected in lexicographic order and the first that complies, art.
3.6.2-3.6.4), read from the steps' typed fields, and the legend's terms in C.04.5's
words. The PAB is the generic ``bye`` step; a match's colours are its two games'
(art. 4.4: game 2 with the colours reversed)."""

from __future__ import annotations

from ...trace.steps import Step
from ...trace.table_moves import (BracketFormed, MatchColoured, PairingTried, TableMove,
                                  UpfloatersTried)
from .steps import (DoubleBracketStep, IdentifierChoiceStep, IdentifierStep,
                    MatchColourStep, UpfloaterSetStep)


def table_move(step: Step) -> TableMove | None:
    """What ``step`` does on the card table (None: read by its generic class)."""
    if isinstance(step, DoubleBracketStep):
        return BracketFormed(step.number, step.score, step.residents, step.upfloaters,
                             searched=step.searched)
    if isinstance(step, UpfloaterSetStep):
        return UpfloatersTried(step.bracket, step.index, step.upfloaters,
                               step.criterion or "", _SET_ASIDE.get(step.criterion or "", ""))
    if isinstance(step, IdentifierChoiceStep):
        return PairingTried(step.bracket, 0, step.identifier, step.pairs, "", True,
                            counts=(("C8", step.c8),))
    if isinstance(step, IdentifierStep):
        said = ("" if step.offending or step.criterion != "C1" else
                "the rest of the bracket could not then be paired")
        return PairingTried(step.bracket, 0, step.tops, step.pairs, step.criterion,
                            offending=step.offending, said=said)
    if isinstance(step, MatchColourStep):  # both games: game 2 reversed (art. 4.4)
        return MatchColoured(step.white, step.black, step.rule, games=2)
    return None


#: why a set of upfloaters is set aside, where the criterion's words (about a pair,
#: a bracket's pairing) do not say it of a set (UpfloaterSetStep)
_SET_ASIDE = {"C1": "with this set the bracket cannot be paired",
              "order": "an earlier set is as good"}


#: the legend's terms of a bracket in C.04.5's words and articles
TERMS = {
    "top-scoregroup": "the top scoregroup: the highest score among the players still "
                      "to pair (C.04.5 art. 3.3)",
    "resident": "a resident player: one of the top scoregroup (art. 1.3.2)",
    "upfloater": "a player of a lower scoregroup pulled up to the bracket (art. 1.3.2, "
                 "3.5); the sets tried in the order of art. 3.5.3-3.5.4",
    "pulled up": "an upfloater, pulled up from a lower pile to the bracket (art. 3.5)",
    "top member": "in each pair the player with the smaller TPN is the top member "
                  "(art. 3.6.1)",
    "identifier": "a pairing identifier: the top members' TPNs in ascending order, then "
                  "their opponents' (art. 3.6.2), tried in lexicographic order; a "
                  "beginning rejected rejects every identifier that begins so",
    "compliant": "taken: the first identifier in that order that complies with [C1] "
                 "and [C8] (art. 3.6.4)",
}
