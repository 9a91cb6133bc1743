"""Questions answered from a trace of piles and brackets (the Dutch system's): one
player's path through the round (``explain --player``) and why two players were, or were not, paired (``--why``).

Every answer is read from the recorded steps; nothing is computed again."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .steps import (
    BracketStep,
    ByeStep,
    CandidateCountStep,
    CandidateStep,
    CardView,
    ChoiceStep,
    ColourStep,
    DepartureStep,
    FloatStep,
    OutsideStep,
    PileStep,
    Shortfall,
    Trace,
)

#: candidates listed for one player before the rest are summed up
LISTED = 8


class QueryError(Exception):
    """The question cannot be answered from this trace (the message says why)."""


@dataclass
class _Bracket:
    """The steps of one bracket, gathered."""

    step: BracketStep
    candidates: list[CandidateStep]
    counts: list[CandidateCountStep]
    choice: ChoiceStep | None = None
    floats: FloatStep | None = None
    departure: DepartureStep | None = None

    def label(self, step: CandidateStep | ChoiceStep) -> str:
        """Which candidate ``step`` is, in pairing numbers with its BSNs."""
        return step.label_numbers or step.label

    def role(self, player: int) -> str:
        s = self.step
        bsn = s.bsns.index(player) + 1 if player in s.bsns else None
        where = f" (BSN {bsn})" if bsn else ""
        if player in s.mdps:
            if player in s.limbo:
                return f"a moved-down player in the Limbo{where}"
            return f"a moved-down player in S1{where}"
        if s.homogeneous:
            half = "S1" if player in s.s1 else "S2"
            return f"a resident in {half}{where}"
        if player in s.remainder_s1:
            return f"a resident in S2, then in the remainder's S1R{where}"
        if player in s.remainder_s2:
            return f"a resident in S2, then in the remainder's S2R{where}"
        return f"a resident in S2{where}"


def _brackets(trace: Trace) -> list[_Bracket]:
    found: list[_Bracket] = []
    for step in trace.steps:
        if isinstance(step, BracketStep):
            found.append(_Bracket(step, [], []))
        elif not found:
            continue
        elif isinstance(step, CandidateStep) and step.bracket == found[-1].step.number:
            found[-1].candidates.append(step)
        elif isinstance(step, CandidateCountStep):
            found[-1].counts.append(step)
        elif isinstance(step, ChoiceStep):
            found[-1].choice = step
        elif isinstance(step, FloatStep):
            found[-1].floats = step
        elif isinstance(step, DepartureStep) and step.bracket:
            found[-1].departure = step
    return found


def _card(trace: Trace, player: int) -> CardView:
    for step in trace.steps:
        if isinstance(step, PileStep):
            for card in step.cards:
                if card.start_no == player:
                    return card
    raise not_paired(trace, player)


def not_paired(trace: Trace, player: int) -> QueryError:
    """The answer for a player who has no card in the round: the reason the trace's
    ``outside`` step gives (a requested bye, withdrawn, not entered yet, C.04.1 c,
    C.04.2), else the reasons there can be."""
    for step in trace.steps:
        if isinstance(step, OutsideStep):
            for left in step.players:
                if left.start_no == player:
                    return QueryError(f"player {player} {left.name} is not paired in round "
                                      f"{trace.round}: {left.reason} [{left.article}]")
    return QueryError(f"player {player} is not paired in round {trace.round} (not in the "
                      f"tournament, absent, withdrawn or on a requested bye)")


def _members(b: _Bracket) -> set[int]:
    return set(b.step.residents) | set(b.step.mdps)


def colour_history(card: CardView) -> str:
    """The card's colour history in words where it has unplayed rounds: each ``-``,
    moved to the front of the history (C.04.2 art. 3.4: an unplayed round gives no
    colour)."""
    if not card.colours:
        return "none yet"
    unplayed = card.colours.count("-")
    if not unplayed:
        return card.colours
    rounds = "an unplayed round" if unplayed == 1 else f"{unplayed} unplayed rounds"
    return (f"{card.colours} ({rounds} as -, moved to the front: an unplayed round gives "
            f"no colour)")


def _describe(card: CardView) -> str:
    return (f"{card.start_no} {card.name}: score {card.score}, colours "
            f"{colour_history(card)}, preference {card.preference or 'none'}, "
            f"floats {card.floats or 'none'}, "
            f"{'may' if card.pab_eligible else 'may not'} receive the PAB")


def _opponent(trace: Trace, player: int) -> tuple[int, str] | None:
    for white, black in trace.boards:
        if player == white:
            return black, "White"
        if player == black:
            return white, "Black"
    return None


def _colour_step(trace: Trace, player: int) -> ColourStep | None:
    for step in trace.steps:
        if isinstance(step, ColourStep) and player in (step.white, step.black):
            return step
    return None


def _involving(candidates: list[CandidateStep], player: int) -> list[tuple[CandidateStep, str]]:
    found = []
    for c in candidates:
        for a, b in c.pairs:
            if player in (a, b):
                found.append((c, f"with {b if a == player else a}"))
                break
        else:
            if player in c.floaters:
                found.append((c, "downfloating"))
    return found


def player_path(trace: Trace, player: int) -> list[str]:
    """Where one player went through the round, step by step."""
    card = _card(trace, player)
    lines = [f"Player {_describe(card)}", f"Scoregroup {card.score} (art. 1.3.1)"]
    for b in _brackets(trace):
        if player not in _members(b):
            continue
        s = b.step
        lines.append(f"Bracket {s.number} (scoregroup {s.score}, "
                     f"{'homogeneous' if s.homogeneous else 'heterogeneous'}): "
                     f"{b.role(player)}")
        involving = _involving(b.candidates, player)
        for c, what in involving[:LISTED]:
            verdict = (f"breaks {c.criterion}" if c.criterion else
                       "meets C1-C5" + (f"; {c.against_best}" if c.against_best else ""))
            lines.append(f"  candidate #{c.index or '>100000'} {b.label(c)}: {what} — "
                         f"{verdict}")
        if len(involving) > LISTED:
            lines.append(f"  … and {len(involving) - LISTED} more of the recorded "
                         f"candidates involve {player}")
        if b.choice is not None:
            lines.append("  " + _outcome(b, player))
        if b.departure is not None:
            lines.append(f"  DEPARTURE — {b.departure.text}")
    pairing = _opponent(trace, player)
    if pairing is not None:
        opponent, colour = pairing
        step = _colour_step(trace, player)
        why = f" — art. {step.rule}: {step.reason}" if step else ""
        board = trace.boards.index(next(b for b in trace.boards if player in b)) + 1
        lines.append(f"Board {board}: {colour} against {opponent}{why}")
    elif trace.pab == player:
        lines.append(_bye_text(trace) or f"{player} receives the pairing-allocated bye")
    return lines


def _outcome(b: _Bracket, player: int) -> str:
    choice = b.choice
    assert choice is not None
    where = f"candidate #{choice.index}" if choice.index else "a candidate past 100 000"
    for x, y in choice.pairs:
        if player in (x, y):
            return f"chosen: {where}, {b.label(choice)}, pairs {x}-{y}"
    return (f"chosen: {where}, {b.label(choice)}, leaves {player} unpaired: a downfloater "
            f"(art. 1.4.1)")


def _bye_text(trace: Trace) -> str:
    """The bye step's own sentence (it names the player and why, once)."""
    for step in trace.steps:
        if isinstance(step, ByeStep):
            return step.text
    return ""


