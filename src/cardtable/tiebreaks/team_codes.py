"""The tie-break codes of a team competition: the team-only ones
(:mod:`cardtable.tiebreaks.team_breaks`) and the individual ones computed on the teams
in match points or game points, written as the FIDE TEC's checker and TRF-2026
records 202/212 write them: ``BH:GP/C1`` is Buchholz Cut-1 on game points; without
``:MP`` or ``:GP`` a code is computed on the primary score."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

from ..model.team import Score
from . import team_breaks as tb
from .codes import CodeError, TieBreakCode, checked_texts, parse_code, parse_list
from .contributions import Breakdown
from .registry import LOW, PLACE, Definition, check_code, definition
from .team_breaks import TeamEnv

_SCORES = {"MP": Score.MATCH_POINTS, "GP": Score.GAME_POINTS}
_NAMES = {score: name for name, score in _SCORES.items()}
_CUTS = frozenset({"C", "M"})


_TEAM_ONLY = {d.base: d for d in (
    Definition("MP", "Match points", tb.match_points, decimals=1),
    Definition("GP", "Game points", tb.game_points, decimals=1),
    Definition("MPVGP", "The score that is not the primary one", tb.other_score,
               decimals=1),
    *(Definition(f"E{x}{y}SB", f"Extended Sonneborn-Berger, opponent's "
                 f"{'match' if x == 'M' else 'game'} points × own "
                 f"{'match' if y == 'M' else 'game'} points",
                 tb.extended_sonneborn_berger, _CUTS | {"P"}, decimals=2)
      for x in "MG" for y in "MG"),
    Definition("BC", "Board count", tb.board_count, order=LOW, decimals=1),
    Definition("TBR", "Top board result", tb.top_board_result, order=PLACE,
               positional=True),
    Definition("BBE", "Bottom board elimination", tb.bottom_board_elimination,
               order=PLACE, positional=True),
    Definition("EDE", "Extended direct encounter", tb.extended_direct_encounter,
               frozenset({"P"}), PLACE, positional=True),
)}
#: Individual codes that mean something for teams (no team rating, no team standard
#: points, the lottery and pairing number are the players').
INDIVIDUAL = frozenset({"DE", "WIN", "WON", "BPG", "BWG", "REP", "PS", "KS", "BH", "FB",
                        "AOB", "SB"})


@dataclass(frozen=True)
class TeamCode:
    """One entry of a team tie-break list: the code and, for an individual code, the
    score it is computed on (None: the primary score)."""

    code: TieBreakCode
    score: Score | None = None

    @property
    def name(self) -> str:
        base = self.code.base + (f":{_NAMES[self.score]}" if self.score else "")
        return "/".join([base, *self.code.name.split("/")[1:]])

    def __str__(self) -> str:
        return self.name

    @property
    def team_only(self) -> bool:
        return self.code.base in _TEAM_ONLY

    def title(self) -> str:
        """The tie-break's name; an individual one says which score it is on."""
        if self.team_only:
            return _TEAM_ONLY[self.code.base].title
        on = {None: "the primary score", Score.MATCH_POINTS: "match points",
              Score.GAME_POINTS: "game points"}[self.score]
        return f"{definition(self.code).title}, on {on}"

    def shape(self) -> tuple[str, bool, int]:
        """Sort order, positional, decimals."""
        if self.team_only:
            d = _TEAM_ONLY[self.code.base]
            return d.order, d.positional, d.decimals
        i = definition(self.code)
        return i.order, i.positional, i.decimals

    def compute(self, env: TeamEnv, group: list[int] | None) -> dict[int, Breakdown]:
        """Every team's value, or inside ``group`` for a positional code."""
        args = () if group is None else (group,)
        if self.team_only:
            return _TEAM_ONLY[self.code.base].compute(env, self.code, *args)
        score = self.score or env.table.primary
        return definition(self.code).compute(env.context(score), self.code, *args)


_WITH_SCORE = re.compile(r"^\s*([A-Za-z]+):([A-Za-z]*)\s*(/.*)?$")


def parse_team_code(text: str) -> TeamCode:
    """Read one team code, case-insensitively: ``EGGSB``, ``BH:GP/C1``, ``de:mp``."""
    score = None
    found = _WITH_SCORE.match(text)
    if found:
        name = found[2].upper()
        if name not in _SCORES:
            raise CodeError(f"{text.strip()!r}: after the colon MP (match points) or GP "
                            f"(game points), not {found[2]!r}")
        score = _SCORES[name]
        text = found[1] + (found[3] or "")
    code = parse_code(text)
    if code.base in _TEAM_ONLY:
        allowed = _TEAM_ONLY[code.base].modifiers
        if score is not None:
            raise CodeError(f"{code.name}: a team-only tie-break takes no :MP or :GP")
        extra = code.modifiers - allowed
        if extra:
            raise CodeError(f"{code.name}: {code.base} takes no /{'/'.join(sorted(extra))} "
                            f"modifier (it takes: {', '.join(sorted(allowed)) or 'none'})")
        return TeamCode(code)
    if code.base not in INDIVIDUAL:
        known = ", ".join(sorted({*_TEAM_ONLY, *INDIVIDUAL}))
        raise CodeError(f"{code.name}: not a tie-break of a team competition (known: "
                        f"{known}; an individual one takes :MP or :GP)")
    return TeamCode(check_code(code), score)


def parse_team_codes(codes: str | Iterable[str]) -> tuple[TeamCode, ...]:
    """A team tie-break list, checked, every problem reported at once."""
    return parse_list(codes, parse_team_code, lambda code: code.name)


def checked_team_list(texts: Iterable[str]) -> tuple[str, ...]:
    """A team tie-break list as a file gives it (TOML ``[team]`` ``tiebreaks``, TRF
    202/212 of a team file), checked; the codes as written, without ``PTS`` (record
    212 lists it first: the primary score comes first anyway)."""
    return checked_texts(texts, parse_team_codes)
