"""What the stage shows of an open bracket at one step: its two columns, each with the
title and the count of the cards it lists, the frame's title and the footer's values,
all read from the scene (:mod:`.scene`), so that a title never counts other rows than
its own and the footer's x and p are those of the group the step speaks of (the
bracket, or its remainder). Headless: the walkthrough screen draws it, the tests
compare it with the step's own figures."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.trace.steps import BracketStep, CandidateStep, ProcedureStep

from cardtable.trace.table_moves import BracketFormed, UpfloatersTried

from .layout import Slot, SlotKind, bracket_columns, formed_columns, subgroup_columns
from .scene import Scene

#: the kinds of line that show a card
CARDS = (SlotKind.CARD, SlotKind.PAIRED, SlotKind.FLOATER)


@dataclass(frozen=True, slots=True)
class Column:
    """One column of the stage: its title and its lines."""

    title: str
    slots: tuple[Slot, ...]

    @property
    def cards(self) -> tuple[int, ...]:
        """The cards the title counts: those above the column's first section heading
        (a heterogeneous bracket's S1R has its own)."""
        shown: list[int] = []
        for slot in self.slots:
            if slot.kind is SlotKind.HEADING:
                break
            if slot.kind in CARDS and slot.start_no is not None:
                shown.append(slot.start_no)
        return tuple(shown)

    @property
    def floating(self) -> tuple[int, ...]:
        """The cards marked ↓: they float down (C.04.3 art. 1.4.1; 2009: A.4)."""
        return tuple(s.start_no for s in self.slots
                     if s.kind is SlotKind.FLOATER and s.start_no is not None)

    @property
    def heading(self) -> str:
        """``S1 · 3``, ``S2 · 3 (↓ 1)``: the title, its cards, how many of them float."""
        down = len(self.floating)
        return f"{self.title} · {len(self.cards)}" + (f" (↓ {down})" if down else "")


@dataclass(frozen=True, slots=True)
class BracketStage:
    """The open bracket as the stage shows it at one step."""

    left: Column
    right: Column
    title: str
    footer: tuple[str, ...]
    moved: frozenset[int]
    """The cards an exchange moved between S1 and S2 (marked ⇄)."""

    @property
    def subtitle(self) -> str:
        return " · ".join(self.footer)


def _cards(players: tuple[int, ...], floaters: tuple[int, ...] = ()) -> tuple[Slot, ...]:
    return tuple(Slot(SlotKind.FLOATER if p in floaters else SlotKind.CARD, p)
                 for p in players)


def _chosen(pairs: tuple[tuple[int, int], ...],
            floaters: tuple[int, ...]) -> tuple[tuple[Slot, ...], tuple[Slot, ...]]:
    """A bracket's pairing as chosen (bracket and remainder alike): each pair's first
    player facing the second, as the step gives them, then the floaters."""
    left = [Slot(SlotKind.PAIRED, a) for a, _ in pairs]
    right = [Slot(SlotKind.PAIRED, b) for _, b in pairs]
    right += [Slot(SlotKind.FLOATER, p) for p in floaters]
    left += [Slot(SlotKind.EMPTY)] * (len(right) - len(left))
    return tuple(left), tuple(right)


def _kind(bracket: BracketStep) -> str:
    """The bracket's kind as its own step says it (the 2009 rules' A.3: a bracket in
    which at least half the players moved down is treated as homogeneous)."""
    if not bracket.homogeneous:
        return "heterogeneous"
    return "heterogeneous, treated as homogeneous" if bracket.mdps else "homogeneous"


def bracket_stage(scene: Scene, number: int) -> BracketStage:
    """The stage of ``scene``'s open bracket (``number``: its place from the top where
    the trace gives none)."""
    bracket = scene.bracket
    assert bracket is not None
    step = scene.step
    group = "Remainder " if scene.remainder else ""
    left: tuple[Slot, ...]
    right: tuple[Slot, ...]
    if scene.remainder and scene.subgroups is None:  # gathered at its C.2
        left, right = _cards(scene.gathered), ()
        titles = ("Remainder", "S1 and S2 at C.4")
    elif scene.subgroups is not None:
        left, right = subgroup_columns(*scene.subgroups, scene.pairs, scene.floaters)
        titles = (f"{group}S1", f"{group}S2")
    elif scene.pairs and not bracket.s1 and not bracket.s2:  # the choice (2009)
        left, right = _chosen(scene.pairs, scene.floaters)
        titles = ("Paired", "Opponents, floaters" if scene.floaters else "Opponents")
    elif not bracket.s1 and not bracket.s2:  # the 2009 rules before C.4 forms them
        if bracket.mdps:
            left, right = _cards(bracket.mdps, scene.floaters), _cards(
                bracket.residents, scene.floaters)
            titles = ("Moved down", "Residents")
        else:
            left, right = _cards(bracket.residents, scene.floaters), ()
            titles = ("Players", "S1 and S2 at C.4")
        size = max(len(left), len(right))
        left += (Slot(SlotKind.EMPTY),) * (size - len(left))
        right += (Slot(SlotKind.EMPTY),) * (size - len(right))
    else:
        left, right = bracket_columns(bracket, scene.pairs, scene.floaters)
        titles = ("S1 · MDPs" if not bracket.homogeneous else "S1", "S2")
    exchanged = (step.moved if isinstance(step, CandidateStep) else
                 step.exchanged if isinstance(step, ProcedureStep) else ((), ()))
    footer = [f"{name} = {value}" for name, value in scene.values]
    if scene.remainder and footer:
        footer[0] = f"remainder: {footer[0]}"
    if isinstance(step, CandidateStep) and step.reference:
        footer.append(step.reference)  # the 2009 rules' rows of D.1/D.2
    if bracket.max_pairs:
        footer.append(f"MaxPairs {bracket.max_pairs}")
    if not bracket.homogeneous and bracket.m1:
        footer.append(f"M1 {bracket.m1}")
    if bracket.limbo:
        footer.append("Limbo " + " ".join(map(str, bracket.limbo)))
    shown = bracket.number or number
    # a remainder is paired as a homogeneous group: the bracket's kind is not its own
    title = (f"Bracket {shown} · remainder · scoregroup {bracket.score}" if scene.remainder
             else f"Bracket {shown} · scoregroup {bracket.score} · {_kind(bracket)}")
    return BracketStage(Column(titles[0], tuple(left)), Column(titles[1], tuple(right)),
                        title, tuple(footer),
                        frozenset(p for side in exchanged for p in side))


def formed_stage(scene: Scene) -> BracketStage:
    """A bracket formed of a top-scoregroup and the upfloaters pulled up to it (C.04.5,
    C.04.6 art. 3.5): the residents and the upfloaters (or the set of upfloaters being
    tried), then each pairing tried, top members facing bottom members."""
    formed = scene.formed
    assert formed is not None
    move = scene.move
    searching = isinstance(move, BracketFormed) and move.searched
    upfloaters = (move.upfloaters if isinstance(move, UpfloatersTried)
                  else () if searching else formed.upfloaters)
    left, right = formed_columns(formed.residents, upfloaters, scene.pairs)
    titles = (("Top members", "Bottom members") if scene.pairs else
              ("Residents", "Upfloaters tried" if isinstance(move, UpfloatersTried)
               else "Upfloaters: searched below" if searching else "Upfloaters ↑"))
    return BracketStage(Column(titles[0], left), Column(titles[1], right),
                        f"Bracket {formed.number} · top-scoregroup {formed.score}",
                        tuple(f"{name} {value}" for name, value in formed.values),
                        frozenset())


__all__ = ["BracketStage", "Column", "bracket_stage", "formed_stage"]