def why(trace: Trace, first: int, second: int, criteria: Mapping[str, str]) -> list[str]:
    """Why two players were, or were not, paired this round: the rule and the step;
    ``criteria`` holds what each criterion asks, in the system's words."""
    if first == second:
        raise QueryError("give two different players")
    _card(trace, first)
    _card(trace, second)
    brackets = _brackets(trace)
    lines: list[str] = []
    for b in brackets:
        if b.choice is not None and ((first, second) in b.choice.pairs
                                     or (second, first) in b.choice.pairs):
            choice = b.choice
            where = f"candidate #{choice.index}" if choice.index else "a candidate past 100 000"
            lines.append(f"{first} and {second} are paired in bracket {b.step.number}: "
                         f"{where} — {b.label(choice)} — is chosen: "
                         f"{REASONS.get(choice.reason, choice.reason)} [{choice.article}]")
            step = _colour_step(trace, first)
            if step is not None:
                lines.append(f"Colours: {step.white} White, {step.black} Black — art. "
                             f"{step.rule}: {step.reason}")
            return lines
    for b in brackets:
        members = _members(b)
        if first in members and second in members:
            return _same_bracket(b, first, second, criteria)
    return _apart(brackets, first, second)


def _same_bracket(b: _Bracket, first: int, second: int,
                  criteria: Mapping[str, str]) -> list[str]:
    s = b.step
    pair = {first, second}
    lines = []
    for x, y, criterion in s.incompatible:
        if {x, y} == pair:
            lines.append(f"{first} and {second} are both in bracket {s.number} but may "
                         f"not meet: {criterion} ({criteria[criterion]}) "
                         f"[bracket {s.number}]")
            return lines
    if first in s.mdps and second in s.mdps:
        return [f"{first} and {second} are both moved-down players of bracket {s.number}: "
                f"an MDP is paired with a resident, not with another MDP (art. 3.3.3)"]
    tried = [c for c in b.candidates
             if (first, second) in c.pairs or (second, first) in c.pairs]
    choice = b.choice
    where = (f"candidate #{choice.index}" if choice and choice.index
             else "the chosen candidate, past 100 000,")
    if tried:
        c = tried[0]
        chosen = [x for x in b.candidates if choice and x.index == choice.index]
        if c.criterion:
            verdict = f"it breaks {c.criterion} ({criteria[c.criterion]})"
        else:
            worse = _worse_at(c.quality or (), chosen[-1].quality or ()) if chosen else None
            verdict = ("it meets C1-C5 but " + (
                f"is worse by {worse} ({criteria[worse]})" if worse else
                "comes after an equally good candidate"))
        lines.append(f"{first} and {second} are both in bracket {s.number}; the first "
                     f"candidate pairing them is #{c.index}, {b.label(c)}: {verdict}; "
                     f"{where} is chosen instead [art. 3.4, 3.8.1]")
        return lines
    counted = sum(c.last - c.first + 1 for c in b.counts)
    if counted:
        lines.append(f"{first} and {second} are both in bracket {s.number}; no candidate "
                     f"recorded in full pairs them, and {counted} more were counted before "
                     f"{where}, which is chosen (art. 3.4, 3.8.1)")
    else:
        lines.append(f"{first} and {second} are both in bracket {s.number}; every "
                     f"candidate before {where} leaves them apart, and {where} is chosen "
                     f"first: any later candidate pairing them is no better "
                     f"(art. 3.4, 3.8.1)")
    return lines


