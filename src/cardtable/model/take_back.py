"""Taking back the last published round: its boards and its PAB go, its requested byes
stay, and the tournament is as it was before the round was paired, so pairing again
gives the same round (the pairing depends only on the rounds before it, C.04.3)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from .events import EventKind
from .integrity import logged
from .tournament import Tournament


class TakeBackError(ValueError):
    """The round cannot be taken back; the message says why."""


@dataclass(frozen=True, slots=True)
class TakenBack:
    """The tournament without the round, and the boards whose results it dropped."""

    tournament: Tournament
    dropped_results: tuple[int, ...]


def take_back(tournament: Tournament, round_no: int, *, force: bool = False) -> TakenBack:
    """Unpublish round ``round_no``, which must be the last paired round. A round with
    results is refused unless ``force`` (the caller keeps the old file). Taking a
    published round back touches the integrity of the pairing: it is logged (not
    undoable: pairing the round again is the way forward)."""
    last = tournament.last_paired_round
    if last == 0:
        raise TakeBackError("no round is paired yet")
    if round_no != last:
        raise TakeBackError(f"only the last paired round can be taken back: round {last}, "
                            f"not {round_no}")
    rnd = tournament.round(round_no)
    with_results = tuple(g.board for g in rnd.games if g.result is not None)
    if with_results and not force:
        boards = ", ".join(map(str, with_results))
        raise TakeBackError(f"round {round_no} has results on board(s) {boards}: taking it "
                            f"back drops them (they stay in the .bak); use --force to do so")
    requested = tuple(b for b in rnd.byes if b.kind.requested)
    kept = replace(rnd, games=(), byes=requested, lineups=())
    changed = tournament.with_round(kept)
    if not (kept.byes or kept.date):
        changed = replace(changed, rounds=tuple(r for r in changed.rounds
                                                if r.number != round_no))
    dropped = (f"; the results of board(s) {', '.join(map(str, with_results))} dropped"
               if with_results else "")
    return TakenBack(logged(changed, EventKind.ROUND_TAKEN_BACK, round_no,
                            f"round {round_no} taken back{dropped}"), with_results)
