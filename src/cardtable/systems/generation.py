"""The random tournament generator of ``cardtable generate`` (FIDE's acceptance asks
for one, on TRF-2026): a Swiss tournament played to the end by
:func:`~.simulation.simulate_swiss` — every round paired by cardtable's engine, the
results drawn from a results model (:mod:`.results_model`), the byes and forfeits at
the rates asked for — then written with its standings: TRF-2026 records
142/152/162/192/202/212/240/250 as they apply, the rank column by the tie-break list and
every tie-break value as comment lines (:mod:`cardtable.formats.trf_standings`), or
the TOML tournament file. The same request and seed always give the same file."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from fractions import Fraction

from ..formats.limits import MAX_TRF_PLAYERS
from ..formats.trf_standings import standings_comments
from ..model.tournament import Tournament, VirtualPoints
from ..model.acceleration import baku_points
from ..tiebreaks.codes import CodeError
from ..tiebreaks.registry import parse_codes
from .files import dumps_trf
from .ranking import standings
from .registry import descriptor
from .simulate_request import Chances
from .simulation import simulate_swiss

#: The tie-break list when none is asked for (C.07 art. 13's list for an individual
#: Swiss: Buchholz cut 1, Buchholz, Sonneborn-Berger, direct encounter).
DEFAULT_TIEBREAKS = ("BH/C1", "BH", "SB", "DE")
FORMATS = ("trf", "toml")


@dataclass(frozen=True, slots=True)
class Generation:
    """One generated tournament: ``players`` is a size or a range (low, high) from
    which the size is drawn with the seed."""

    system: str
    players: tuple[int, int]
    rounds: int
    seed: int
    chances: Chances
    baku: bool = False
    tiebreaks: tuple[str, ...] = DEFAULT_TIEBREAKS

    def size(self) -> int:
        """The number of players: the size asked for, or drawn from the range."""
        low, high = self.players
        return low if low == high else random.Random(self.seed).randint(low, high)


def check_request(request: Generation) -> None:
    """Raise ValueError for a request that cannot be generated, saying why."""
    system = descriptor(request.system)
    if system.entry.predetermined or not system.entry.complete_rounds:
        raise ValueError(f"the generator plays Swiss systems; {request.system} is not one")
    low, high = request.players
    if low < 2 or high < low:
        raise ValueError(f"--players: expected at least 2 (or a range LOW-HIGH), found "
                         f"{low}-{high}" if low != high else
                         f"--players: a Swiss tournament needs at least 2 players, not {low}")
    if request.rounds < 1:
        raise ValueError(f"--rounds: expected at least 1, found {request.rounds}")
    try:
        parse_codes(request.tiebreaks)
    except CodeError as exc:
        raise ValueError(f"--tiebreaks: {exc}") from None


def check_format(request: Generation, fmt: str) -> None:
    """Raise ValueError, before any round is played, for a field the file format
    cannot hold: TRF numbers players in four columns (at most 9 999; a TOML file has
    no such limit)."""
    if fmt == "trf" and request.players[1] > MAX_TRF_PLAYERS:
        raise ValueError(f"--players: TRF numbers players in four columns, at most "
                         f"{MAX_TRF_PLAYERS}, not {request.players[1]} (--format toml has "
                         f"no such limit)")


def generate(request: Generation) -> Tournament:
    """Play the tournament (a :class:`~.simulation.RoundNotPaired` when a round has
    no legal pairing: too many rounds for the field)."""
    check_request(request)
    played = simulate_swiss(request.system, request.size(), request.rounds, request.seed,
                            request.chances, tiebreaks=request.tiebreaks,
                            acceleration="baku" if request.baku else "none")
    return replace(played, settings=replace(
        played.settings, name=f"Generated {request.system} tournament "
                              f"({len(played.players)} players, seed {request.seed})",
        place="Generator"))


def written(tournament: Tournament, fmt: str) -> str:
    """The tournament as a file's text: TRF-2026 with its standings, or TOML."""
    if fmt == "toml":
        from ..formats.toml_file import dumps_tournament  # the TOML writer, for it alone

        return dumps_tournament(tournament)
    final = standings(tournament)
    ranks = {row.start_no: row.rank for row in final.rows}
    text = dumps_trf(explicit_acceleration(tournament), ranks=ranks)
    rows: list[tuple[int, int, list[Fraction | int | None]]] = [
        (row.rank, row.start_no, [row.points, *row.values.values()]) for row in final.rows]
    return text + "\n".join(standings_comments(final.after_round,
                                               ["PTS", *final.code_names], rows)) + "\n"


def explicit_acceleration(tournament: Tournament) -> Tournament:
    """The Baku acceleration as the records 250 it amounts to (C.04.7 art. 1 as
    :func:`~cardtable.model.acceleration.baku_points` applies it): TRF-2026 says
    that 250 records override an acceleration named in 192, so every engine reading
    the file pairs with the same virtual points. Other tournaments as they are."""
    if tournament.settings.acceleration != "baku":
        return tournament
    rounds = tournament.settings.rounds
    numbers = sorted(p.start_no for p in tournament.players)
    ranges: list[VirtualPoints] = []
    for round_no in range(1, rounds + 1):
        for amount, first, last in _runs(
                [(baku_points(tournament, n, round_no), n) for n in numbers]):
            same = [v for v in ranges if v.last_round == round_no - 1 and v.amount == amount
                    and (v.first_player, v.last_player) == (first, last)]
            if same:
                ranges[ranges.index(same[0])] = replace(same[0], last_round=round_no)
            else:
                ranges.append(VirtualPoints(amount, round_no, round_no, first, last))
    settings = replace(tournament.settings, acceleration="none",
                       virtual_points=(*tournament.settings.virtual_points, *ranges))
    return replace(tournament, settings=settings)


def _runs(points: list[tuple[Fraction, int]]) -> list[tuple[Fraction, int, int]]:
    """Consecutive pairing numbers with the same non-zero amount: (amount, first, last)."""
    runs: list[tuple[Fraction, int, int]] = []
    for amount, number in points:
        if not amount:
            continue
        if runs and runs[-1][0] == amount and runs[-1][2] == number - 1:
            runs[-1] = (amount, runs[-1][1], number)
        else:
            runs.append((amount, number, number))
    return runs
