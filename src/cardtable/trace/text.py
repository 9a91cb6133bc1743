"""A trace as readable text: the walk-through ``cardtable explain`` prints, one block
per pile (scoregroup) with its bracket, then the PAB, the colours and the boards.

Only the recorded steps are shown; nothing is computed again here."""

from __future__ import annotations

from collections import Counter
from typing import Callable, Sequence

from .steps import (
    BoardsStep,
    BracketStep,
    ByeStep,
    CandidateCountStep,
    CandidateStep,
    ChoiceStep,
    ColourStep,
    DepartureStep,
    FloatStep,
    OutsideStep,
    PileStep,
    Step,
    Trace,
)

#: recorded candidates shown one per line in each bracket; the rest are summed up
SHOWN = 10


def render(trace: Trace, heading: str, body: Callable[[Trace], list[str]],
           title: str = "") -> str:
    """The whole walk-through of one round: the heading names the system (``heading``),
    ``body`` lays out the steps (:func:`bracket_lines` or :func:`step_lines`)."""
    lines = [f"Round {trace.round}" + (f" of {title}" if title else "") + f" — {heading}"]
    lines += body(trace)
    lines += [""] + board_list(trace)
    return "\n".join(lines)


def step_lines(trace: Trace) -> list[str]:
    """Every step but the boards, one line each with its article."""
    return [""] + [f"{s.text}  [{s.article}]" for s in trace.steps
                   if not isinstance(s, BoardsStep)]


def board_list(trace: Trace) -> list[str]:
    article = next((s.article for s in reversed(trace.steps) if isinstance(s, BoardsStep)),
                   "")
    lines = [f"Boards ({article}):" if article else "Boards:"]
    for board, (white, black) in enumerate(trace.boards, start=1):
        lines.append(f"  {board:3d}  {white:>4} - {black:<4}")
    if trace.pab is not None:
        lines.append(f"  PAB  {trace.pab:>4}")
    return lines


def bracket_lines(trace: Trace) -> list[str]:
    """One block per pile (scoregroup) with its bracket, then the PAB and colours."""
    lines: list[str] = []
    blocks = _blocks(trace.steps)
    for pile, steps in blocks:
        lines.append("")
        if pile is not None:
            lines += pile_block(pile)
        lines += bracket_block(steps)
    return lines


def _blocks(steps: tuple[Step, ...]) -> list[tuple[PileStep | None, list[Step]]]:
    """Pair each pile with the steps of its bracket (one bracket per scoregroup);
    the players outside the piles form the first block, the steps after the brackets
    (PAB, colours, boards) the last."""
    piles = [s for s in steps if isinstance(s, PileStep)]
    blocks: list[tuple[PileStep | None, list[Step]]] = []
    final: list[Step] | None = None
    for step in steps:
        if isinstance(step, PileStep):
            continue
        if isinstance(step, OutsideStep):
            blocks.append((None, [step]))
        elif isinstance(step, BracketStep):
            pile = piles[step.number - 1] if step.number <= len(piles) else None
            blocks.append((pile, [step]))
        elif (final is not None or not blocks
              or isinstance(step, (ByeStep, ColourStep, BoardsStep))
              or _bracket_of(step) == 0):
            if final is None:
                final = []
                blocks.append((None, final))
            final.append(step)
        else:
            blocks[-1][1].append(step)
    return blocks


def _bracket_of(step: Step) -> int | None:
    """The bracket number a step names (0: after every bracket), None for none."""
    if isinstance(step, (CandidateStep, CandidateCountStep, ChoiceStep, FloatStep,
                         DepartureStep)):
        return step.bracket
    return None


def pile_block(pile: PileStep) -> list[str]:
    lines = [f"Scoregroup {pile.score} — {len(pile.cards)} card"
             f"{'s' if len(pile.cards) != 1 else ''} (art. 1.3.1)",
             "    No  Name                      Score  Colours     Pref  Floats  PAB"]
    for c in pile.cards:
        lines.append(f"  {c.start_no:4d}  {c.name[:24]:<24}  {c.score:>5}  "
                     f"{c.colours or '-':<10}  {c.preference or '-':<4}  "
                     f"{c.floats:<6}  {'yes' if c.pab_eligible else 'no'}")
    return lines


