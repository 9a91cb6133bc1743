"""One conformance suite over every line of the registry (issue 32): whatever a
system is, the program can create a tournament of it, pair it round by round
(``simulate``), replay every round from its trace, read back its file (TOML and
TRF), walk every step of every round's walkthrough scene, explain each round, and,
where its line offers exercises, make one and mark it. The systems come from the
registry and nowhere else; the toy system of tests/toy_system, whose line is added
here, passes the same suite with no other file of the program knowing it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from cardtable.systems import registry
from cardtable.app.widgets.walkthrough.scene import Script
from cardtable.app.widgets.walkthrough.summary import summarised
from cardtable.formats.toml_write import dumps_tournament
from cardtable.model.tournament import Tournament
from cardtable.systems.base import Pairing, SystemNotAvailable
from cardtable.systems.plugin import PairingSystemPlugin
from cardtable.systems.registry import descriptor
from cardtable.systems.exercise import ExerciseError, make_exercise, mark, system_levels
from cardtable.systems.files import dumps_trf, parse_toml, parse_trf
from cardtable.systems.replay import recorded_pairing, replay_round
from cardtable.systems.simulate_request import Simulation
from cardtable.trace.steps import BoardsStep, Trace, step_kinds
from toy_system import LINE, NAME

#: every line of the registry, and the toy system's
LINES = [*registry.SYSTEMS, NAME]


@dataclass(frozen=True)
class Played:
    """A system's plug-in and a tournament it played, every round paired by it."""

    plugin: PairingSystemPlugin
    tournament: Tournament

    @property
    def rounds(self) -> Iterator[int]:
        """The rounds the rules pair (a Double-Swiss match: its first game's)."""
        every = self.plugin.entry.rounds_per_pairing
        return (r.number for r in self.tournament.paired_rounds if (r.number - 1) % every == 0)

    def trace(self, number: int) -> Trace:
        replay = replay_round(self.tournament, number)
        assert replay.rules.trace is not None, (self.plugin.name, number)
        return replay.rules.trace


@pytest.fixture(params=LINES)
def played(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Played:
    name = request.param
    if name not in registry.SYSTEMS:
        monkeypatch.setitem(registry.SYSTEMS, name, LINE)
    plugin = descriptor(name)
    rounds = None if plugin.entry.predetermined else 4 * plugin.entry.rounds_per_pairing
    return Played(plugin, plugin.simulate(Simulation(name, 11, rounds, 5, False)))


def test_the_line_hands_out_the_plug_in_of_its_own_name(played: Played) -> None:
    line = registry.SYSTEMS[played.plugin.name]
    assert played.plugin.name == line.name and played.plugin.entry is line
    # the team competition: declared on the line, which hands out the role without
    # the plug-in (issue 36)
    assert line.pairs_teams == (line.competition is not None)
    # exercises: the levels on the line, how they are made and marked on the plug-in
    assert bool(line.exercise_levels) == (played.plugin.exercises is not None)


def test_it_pairs_a_simulated_tournament(played: Played) -> None:
    t = played.tournament
    assert t.settings.system == played.plugin.name
    assert len(t.paired_rounds) >= 3
    for rnd in t.paired_rounds:
        seated = [p for g in rnd.games for p in (g.white, g.black)] + [rnd.pab] * (
            rnd.pab is not None)
        assert len(seated) == len(set(seated)), (rnd.number, seated)


def test_every_round_replays_from_its_trace(played: Played) -> None:
    for number in played.rounds:
        replay = replay_round(played.tournament, number)
        assert replay.agrees, (played.plugin.name, number)
        trace = played.trace(number)
        recorded = recorded_pairing(played.tournament, number)
        assert recorded is not None
        assert trace.system == played.plugin.name and trace.round == number
        assert Pairing(number, trace.boards, trace.pab).as_set() == recorded.as_set()
        assert trace.pab == recorded.pab
        assert isinstance(trace.steps[-1], BoardsStep)
        kinds = step_kinds()
        assert all(kinds.get(step.kind) is not None for step in trace.steps)


def test_the_file_reads_back(played: Played) -> None:
    t = played.tournament
    toml = dumps_tournament(t)
    read = parse_toml(toml)
    assert dumps_tournament(read) == toml
    assert (read.settings, read.players, read.teams) == (t.settings, t.players, t.teams)
    for mine, theirs in zip(t.rounds, read.rounds, strict=True):  # the byes' order aside
        assert (mine.games, set(mine.byes)) == (theirs.games, set(theirs.byes))
    again = parse_trf(dumps_trf(t))
    assert again.settings.system == t.settings.system
    for mine, theirs in zip(t.rounds, again.rounds, strict=True):
        assert mine.pab == theirs.pab
        assert sorted((g.white, g.black, g.result) for g in mine.games) == \
            sorted((g.white, g.black, g.result) for g in theirs.games)


def test_every_step_has_its_scene(played: Played) -> None:
    plugin = played.plugin
    for number in played.rounds:
        trace = played.trace(number)
        script = Script(summarised(trace.steps, plugin.walkthrough.criterion_words),
                        words=plugin.walkthrough.criterion_words, moves=plugin.walkthrough.table_move)
        scenes = [script.scene(i) for i in range(len(script.steps))]
        assert [s.index for s in scenes] == list(range(len(script.steps)))
        last = scenes[-1]
        assert last.final and last.pab == trace.pab
        assert {frozenset((b.white, b.black)) for b in last.boards} == \
            {frozenset(b) for b in trace.boards}


def test_explain_reads_every_round(played: Played) -> None:
    reader = played.plugin.reader
    for number in played.rounds:
        trace = played.trace(number)
        assert reader.render(trace).strip()
        white, black = trace.boards[0]
        assert reader.why(trace, white, black)
        assert isinstance(reader.player_path(trace, white), list)


def test_its_exercises_are_made_and_marked(played: Played) -> None:
    name = played.plugin.name
    levels = system_levels().get(name)
    if levels is None:
        with pytest.raises(ExerciseError, match="exercises are made for"):
            make_exercise(name, 10, 3, 1)
        return
    exercise = make_exercise(name, 10, 1 + 2 * played.plugin.entry.rounds_per_pairing, 1, levels[0])
    rules = exercise.rules
    right = mark(exercise.tournament, exercise.round, rules, rules)
    assert right.right and right.first is None
    (a, b), (c, d) = rules.boards[:2]
    wrong = Pairing(rules.round, ((a, d), (c, b), *rules.boards[2:]), rules.pab)
    marked = mark(exercise.tournament, exercise.round, wrong, rules)
    assert not marked.right and marked.first is not None and marked.first.rule


def test_a_name_off_the_registry_is_no_system() -> None:
    assert NAME not in registry.SYSTEMS
    with pytest.raises(SystemNotAvailable):
        descriptor(NAME)


def test_only_the_registry_imports_each_line_s_folder() -> None:
    """Each system's folder is in the import contract that lets only the registry
    import it (pyproject.toml): a new line whose folder is not would pass unnoticed."""
    import tomllib

    from conftest import REPO

    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    protected = next(c["protected_modules"] for c in config["tool"]["importlinter"]["contracts"]
                     if c["name"] == "Only the registry imports a pairing system's folder")
    folders = {".".join(type(descriptor(name)).__module__.split(".")[:3])
               for name in registry.SYSTEMS}
    assert folders <= set(protected), folders - set(protected)
