"""The app's adapters to the headless core: the one place that says which core function
gives the standings, the crosstable and a player's card (the trace of a round is the
act's: :func:`cardtable.actions.pairing.walk_round`). When the core grows (a replay
helper in ``cardtable.systems``), only this module changes.

Nothing here pairs or ranks: it calls the core and arranges what it returns."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import TYPE_CHECKING

from cardtable.model.history import EntryKind, History
from cardtable.model.results import Outcome
from cardtable.model.tournament import Round, Tournament
from cardtable.model.points import format_points

if TYPE_CHECKING:  # pragma: no cover
    from cardtable.formats import tables
    from cardtable.tiebreaks.standings import Standings

# The tie-breaks and the tables are imported when first asked for (in a worker), not
# at the app's start (issue 36).

#: The tie-break on the card of the paper-card procedure (Buchholz, C.07 art. 8.1).
BUCHHOLZ = "BH"


@lru_cache(maxsize=64)
def standings_after(tournament: Tournament, after_round: int | None = None,
                    codes: tuple[str, ...] | None = None) -> Standings:
    """The standings with the tournament's tie-breaks (or ``codes``) after a round
    (default: the last complete one), by :func:`cardtable.tiebreaks.standings`."""
    from cardtable.systems.ranking import standings

    return standings(tournament, codes, after_round)


def standings_table(tournament: Tournament, after_round: int | None = None) -> tables.Table:
    """The standings; of a team competition the teams' by its team tie-breaks (rows
    without a player's number: no player card opens from them)."""
    from cardtable.systems.competition import competition  # the registry's lines only

    teams = competition(tournament)
    if teams is not None:  # the team system imported for a team competition only
        from cardtable.formats.team_tables import team_standings_table

        after = tournament.last_complete_round if after_round is None else after_round
        from cardtable.actions.tiebreaks import team_list_note

        table = team_standings_table(teams.standings(after))
        note = team_list_note(tournament)  # the file has no list: the default, said
        return replace(table, notes=(*table.notes, f"{note} o sets the list.")
                       ) if note else table
    from cardtable.formats import tables

    return tables.standings_table(standings_after(tournament, after_round), glyphs=True)


def crosstable_table(tournament: Tournament) -> tables.Table:
    """The Swiss crosstable, or for a round robin the tableau of the Berger-table
    document; a team competition's crosstable of matches."""
    from cardtable.systems.competition import competition  # the registry's lines only

    teams = competition(tournament)
    if teams is not None:  # the team system imported for a team competition only
        return teams.crosstable()
    from cardtable.systems.ranking import crosstable

    return crosstable(tournament, ranked=standings_after(tournament))  # ranked once


def tiebreak_explanation(tournament: Tournament, start_no: int) -> str:
    """How each of the player's tie-break values is made, round by round (what
    ``cardtable standings --explain`` prints)."""
    if not tournament.last_complete_round:
        return "No round is complete yet: the tie-breaks start after round 1."
    from cardtable.systems.ranking import explain
    from cardtable.tiebreaks.explain import render_explanation

    return render_explanation(explain(tournament, start_no), tournament)


# -- the player's card of the paper-card procedure ----------------------------------------
@dataclass(frozen=True, slots=True)
class CardRound:
    """One line of the paper card: round, opponent, board, colour, result, total,
    Buchholz and rank after the round (empty while the round is not complete)."""

    round: str
    opponent: str
    board: str
    colour: str
    result: str
    total: str
    buchholz: str
    rank: str


_RESULT = {Outcome.WIN: "1", Outcome.DRAW: "½", Outcome.LOSS: "0",
           Outcome.FORFEIT_WIN: "+", Outcome.FORFEIT_LOSS: "-"}
_BYES = {EntryKind.PAB: "PAB", EntryKind.FULL_BYE: "bye (F)",
         EntryKind.HALF_BYE: "bye (H)", EntryKind.ZERO_BYE: "bye (Z)",
         EntryKind.NOT_PAIRED: "—"}


def paper_card(tournament: Tournament, start_no: int) -> tuple[CardRound, ...]:
    """The rounds of one player's card and its last line (``Final``, or ``Now`` while
    the tournament runs), as on the card of the paper-card procedure."""
    history = History(tournament)
    complete = tournament.last_complete_round
    names = {p.start_no: p.name for p in tournament.players}
    lines = []
    for number in range(1, history.upto + 1):
        entry = history.entry(start_no, number)
        game = tournament.round(number).game_of(start_no)
        if entry.opponent is not None:
            opponent = f"{entry.opponent} {names[entry.opponent]}"
        else:
            opponent = _BYES.get(entry.kind, "")
        if entry.outcome is not None:
            result = _RESULT[entry.outcome]
        elif entry.kind is EntryKind.PENDING or entry.kind is EntryKind.NOT_PAIRED:
            result = ""
        else:
            result = format_points(entry.points, "½")
        done = number <= complete
        lines.append(CardRound(
            str(number), opponent, str(game.board) if game else "",
            {"w": "W", "b": "B"}.get(entry.colour.value, "") if entry.colour else "",
            result, format_points(history.score(start_no, number), "½") if done else "",
            *(_after(tournament, start_no, number) if done else ("", ""))))
    total = format_points(history.score(start_no), "½")
    last = _after(tournament, start_no, complete) if complete else ("", "")
    label = "Final" if tournament.finished else "Now"
    lines.append(CardRound(label, "", "", "", "", total, *last))
    return tuple(lines)


def _after(tournament: Tournament, start_no: int, number: int) -> tuple[str, str]:
    """Buchholz and rank after round ``number``."""
    ranked = standings_after(tournament, number)
    if BUCHHOLZ in ranked.code_names:
        buchholz = ranked.row(start_no).values[BUCHHOLZ]
    else:
        buchholz = standings_after(tournament, number, (BUCHHOLZ,)).row(start_no).values[
            BUCHHOLZ]
    return (format_points(buchholz, "½") if buchholz is not None else "",
            str(ranked.row(start_no).rank))
