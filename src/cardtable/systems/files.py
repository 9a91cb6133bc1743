"""Tournament files read and written with the pairing systems this version knows: the
readers and writers of :mod:`cardtable.formats`, given the registry's systems (the
names a file may give, the TRF labels, which systems complete a round before the next)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..formats.trf_read import parse_trf as _parse_trf
from ..formats.trf_read import read_trf as _read_trf
from ..model.tournament import Tournament
from .registry import SYSTEMS

if TYPE_CHECKING:  # pragma: no cover  (pathlib: not at a command's start, issue 36)
    from pathlib import Path

    from ..formats.trf_team_stated import TeamStanding


def load_tournament(path: str | Path, *, cached: bool = False) -> Tournament:
    """A ``.toml`` tournament file or a ``.trf`` file; ``cached``: a large file
    through the read cache (the app's opening)."""
    from ..formats.load import load_tournament as _load_tournament

    return _load_tournament(path, systems=SYSTEMS, cached=cached)


def read_toml(path: str | Path) -> Tournament:
    from ..formats.toml_file import read_toml as _read_toml

    return _read_toml(path, systems=SYSTEMS)


def parse_toml(text: str, path: str = "<toml>") -> Tournament:
    from ..formats.toml_file import parse_toml as _parse_toml

    return _parse_toml(text, path, systems=SYSTEMS)


def read_trf(path: str | Path) -> Tournament:
    return _read_trf(path, systems=SYSTEMS)


def parse_trf(text: str, path: str = "<trf>") -> Tournament:
    return _parse_trf(text, path, systems=SYSTEMS)


def write_trf(tournament: Tournament, path: str | Path, fmt: str = "trf26") -> None:
    from ..formats.trf import write_trf as _write_trf

    new = fmt == "trf26"
    _write_trf(tournament, path, fmt, systems=SYSTEMS,
               ranks=standing_ranks(tournament) if new else None,
               team_standings=team_standing_values(tournament) if new else None)


def dumps_trf(tournament: Tournament, fmt: str = "trf26",
              ranks: dict[int, int] | None = None) -> str:
    """The TRF text; in TRF-2026, which carries the tie-break list (202), the rank
    column by the standings (:func:`standing_ranks`) unless ``ranks`` are given, and
    a team file's 310 records with the team standings (:func:`team_standing_values`)."""
    if ranks is None and fmt == "trf26":
        ranks = standing_ranks(tournament)
    teams = team_standing_values(tournament) if fmt == "trf26" else None
    from ..formats.trf import dumps_trf as _dumps_trf

    return _dumps_trf(tournament, fmt, systems=SYSTEMS, ranks=ranks, team_standings=teams)


def standing_ranks(tournament: Tournament) -> dict[int, int] | None:
    """The ranks of the standings by points and the tie-break list, as TRF's rank
    column wants them ("exact definition"), when every paired round is complete;
    None otherwise (the writer then ranks by points), or when the list cannot be
    computed."""
    from .ranking import standings

    done = tournament.last_complete_round
    if not done or done != tournament.last_paired_round:
        return None
    try:
        return {row.start_no: row.rank for row in standings(tournament).rows}
    except ValueError:
        return None


def team_standing_values(tournament: Tournament) -> dict[int, TeamStanding] | None:
    """What a team file's 310 records state (TRF-2026, record 310, positions 55-71):
    each team's match points, game points and rank in the team standings by the
    competition's team tie-break list, when every paired round is complete (before
    round 1 too: no points, every team equal); None otherwise (a match not finished
    has no result yet), or for a tournament without teams, or when the list cannot be
    computed."""
    from ..formats.trf_team_stated import TeamStanding  # a team file's values
    from .competition import competition  # a team file's: the team system, for it alone

    done = tournament.last_complete_round
    teams = competition(tournament)
    if teams is None or done != tournament.last_paired_round:
        return None
    try:
        rows = teams.standings(done).rows
    except ValueError:
        return None
    return {r.tpn: TeamStanding(r.match_points, r.game_points, r.rank) for r in rows}


__all__ = ["dumps_trf", "load_tournament", "parse_toml", "parse_trf", "read_toml",
           "read_trf", "write_trf"]
