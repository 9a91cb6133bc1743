"""Marking a hand-made pairing against the engine's: the first difference in the
order the procedure meets it, with the rule that decides it, then the others.

For the Dutch system the explanation is the engine's own departure step (the
learner's pairing is recorded in the round and the engine, pairing it again, says in
which bracket and by which criterion it departs: :mod:`..dutch.departure`). For the
other systems the trace is walked in its order (brackets or pairs, the PAB, the
colours) and the first difference is explained by the trace's own record of the
learner's pair (a rejection, a backtrack, a 2009 rule B.x) or by the rule that made
the engine take its pair first."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...model import Tournament
from ...trace import ByeStep, CandidateStep, ChoiceStep, ColourStep, DepartureStep, \
    NoteStep, Step, Trace
from ..base import Pairing, publish
from ..override import breaches
from ..registry import descriptor
from ..replay import replay_round


#: what a trace's article says, in the names of the documents
_DOCUMENTS = (("seed 004 with seed 002", "SwissBG with the simplified Swiss"),
              ("seed 002", "the simplified Swiss"))


def document(article: str) -> str:
    """An article as a user reads it: the document's name, not its seed number."""
    for seed, name in _DOCUMENTS:
        article = article.replace(seed, name)
    return article


@dataclass(frozen=True, slots=True)
class Difference:
    """The first difference: where (``where``), what, why, and the rule (``rule``:
    the criterion or colour rule with its article; ``criterion`` the bare criterion
    when the engine names one, e.g. ``C12``)."""

    where: str
    text: str
    rule: str
    criterion: str | None = None


@dataclass(frozen=True, slots=True)
class Marking:
    """The verdict on an answer: ``right`` when pairs, colours and PAB are the
    engine's; ``order`` when only the board order differs."""

    rules: Pairing
    answer: Pairing
    right: bool
    order: bool
    first: Difference | None
    others: tuple[str, ...]


def has_colours(system: str) -> bool:
    """Whether boards have colours (the system's descriptor: SwissBG has none)."""
    return descriptor(system).colours


def _key(pair: tuple[int, int], colours: bool) -> tuple[int, int]:
    return pair if colours else (min(pair), max(pair))


def _unordered(boards) -> set[frozenset[int]]:
    return {frozenset(b) for b in boards}


def mark(tournament: Tournament, round_no: int, answer: Pairing,
         rules: Pairing | None = None) -> Marking:
    """Mark ``answer`` for round ``round_no`` of ``tournament`` (the round not yet
    paired). ``rules`` is the engine's pairing with its trace when already at hand."""
    system = tournament.settings.system
    colours = has_colours(system)
    if rules is None:
        rules = replay_round(tournament, round_no).rules
    mine = {_key(b, colours) for b in answer.boards}
    theirs = {_key(b, colours) for b in rules.boards}
    right = mine == theirs and answer.pab == rules.pab
    if right:
        order = [_key(b, colours) for b in answer.boards] != \
                [_key(b, colours) for b in rules.boards]
        return Marking(rules, answer, True, order, None, ())
    others = _difference_lines(rules, answer, colours)
    first = (_dutch_first(tournament, round_no, answer) if system == "dutch" else None) \
        or _first(tournament, round_no, rules, answer, colours)
    return Marking(rules, answer, False, False, first, tuple(others))


def _difference_lines(rules: Pairing, answer: Pairing, colours: bool) -> list[str]:
    lines = []
    partner = {p: b for b in answer.boards for p in b}
    mine = _unordered(answer.boards)
    for board in rules.boards:
        if frozenset(board) not in mine:
            yours = sorted({partner[p] for p in board if p in partner})
            yours_text = ", ".join(f"{a}-{b}" for a, b in yours) or "no board"
            if any(p == answer.pab for p in board):
                yours_text += f"; PAB {answer.pab}"
            lines.append(f"the rules pair {board[0]}-{board[1]}; you: {yours_text}")
        elif colours and board not in answer.boards:
            lines.append(f"{board[0]}-{board[1]}: you turned the colours ({board[1]} "
                         f"White); the rules give {board[0]} White")
    if rules.pab != answer.pab:
        lines.append(f"PAB: the rules give it to {rules.pab or 'nobody'}, you to "
                     f"{answer.pab or 'nobody'}")
    return lines


