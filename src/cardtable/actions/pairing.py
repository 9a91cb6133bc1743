"""Pair and publish the next round, the one act both doors call (``cardtable pair``,
the app's ``p`` and the walkthrough's publish): the round must be ready (C.04.2: every
result of the round before), a FIDE-rated tournament is paired only with FIDE's
systems (FIDE mode), a round robin's start numbers are drawn by lot before round 1
(C.05 art. 7.2), then the system's engine pairs and the round is published. A round
paired by hand (``--manual``) is checked, compared with the engine's pairing and logged
(:mod:`cardtable.systems.manual`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..model.history import History
from ..model.tournament import Tournament
from ..systems.base import NotReady, Pairing, PairingError
from ..systems.ready import check_ready
from ..systems.registry import draw_before_pairing, pair_next_round
from ..systems.publishing import publish, rounds_published
from ..systems.competition import Competition, competition
from ..systems.fide_mode import NotFideSystem, check_fide_mode
from ..systems.manual import pair_by_hand
from ..systems.provisional import renumbered_words
from .outcome import Outcome
from .words import describe

#: The engine an act pairs with: the next round of the tournament given (the app's
#: pairs with the trace, for the walkthrough, and keeps it).
Engine = Callable[[Tournament], Pairing]


@dataclass(frozen=True, slots=True)
class Paired(Outcome):
    """A round paired and published in ``tournament``: the ``pairing``, made from
    ``before`` (the tournament as it was paired: after the draw of a round robin's
    start numbers), the lines of that draw (C.05 art. 7.2; empty when nothing was
    drawn) and what publishing did besides (a Double-Swiss match's game 2, C.04.5
    Preface; the provisional numbers settled, C.04.2 art. 2.5; "" when nothing). None
    on a refusal."""

    pairing: Pairing | None = None
    before: Tournament | None = None
    drawn: tuple[str, ...] = ()
    also: str = ""


def ready_refusal(t: Tournament) -> str | None:
    """Why the next round cannot be paired now, or None: the round must exist and be
    ready (C.04.1 a, C.04.2), the system must be FIDE's in a FIDE-rated tournament."""
    rounds = t.settings.rounds
    if rounds and t.next_round > rounds:
        return f"Round {rounds} is the last round: there is no round {t.next_round} to pair"
    try:
        check_ready(t)
        check_fide_mode(t)
    except (NotReady, NotFideSystem) as exc:
        return str(exc)
    return None


def unpairable(round_no: int, exc: PairingError) -> str:
    """No legal pairing for ``round_no``: the rule that stops it, and why."""
    rule = f" ({exc.rule})" if exc.rule else ""
    return f"round {round_no} cannot be paired{rule}: {exc}"


def pair_next(t: Tournament, engine: Engine = pair_next_round) -> Paired:
    """Pair the next round with the tournament's system and publish it; a round
    robin's start numbers drawn by lot first (C.05 art. 7.2), and said with the seed."""
    refusal = ready_refusal(t)
    if refusal is not None:
        return Paired(t, refusal=refusal)
    before, draw = draw_before_pairing(t)
    try:
        pairing = engine(before)
    except NotReady as exc:  # what only the system sees (SwissBG without a seed)
        return Paired(t, refusal=str(exc))
    except PairingError as exc:
        return Paired(t, refusal=unpairable(before.next_round, exc))
    published = publish(before, pairing)
    drawn: tuple[str, ...] = ()
    if draw is not None:
        drawn = (f"Start numbers drawn by lot (C.05 art. 7.2), seed {draw.seed}:",
                 *(f"  {line}" for line in draw.lines()))
    also = _also(t, published, pairing)
    return Paired(published, (*drawn, *pairing_list(published, pairing),
                              *((also,) if also else ())),
                  pairing=pairing, before=before, drawn=drawn, also=also)


def pair_manually(t: Tournament, boards: list[tuple[int, int]], pab: int | None) -> Paired:
    """Publish the next round as the arbiter paired it by hand: complete, compared with
    the engine's pairing, the rules it breaks recorded and logged (FIDE's acceptance:
    ``### MPA @ Round n``)."""
    refusal = ready_refusal(t)
    if refusal is not None:
        return Paired(t, refusal=refusal)
    try:
        manual = pair_by_hand(t, boards, pab)
    except ValueError as exc:
        return Paired(t, refusal=f"round {t.next_round}: {exc}")
    also = _also(t, manual.tournament, manual.pairing)
    lines = (*pairing_list(manual.tournament, manual.pairing), *((also,) if also else ()),
             f"Manual pairing recorded: {manual.note}")
    return Paired(manual.tournament, lines, pairing=manual.pairing, before=t, also=also)


def _also(before: Tournament, published: Tournament, pairing: Pairing) -> str:
    """What publishing did besides the round: the rounds published with it (a
    Double-Swiss match's game 2, C.04.5 Preface) and the provisional numbers it
    settled (the list renumbered, C.04.2 art. 2.5)."""
    return " ".join(filter(None, (rounds_published(before, published, pairing),
                                  renumbered_words(before, published))))


def pairing_list(t: Tournament, pairing: Pairing) -> list[str]:
    """The published round as the arbiter posts it, with each player's score."""
    teams = competition(t)
    if teams is not None:
        return _team_pairing_list(teams, pairing.round)
    history = History(t, pairing.round - 1)
    score = history.score
    lines = [f"Round {pairing.round}"]
    for board, (white, black) in enumerate(pairing.boards, start=1):
        lines.append(f"{board:4d}  {describe(t.player(white), score(white)):<36} - "
                     f"{describe(t.player(black), score(black))}")
    for player in pairing.empty_boards:  # a short line-up (C.04.6 art. 0, C.04.1 art. 4)
        lines.append(f"   +  {describe(t.player(player), score(player)):<36} - "
                     f"(empty board: won by forfeit)")
    if pairing.pab is not None:
        lines.append(f"PAB   {describe(t.player(pairing.pab), score(pairing.pab))}")
    for bye in t.requested_byes(pairing.round):
        lines.append(f"bye {bye.kind.label} {describe(t.player(bye.player))}")
    return lines


def _team_pairing_list(teams: Competition, round_no: int) -> list[str]:
    """A team competition's round (C.04.6): each match, its teams with their primary
    scores, then its boards (board in the match, White - Black); the teams without
    a match and why."""
    matches, others = teams.printed_matches(round_no)
    lines = [f"Round {round_no}"]
    for match in matches:
        lines.append(f"Match {match.number}: {match.first} - {match.second}")
        for b in match.boards:
            if b.white is not None and b.black is not None:
                lines.append(f"{b.board:6d}  {describe(b.white):<34} - {describe(b.black)}"
                             f"  (board {b.table})")
            else:  # a short line-up's empty board (C.04.6 art. 0, C.04.1 art. 4)
                winner = b.white or b.black
                assert winner is not None
                lines.append(f"     +  {describe(winner):<34} - (empty board: won by "
                             f"forfeit)")
    lines += [f"{team}: {why}" for team, why in others]
    return lines
