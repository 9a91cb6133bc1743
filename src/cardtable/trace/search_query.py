"""``explain --player`` and ``--why`` for the systems paired by the simplified Swiss's
search (simplified Swiss, SwissBG): read from the recorded steps — the forbidden pairs of the
outside step, the piles, each searching player's order of opponents, the opponents
passed over and why, the pairs formed, the bye, the draw of SwissBG's first round, the
colours. Nothing is computed again."""

from __future__ import annotations

from .query import QueryError, not_paired
from .search_steps import (
    Barrier,
    LotStep,
    PassedOverStep,
    RejectedStep,
    SearchOrderStep,
)
from .steps import ByeStep, ChoiceStep, ColourStep, OutsideStep, PileStep, Trace

_PASSED = {Barrier.REMATCH: "they have met before",
           Barrier.FORBIDDEN: "a forbidden pair, they may not meet (TRF-2026 260)",
           Barrier.COLOUR: "one of them would get a colour a third time in a row"}


def _where(trace: Trace, player: int) -> str:
    """The player's scoregroup and place in it, or their place in the draw."""
    for step in trace.steps:
        if isinstance(step, PileStep):
            numbers = [c.start_no for c in step.cards]
            if player in numbers:
                return (f"Scoregroup {step.score}, number {numbers.index(player) + 1} of "
                        f"{len(numbers)} in its order [{step.article}]")
    for draw in trace.of_type(LotStep):
        if player in draw.order:
            return (f"Drawn {draw.order.index(player) + 1}. of "
                    f"{len(draw.order)} in the draw of round 1 [{draw.article}]")
    raise not_paired(trace, player)


def _forbidden_group(trace: Trace, first: int, second: int) -> tuple[int, ...] | None:
    """The forbidden group of the outside step holding both players, or None."""
    for step in trace.steps:
        if isinstance(step, OutsideStep):
            return next((g for g in step.forbidden if {first, second} <= set(g)), None)
    return None


def _pair_of(trace: Trace, player: int) -> tuple[int, ChoiceStep | None] | None:
    """The opponent and the step that formed the pair (None: the draw formed it)."""
    for step in trace.steps:
        if isinstance(step, ChoiceStep) and any(player in p for p in step.pairs):
            a, b = step.pairs[0]
            return (b if a == player else a), step
    for white, black in trace.boards:
        if player in (white, black):
            return (black if white == player else white), None
    return None


def _passed_over(trace: Trace, player: int) -> list[str]:
    """Every time the search passed over a pair with ``player`` in it, and why."""
    lines = []
    for step in trace.of_type(PassedOverStep):
        a, b = step.player, step.opponent
        if player in (a, b):
            lines.append(f"  {a}-{b} passed over: " + (
                _PASSED[step.condition] if isinstance(step, RejectedStep) else
                "legal, but the others could then not all be paired (backtracking)"))
    return lines


def _passes(trace: Trace, player: int) -> list[PassedOverStep]:
    """The pairs with ``player`` the search passed over, in order (those
    :func:`_passed_over` words)."""
    return [s for s in trace.of_type(PassedOverStep) if player in (s.player, s.opponent)]


def _colours(trace: Trace, player: int) -> str:
    for step in trace.steps:
        if isinstance(step, ColourStep) and player in (step.white, step.black):
            return f" — {step.text} [{step.article}]"
    return ""


def player_path(trace: Trace, player: int) -> list[str]:
    """The player's pile, the searches that involved them, their pair or bye."""
    lines = [f"Player {player}", _where(trace, player)]
    barred = sorted({p for step in trace.steps if isinstance(step, OutsideStep)
                     for group in step.forbidden if player in group
                     for p in group} - {player})
    if barred:
        lines.append(f"May not meet {' '.join(map(str, barred))}: forbidden pairs "
                     f"[TRF-2026 260]")
    for search in trace.of_type(SearchOrderStep):
        if search.player == player:
            lines.append(f"Pair {search.pair}: {player} searches, opponents in "
                         f"the order {' '.join(map(str, search.order))}")
        elif player in search.order:
            lines.append(f"Pair {search.pair}: {search.player} searches; "
                         f"{player} is number {search.order.index(player) + 1} "
                         f"in {search.player}'s order")
    lines += _passed_over(trace, player)
    if trace.pab == player:
        bye = next((s for s in trace.steps if isinstance(s, ByeStep)), None)
        return lines + [f"{player} gets the bye" + (f": {bye.text} [{bye.article}]"
                                                    if bye else "")]
    found = _pair_of(trace, player)
    if found is not None:
        opponent, _ = found
        board = next(i for i, b in enumerate(trace.boards, start=1) if player in b)
        lines.append(f"Board {board}: against {opponent}{_colours(trace, player)}")
    return lines