# -- the Dutch system: the engine's own departure step ---------------------------------

def _dutch_first(tournament: Tournament, round_no: int,
                 answer: Pairing) -> Difference | None:
    """The departure the Dutch engine records for the answer as the round's pairing."""
    recorded = publish(tournament, answer)
    trace = replay_round(recorded, round_no).rules.trace
    steps = [s for s in trace.steps if isinstance(s, DepartureStep)] if trace else []
    if not steps:
        return None
    step = steps[0]
    where = f"bracket {step.bracket}" if step.bracket else "colours"
    text = (step.text.replace("the recorded pairing", "your pairing")
            .replace("The recorded round", "Your pairing")
            .replace("the recorded colours", "your colours"))
    return Difference(where, text, _dutch_rule(step.criterion, step.article),
                      step.criterion)


def _dutch_rule(criterion: str | None, article: str) -> str:
    """The criterion with its article, as ``C.04.3 C7 / art. 2.4.2``: the quality
    criteria C6-C21 are art. 2.4.1-2.4.16 (C.04.3, 2026); ``order``: as good by
    every criterion, the rules' candidate generated first (art. 3.8.1, 4)."""
    if criterion == "order":
        return "C.04.3 art. 3.8.1 and 4 (the order of generation)"
    if criterion is None or not criterion[1:].isdigit():
        return article
    number = int(criterion[1:])
    where = f"2.4.{number - 5}" if number >= 6 else article.removeprefix("C.04.3 ")
    return f"C.04.3 {criterion} / art. {where}"


# -- the other systems: the trace walked in its order ----------------------------------

def _first(tournament: Tournament, round_no: int, rules: Pairing, answer: Pairing,
           colours: bool) -> Difference:
    trace = rules.trace
    if trace is None:  # pragma: no cover - every Swiss system records its trace
        raise ValueError(f"the {tournament.settings.system} system records no trace")
    mine = _unordered(answer.boards)
    final = _unordered(rules.boards)  # a bracket paired again later (C.12, C.13)
    partner = {p: q for b in answer.boards for p, q in (b, b[::-1])}
    for index, step in enumerate(trace.steps):
        if isinstance(step, ChoiceStep):
            for pair in step.pairs:
                if frozenset(pair) in final and frozenset(pair) not in mine:
                    return _pair_difference(tournament, round_no, trace, index, step,
                                            pair, partner, answer)
        elif isinstance(step, ByeStep) and step.player != answer.pab:
            return _pab_difference(tournament, round_no, step, answer)
        elif isinstance(step, ColourStep) and colours and \
                (step.white, step.black) not in answer.boards:
            return Difference("colours", f"{step.white}-{step.black}: you give "
                              f"{step.black} White; the rules give {step.white} White: "
                              f"{step.text}", document(step.article), step.rule)
    if rules.pab != answer.pab:
        return Difference("PAB", f"the rules give the PAB to {rules.pab or 'nobody'}, "
                          f"you to {answer.pab or 'nobody'}", "C.04.1 art. 4")
    board = next(b for b in rules.boards if frozenset(b) not in mine)
    return Difference("pairs", f"the rules pair {board[0]}-{board[1]}", "C.04.1")


def _bracket_of(step: Step) -> str:
    match = re.match(r"\s*(bracket \d+|Pair \d+)", step.text)
    return match.group(1) if match else "pairs"


