"""What an act of the arbiter returns to the door that asked for it (the command line
prints it, the app posts it as a message): the tournament after the act, the lines to
tell the user, the warnings beside them, or the refusal and why (then the tournament
is the one the act was given, unchanged)."""

from __future__ import annotations

from dataclasses import dataclass

from ..model.tournament import Tournament


@dataclass(frozen=True, slots=True)
class Outcome:
    """The tournament after an act and what to say about it.

    ``lines`` tell what was done (the command line prints them on stdout, the app says
    them once saved); ``warnings`` what the arbiter should know besides (stderr, a
    warning notice); ``refusal`` why nothing was done (None: the act was done)."""

    tournament: Tournament
    lines: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()
    refusal: str | None = None

    @property
    def refused(self) -> bool:
        return self.refusal is not None

    @property
    def said(self) -> str:
        """The lines as one text (the app's notice)."""
        return "\n".join(self.lines)


def refused(tournament: Tournament, why: str) -> Outcome:
    """The act is refused: ``tournament`` unchanged, and why."""
    return Outcome(tournament, refusal=why)
