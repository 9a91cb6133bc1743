"""Whether two players (teams) may meet at all in a round, said before where they
stand (``explain --why A B``, issue 34): a pair that met before or a forbidden pair
of the tournament can never be paired, whatever the brackets do. The rule is the system's own (its ``override_rules.rematch``: C.04.3 C1
/ art. 2.1.1, the 2009 B.1a, C.04.5 [C1], C.04.6 C1, the simplified Swiss's basic
rules); a forbidden pair is named by the article the system's own trace cites for
it (its outside step).

In a team competition with its teams in the file, A and B are teams (TPNs, as its
reader's answer speaks of them): two teams that played a match before or that the
file keeps apart (the system's competition role, :mod:`.competition`). A system
without a rematch rule (a round robin: its table fixes every game) is not judged
here: its reader says it."""

from __future__ import annotations

from ..model.history import History
from ..model.tournament import Tournament
from ..model.requests import pairs_that_may_not_meet
from ..trace.steps import OutsideStep, Trace
from .override import met_in
from .competition import competition
from .registry import descriptor


def may_meet(tournament: Tournament, round_no: int, first: int, second: int,
             trace: Trace) -> list[str]:
    """One line: whether ``first`` and ``second`` may meet in round ``round_no``, and
    why not (met in round R, a forbidden pair); empty when the system does not judge
    it so (see the module). A player the round leaves out is the reader's to name
    (its question is refused, with the reason and its article)."""
    system = descriptor(tournament.settings.system)
    rule = system.rules.override.rematch
    if not rule:
        return []
    node = "teams" if system.entry.pairs_teams else "players"
    teams = competition(tournament)
    if teams is not None:
        met = teams.met_in(first, second, round_no)
        apart = teams.kept_apart(first, second, round_no)
        pair = f"teams {first} and {second}"
    else:
        met = met_in(History(tournament, round_no - 1), first, second)
        apart = (min(first, second), max(first, second)) in set(
            pairs_that_may_not_meet(tournament))
        pair = f"{first} and {second}"
    if met is not None:
        return [f"{pair} may not meet: they met in round {met}, and two {node} meet "
                f"only once [{rule}]"]
    if apart:
        article = forbidden_article(trace) or rule
        return [f"{pair} may not meet: they are a forbidden pair of the tournament "
                f"[{article}]"]
    return [f"{pair} may meet: they have not met before, are no forbidden pair, and "
            f"both are paired in round {round_no} [{rule}]"]


def forbidden_article(trace: Trace | None) -> str:
    """The article the system's outside step cites for its forbidden pairs: the one
    beside its players' own articles (empty when the trace records none)."""
    steps = trace.steps if trace is not None else ()
    for step in (s for s in steps if isinstance(s, OutsideStep) and s.forbidden):
        players = {p.article for p in step.players}
        parts = [part for part in step.article.split("; ") if part]
        return next((part for part in parts if part not in players), parts[-1])
    return ""
