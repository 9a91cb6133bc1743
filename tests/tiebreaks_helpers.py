"""Helpers of the tie-break tests: the project's ``build`` (``"1-2 1-0, 3-4 ½-½, 5
PAB, 6 H"``: white first, byes PAB, F, H, Z; a player missing from a round is not
paired in it, a withdrawal when it lasts to the end) with ratings, names and settings,
and the check that a value is what its contributions add up to."""

from __future__ import annotations

from dataclasses import replace

from conftest import SHARED, build as build_rounds

from cardtable.model.points import PointSystem
from cardtable.model.tournament import Tournament
from cardtable.tiebreaks.numbers import mean_half_up, round_half_up
from cardtable.tiebreaks.rating_tables import DP_BY_P

__all__ = ["SHARED", "assert_adds_up", "build"]

#: Codes whose value is the mean of the counted contributions, and its decimals.
MEANS = {"AOB": 2, "ARO": 0, "APRO": 0, "APPO": 0}


def build(rounds: list[str], players: int | None = None, ratings: dict[int, int] | None = None,
          system: str = "dutch", double: bool = False, tiebreaks: tuple[str, ...] = (),
          seed: int | None = None, names: dict[int, str] | None = None,
          points: PointSystem | None = None) -> Tournament:
    named = [int(n) for text in rounds for item in text.split(",") if item.strip()
             for n in item.split()[0].split("-")]
    count = players or max(named)
    built = build_rounds(count, *rounds, system=system, double_round_robin=double,
                         tiebreaks=tiebreaks, random_seed=seed, points=points or PointSystem())
    ratings, names = ratings or {}, names or {}
    return built.with_players(
        replace(p, rating=ratings.get(p.start_no, p.rating),
                name=names.get(p.start_no, p.name))
        for p in built.players)


def assert_adds_up(code, found):
    """The counted contributions give the value: a sum, a mean rounded half-up, or
    (TPR) their ARO plus the dp of their score."""
    counted = [c.value for c in found.contributions if c.counted]
    base = code.split("/")[0]
    if found.formula.startswith("sum"):
        assert sum(counted) == found.value, code
    elif base in MEANS:
        assert mean_half_up(counted, MEANS[base]) == found.value, code
    elif base == "TPR" and counted:
        p = round_half_up(sum(c.factor for c in found.contributions) / len(counted), 2)
        assert mean_half_up(counted) + DP_BY_P[int(p * 100)] == found.value, code
