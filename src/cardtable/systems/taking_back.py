"""Taking back the last pairing: its round, and, for a system whose one pairing covers
several rounds (the Double-Swiss system: a match of two games published together by one
``p``, C.04.5 Preface), the whole match — game 1 and game 2 go together, as they came.
Each round goes by :func:`cardtable.model.take_back.take_back` (logged one by one)."""

from __future__ import annotations

from dataclasses import dataclass

from ..model.tournament import Tournament
from ..model.take_back import TakeBackError, take_back
from .registry import entry


@dataclass(frozen=True, slots=True)
class TakenBackPairing:
    """The tournament without the pairing's rounds (``rounds``, in order), and the
    results dropped, as (round, board)."""

    tournament: Tournament
    rounds: tuple[int, ...]
    dropped_results: tuple[tuple[int, int], ...]

    @property
    def what(self) -> str:
        """"round 3", or "rounds 3 and 4 (the match's two games, C.04.5 Preface)"."""
        if len(self.rounds) == 1:
            return f"round {self.rounds[0]}"
        return (f"rounds {' and '.join(map(str, self.rounds))} (the match's "
                f"{len(self.rounds)} games, C.04.5 Preface)")

    @property
    def dropped(self) -> str:
        """The dropped results: "board(s) 2" for one round, "board(s) 1, 2 of round 3;
        board(s) 1 of round 4" for a match."""
        return "; ".join(
            f"board(s) {', '.join(str(b) for r, b in self.dropped_results if r == n)}"
            + (f" of round {n}" if len(self.rounds) > 1 else "")
            for n in self.rounds if any(r == n for r, _ in self.dropped_results))


def pairing_rounds(tournament: Tournament) -> tuple[int, ...]:
    """The rounds the last pairing published: the last paired round, and for a match of
    several games (C.04.5 Preface) the match's games up to it."""
    last = tournament.last_paired_round
    every = entry(tournament.settings.system).rounds_per_pairing
    first = max(1, last - (last - 1) % every) if last else 0
    return tuple(range(first, last + 1)) if last else ()


def take_back_pairing(tournament: Tournament, round_no: int, *,
                      force: bool = False) -> TakenBackPairing:
    """Unpublish the last pairing; ``round_no`` is one of its rounds (for a
    Double-Swiss match, game 1's or game 2's). Results are refused unless ``force``,
    as in :func:`take_back`, naming every round that has them."""
    rounds = pairing_rounds(tournament)
    targets = rounds if round_no in rounds else (round_no,)  # else: take_back says why
    with_results = [n for n in targets
                    if n in rounds and any(g.result is not None
                                           for g in tournament.round(n).games)]
    if len(targets) > 1 and with_results and not force:
        raise TakeBackError(
            f"round(s) {', '.join(map(str, with_results))} of the match have results: "
            f"taking the match back drops them (they stay in the .bak); use --force to "
            f"do so")
    changed, dropped = tournament, list[tuple[int, int]]()
    for number in reversed(targets):
        taken = take_back(changed, number, force=force)
        changed = taken.tournament
        dropped[:0] = [(number, board) for board in taken.dropped_results]
    return TakenBackPairing(changed, targets, tuple(dropped))