def bracket_block(steps: list[Step]) -> list[str]:
    lines: list[str] = []
    candidates = [s for s in steps if isinstance(s, CandidateStep)]
    shown = 0
    hidden: Counter[str] = Counter()
    hidden_range: list[int] = []
    for step in steps:
        if isinstance(step, BracketStep):
            lines += _bracket_lines(step)
            if candidates:
                lines.append("  Candidates in the order of art. 4 (S2 transpositions, "
                             "exchanges, MDP sets), in pairing numbers, their BSNs in "
                             "brackets:")
        elif isinstance(step, CandidateStep):
            is_last = step is candidates[-1]
            if shown < SHOWN or is_last:
                if hidden:
                    lines.append("    " + _hidden(hidden_range, hidden))
                    hidden.clear()
                    hidden_range.clear()
                lines.append(f"    {step.text}")
                shown += 1
            else:
                hidden[step.criterion or "legal"] += 1
                hidden_range.append(step.index)
        elif isinstance(step, CandidateCountStep):
            if hidden:
                lines.append("    " + _hidden(hidden_range, hidden))
                hidden.clear()
                hidden_range.clear()
            lines.append(f"    {step.text}")
        elif isinstance(step, ChoiceStep):
            if hidden:
                lines.append("    " + _hidden(hidden_range, hidden))
                hidden.clear()
            lines.append(f"  Chosen — {step.text}  [{step.article}]")
        elif isinstance(step, FloatStep):
            lines.append(f"  {step.text}  [{step.article}]")
        elif isinstance(step, DepartureStep):
            lines.append(f"  DEPARTURE — {step.text}  [{step.article}]")
        elif isinstance(step, ColourStep):
            if not any(line.startswith("Colours") for line in lines):
                lines.append("Colours (art. 5.2):")
            lines.append(f"  {step.text}  [{step.article}]")
        elif isinstance(step, BoardsStep):
            continue
        else:
            lines.append(f"{step.text}  [{step.article}]")
    return lines


def _bracket_lines(step: BracketStep) -> list[str]:
    bsn = " ".join(f"{k}={n}" for k, n in enumerate(step.bsns, start=1))
    lines = [f"{step.text}  [{step.article}]",
             f"  In-bracket sequence numbers (BSN, art. 4.1): {bsn}"]
    if step.homogeneous:
        lines.append(f"  S1: {_numbers(step.s1)}   S2: {_numbers(step.s2)}")
    else:
        lines.append(f"  MDPs (M0 = {step.m0}): {_numbers(step.mdps)}   "
                     f"S1 (M1 = {step.m1}): {_numbers(step.s1)}   "
                     f"S2: {_numbers(step.s2)}   Limbo: {_numbers(step.limbo)}")
        lines.append(f"  Remainder: S1R {_numbers(step.remainder_s1)}   "
                     f"S2R {_numbers(step.remainder_s2)}")
    if step.incompatible:
        shown = ", ".join(f"{a}-{b} ({c})" for a, b, c in step.incompatible[:12])
        more = (f" and {len(step.incompatible) - 12} more"
                if len(step.incompatible) > 12 else "")
        lines.append(f"  Pairs that may not meet: {shown}{more}")
    return lines


def _hidden(indices: list[int], counts: Counter[str]) -> str:
    span = f"#{indices[0]}-#{indices[-1]}" if indices else ""
    parts = ", ".join(f"{n} {'meet C1-C5' if c == 'legal' else 'break ' + c}"
                      for c, n in sorted(counts.items()))
    return f"{span} (recorded, not listed here): {parts}"


def _numbers(players: Sequence[int]) -> str:
    return " ".join(map(str, players)) or "—"
