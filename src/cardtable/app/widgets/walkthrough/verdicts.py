"""The verdict beside what the open bracket shows: a candidate's (the criterion it
breaks, in the system's words, or its quality), a pairing or a set of upfloaters tried
(rejected by a criterion, with the counts that decided, or taken), the sets of
upfloaters a bracket formed weighed. Read from the trace's typed fields and the
system's table moves; headless."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping

from cardtable.trace.steps import CandidateCountStep, CandidateStep, Step, quality_text
from cardtable.trace.table_moves import BracketFormed, PairingTried, UpfloatersTried


@dataclass(frozen=True, slots=True)
class Verdict:
    """The verdict beside a candidate or a choice: ``ok`` None for a plain count."""

    ok: bool | None
    text: str
    article: str


def move_verdict(step: Step, move: PairingTried | UpfloatersTried,
                 criterion_words: Callable[[str], str],
                 taken_of: Mapping[int, PairingTried]) -> Verdict:
    """Beside a pairing or a set of upfloaters tried: taken, or the criterion that
    rejected it in the system's words, with the counts that decided (beside those of
    the pairing its bracket took, ``taken_of``)."""
    if isinstance(move, UpfloatersTried):
        if not move.criterion:
            return Verdict(True, "the set of upfloaters taken", step.article)
        words = move.said or criterion_words(move.criterion)
        return Verdict(False, f"set aside by {move.criterion}"
                       + (f": {words}" if words else ""), step.article)
    counts = ", ".join(f"{c} {n}" for c, n in move.counts if n)
    if move.taken:
        return Verdict(True, "taken: the first that complies"
                       + (f" (falls short: {counts})" if counts else ""), step.article)
    words = move.said or criterion_words(move.criterion)
    said = f"rejected by {move.criterion}" + (f": {words}" if words else "")
    if move.offending:
        said += f" ({move.offending[0]}-{move.offending[1]})"
    taken = taken_of.get(move.bracket)
    if counts and taken is not None:
        theirs = dict(taken.counts).get(move.criterion, 0)
        mine = dict(move.counts).get(move.criterion, 0)
        said += f" ({move.criterion} {mine}; the pairing taken {theirs})"
    return Verdict(False, said, step.article)


def sets_verdict(step: Step, formed: BracketFormed) -> Verdict:
    """Beside a bracket formed: the set of upfloaters taken, and the sets weighed
    with it, each with why it was set aside (``2 6 C3``; ``none`` the empty set)."""
    def named(players: tuple[int, ...]) -> str:
        return " ".join(map(str, players)) or "none"

    aside = " · ".join(f"{named(players)} {why}" for players, why in formed.sets if why)
    return Verdict(True, f"upfloaters taken: {named(formed.upfloaters)}"
                   + (f"; set aside: {aside}" if aside else ""), step.article)


def candidate_verdict(step: CandidateStep, criterion_words: Callable[[str], str]) -> Verdict:
    if step.criterion:
        pair = f" ({step.offending[0]}-{step.offending[1]})" if step.offending else ""
        words = criterion_words(step.criterion)
        said = f"breaks {step.criterion}" + (f": {words}" if words else "")
        return Verdict(False, said + pair, step.article)
    if step.quality is None:  # a system that judges no quality (the 2009 rules)
        return Verdict(True, "accepted", step.article)
    quality = quality_text(step.quality or ())
    # the first shortfall, the one a comparison looks at first, is said in words; the
    # others are in the legend (l), which says every criterion shown (issue 24), so
    # that the verdict stays whole at 80x24 beside S1 and S2
    # the criterion it is worse by than the best so far is said in words there, and
    # not twice (issue 34: "worse than best by C12" alone needed the legend)
    worse = "" if step.best_so_far or step.worse_by == "order" else step.worse_by
    unmet = [s.criterion for s in step.quality or ()
             if not s.met and criterion_words(s.criterion) and s.criterion != worse]
    explained = (f" ({unmet[0]}: {criterion_words(unmet[0])}"
                 + ("; the others: legend" if len(unmet) > 1 else "") + ")") if unmet else ""
    text = "meets C1-C5" + (f"; quality {quality}{explained}" if quality
                            else "; no quality shortfall")
    # beside S1 and S2 the comparison in short (the step box says it whole)
    if step.best_so_far:
        text += "; best so far"
    elif step.worse_by == "order":
        text += "; ties the best so far"
    elif worse:
        words = criterion_words(worse)
        text += f"; worse than the best so far by {worse}" + (f": {words}" if words else "")
    return Verdict(True, text, step.article)


def counted_verdict(step: CandidateCountStep) -> Verdict:
    """Candidates counted, not shown one by one: those rejected by a criterion, and
    those as good as the one chosen but generated later (art. 3.8.1: the first of
    equals is kept; they are not rejected by any criterion)."""
    rejected = ", ".join(f"{n} by {c}" for c, n in step.by_criterion.items()
                         if c not in ("order", "accepted"))
    later = step.by_criterion.get("order", 0)
    met = step.by_criterion.get("accepted", 0)  # the 2009 rules': they meet part B
    said = [f"not chosen: {rejected}"] if rejected else []
    if later:
        said.append(f"{later} as good as the one kept, but generated later "
                    f"(art. 3.8.1)")
    if met:
        said.append(f"{met} meeting the criteria")
    more = " (and more)" if step.more else ""
    which = (f"candidates {step.first}-{step.last}" if step.last
             else "further candidates")
    return Verdict(None, f"{which}: " + "; ".join(said) + more, step.article)
