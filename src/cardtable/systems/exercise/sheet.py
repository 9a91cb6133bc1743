"""A seminar sheet's contents: the players' cards as on the paper card (pairing
number, name, rating, score, and per round the opponent, colour, result and float),
the score-group piles as the engine builds them, and, for the solution, the answer
and the engine's steps to it, bracket by bracket (or pair by pair)."""

from __future__ import annotations

from dataclasses import dataclass

from ...model.colour import Colour
from ...model.history import Entry, EntryKind, Float, History
from ...model.tournament import Tournament
from ...model.points import format_points
from ...trace.steps import (
    BracketStep,
    ByeStep,
    ChoiceStep,
    ColourStep,
    FloatStep,
    PileStep,
    ProcedureStep,
    Step,
)
from ...trace.search_steps import (
    ByeChangeStep,
    ByeRuleStep,
    LotStep,
    PassedOverStep,
    RelaxedStep,
    SearchOrderStep,
)
from ...trace.candidate_counts import bracket_runs, count_candidates, counts_said
from ..base import Pairing
from ..registry import descriptor
from .making import document_of

#: trace steps shown in the solution (the candidates are left to the walkthrough)
_SHOWN = (BracketStep, ChoiceStep, FloatStep, ByeStep, ColourStep, SearchOrderStep,
          PassedOverStep, ByeRuleStep, ByeChangeStep, RelaxedStep, LotStep)
_FLOATS = {Float.DOWN: "↓", Float.UP: "↑"}
_KINDS = {EntryKind.PAB: "PAB", EntryKind.FULL_BYE: "F", EntryKind.HALF_BYE: "H",
          EntryKind.ZERO_BYE: "Z", EntryKind.NOT_PAIRED: "–"}


@dataclass(frozen=True, slots=True)
class CardRound:
    """One round on a card: opponent (or the bye's letter), colour, points, float."""

    opponent: str
    colour: str
    points: str
    float: str


@dataclass(frozen=True, slots=True)
class Card:
    number: int
    name: str
    rating: str
    score: str
    rounds: tuple[CardRound, ...]
    to_pair: bool


@dataclass(frozen=True, slots=True)
class Block:
    """A bracket (or a pair of the simplified Swiss, the PAB, the colours): a title
    and the engine's sentences with their articles."""

    title: str
    lines: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Sheet:
    title: str
    heading: str
    round: int
    has_colours: bool
    cards: tuple[Card, ...]
    piles: tuple[tuple[str, tuple[int, ...]], ...]
    boards: tuple[tuple[int, int], ...]
    pab: int | None
    steps: tuple[Block, ...]


def _round(entry: Entry, colours: bool, floated: Float) -> CardRound:
    opponent = str(entry.opponent) if entry.opponent is not None else \
        _KINDS.get(entry.kind, "")
    colour = ("W" if entry.colour is Colour.WHITE else "B") if colours and \
        entry.colour is not None else ""
    shown = "" if entry.kind is EntryKind.NOT_PAIRED else format_points(entry.points, "½")
    return CardRound(opponent, colour, shown, _FLOATS.get(floated, ""))


def make_sheet(tournament: Tournament, round_no: int, rules: Pairing,
               colours: bool) -> Sheet:
    """The sheet for pairing round ``round_no`` of ``tournament`` (the rounds before
    it played); ``rules`` is the engine's pairing with its trace, ``colours`` false
    for a system without colours."""
    history = History(tournament, round_no - 1)
    to_pair = {p for b in rules.boards for p in b} | ({rules.pab} - {None})
    trace = rules.trace
    steps = trace.steps if trace else ()
    exercises = descriptor(tournament.settings.system).exercises
    unit = exercises.pairing_score if exercises is not None else ""
    piled = {c.start_no: c for p in steps if isinstance(p, PileStep) for c in p.cards}
    cards = []
    for player in sorted(tournament.players, key=lambda p: p.start_no):
        floats = history.floats(player.start_no)
        rounds = tuple(_round(e, colours, floats[e.round - 1])
                       for e in history.entries(player.start_no)[:round_no - 1])
        score = format_points(history.score(player.start_no), "½")
        shown = piled.get(player.start_no)
        if unit and shown is not None:  # the score it is paired by, its preference
            score = f"{shown.score} {unit}" + _prefers(shown.preference)
        cards.append(Card(player.start_no, player.name, str(player.rating or ""),
                          score, rounds, player.start_no in to_pair))
    piles = tuple((p.score, tuple(c.start_no for c in p.cards)) for p in steps
                  if isinstance(p, PileStep))
    system = document_of(tournament.settings.system)
    opener = exercises.bracket_step if exercises is not None else None
    steps_shown = (*_SHOWN, *(exercises.solution_steps if exercises is not None else ()))
    return Sheet(tournament.settings.name, f"Pair round {round_no} by {system}.",
                 round_no, colours, tuple(cards), piles, rules.boards, rules.pab,
                 _blocks(steps, exercises.why_not(steps) if exercises is not None
                         and exercises.why_not is not None
                         else _why_not_earlier(steps, tournament.settings.system),
                         opener, steps_shown))