def _worse_at(mine: tuple[Shortfall, ...], theirs: tuple[Shortfall, ...]) -> str | None:
    """The first quality criterion (in the order of the rules) on which the recorded
    values ``mine`` are worse than ``theirs``: more players, or higher scores."""
    own = {s.criterion: s.weight() for s in mine}
    other = {s.criterion: s.weight() for s in theirs}
    for name in sorted(set(own) | set(other), key=lambda n: int(n[1:])):
        a, b = own.get(name, (0.0,)), other.get(name, (0.0,))
        if a != b:
            return name if a > b else None
    return None


def _apart(brackets: list[_Bracket], first: int, second: int) -> list[str]:
    def home(player: int) -> _Bracket | None:
        last = None
        for b in brackets:
            if player in _members(b):
                last = b
        return last

    lines = []
    for player in (first, second):
        b = home(player)
        if b is None:
            continue
        lines.append(f"{player} is paired in bracket {b.step.number} (scoregroup "
                     f"{b.step.score}): " + _outcome(b, player))
    lines.append(f"{first} and {second} never stand in the same bracket, so they cannot "
                 f"be paired: players are paired within a bracket, and only those left "
                 f"unpaired move down (art. 1.3.2, 1.4.1)")
    return lines


REASONS = {"perfect": "the first candidate that meets every criterion (art. 3.4.1)",
           "best": "no candidate is perfect; it is the best by the criteria and the first "
                   "of the best (art. 3.8.1)"}
