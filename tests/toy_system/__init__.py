"""A toy pairing system that lives only here, in its own folder: it pairs the players
in the order of their start numbers, 1-2, 3-4, ...; the last one of an odd number gets
the PAB. What a new system writes, and no more: a plug-in with its name, its trace
reader and its engine (docs/architecture.md, "How to add a pairing system"), and
``LINE``, the one line a system of the program writes in ``systems/registry.py``: a
test adds it to the registry's table (tests/test_system_conformance.py,
tests/test_plugin_system.py)."""

from __future__ import annotations

from cardtable.model.tournament import Tournament
from cardtable.systems.base import Pairing
from cardtable.systems.plugin import PairingSystemPlugin
from cardtable.systems.outside import outside_step
from cardtable.systems.registry import SystemEntry
from cardtable.systems.simulate_request import Chances
from cardtable.trace.steps import BoardsStep, ByeStep, ColourStep, Step, Trace
from cardtable.trace.reader import Reader
from cardtable.trace.text import step_lines

NAME = "by-number"
ARTICLE = "test rule 1"


def _path(trace: Trace, player: int) -> list[str]:
    return [s.text for s in trace.steps if f" {player} " in f" {s.text} "]


def _why(trace: Trace, first: int, second: int) -> list[str]:
    paired = (first, second) in trace.boards or (second, first) in trace.boards
    return [f"{first} and {second} are {'' if paired else 'not '}neighbours by number"]


class ByNumber(PairingSystemPlugin):
    """Pairs the players in the order of their start numbers."""

    name = NAME
    reader = Reader("pairs by number (a test system)", step_lines, _path, _why)

    def pair(self, tournament: Tournament, round_no: int, *, trace: bool = False,
             recorded: Pairing | None = None) -> Pairing:
        numbers = sorted(p.start_no for p in tournament.players_to_pair(round_no))
        boards = tuple(zip(numbers[::2], numbers[1::2]))
        pab = numbers[-1] if len(numbers) % 2 else None
        steps: list[Step] = [*outside_step(tournament, round_no)]
        steps += [ColourStep(ARTICLE, f"{w} has White against {b}", w, b) for w, b in boards]
        if pab is not None:
            steps.append(ByeStep(ARTICLE, f"{pab} is the last: the PAB", pab))
        steps.append(BoardsStep(ARTICLE, "the boards", boards, pab))
        recorded_trace = Trace(NAME, round_no, boards, pab, tuple(steps)) if trace else None
        return Pairing(round_no, boards, pab, recorded_trace)


BY_NUMBER = ByNumber()

#: its line in the registry's table
LINE = SystemEntry(NAME, "By number", "BY_NUMBER", lambda: BY_NUMBER, trf_words=("BY_NUMBER",),
                   settings=("rounds",),
                   chances=lambda: Chances(half_bye=0, zero_bye=0, forfeit=0, double_forfeit=0,
                                           withdrawals=0, late_entries=0))