def _prefers(sign: str) -> str:
    """A card's colour preference as its pile shows it (``W``/``B`` strong,
    ``w``/``b`` not), in words."""
    if not sign:
        return ", no colour preference"
    colour = "White" if sign.upper() == "W" else "Black"
    return f", prefers {colour}" + (" (strong)" if sign.isupper() else "")


def _why_not_earlier(steps: tuple[Step, ...], system: str) -> dict[int, str]:
    """For each bracket whose choice is a numbered candidate after others (the 2026
    Dutch walk), why the earlier candidates lost, in words: how many break which
    absolute criterion, how many are worse by which quality criterion; by the
    bracket's choice step (its ``id``). A system with its own procedure says it
    itself (``Exercises.why_not``: the 2009 edition's C.6-C.13)."""
    words = descriptor(system).walkthrough.criterion_words
    found: dict[int, str] = {}
    for _, run in bracket_runs(steps):
        counts = count_candidates(run)
        choice = next((s for s in run if isinstance(s, ChoiceStep)), None)
        if choice is not None and counts.chosen is not None and counts.total > 1:
            found[id(choice)] = ("Why not the earlier candidates: "
                                 + counts_said(counts, words))
    return found


def _blocks(steps: tuple[Step, ...], why_not: dict[int, str],
            opener: type[Step] | None = None,
            shown: tuple[type[Step], ...] = _SHOWN) -> tuple[Block, ...]:
    """The solution's blocks of the ``shown`` steps; ``opener``: the system's own
    bracket step, which opens a block titled by its number."""
    blocks: list[tuple[str, list[str]]] = []
    for step in steps:
        opens = opener is not None and isinstance(step, opener)
        if not (opens or isinstance(step, shown) or (isinstance(step, ProcedureStep)
                                                      and step.in_solution)):
            continue
        line = f"{step.text.strip()} [{step.article}]"
        if opens:
            blocks.append((f"Bracket {getattr(step, 'number', '')}", []))
        elif isinstance(step, (BracketStep, SearchOrderStep)) or not blocks:
            blocks.append((_title(step), []))
        elif isinstance(step, ColourStep) and blocks[-1][0] != "Colours":
            blocks.append(("Colours", []))
        elif isinstance(step, ByeStep) and blocks[-1][0] not in ("The PAB",):
            blocks.append(("The PAB", []))
        blocks[-1][1].append(line)
        if id(step) in why_not:
            blocks[-1][1].append(why_not[id(step)])
    return tuple(Block(title, tuple(lines)) for title, lines in blocks)


def _title(step: Step) -> str:
    """The title of the block a step opens: its bracket, the simplified Swiss's pair,
    the bye rule's field, the draw."""
    if isinstance(step, BracketStep):
        return f"bracket {step.name}" if step.name else f"Bracket {step.number}"
    if isinstance(step, SearchOrderStep):
        return f"Pair {step.pair}"
    if isinstance(step, ByeRuleStep):
        return f"{len(step.candidates) + len(step.had_bye)} players"
    if isinstance(step, RelaxedStep):
        return "No pairing keeps every condition"
    if isinstance(step, LotStep):
        return ("Round 1 is drawn by lot" + (
            f" with the tournament's random seed {step.seed}" if step.seed is not None
            else "; the file records no random seed, so the published draw is taken as "
                 "the lot"))
    return "Steps"
