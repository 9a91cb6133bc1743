"""The ranking after the points by the SwissBG document ("Rangliste"):

1. ``BYE``: among equal points, the player with fewer byes ranks higher ("2 Siege = 2
   Punkte, 1 Sieg und 1 Freilos = 2 Punkte – aber die 2 Siege werden höher bewertet");
2. ``BGBH``: Buchholz, the sum of the points of every opponent the player met;
3. ``BGSB``: Sonneborn-Berger, the sum of the points of every opponent they beat;
4. ``MPD``: the point difference of their matches (the match scores entered with the
   results, e.g. 7:3 gives +4).

A player who withdrew scores nothing more, and counts for their opponents' BGBH and BGSB
with half a point added for each round they missed (the SwissBG document: one win after
three of seven rounds counts as three after round seven).

Where the seed is silent: only matches played count as met (a forfeit is no match,
the bye has no opponent); a bye is a PAB or a full-point bye; a match entered without
its score adds nothing to MPD."""

from __future__ import annotations

from fractions import Fraction

from ..model.history import EntryKind
from ..model.results import Outcome
from .codes import TieBreakCode
from .context import Context
from .contributions import Breakdown, Contribution, label_of
from .registry import LOW, Definition, register
from .swissbg_list import SWISSBG_TIEBREAKS as SWISSBG_TIEBREAKS

_BYES = frozenset({EntryKind.PAB, EntryKind.FULL_BYE})


def byes(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """BYE: the byes received (fewer ranks higher)."""
    return {p: Breakdown.total(Contribution(e.round, label_of(e), int(e.kind in _BYES))
                               for e in ctx.entries[p])
            for p in ctx.players}


def counted_score(ctx: Context, start_no: int) -> Fraction:
    """A player's points as their opponents' BGBH and BGSB count them: their score, plus
    half a point for every round after their withdrawal (the SwissBG document)."""
    left = ctx.tournament.player(start_no).withdrawn_after
    missed = max(0, ctx.rounds - left) if left is not None else 0
    return ctx.scores[start_no] + Fraction(missed, 2)


def _opponents(ctx: Context, start_no: int, wins_only: bool) -> Breakdown:
    items = []
    for e in ctx.entries[start_no]:
        if (not e.played or e.opponent is None
                or (wins_only and e.outcome is not Outcome.WIN)):
            continue
        score = counted_score(ctx, e.opponent)
        items.append(Contribution(e.round, label_of(e), score, e.opponent, score))
    return Breakdown.total(items)


def buchholz(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """BGBH: the points of every opponent met (the SwissBG document, "Buchholz-Wertung")."""
    return {p: _opponents(ctx, p, wins_only=False) for p in ctx.players}


def sonneborn_berger(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """BGSB: the points of every opponent beaten (the SwissBG document,
    "Sonneborn-Berger")."""
    return {p: _opponents(ctx, p, wins_only=True) for p in ctx.players}


def point_difference(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """MPD: the points won minus the points lost in the matches (the SwissBG document,
    "Punktedifferenz der Matches")."""
    found: dict[int, list[Contribution]] = {p: [] for p in ctx.players}
    for rnd in ctx.tournament.rounds:
        if rnd.number > ctx.rounds:
            continue
        for game in rnd.games:
            if game.match_score is None:
                continue
            white, black = game.match_score
            text = f"{white}:{black}"
            found[game.white].append(Contribution(rnd.number, text, white - black, game.black))
            found[game.black].append(Contribution(rnd.number, text, black - white, game.white))
    return {p: Breakdown.total(items) for p, items in found.items()}


for _definition in (
    Definition("BYE", "Byes received (SwissBG)", byes, order=LOW),
    Definition("BGBH", "Buchholz (SwissBG)", buchholz, decimals=1),
    Definition("BGSB", "Sonneborn-Berger (SwissBG)", sonneborn_berger, decimals=1),
    Definition("MPD", "Match point difference (SwissBG)", point_difference),
):
    register(_definition)
