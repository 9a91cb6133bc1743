"""Marking a hand-made pairing against the engine's: the first difference in the
order the procedure meets it, with the rule that decides it, then every difference in
that order (the brackets or pairs, the PAB, the colours), each with its rule.

For a system that judges a recorded pairing (``judges_recorded``: the Dutch system) the
explanation is the engine's own departure step (the engine pairs the round again with
the learner's pairing as the recorded one and says in which bracket and by which
criterion it departs). For the other systems the trace is walked in its order
(brackets or pairs, the PAB, the colours) and the first difference is explained by the
trace's own record of the learner's pair (a rejection, a backtrack, a 2009 rule B.x)
or by the rule that made the engine take its pair first.

A pairing of one bracket only (``scope``: the players judged, the brackets above it
laid out as the engine made them) is judged up to that bracket: its pairs, its
downfloaters (the players left off the boards), the PAB when it is the last one, and
the colours of its boards."""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from typing import Iterable, Iterator, Sequence

from ...model.tournament import Tournament
from ...trace.steps import (
    ByeStep,
    CandidateStep,
    ChoiceStep,
    ColourStep,
    DepartureStep,
    ProcedureStep,
    Step,
    Trace,
)
from ...trace.search_steps import PassedOverStep, SearchOrderStep
from ..base import Pairing
from ..plugin import PairingSystemPlugin
from ..roles import Corrections
from ..registry import descriptor, entry
from ..replay import replay_round
from .absolute import Broken, absolute_breaks


@dataclass(frozen=True, slots=True)
class Difference:
    """One difference: where (``where``: ``bracket 4``, ``PAB``, ``colours``), what,
    why, and the rule (``rule``: the criterion or colour rule with its article;
    ``criterion`` the bare criterion or colour rule when the engine names one, e.g.
    ``C12``, ``E.1``, ``5.2.4``); ``boards``: the rules' boards it concerns."""

    where: str
    text: str
    rule: str
    criterion: str | None = None
    boards: tuple[tuple[int, int], ...] = ()

    @property
    def line(self) -> str:
        """One line: ``bracket 4: the rules pair 8-7; you pair 8-5 [C.6]``."""
        return f"{self.where}: {self.text} [{self.rule}]"


@dataclass(frozen=True, slots=True)
class Marking:
    """The verdict on an answer: ``right`` when pairs, colours and PAB are the
    engine's (within ``scope``, the players judged; None: the whole round); ``order``
    when only the board order differs. ``first`` explains the first difference,
    ``others`` lists every difference in the order of the procedure, one line each."""

    rules: Pairing
    answer: Pairing
    right: bool
    order: bool
    first: Difference | None
    others: tuple[Difference, ...]

    def colours_of(self, board: tuple[int, int]) -> Difference | None:
        """The colour difference of the learner's ``board``, if its only fault is
        its colours (the rules give the other player White)."""
        return next((d for d in self.others if d.where == "colours"
                     and d.boards == (board[::-1],)), None)


def _corrections(system: PairingSystemPlugin) -> Corrections:
    """How the system explains a difference in its own steps (the plain corrections
    for a system without exercises)."""
    return system.exercises.corrections if system.exercises is not None else Corrections()


def has_colours(system: str) -> bool:
    """Whether boards have colours (the system's plug-in: SwissBG has none)."""
    return entry(system).colours


def _key(pair: tuple[int, int], colours: bool) -> tuple[int, int]:
    return pair if colours else (min(pair), max(pair))


def _unordered(boards: Iterable[tuple[int, int]]) -> set[frozenset[int]]:
    return {frozenset(b) for b in boards}


def _inside(players: Iterable[int], scope: frozenset[int] | None) -> bool:
    return scope is None or set(players) <= scope


def _rules_pab(rules: Pairing, scope: frozenset[int] | None) -> int | None:
    """The rules' PAB, when it is judged (None: no PAB, or one outside ``scope``)."""
    return rules.pab if rules.pab is None or _inside((rules.pab,), scope) else None


