"""The levels of an exercise: each picks rounds that exercise one thing at a time.

A level is a short English slug; ``needs`` the feature the round must have,
``without`` the features it must not have (so the round exercises that one thing).
Which levels a system offers its registry line says (``SystemEntry.exercise_levels``),
from what its procedure has (the simplified Swiss and SwissBG have no brackets to
collapse; backgammon has no colours): asking imports no engine."""

from __future__ import annotations

from dataclasses import dataclass

from ..features import Features
from ..registry import SYSTEMS


@dataclass(frozen=True, slots=True)
class Level:
    slug: str
    title: str
    needs: str | None
    without: tuple[str, ...]

    def fits(self, features: Features) -> bool:
        if self.needs is None:
            return features.homogeneous
        return getattr(features, self.needs) and not any(
            getattr(features, name) for name in self.without)


LEVELS: dict[str, Level] = {level.slug: level for level in (
    Level("homogeneous", "homogeneous brackets only", None, ()),
    Level("floater", "a floater", "floater", ("pab", "exchange", "collapsed")),
    Level("heterogeneous", "a heterogeneous bracket", "heterogeneous",
          ("pab", "collapsed")),
    Level("pab", "the pairing-allocated bye (PAB)", "pab", ("exchange", "collapsed")),
    Level("colours", "colour conflicts", "colours", ("pab",)),
    Level("transposition", "a transposition needed", "transposition",
          ("exchange", "pab")),
    Level("exchange", "an exchange needed", "exchange", ("pab",)),
    Level("collapsed", "a collapsed last bracket", "collapsed", ()),
)}

def system_levels() -> dict[str, tuple[str, ...]]:
    """The levels each system with exercises offers (the Swiss systems), by system
    name, as their registry lines say."""
    return {name: line.exercise_levels for name, line in SYSTEMS.items()
            if line.exercise_levels}
