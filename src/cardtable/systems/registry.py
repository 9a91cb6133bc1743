"""The pairing systems, one line each: adding a system is one folder
(``systems/<name>/`` exporting its :class:`PairingSystemPlugin`) and one line here.
The only module that imports a system's folder (the import-linter contract in
``pyproject.toml`` keeps it so), and only when that system is asked for by name
(:func:`descriptor`): a line says what the files and the listings need to know of a
system without its engine, so that reading a file, listing the systems or pairing by
one system imports no other system."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any, Callable

from ..model.player import TITLE_ORDER
from ..model.tournament import Tournament
from ..tiebreaks.swissbg_list import SWISSBG_TIEBREAKS
from .base import SystemNotAvailable

if TYPE_CHECKING:  # pragma: no cover
    from ..formats.systems import TeamRecords, TeamTables
    from .base import Pairing, PairingSystem
    from .competition import CompetitionRole
    from .plugin import PairingSystemPlugin
    from .roles import Draw
    from .simulate_request import Chances


#: the keys of ``[tournament]`` a Swiss system with colours reads beyond every
#: tournament's
_SWISS_SETTINGS = ("rounds", "initial_colour", "colour_seed", "drawn_colour", "forbidden")


def _chances(**changes: Any) -> Chances:
    """A line's chances: the usual ones (:class:`.simulate_request.Chances`) but for
    ``changes``, their module imported when a simulation first asks (issue 36)."""
    from dataclasses import replace

    from .simulate_request import Chances

    return replace(Chances(), **changes)


@dataclass(frozen=True, slots=True)
class SystemEntry:
    """One system as the registry lists it (what the file formats read of it:
    :class:`cardtable.formats.systems.SystemFormat`; the plug-in reads the same facts here):

    ``name``             the value of ``system`` in a tournament file
    ``title``            the name the app shows
    ``trf_label``        the label written in TRF records 092/192
    ``load``             the system's plug-in, its folder imported on first use
    ``trf_words``        words that, found in a 092/192 label read, name this system
    ``trf_double_label`` the label of a double round robin (empty: none)
    ``complete_rounds``  a round must be complete before the next is paired (a Swiss
                         system, C.04.2); a table fixed in advance does not wait
    ``rounds_per_pairing`` the rounds of the file one pairing covers (a Double-Swiss
                         match: 2, C.04.5 Preface): only rounds 1, 1+k, 1+2k ... are
                         paired by the rules, the others with them, so a round may be
                         on file before the one before it is complete when both belong
                         to one pairing
    ``predetermined``    pairings fixed in advance by a table (C.05): start numbers by
                         lot and kept, no declared number of rounds, C.07's rules for
                         pre-determined pairings (TRF's rank column too), no requested
                         byes, no forbidden pairs
    ``fide_system``      one of FIDE's own systems in force (C.04.3, C.04.5, C.04.6,
                         C.05): the only ones a FIDE-rated tournament is paired with
    ``pairs_teams``      the pairing node is the file's team (C.04.6): the file's
                         forbidden groups name teams
    ``exercise_levels``  the levels of :data:`cardtable.systems.exercise.LEVELS` its
                         exercises offer (empty: none; its plug-in's ``exercises``
                         then says how they are made and marked), known without
                         importing its engine (``exercise new --system``)
    ``settings``         the keys of the file's ``[tournament]`` table the system reads
                         beyond the ones every tournament has
    ``colours``          the system gives colours (SwissBG does not)
    ``draws``            a game can be drawn (``result``, the app's ``=``)
    ``match_scores``     a game is a match whose score goes with its result
                         (``result --score 7:3``)
    ``tiebreaks``        the system's own tie-breaks for ``new`` (empty: C.07's for a
                         Swiss system or a round robin)
    ``lot_first_round``  round 1 is drawn by lot: ``new`` records a random seed
    ``title_order``      the FIDE titles in the order that ranks equal ratings, one
                         rule from the pairing numbers to the pairing (C.04.2's; the
                         2009 rules' A.2 c has its own)
    ``judges_recorded``  its engine records where a recorded pairing departs from
                         the rules (``engine --check``, the marking of an answer)
    ``chances``          how often byes, forfeits, draws, withdrawals and late
                         entries happen in ``simulate`` and the exercises'
                         tournaments, made when first asked for (a command that
                         simulates nothing does not load them, issue 36)
    ``engine``           its pairing function alone, imported without its plug-in
                         (the trace's reader, the walkthrough, the exercises): what
                         ``cardtable engine`` pairs with (:func:`pairing_engine`);
                         None: the plug-in's ``pair``
    ``competition``      the team competition (:mod:`.competition`): the file's teams
                         paired, checked and ranked as teams (C.04.6), imported from
                         its folder without the plug-in, so that pairing or ranking a
                         team file spares the trace, the walkthrough and the exercises
                         (issue 36); None for a system that pairs players
                         (``pairs_teams`` says the same)
    ``team_records``     the TRF-2026 team records (310, 300, 320, 330 ...) the system
                         reads and writes, from its folder when a TRF file is read or a
                         team file written (None: none)
    ``team_tables``      the team tables of cardtable's TOML file ([team], [[teams]],
                         line-ups) the system reads, from its folder when a file with
                         them is read (None: none)
    """

    name: str
    title: str
    trf_label: str
    load: Callable[[], PairingSystemPlugin]
    trf_words: tuple[str, ...] = ()
    trf_double_label: str = ""
    complete_rounds: bool = True
    rounds_per_pairing: int = 1
    predetermined: bool = False
    fide_system: bool = False
    pairs_teams: bool = False
    exercise_levels: tuple[str, ...] = ()
    settings: tuple[str, ...] = _SWISS_SETTINGS
    colours: bool = True
    draws: bool = True
    match_scores: bool = False
    tiebreaks: tuple[str, ...] = ()
    lot_first_round: bool = False
    title_order: tuple[str, ...] = TITLE_ORDER
    judges_recorded: bool = False
    chances: Callable[[], Chances] = _chances
    engine: Callable[[], PairingSystem] | None = None
    competition: Callable[[], CompetitionRole] | None = None
    team_records: Callable[[], TeamRecords] | None = None
    team_tables: Callable[[], TeamTables] | None = None


def _folder(module: str, plugin: str) -> Callable[[], PairingSystemPlugin]:
    """The plug-in ``plugin`` that the folder ``systems/<module>/`` exports, imported
    when first asked for."""
    def load() -> PairingSystemPlugin:
        found: PairingSystemPlugin = getattr(import_module(f".{module}", __package__), plugin)
        return found

    return load


def _engine(module: str) -> Callable[[], PairingSystem]:
    """The function ``pair`` of ``systems/<module>.py``, imported when first asked for:
    the system's folder must not import its plug-in in its ``__init__``."""
    def load() -> PairingSystem:
        found: PairingSystem = import_module(f".{module}", __package__).pair
        return found

    return load


def _team_competition() -> CompetitionRole:
    """The team system's competition role (its folder's :mod:`.competition`), without
    its plug-in."""
    from .team.competition import TeamCompetition

    return TeamCompetition


def _team_records() -> TeamRecords:
    """The team system's TRF records (its folder's :mod:`.trf_records`, not its engine)."""
    from .team.trf_records import TEAM_RECORDS

    return TEAM_RECORDS


def _team_tables() -> TeamTables:
    """The team system's TOML tables (its folder's :mod:`.toml_teams`)."""
    from .team.toml_teams import TEAM_TABLES

    return TEAM_TABLES


#: every level of an exercise (a system with brackets, colours and a collapsed last one)
_ALL_LEVELS = ("homogeneous", "floater", "heterogeneous", "pab", "colours", "transposition",
               "exchange", "collapsed")

#: system name (``settings.system``) -> its line, in the order of ``new --system``; the
#: default first (the formats take the first for a TRF label that names none)
SYSTEMS: dict[str, SystemEntry] = {system.name: system for system in (
    SystemEntry("dutch", "Dutch", "FIDE_DUTCH_2025", _folder("dutch.plugin", "DUTCH"),
                fide_system=True, exercise_levels=_ALL_LEVELS,
                settings=(*_SWISS_SETTINGS, "acceleration"), judges_recorded=True,
                engine=_engine("dutch.engine")),
    SystemEntry("roundrobin", "Round robin", "FIDE_ROUNDROBIN",
                _folder("roundrobin", "ROUNDROBIN"),
                trf_words=("ROUNDROBIN", "ROUND_ROBIN", "ROUND-ROBIN", "BERGER"),
                trf_double_label="FIDE_DOUBLEROUNDROBIN", complete_rounds=False,
                predetermined=True, fide_system=True,
                settings=("double_round_robin", "random_seed")),
    SystemEntry("simplified", "Simplified Swiss", "SIMPLIFIED_SWISS",
                _folder("simplified", "SIMPLIFIED"), trf_words=("SIMPLIFIED",),
                exercise_levels=("homogeneous", "floater", "pab", "colours", "transposition",
                                 "exchange"),
                chances=lambda: _chances(half_bye=0, zero_bye=0.035)),
    SystemEntry("swissbg", "SwissBG", "SWISSBG", _folder("swissbg", "SWISSBG"),
                trf_words=("SWISSBG", "SWISS_BG"),
                exercise_levels=("homogeneous", "floater", "pab", "transposition",
                                 "exchange"),
                settings=("rounds", "random_seed", "forbidden"), colours=False,
                draws=False,  # a backgammon match has a winner
                match_scores=True, tiebreaks=SWISSBG_TIEBREAKS, lot_first_round=True,
                # matches to 7 points, no draws; a requested absence scores nothing
                chances=lambda: _chances(draw=0, half_bye=0, zero_bye=0.035, match_points=7)),
    SystemEntry("dutch-2009", "FIDE rating-based Swiss (2009)", "FIDE_DUTCH_2009",
                _folder("dutch2009", "DUTCH_2009"), trf_words=("DUTCH_2009",),
                exercise_levels=_ALL_LEVELS,
                # A.2 c: the titles in the order the 2009 text gives them
                title_order=("GM", "IM", "WGM", "WIM", "FM", "WFM", "CM", "WCM")),
    SystemEntry("double", "Double-Swiss (FIDE C.04.5)", "FIDE_DOUBLESWISS",
                _folder("double", "DOUBLE"),
                trf_words=("DOUBLESWISS", "DOUBLE-SWISS", "DOUBLE_SWISS"), fide_system=True,
                exercise_levels=("homogeneous", "floater", "pab", "transposition"),
                rounds_per_pairing=2),  # a match of two games (C.04.5 art. 1.2.1)
    SystemEntry("team", "Swiss Team (C.04.6)", "FIDE_TEAM_TYPEA_MP_GP",
                _folder("team.plugin", "TEAM"), trf_words=("FIDE_TEAM",), fide_system=True,
                pairs_teams=True, competition=_team_competition,
                team_records=_team_records, team_tables=_team_tables,
                exercise_levels=("homogeneous", "floater", "pab", "colours", "transposition")),
)}

#: the system of a tournament that names none (``new``, the app's new tournament, a
#: file without ``system``) and of a TRF label that names none of the known ones; the
#: engine command's system
DEFAULT_SYSTEM: str = next(iter(SYSTEMS))

__all__ = ["DEFAULT_SYSTEM", "SYSTEMS", "SystemEntry", "descriptor", "draw_before_pairing",
           "entry", "pair_next_round", "pairer", "pairing_engine"]


def entry(name: str) -> SystemEntry:
    """The registry's line of the system ``name``; :class:`SystemNotAvailable` if this
    version does not have it."""
    found = SYSTEMS.get(name)
    if found is None:
        raise SystemNotAvailable(f"the pairing system {name!r} is not available yet "
                                 f"(this version has {', '.join(SYSTEMS)})")
    return found


def descriptor(name: str) -> PairingSystemPlugin:
    """The plug-in of the system ``name`` (its folder imported on first use), which
    reads its registry facts from its line; :class:`SystemNotAvailable` if this version
    does not have it."""
    line = entry(name)
    plugin = line.load()
    if plugin.line is not line:  # first handed out: its own step kinds are known now
        plugin.line = line
        if plugin.steps:
            from ..trace.steps import register  # loaded with the system's own steps

            for kind in plugin.steps:
                register(kind)
    return plugin


def pairer(system: str) -> PairingSystem:
    """The pairing function of a system; :class:`SystemNotAvailable` if this version
    does not have it yet."""
    return descriptor(system).pair


def pair_next_round(tournament: Tournament, *, trace: bool = False) -> Pairing:
    """Pair the next round of a tournament with its own system, on the numbers it gives
    the late entries' provisional ones (C.04.2 art. 2.5, :mod:`.provisional`)."""
    from .provisional import settled

    tournament = settled(tournament).tournament
    return pairer(tournament.settings.system)(tournament, tournament.next_round, trace=trace)


def draw_before_pairing(tournament: Tournament) -> tuple[Tournament, Draw | None]:
    """What the tournament's system draws by lot before its first round is paired (its
    plug-in's ``draw_before_pairing``: a round robin's start numbers, C.05 art. 7.2,
    unless they were given already); the draw (None when nothing was drawn) is for the
    arbiter to show."""
    return descriptor(tournament.settings.system).draw_before_pairing(tournament)


def pairing_engine(name: str) -> PairingSystem:
    """The pairing function of the system ``name`` for a pairing without a trace
    (``cardtable engine``): its engine alone where its line names one, which spares
    the start of a command the plug-in's modules (issue 36); else its plug-in's."""
    line = entry(name)
    return line.engine() if line.engine is not None else descriptor(name).pair