def mark(tournament: Tournament, round_no: int, answer: Pairing,
         rules: Pairing | None = None, scope: frozenset[int] | None = None) -> Marking:
    """Mark ``answer`` for round ``round_no`` of ``tournament`` (the round not yet
    paired). ``rules`` is the engine's pairing with its trace when already at hand.
    ``scope``: judge only these players' boards and PAB (one bracket with the brackets
    above it; None, the whole round)."""
    system = descriptor(tournament.settings.system)
    colours = system.entry.colours
    if rules is None:
        rules = replay_round(tournament, round_no).rules
    mine = {_key(b, colours) for b in answer.boards if _inside(b, scope)}
    theirs = {_key(b, colours) for b in rules.boards if _inside(b, scope)}
    right = mine == theirs and answer.pab == _rules_pab(rules, scope)
    if right:
        order = [_key(b, colours) for b in answer.boards] != \
                [_key(b, colours) for b in rules.boards]
        return Marking(rules, answer, True, order and scope is None, None, ())
    walked = list(_walk(rules, answer, colours, scope))
    others = tuple(_differences(walked, rules, answer))
    broken = absolute_breaks(system, tournament, round_no, answer, rules, scope)
    first = (_absolute_first(broken, rules) if broken else None) \
        or (_departure_first(system, tournament, round_no, answer, scope)
            if system.entry.judges_recorded else None) \
        or _first(tournament, rules, answer, walked[0])
    return Marking(rules, answer, False, False, first, others)


def _absolute_first(broken: list[Broken], rules: Pairing) -> Difference:
    """The first absolute rule the answer breaks, named first with the learner's
    own boards (or the PAB) and the system's article; every other absolute rule it
    breaks follows in the same sentence, each with its article. Nothing the
    procedure would do is said: a pairing that breaks one is no candidate at all."""
    head, *rest = broken
    text = head.text
    if not head.boards:  # the one-bye rule: whom the rules give the PAB
        said = [step for step in rules.trace.steps if isinstance(step, ByeStep)
                and step.player == rules.pab] if rules.trace is not None else []
        text += (f". The rules: {said[0].text}" if said else
                 f"; the rules give it to {rules.pab}" if rules.pab is not None else "")
    text += ". An absolute rule: no pairing may break it"
    if rest:
        text += ". Besides: " + "; ".join(f"{b.text} ({b.rule})" for b in rest)
    where = ("your " + ", ".join(f"{a}-{b}" for a, b in head.boards)) if head.boards \
        else "PAB"
    return Difference(where, text, head.rule, _criterion(head.rule), head.boards)


def _criterion(rule: str) -> str | None:
    """The bare criterion a rule names: ``C1`` of ``C.04.3 C1 / art. 2.1.1`` or of
    ``C.04.5 art. 2.1.1 [C1]``, the 2009 ``B.1a`` itself; None for a rule of words
    (the simplified Swiss's basic rules)."""
    code = re.search(r"\bC\d+\b", rule)
    return code.group() if code else rule if " " not in rule else None


# -- the differences in the order of the procedure --------------------------------------

class _What(enum.Enum):
    """What a difference concerns."""

    PAIR = "pair"
    PAB = "pab"
    COLOUR = "colour"


@dataclass(frozen=True, slots=True)
class _Found:
    """A difference as the walk through the trace meets it: a rules' ``pair`` the
    answer lacks (``step``: its choice), the PAB (``step``: the bye) or a board's
    colours (``step``: the colour step); ``index``: the step's place (-1 when no step
    of the trace names it)."""

    kind: _What
    index: int
    step: Step | None
    pair: tuple[int, int] = (0, 0)


def _walk(rules: Pairing, answer: Pairing, colours: bool,
          scope: frozenset[int] | None) -> Iterator[_Found]:
    """Every difference of ``answer`` from ``rules`` within ``scope``, in the order of
    the engine's trace: the pairs bracket by bracket (or pair by pair), the PAB, the
    colours; then what no step names."""
    trace = rules.trace
    if trace is None:  # pragma: no cover - every Swiss system records its trace
        raise ValueError("the system records no trace")
    mine = _unordered(answer.boards)
    answered = set(answer.boards)
    final = _unordered(rules.boards)  # a bracket paired again later (C.12, C.13)
    met: set[frozenset[int]] = set()
    pab_named = False
    for index, step in enumerate(trace.steps):
        if isinstance(step, ChoiceStep):
            for pair in step.pairs:
                key = frozenset(pair)
                if key in final and key not in mine and key not in met \
                        and _inside(pair, scope):
                    met.add(key)
                    yield _Found(_What.PAIR, index, step, pair)
        elif isinstance(step, ByeStep) and step.player != answer.pab and \
                _inside(tuple(p for p in (step.player, answer.pab) if p), scope):
            pab_named = True
            yield _Found(_What.PAB, index, step)
        elif isinstance(step, ColourStep) and colours and _inside((step.white,), scope) \
                and (step.black, step.white) in answered:
            yield _Found(_What.COLOUR, index, step, (step.white, step.black))
    if _rules_pab(rules, scope) != answer.pab and not pab_named:
        yield _Found(_What.PAB, -1, None)
    for board in rules.boards:
        key = frozenset(board)
        if key not in mine and key not in met and _inside(board, scope):
            yield _Found(_What.PAIR, -1, None, board)


