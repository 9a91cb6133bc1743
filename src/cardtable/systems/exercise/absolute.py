"""The absolute rules a learner's pairing breaks, judged before anything else (issue
34): a correction starts from the rules, not from the distance to the engine's
pairing. A pairing that breaks an absolute criterion is not a candidate at all, so
no quality criterion and no order of the procedure can explain what is wrong with
it; the correction names the learner's own boards and the system's own rule, in
the order of the criteria:

1. two players (teams) who met before, or a forbidden pair of the tournament — the
   system's rematch rule (C.04.3 C1 / art. 2.1.1, the 2009 B.1a, C.04.5 [C1],
   C.04.6 C1, the simplified Swiss's basic rules); a forbidden pair by the article
   the system keeps them apart with (its trace's outside step);
2. the pairing-allocated bye to a player (team) who already had one, or a win's
   points without playing (:mod:`.bye_rule`);
3. an absolute colour rule where the system has one: two non-topscorers with the
   same absolute colour preference (C.04.3 C3), a colour difference beyond ±2 or a
   colour a third time running where the system's own text makes them absolute (the
   2009 B.2a/B.2b, the simplified Swiss's colours; C.04.1 art. 6-7 only where the
   system's exercises follow the Basic Rules' colour articles). In the final round
   the last two do not bind a topscorer (more than half the maximum score): the
   2009 note under B frees the topscorer alone, the 2026 Dutch (C.04.3 art. 1.8,
   C10/C11) the topscorer and the opponent; every other player is judged, and the
   simplified Swiss's colour rule has no such exception (``Exercises.topscorers``).

In a team competition with its teams in the file the boards are members' games and
the rules speak of teams (C.04.6 art. 0): a board whose two teams met before or are
kept apart, and the PAB to a member of a team that may not have it, are judged by the
teams (:mod:`..team.meetings`); C.04.6 has no absolute colour rule."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ...model.history import History
from ...model.tournament import Tournament
from ...model.requests import pairs_that_may_not_meet
from ..base import Pairing, publish
from ...model.numerals import is_digits
from ..meeting import forbidden_article
from ..override import breaches, met_in
from ..competition import Competition, competition
from ..plugin import PairingSystemPlugin
from .bye_rule import repeated_bye


@dataclass(frozen=True, slots=True)
class Broken:
    """One absolute rule the answer breaks: the rule (the system's article) and what
    it asks in words (empty when the clauses say it), what breaks it (one clause per
    board, or the PAB's), and the learner's boards concerned (none for the PAB)."""

    rule: str
    words: str
    clauses: tuple[str, ...]
    boards: tuple[tuple[int, int], ...] = ()

    @property
    def text(self) -> str:
        """``2 and 3 met in round 3 (your 2-3): two players meet only once``."""
        facts = "; ".join(self.clauses)
        return f"{facts}: {self.words}" if self.words else facts


def absolute_breaks(system: PairingSystemPlugin, tournament: Tournament, round_no: int,
                    answer: Pairing, rules: Pairing,
                    scope: frozenset[int] | None) -> list[Broken]:
    """Every absolute rule ``answer`` breaks in round ``round_no``, in the order of
    the criteria (see the module), each once with all the learner's boards (within
    ``scope``: None, the whole round) that break it."""
    boards = tuple(b for b in answer.boards if scope is None or set(b) <= scope)
    found: dict[tuple[str, str], Broken] = {}
    teams = competition(tournament)
    breaks = _team_breaks(system, teams, round_no, answer, rules, boards, scope) \
        if teams is not None else _breaks(system, tournament, round_no, answer, rules,
                                          boards, scope)
    for rule, words, clause, board in breaks:
        known = found.get((rule, words), Broken(rule, words, ()))
        found[(rule, words)] = Broken(rule, words, (*known.clauses, clause),
                                      known.boards + ((board,) if board else ()))
    return list(found.values())


def _breaks(system: PairingSystemPlugin, tournament: Tournament, round_no: int,
            answer: Pairing, rules: Pairing, boards: tuple[tuple[int, int], ...],
            scope: frozenset[int] | None
            ) -> Iterator[tuple[str, str, str, tuple[int, int] | None]]:
    """(rule, its words, clause, the learner's board or None) in the order of the
    criteria."""
    said = system.rules.override
    node = "teams" if system.entry.pairs_teams else "players"
    history = History(tournament, round_no - 1)
    forbidden = set(pairs_that_may_not_meet(tournament))
    for a, b in boards:
        met = met_in(history, a, b)
        if met is not None and said.rematch:
            yield (said.rematch, f"two {node} meet only once",
                   f"{a} and {b} met in round {met} (your {a}-{b})", (a, b))
        elif (min(a, b), max(a, b)) in forbidden:
            yield (forbidden_article(rules.trace) or said.rematch,
                   "a forbidden pair of the tournament is kept apart",
                   f"{a} and {b} may not meet (your {a}-{b})", (a, b))
    if answer.pab is not None and answer.pab != rules.pab \
            and (scope is None or answer.pab in scope):
        bye = repeated_bye(system, tournament, round_no, answer.pab)
        if bye is not None:
            yield bye.rule, "", bye.text, None
    yield from _colour_breaks(system, tournament, round_no, boards)


def _team_breaks(system: PairingSystemPlugin, meetings: Competition, round_no: int,
                 answer: Pairing, rules: Pairing, boards: tuple[tuple[int, int], ...],
                 scope: frozenset[int] | None
                 ) -> Iterator[tuple[str, str, str, tuple[int, int] | None]]:
    """:func:`_breaks` of a team competition: the members' boards judged by their
    teams (C1 and C2 of C.04.6, art. 2.1.1 and 2.1.2)."""
    said = system.rules.override
    team = meetings.team_of()
    for a, b in boards:
        first, second = team.get(a), team.get(b)
        if first is None or second is None:
            continue
        met = meetings.met_in(first, second, round_no)
        if met is not None and said.rematch:
            yield (said.rematch, "two teams meet only once",
                   f"teams {first} and {second} met in round {met} (your {a}-{b})", (a, b))
        elif meetings.kept_apart(first, second, round_no):
            yield (forbidden_article(rules.trace) or said.rematch,
                   "a forbidden pair of the tournament is kept apart",
                   f"teams {first} and {second} may not meet (your {a}-{b})", (a, b))
    pab = answer.pab
    if pab is not None and pab != rules.pab and (scope is None or pab in scope) \
            and pab in team and meetings.pab_barred(team[pab], round_no):
        yield (said.pab, "", f"you give the bye to {pab}, of team {team[pab]}, which "
               f"already had the PAB, a match won by forfeit or a full-point bye: the "
               f"bye goes only to a team who has not had one", None)


def _colour_breaks(system: PairingSystemPlugin, tournament: Tournament, round_no: int,
                   boards: tuple[tuple[int, int], ...]
                   ) -> Iterator[tuple[str, str, str, tuple[int, int]]]:
    """The absolute colour rules the boards break, as the system names them (its
    ``override_rules``): C3-like first, then difference and repetition."""
    said = system.rules.override
    basic = system.exercises is not None and system.exercises.basic_colour_rules
    judged = {said.same_absolute} | {
        rule for rule in (said.colour_difference, said.same_colour_thrice)
        if rule and (basic or not rule.startswith("C.04.1"))}
    judged -= {""}
    if not judged:
        return
    published = publish(tournament, Pairing(round_no, boards))
    numbers = tuple(range(1, len(boards) + 1))
    freed = _freed(system, tournament, round_no, boards)
    found = [b for b in breaches(published, round_no, numbers) if b.rule in judged
             and (b.rule == said.same_absolute or _player(b.text) not in freed)]
    words = {said.same_absolute: "two players with the same absolute colour preference "
                                 "do not meet",
             said.colour_difference: "no player's colour difference goes beyond ±2",
             said.same_colour_thrice: "no player gets the same colour three times in a row"}
    for rule in (said.same_absolute, said.colour_difference, said.same_colour_thrice):
        for breach in (b for b in found if b.rule == rule):
            board = next(bd for bd in boards if _names_board(breach.text, bd))
            yield rule, words[rule], f"{breach.text} (your {board[0]}-{board[1]})", board


def _freed(system: PairingSystemPlugin, tournament: Tournament, round_no: int,
           boards: tuple[tuple[int, int], ...]) -> set[int]:
    """The players the final round frees from the colour difference and the colour
    three times running (the module's point 3): topscorers, with more than half the
    maximum score (C.04.3 art. 1.8, the 2009 A.7a), and on the 2026 Dutch their
    opponents too; nobody before the final round."""
    how = system.exercises.topscorers if system.exercises is not None else ""
    if not how or round_no != tournament.settings.rounds:
        return set()
    history = History(tournament, round_no - 1)
    maximum = (round_no - 1) * tournament.settings.points.win
    top = {p for board in boards for p in board
           if 2 * history.state(p).score > maximum}
    if how == "board":
        return {p for board in boards if set(board) & top for p in board}
    return top


def _player(text: str) -> int | None:
    """The player a breach's sentence speaks of (it opens with a player's number)."""
    first = text.split()[0]
    return int(first) if is_digits(first) else None


def _names_board(text: str, board: tuple[int, int]) -> bool:
    """Whether a breach's sentence speaks of a player of ``board``."""
    return _player(text) in board

