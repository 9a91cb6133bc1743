"""Making an exercise: a tournament whose rounds before ``round_no`` are played (by
the system's own engine, results drawn from the ratings, reproducible from the seed)
and whose round ``round_no`` is the one to pair. For a level, the seeds from the one
given onwards are tried in turn until the engine's own trace of that round has what
the level asks for."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...model.tournament import Tournament
from ..base import PairingError
from ..base import Pairing
from ..features import Features
from ..registry import descriptor, entry
from ..replay import before_round
from ..simulate_request import Simulation
from .levels import LEVELS, Level, system_levels

#: how many seeds are tried for a level before giving up
SEARCH = 300

def document_of(system: str) -> str:
    """The system ``system`` as an exercise's text names it (its plug-in's
    ``exercises``), or its name when it has no exercises."""
    exercises = descriptor(system).exercises
    return exercises.document if exercises is not None else system


class ExerciseError(ValueError):
    """No exercise can be made as asked; the message says why."""


@dataclass(frozen=True, slots=True)
class Exercise:
    """The tournament before round ``round`` is paired, the seed it was played from,
    the level, and the engine's pairing of that round (with its trace)."""

    tournament: Tournament
    round: int
    seed: int
    level: Level
    rules: Pairing
    features: Features

    @property
    def heading(self) -> str:
        """What the exercise is, in a sentence (for the file's comment)."""
        system = document_of(self.tournament.settings.system)
        return (f"Exercise: pair round {self.round} by {system}; it exercises "
                f"{self.level.title}.")


def make_exercise(system: str, players: int, round_no: int, seed: int,
                  level: str = "homogeneous") -> Exercise:
    """The first exercise from ``seed`` onwards whose round ``round_no`` fits
    ``level``; :class:`ExerciseError` when the system has no such level or none of
    the next :data:`SEARCH` seeds gives one."""
    levels = system_levels()
    if system not in levels:
        raise ExerciseError(f"exercises are made for the Swiss systems "
                            f"{', '.join(levels)}, not {system!r}")
    if level not in levels[system]:
        raise ExerciseError(f"{document_of(system)} has no level {level!r}; its levels: "
                            f"{', '.join(levels[system])}")
    if round_no < 2:
        raise ExerciseError("the round to pair must be 2 or later: round 1 has no "
                            "history to exercise")
    if players < 4:
        raise ExerciseError(f"an exercise needs at least 4 players, not {players}")
    every = entry(system).rounds_per_pairing
    if (round_no - 1) % every:
        raise ExerciseError(f"{document_of(system)} pairs by the rules only rounds "
                            f"1, {1 + every}, {1 + 2 * every} ... (a pairing covers "
                            f"{every} rounds of the file): round {round_no} repeats "
                            f"round {round_no - (round_no - 1) % every}; give one of those")
    wanted = LEVELS[level]
    for attempt in range(seed, seed + SEARCH):
        found = _attempt(system, players, round_no, attempt, wanted)
        if found is not None:
            return found
    raise ExerciseError(f"none of the seeds {seed} to {seed + SEARCH - 1} gives round "
                        f"{round_no} with {wanted.title} for {players} players; try "
                        f"another round, number of players or seed")


def _attempt(system: str, players: int, round_no: int, seed: int,
             level: Level) -> Exercise | None:
    plugin = descriptor(system)
    every = plugin.entry.rounds_per_pairing
    played: Tournament | None
    try:  # the rounds before, and round_no's own (a match: both its rounds)
        played = plugin.simulate(Simulation(system, players, round_no - 1 + every, seed,
                                            False))
    except PairingError as exc:
        played = getattr(exc, "tournament", None)
    if played is None or played.last_complete_round < round_no - 1:
        return None
    tournament = before_round(played, round_no)
    if tournament.last_complete_round != round_no - 1:
        return None
    settings = replace(tournament.settings,
                       name=f"Exercise: round {round_no}, {level.title} ({system}, "
                            f"{players} players, seed {seed})",
                       rounds=-(-(round_no + 2) // every) * every)
    tournament = replace(tournament, settings=settings)
    try:
        rules = plugin.pair(tournament, round_no, trace=True)
    except PairingError:
        return None
    trace = rules.trace
    if trace is None or plugin.exercises is None:  # pragma: no cover - checked before
        return None
    features = plugin.exercises.features(tournament, round_no, trace, plugin.entry.colours)
    if not level.fits(features):
        return None
    return Exercise(tournament, round_no, seed, level, rules, features)