def _where(step: Step | None) -> str:
    """The bracket (or the simplified Swiss's pair) a choice belongs to."""
    if isinstance(step, ChoiceStep) and step.name:
        return step.name
    if isinstance(step, ChoiceStep) and step.bracket:
        return f"bracket {step.bracket}"
    return "pairs"


def _yours(players: Sequence[int], answer: Pairing) -> str:
    """What the learner did with ``players``: their boards, the PAB, left unpaired."""
    boards = sorted({b for b in answer.boards if set(b) & set(players)})
    said = [f"{a}-{b}" for a, b in boards]
    placed = {p for b in boards for p in b}
    said += [f"PAB {p}" for p in players if p == answer.pab]
    left = [p for p in players if p not in placed and p != answer.pab]
    if left:
        said.append(f"{', '.join(map(str, left))} unpaired")
    return ", ".join(said)


def _differences(walked: list[_Found], rules: Pairing,
                 answer: Pairing) -> Iterator[Difference]:
    """Every difference (``walked``: :func:`_walk`'s) one line each, in the order of
    the procedure: the pairs of one bracket (or pair) together, then the PAB, then
    each board's colours."""
    groups: dict[str, list[_Found]] = {}
    for found in walked:
        if found.kind is _What.PAIR:
            groups.setdefault(_where(found.step), []).append(found)
            continue
        for where, group in groups.items():
            yield _pairs_line(where, group, answer)
        groups = {}
        if found.kind is _What.PAB:
            yield _plain_pab(found.step, rules, answer)
        else:
            assert isinstance(found.step, ColourStep)
            yield _colour_difference(found.step)
    for where, group in groups.items():
        yield _pairs_line(where, group, answer)


def _plain_pab(step: Step | None, rules: Pairing, answer: Pairing) -> Difference:
    return Difference("PAB", f"the rules give the PAB to {rules.pab or 'nobody'}, you to "
                      f"{answer.pab or 'nobody'}",
                      step.article if step is not None else "C.04.1 art. 3")


def _colour_difference(step: ColourStep) -> Difference:
    """A board with the colours turned: the rule that gives them (the 2026 rules'
    art. 5.2, the 2009 rules' E.1-E.5, the simplified Swiss's colour rules)."""
    return Difference("colours", f"{step.white}-{step.black}: you give {step.black} "
                      f"White; the rules give {step.white} White: {step.reason}",
                      step.article, step.rule, ((step.white, step.black),))


def _pairs_line(where: str, group: list[_Found], answer: Pairing) -> Difference:
    pairs = tuple(found.pair for found in group)
    players = [p for pair in pairs for p in pair]
    step = group[0].step
    rule = step.article if step is not None else "C.04.1"
    return Difference(where, f"the rules pair {', '.join(f'{a}-{b}' for a, b in pairs)}; "
                      f"you: {_yours(players, answer)}", rule, None, pairs)


# -- a system that judges a recorded pairing: the engine's own departure step -------

def _departure_first(system: PairingSystemPlugin, tournament: Tournament, round_no: int,
                     answer: Pairing, scope: frozenset[int] | None) -> Difference | None:
    """The departure the engine records for the answer as the round's pairing (the
    engine pairs the round with the answer as the recorded one), when it lies within
    ``scope``."""
    trace = system.pair(tournament, round_no, trace=True, recorded=answer).trace
    steps = [s for s in trace.steps if isinstance(s, DepartureStep)] if trace else []
    if not steps:
        return None
    step = steps[0]
    players = [p for pair in (*step.recorded, *step.rules) for p in pair]
    if not _inside((*players, *step.recorded_floaters, *step.rules_floaters), scope):
        return None  # a bracket below the one judged
    where = f"bracket {step.bracket}" if step.bracket else "colours"
    text = (step.text.replace("the recorded pairing", "your pairing")
            .replace("The recorded round", "Your pairing")
            .replace("the recorded colours", "your colours"))
    rule = _corrections(system).criterion_rule(step.criterion, step.article)
    return Difference(where, text, rule, step.criterion, step.rules)


# -- the other systems: the trace walked in its order ----------------------------------

def _first(tournament: Tournament, rules: Pairing, answer: Pairing,
           found: _Found) -> Difference:
    """The first difference the walk through the trace meets (``found``), explained."""
    step = found.step
    if found.kind is _What.PAB:
        if isinstance(step, ByeStep):
            return _pab_difference(tournament, step, answer)
        return _plain_pab(step, rules, answer)
    if isinstance(step, ColourStep):
        return _colour_difference(step)
    if isinstance(step, ChoiceStep):
        assert rules.trace is not None
        return _pair_difference(tournament, rules.trace, found.index, step, found.pair,
                                answer)
    board = found.pair
    return Difference("pairs", f"the rules pair {board[0]}-{board[1]}", "C.04.1",
                      None, (board,))


