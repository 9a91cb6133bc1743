"""Small hand-made tournaments for the tie-break tests, written round by round:
``"1-2 1-0, 3-4 ½-½, 5 PAB, 6 H"`` (white first; results as ``GameResult.parse``
reads them; byes PAB, F, H, Z). A player absent from a round's text is not paired in
it (a withdrawal when it lasts to the end)."""

from __future__ import annotations

from pathlib import Path

from cardtable.model import (
    Bye,
    ByeKind,
    Game,
    GameResult,
    Player,
    PointSystem,
    Round,
    Settings,
    Tournament,
)
from cardtable.tiebreaks.numbers import mean_half_up, round_half_up
from cardtable.tiebreaks.rating_tables import DP_BY_P

SHARED = Path(__file__).resolve().parents[1] / ".." / "shared"
MEANS = {"AOB": 2, "ARO": 0, "APRO": 0, "APPO": 0}


def build(rounds: list[str], players: int | None = None, ratings: dict[int, int] | None = None,
          system: str = "dutch", double: bool = False, tiebreaks: tuple[str, ...] = (),
          seed: int | None = None, names: dict[int, str] | None = None,
          points: PointSystem | None = None) -> Tournament:
    built, seen = [], set()
    for number, text in enumerate(rounds, start=1):
        games, byes = [], []
        for item in (part.strip() for part in text.split(",") if part.strip()):
            who, _, what = item.partition(" ")
            if "-" in who:
                white, black = (int(x) for x in who.split("-"))
                result = GameResult.parse(what) if what.strip() else None
                games.append(Game(len(games) + 1, white, black, result))
                seen.update((white, black))
            else:
                byes.append(Bye(int(who), ByeKind.parse(what)))
                seen.add(int(who))
        built.append(Round(number, tuple(games), tuple(byes)))
    count = players or max(seen)
    ratings = ratings or {}
    names = names or {}
    people = tuple(Player(n, names.get(n, f"Player {n}"), ratings.get(n, 2300 - 10 * n))
                   for n in range(1, count + 1))
    settings = Settings(name="Hand-made", system=system, rounds=len(rounds),
                        double_round_robin=double, tiebreaks=tiebreaks, random_seed=seed,
                        points=points or PointSystem())
    return Tournament(settings, people, tuple(built))


def assert_adds_up(code, found):
    """The counted contributions give the value: a sum, or a mean rounded half-up."""
    counted = [c.value for c in found.contributions if c.counted]
    base = code.split("/")[0]
    if found.formula.startswith("sum"):
        assert sum(counted) == found.value, code
    elif base in MEANS:
        assert mean_half_up(counted, MEANS[base]) == found.value, code
    elif base == "TPR" and counted:
        p = round_half_up(sum(c.factor for c in found.contributions) / len(counted), 2)
        assert mean_half_up(counted) + DP_BY_P[int(p * 100)] == found.value, code