def why(trace: Trace, first: int, second: int) -> list[str]:
    """Why two players were, or were not, paired: the step that decided it."""
    if first == second:
        raise QueryError("give two different players")
    _where(trace, first)
    _where(trace, second)
    found = _pair_of(trace, first)
    if found is not None and found[0] == second:
        step = found[1]
        if step is None:
            return _drawn(trace, first, second, paired=True)
        return [f"{first} and {second} are paired: {step.text.strip()} — the first opponent in the "
                f"search order that is legal and leaves the others pairable "
                f"[{step.article}]" + _colours(trace, first)]
    group = _forbidden_group(trace, first, second)
    if group is not None:
        among = (f" (the group {' '.join(map(str, group))}: no two of them meet)"
                 if len(group) > 2 else "")
        return [f"{first} and {second} are not paired: they are a forbidden pair and may "
                f"never meet{among} [TRF-2026 260]"]
    if trace.pab in (first, second):
        return [f"{trace.pab} gets the bye, so {first} and {second} are not paired"]
    passed = [line.strip() for step, line in zip(_passes(trace, first),
                                                  _passed_over(trace, first))
              if {step.player, step.opponent} == {first, second}]
    if passed:
        return [f"{first} and {second} are not paired: " + "; ".join(passed)]
    for search in trace.of_type(SearchOrderStep):
        who = search.player
        if who in (first, second):
            other = second if who == first else first
            partner = _pair_of(trace, who)
            if other in search.order and partner is not None:
                return [f"{first} and {second} are not paired: when {who} searched (pair "
                        f"{search.pair}), {partner[0]} came earlier in {who}'s order "
                        f"and could be taken, so {other} was not reached"]
            return [f"{first} and {second} are not paired: {other} was already paired when "
                    f"{who} searched (pair {search.pair})"]
    if not trace.of_type(LotStep):  # neither searched: each was found by another
        return [f"{first} and {second} are not paired: neither searched for an opponent; "
                + "; ".join(_found_by(trace, p) for p in (first, second))]
    return _drawn(trace, first, second, paired=False)


def _found_by(trace: Trace, player: int) -> str:
    """Who took ``player`` as an opponent in their own search (and in which pair)."""
    found = _pair_of(trace, player)
    if found is None:
        return f"{player} is not paired"
    opponent, step = found
    where = f" ({step.name})" if step is not None and step.name else ""
    return f"{opponent} took {player} in {opponent}'s search{where}"


def _drawn(trace: Trace, first: int, second: int, *, paired: bool) -> list[str]:
    """Why the draw of round 1 (SwissBG) paired the two, or did not: drawn neighbours,
    unless forbidden pairs parted them (the pairs recorded in the draw differ)."""
    draw = trace.of_type(LotStep)[0]
    order = draw.order
    plain = draw.neighbours
    if paired:
        how = ("next to each other in the order drawn" if plain else
               "in the order drawn, with the forbidden pairs kept apart [TRF-2026 260]")
        return [f"{first} and {second} are paired by the draw of round 1 ({how})"]
    drawn = (f"{first} and {second} are not paired: the draw of round 1 put them "
             f"{order.index(first) + 1}. and {order.index(second) + 1}.")
    if plain:
        return [f"{drawn}; pairs are drawn neighbours (1.-2., 3.-4., …)"]
    partners = {p: q for pair in draw.pairs for p, q in (pair, pair[::-1])}
    meets = "; ".join(f"{p} meets {partners[p]}" if p in partners else f"{p} has the bye"
                      for p in (first, second))
    return [f"{drawn}; each player not yet paired meets the first one drawn after them "
            f"whom they may meet and after whom the others can all be paired (forbidden "
            f"pairs kept apart, TRF-2026 260): {meets}"]