def _pair_difference(tournament: Tournament, trace: Trace, index: int,
                     choice: ChoiceStep, pair: tuple[int, int],
                     answer: Pairing) -> Difference:
    where = _where(choice)
    partner = {p: q for b in answer.boards for p, q in (b, b[::-1])}
    searcher = _searcher(trace, index)  # the simplified Swiss: the player searching
    player = searcher if searcher in pair and searcher in partner else \
        next((p for p in pair if p in partner), pair[0])
    other = next(p for p in pair if p != player)
    yours = partner.get(player)
    head = f"{where}: the rules pair {pair[0]}-{pair[1]}; you " + (
        f"pair {player} with {yours}" if yours is not None else
        f"give {player} the PAB" if player == answer.pab else f"leave {player} unpaired")
    if yours is None:
        return Difference(where, f"{head}. {choice.text.strip()}", choice.article,
                          None, (pair,))
    told = _corrections(descriptor(tournament.settings.system)).correct_choice(
        trace, index, choice, player, other, yours, answer.boards)
    if told is not None:
        return Difference(where, f"{head}: {told[0]}", told[1], None, (pair,))
    record = _record_of(trace, index, choice, player, yours)
    if record is not None:
        return Difference(where, f"{head}: {record.text.strip()}", record.article,
                          None, (pair,))
    order = _search_order(trace, index, player)
    if order and yours in order and other in order \
            and order.index(other) < order.index(yours):
        why = (f"{other} comes before {yours} in {player}'s order of opponents "
               f"({' '.join(map(str, order))}) and is taken first")
    else:  # no order of the trace puts the rules' opponent first: its choice alone
        why = f"the rules' choice: {choice.text.strip()}"
    return Difference(where, f"{head}: {why}", choice.article, None, (pair,))


def _searcher(trace: Trace, index: int) -> int | None:
    """The player whose search made the choice at ``index`` (the simplified Swiss's
    search-order step before it), or None for a system without one."""
    for step in reversed(trace.steps[:index]):
        if isinstance(step, SearchOrderStep):
            return step.player
        if isinstance(step, ChoiceStep):
            return None
    return None


def _search_order(trace: Trace, index: int, player: int) -> list[int]:
    """The simplified Swiss's order of opponents for ``player`` (its search-order
    step before the choice), or [] for a system without one."""
    for step in reversed(trace.steps[:index]):
        if isinstance(step, SearchOrderStep):
            return list(step.order) if step.player == player else []
    return []


def _record_of(trace: Trace, index: int, choice: ChoiceStep, player: int,
               yours: int) -> Step | None:
    """The trace's own record of the learner's pair before the rules' choice: the
    simplified Swiss's rejection or backtrack, the 2009 rule a candidate with that
    pair broke (its criterion, with that pair the one breaking it), or the 2009
    pairing with that pair undone because the bracket below could not be paired with
    it (C.12, C.13)."""
    wanted = {player, yours}
    undone: ProcedureStep | None = None
    for step in reversed(trace.steps[:index]):
        if isinstance(step, PassedOverStep):
            if {step.player, step.opponent} == wanted:
                return step
        elif isinstance(step, ProcedureStep) and step.undoing:
            undone = step
        elif isinstance(step, CandidateStep) and step.bracket == choice.bracket:
            if any(set(p) == wanted for p in step.pairs) and not step.criterion \
                    and undone is not None:
                return CandidateStep(undone.article, f"{player}-{yours} comes first "
                                     f"({step.label}) and meets B.1-B.6, but then "
                                     f"{undone.undoing}")
            if step.criterion and step.offending and set(step.offending) == wanted:
                return CandidateStep(f"{step.criterion} ({step.article})",
                                     f"{player}-{yours} breaks {step.criterion} "
                                     f"({step.text})")
        elif isinstance(step, SearchOrderStep) and step.player in wanted:
            break
    return None


def _pab_difference(tournament: Tournament, step: ByeStep,
                    answer: Pairing) -> Difference:
    text = (f"the rules give the PAB to {step.player}, you to {answer.pab or 'nobody'}: "
            f"{step.text}")
    if answer.pab is not None:
        told = _corrections(descriptor(tournament.settings.system)).correct_bye(step, answer.pab)
        if told is not None:
            return Difference("PAB", f"{text}; {told[0]}", told[1])
    return Difference("PAB", text, step.article)
