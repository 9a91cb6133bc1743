"""What the file formats need to know of a pairing system. The formats do not know the
systems themselves: whoever reads or writes a file passes them the known systems (the
registry of :mod:`cardtable.systems` does, through :mod:`cardtable.systems.files`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # pragma: no cover  (types only)
    from ..model.player import Player
    from ..model.team import Lineup, Team, TeamScoring
    from ..model.tournament import Game, Round, Tournament
    from .errors import Problem
    from .toml_fields import Problems, Table
    from .trf_read_lines import LineProblems
    from .trf_team_stated import TeamStanding


class SystemFormat(Protocol):
    """One system as the files see it: ``name`` (``tournament.system``), the TRF label
    written in record 092 (``trf_label``; ``trf_double_label`` for a double round
    robin, empty when the system has none), the words that name the system in a label
    read (``trf_words``; the first found wins), and whether a round may be on file only
    when the round before it is complete (``complete_rounds``, a Swiss system: C.04.2)
    or belongs to the same pairing (``rounds_per_pairing``: a Double-Swiss match's two
    rounds are published together, C.04.5 Preface),
    and whether its pairings are fixed in advance (``predetermined``, a round robin:
    C.07 art. 16's tie-break rules then, e.g. for TRF's rank column), and whether it
    pairs the file's teams (``pairs_teams``, C.04.6: the forbidden groups name teams)."""

    @property
    def name(self) -> str: ...
    @property
    def trf_label(self) -> str: ...
    @property
    def trf_words(self) -> tuple[str, ...]: ...
    @property
    def trf_double_label(self) -> str: ...
    @property
    def complete_rounds(self) -> bool: ...
    @property
    def rounds_per_pairing(self) -> int: ...
    @property
    def predetermined(self) -> bool: ...
    @property
    def pairs_teams(self) -> bool: ...
    @property
    def team_records(self) -> Callable[[], TeamRecords] | None: ...
    @property
    def team_tables(self) -> Callable[[], TeamTables] | None: ...


#: the known systems by name, in the order a listing shows them; the first is the
#: default, the system of a TRF label that names none of them
Systems = Mapping[str, SystemFormat]


class TeamRecordsRead(Protocol):
    """What the team records of a TRF file said, read before its rounds are built:
    ``byes`` the 240 records of a team file as players' byes ``(round, player,
    kind)`` (each team's players; None: not a team file, its 240 records name
    players)."""

    @property
    def byes(self) -> list[tuple[int, int, str]] | None: ...

    def applied(self, tournament: Tournament, tiebreaks: tuple[str, ...],
                problems: list[Problem]) -> Tournament:
        """``tournament`` (read from the file's other records) with its teams, their
        scoring (``tiebreaks``: the file's 202/212 list, the teams' in a team file),
        line-ups, forfeited matches and PAB; a problem for a record that does not fit
        the rounds."""


class TeamRecords(Protocol):
    """The records of a TRF-2026 team file (the Swiss Team Pairing System, C.04.6:
    310 teams, 192 type code, 352 boards, 362 match points, 250, 260, 299, 300, 320,
    330, and 240 naming teams), read and written by the system whose line declares
    them (:mod:`cardtable.systems.team.trf_records`): the formats ask for them, they do
    not know them."""

    def read(self, lines: list[str], problems: LineProblems,
             team_file: bool) -> TeamRecordsRead:
        """The team records of ``lines`` (``team_file``: the file has 310 records)."""

    def code(self, scoring: TeamScoring) -> str:
        """The 192 type code of a team competition (FIDE_TEAM_TYPEA_MP_GP, ...)."""

    def team_lines(self, tournament: Tournament,
                   standings: dict[int, TeamStanding] | None) -> list[str]:
        """192, 352, 362, 320 and one 310 a team (``standings``: their stated
        points and ranks)."""

    def round_lines(self, tournament: Tournament) -> list[str]:
        """The round records: 240 (teams' byes), 300, 330."""

    def acceleration_lines(self, tournament: Tournament) -> list[str]:
        """The 250 records: the teams' fictitious points."""

    def abnormal_lines(self, tournament: Tournament) -> list[str]:
        """The 299 records: abnormal points."""

    def apart_lines(self, tournament: Tournament) -> list[str]:
        """The 260 records: the teams kept apart, with their rounds."""


class TeamTables(Protocol):
    """The tables of a team competition in cardtable's TOML file (docs/file-format.md,
    C.04.6: ``[team]``, ``[[teams]]``, a round's ``lineups``), read with every problem
    named by the system whose line declares them
    (:mod:`cardtable.systems.team.toml_teams`); the writer writes them from the
    model's values (:mod:`.toml_team_items`)."""

    def scoring(self, table: Table) -> TeamScoring:
        """The ``[team]`` table (every key optional)."""

    def teams(self, tables: list[Table], players: dict[int, Player],
              problems: Problems) -> tuple[Team, ...]:
        """The ``[[teams]]`` tables: numbers each once, every player named exists and
        plays for one team."""

    def check_apart(self, scoring: TeamScoring, teams: tuple[Team, ...],
                    problems: Problems) -> None:
        """Every team kept apart or given abnormal points is one of ``teams``."""

    def lineup(self, table: Table, rosters: dict[int, tuple[int, ...]],
               problems: Problems) -> Lineup | None:
        """One of a round's ``lineups``: a team's players board by board."""

    def check_round(self, rnd: Round, games: list[tuple[str, Game | None]],
                    lineup_paths: list[str], boards: int, mates: dict[int, int],
                    problems: Problems) -> None:
        """A round's team matches: no team beyond the ``boards`` of a match (0: not
        checked), each line-up fits its match's boards."""


def team_records(systems: Systems) -> TeamRecords | None:
    """The TRF team records of the first system whose line declares them; None when
    no known system pairs teams."""
    return next((s.team_records() for s in systems.values() if s.team_records), None)


def team_tables(systems: Systems) -> TeamTables | None:
    """The TOML team tables of the first system whose line declares them; None when no
    known system pairs teams."""
    return next((s.team_tables() for s in systems.values() if s.team_tables), None)
