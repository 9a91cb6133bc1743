"""A seminar sheet's contents: the players' cards as on the paper card (pairing
number, name, rating, score, and per round the opponent, colour, result and float),
the score-group piles as the engine builds them, and, for the solution, the answer
and the engine's steps to it, bracket by bracket (or pair by pair)."""

from __future__ import annotations

from dataclasses import dataclass

from ...model import Colour, EntryKind, Float, History, Tournament, format_points
from ...trace import NoteStep, PileStep, Step
from ..base import Pairing
from .making import SYSTEM_NAMES

#: trace steps shown in the solution (the candidates are left to the walkthrough)
_SHOWN = ("bracket", "choice", "float", "bye", "colour")
_NOTES = ("search-order", "rejected", "backtrack", "bye-rule", "bye-change", "relaxed",
          "C.13", "draw")
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


def _round(entry, colours: bool, floated: Float) -> CardRound:
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
    cards = []
    for player in sorted(tournament.players, key=lambda p: p.start_no):
        floats = history.floats(player.start_no)
        rounds = tuple(_round(e, colours, floats[e.round - 1])
                       for e in history.entries(player.start_no)[:round_no - 1])
        cards.append(Card(player.start_no, player.name, str(player.rating or ""),
                          format_points(history.score(player.start_no), "½"), rounds,
                          player.start_no in to_pair))
    trace = rules.trace
    steps = trace.steps if trace else ()
    piles = tuple((p.score, tuple(c.start_no for c in p.cards)) for p in steps
                  if isinstance(p, PileStep))
    system = SYSTEM_NAMES.get(tournament.settings.system, tournament.settings.system)
    return Sheet(tournament.settings.name, f"Pair round {round_no} by {system}.",
                 round_no, colours, tuple(cards), piles, rules.boards, rules.pab,
                 _blocks(steps))


def _blocks(steps: tuple[Step, ...]) -> tuple[Block, ...]:
    blocks: list[tuple[str, list[str]]] = []
    for step in steps:
        topic = step.topic if isinstance(step, NoteStep) else None
        if step.kind not in _SHOWN and topic not in _NOTES:
            continue
        line = f"{step.text.strip()} [{step.article}]"
        if step.kind == "bracket" or topic == "search-order" or not blocks:
            blocks.append((step.text.strip().split(":")[0].split(" (")[0], []))
        elif step.kind == "colour" and blocks[-1][0] != "Colours":
            blocks.append(("Colours", []))
        elif step.kind == "bye" and blocks[-1][0] not in ("The PAB",):
            blocks.append(("The PAB", []))
        blocks[-1][1].append(line)
    return tuple(Block(title, tuple(lines)) for title, lines in blocks)