def _pair_difference(tournament: Tournament, round_no: int, trace: Trace, index: int,
                     choice: ChoiceStep, pair: tuple[int, int],
                     partner: dict[int, int], answer: Pairing) -> Difference:
    where = _bracket_of(choice)
    player = next((p for p in pair if p in partner), pair[0])
    other = next(p for p in pair if p != player)
    yours = partner.get(player)
    head = (f"{where}: the rules pair {pair[0]}-{pair[1]}; you pair {player} "
            + (f"with {yours}" if yours is not None else "with nobody (PAB)"))
    if yours is None:
        return Difference(where, f"{head}. {choice.text.strip()}", document(choice.article))
    record = _record_of(trace, index, where, player, yours)
    if record is not None:
        return Difference(where, f"{head}: {record.text.strip()}", document(record.article))
    board = next(b for b in answer.boards if set(b) == {player, yours})
    broken = _broken(tournament, round_no, board)
    if broken:
        return Difference(where, f"{head}, which is not allowed: {broken[0].text}",
                          broken[0].rule)
    order = _search_order(trace, index, player)
    if order and yours in order and order.index(yours) < order.index(other):
        why = (f"{yours} comes before {other} in {player}'s order of opponents, but "
               f"with {player}-{yours} the players left could not all be paired")
    elif order and yours in order:
        why = (f"{other} comes before {yours} in {player}'s order of opponents "
               f"({' '.join(map(str, order))}) and is taken first")
    elif choice.article.startswith("C."):  # the 2009 procedure, C.6-C.8
        why = (f"{player}-{other} comes first: the procedure pairs S1 against S2 in "
               f"order, then transpositions (C.7) and exchanges (C.8), and takes the "
               f"first pairing that meets B.1-B.6 ({choice.text.strip()}); a "
               f"pairing with {player}-{yours} comes later in that order")
    else:
        why = f"the rules take {other} first ({choice.text.strip()})"
    return Difference(where, f"{head}: {why}", document(choice.article))


def _search_order(trace: Trace, index: int, player: int) -> list[int]:
    """The simplified Swiss's order of opponents for ``player`` (its search-order
    note before the choice), or [] for a system without one."""
    for step in reversed(trace.steps[:index]):
        if isinstance(step, NoteStep) and step.topic == "search-order":
            if step.data.get("player") == player:
                return list(step.data.get("order", ()))
            return []
    return []


def _broken(tournament: Tournament, round_no: int, board: tuple[int, int]) -> list:
    """The absolute rules the learner's board breaks: a rematch (C.04.1 art. 2) in
    every system, the colour rules of C.04.1 art. 6-7 where the FIDE basic rules
    apply (the simplified Swiss has its own colour rules; backgammon no colours)."""
    found = breaches(publish(tournament, Pairing(round_no, (board,))), round_no, (1,))
    fide = tournament.settings.system in ("dutch", "dutch-2009")
    return [b for b in found if fide or "art. 2" in b.rule]


def _record_of(trace: Trace, index: int, where: str, player: int,
               yours: int) -> Step | None:
    """The trace's own record of the learner's pair before the rules' choice: the
    simplified Swiss's rejection or backtrack, or the 2009 rule a candidate with that
    pair broke (e.g. ``B.1a (2-5)``)."""
    wanted = {player, yours}
    for step in reversed(trace.steps[:index]):
        if isinstance(step, NoteStep) and step.topic in ("rejected", "backtrack"):
            if {step.data.get("player"), step.data.get("opponent")} == wanted:
                return step
        elif isinstance(step, CandidateStep) and step.text.startswith(where + ":"):
            if any(set(p) == wanted for p in step.pairs):
                rule = re.search(r": ([A-E]\.\d+[a-z]?) \((\d+)-(\d+)", step.text)
                if rule and {int(rule.group(2)), int(rule.group(3))} == wanted:
                    return CandidateStep(f"{rule.group(1)} ({step.article})",
                                         f"{player}-{yours} breaks {rule.group(1)} "
                                         f"({step.text.split(': ', 1)[1]})")
        elif isinstance(step, NoteStep) and step.topic == "search-order" and \
                step.data.get("player") in wanted:
            break
    return None


def _pab_difference(tournament: Tournament, round_no: int, step: ByeStep,
                    answer: Pairing) -> Difference:
    text = (f"the rules give the PAB to {step.player}, you to {answer.pab or 'nobody'}: "
            f"{step.text}")
    if answer.pab is not None:
        found = breaches(publish(tournament, Pairing(round_no, (), answer.pab)), round_no,
                         (), True)
        if found:
            return Difference("PAB", f"{text}; {found[0].text}", found[0].rule)
    return Difference("PAB", text, document(step.article))
