"""The sentences a trace uses for the criteria of C.04.3 (2026): what each one asks,
shown beside a candidate, a departure and in the answers of ``explain --why``."""

from __future__ import annotations

#: what each criterion of C.04.3 (2026) asks, in the sentences of a trace; ``order``:
#: as good by every criterion but generated later (art. 3.8.1)
CRITERIA: dict[str, str] = {
    "C1": "the two players have met before",
    "forbidden": "the two players may not meet (a forbidden pair of the tournament)",
    "C2": "the PAB would go to a player who already had one or a win's points "
          "without playing",
    "C3": "both have the same absolute colour preference",
    "C4": "the players not yet paired could not all be paired",
    "C5": "the PAB would go to a player with a higher score than necessary",
    "C6": "fewer pairs",
    "C7": "higher scores among the downfloaters",
    "C8": "the next bracket pairs worse",
    "C9": "the PAB assignee has more unplayed games",
    "C10": "more topscorers (or opponents) with a colour difference beyond ±2",
    "C11": "more topscorers (or opponents) with the same colour three times running",
    "C12": "more players without their colour preference",
    "C13": "more players without their strong colour preference",
    "C14": "more resident downfloaters who downfloated in the previous round",
    "C15": "more MDP opponents who upfloated in the previous round",
    "C16": "more resident downfloaters who downfloated two rounds before",
    "C17": "more MDP opponents who upfloated two rounds before",
    "C18": "higher scores of MDPs who downfloated in the previous round",
    "C19": "higher scores of MDP opponents who upfloated in the previous round",
    "C20": "higher scores of MDPs who downfloated two rounds before",
    "C21": "higher scores of MDP opponents who upfloated two rounds before",
    "order": "as good by every criterion, but generated later",
}

#: what a quality criterion counts, for a figure said in words (issue 34: a learner
#: reads "2 players without their colour preference", not "C12 2")
_COUNTED: dict[str, tuple[str, str]] = {
    "C6": ("player of the bracket left unpaired", "players of the bracket left unpaired"),
    "C9": ("unplayed game of the PAB assignee", "unplayed games of the PAB assignee"),
    "C10": ("topscorer (or opponent) with a colour difference beyond ±2",
            "topscorers (or opponents) with a colour difference beyond ±2"),
    "C11": ("topscorer (or opponent) with the same colour three times running",
            "topscorers (or opponents) with the same colour three times running"),
    "C12": ("player without their colour preference",
            "players without their colour preference"),
    "C13": ("player without their strong colour preference",
            "players without their strong colour preference"),
    "C14": ("resident downfloater who downfloated in the previous round",
            "resident downfloaters who downfloated in the previous round"),
    "C15": ("MDP opponent who upfloated in the previous round",
            "MDP opponents who upfloated in the previous round"),
    "C16": ("resident downfloater who downfloated two rounds before",
            "resident downfloaters who downfloated two rounds before"),
    "C17": ("MDP opponent who upfloated two rounds before",
            "MDP opponents who upfloated two rounds before"),
}

#: what the scores of a criterion on scores are the scores of
_SCORED: dict[str, str] = {
    "C7": "downfloaters",
    "C8": "players the next bracket leaves unpaired",
    "C18": "MDPs who downfloated in the previous round",
    "C19": "MDP opponents who upfloated in the previous round",
    "C20": "MDPs who downfloated two rounds before",
    "C21": "MDP opponents who upfloated two rounds before",
}


def figure(criterion: str, value: int | list[str] | None) -> str:
    """A criterion's figure in words: ``2 players without their colour preference``,
    ``downfloaters with scores 3, 2½``, ``no downfloaters``."""
    if isinstance(value, list):
        whose = _SCORED.get(criterion, "players concerned")
        return f"{whose} with scores {', '.join(value)}" if value else f"no {whose}"
    one, many = _COUNTED.get(criterion, ("player concerned", "players concerned"))
    if not value:
        return f"no {many}"
    return f"{value} {one if value == 1 else many}"
