"""What the settings form asks before it saves a change that touches the integrity of
the tournament: a tie-break list changed after round 1 (C.07 wants it announced before
the start), and leaving FIDE mode (asked twice). Each answer yes, the change is saved
and logged in the integrity log (:mod:`cardtable.model.integrity`)."""

from __future__ import annotations

from cardtable.model.tournament import Tournament

from ..messages import Question


def settings_questions(before: Tournament, after: Tournament) -> tuple[Question, ...]:
    """The confirmations the change from ``before`` to ``after`` needs, in order."""
    old, new = before.settings, after.settings
    questions: list[Question] = []
    if before.last_paired_round >= 1 and new.tiebreaks != old.tiebreaks:
        questions.append(Question(
            "Change the tie-breaks after the start",
            f"Round {before.last_paired_round} is paired: the tie-break list was "
            f"announced before round 1 (C.07). Changing it now changes the "
            f"ranking the players were told.\n\n"
            f"  was  {', '.join(old.tiebreaks) or 'none'}\n"
            f"  now  {', '.join(new.tiebreaks) or 'none'}\n\n"
            f"The change is recorded in the integrity log (i), where it can be undone.",
            "Change the tie-break list anyway?"))
    if before.last_paired_round >= 1 and new.team.tiebreaks != old.team.tiebreaks:
        questions.append(Question(
            "Change the team tie-breaks after the start",
            f"Round {before.last_paired_round} is paired: the team tie-break list was "
            f"announced before round 1 (C.07). Changing it now changes the "
            f"ranking the teams were told.\n\n"
            f"  was  {', '.join(old.team.tiebreaks) or 'none (the secondary score)'}\n"
            f"  now  {', '.join(new.team.tiebreaks) or 'none (the secondary score)'}",
            "Change the team tie-break list anyway?"))
    if old.fide_rated and not new.fide_rated:
        questions += [
            Question("Leave FIDE mode",
                     "The tournament is FIDE-rated: it is paired only by FIDE's systems "
                     "and every deviation is logged. Leaving FIDE mode lets any system "
                     "pair it.\n\n"
                     "Leaving is recorded in the integrity log (i).",
                     "Leave FIDE mode?"),
            Question("Leave FIDE mode: second confirmation",
                     "Asked twice, as FIDE's acceptance wants: the tournament will no "
                     "longer be marked FIDE-rated (fide_rated = false).",
                     "Really leave FIDE mode?")]
    return tuple(questions)
