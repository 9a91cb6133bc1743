"""The players a round leaves out, and why: the ``outside`` step each pairing system
records first in its trace (``cardtable explain``, the app's walkthrough "outside the
piles"), together with the forbidden pairs it keeps apart.

A Swiss system pairs :meth:`~cardtable.model.tournament.Tournament.players_to_pair`; everybody
else is left out, for one of these reasons:

* a requested bye of the round, H, F or Z (C.04.1 c); Z is also how an absence is
  recorded, e.g. a player with neither a board nor a bye in a recorded round
  (:func:`cardtable.systems.replay.before_round`);
* withdrawn after an earlier round (C.04.2 art. 3.2);
* a late entry who has not entered yet (C.04.2 art. 2.4).

A round robin's table pairs everybody, a withdrawn player too (their games are lost by
forfeit), except a withdrawn player whose results are removed (C.05 art. 8.2): the
round robin passes those itself.

Forbidden pairs (TRF-2026 260) are listed too: every Swiss system keeps them apart (the
Dutch systems of 2026 and 2009 as an absolute criterion, the simplified Swiss and
SwissBG where they test "have already met"). A round robin's table cannot: it refuses
them (C.05 Annex 1: everybody meets everybody), so its step never lists any."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..model.results import ByeKind
from ..model.player import Player
from ..model.tournament import Tournament
from ..trace.steps import LeftOut, OutsideStep

REQUESTED_BYE = "C.04.1 c"
WITHDRAWN = "C.04.2 art. 3.2"
LATE_ENTRY = "C.04.2 art. 2.4"
FORBIDDEN = "TRF-2026 260"



@dataclass(frozen=True, slots=True)
class OutsideArticles:
    """The articles a system's own text gives for leaving a player out (empty: its
    text has none): a requested bye, a withdrawal, a late entry, a forbidden pair.
    By default FIDE's general rules (C.04.1, C.04.2) and the TRF-2026 record."""

    requested_bye: str = REQUESTED_BYE
    withdrawn: str = WITHDRAWN
    late_entry: str = LATE_ENTRY
    forbidden: str = FORBIDDEN


#: Why a requested bye keeps a player out of the round (C.04.1 c).
_BYES = {ByeKind.HALF: "requested a half-point bye (H)",
         ByeKind.FULL: "requested a full-point bye (F)",
         ByeKind.ZERO: "absent: zero-point bye (Z)"}


def outside_step(tournament: Tournament, round_no: int,
                 left_out: Sequence[LeftOut] | None = None,
                 articles: OutsideArticles = OutsideArticles()) -> tuple[OutsideStep, ...]:
    """The step that opens the trace of round ``round_no``: the players left out with
    their reasons (by default those a Swiss system leaves out, :func:`swiss_left_out`;
    a system that leaves out others passes ``left_out``) and the groups of players
    who may not meet. Empty when there is neither, so that such a round traces
    exactly as before. ``articles``: the system's own for each reason."""
    players = tuple(swiss_left_out(tournament, round_no, articles) if left_out is None
                    else left_out)
    groups = tuple(tournament.settings.forbidden_pairs)
    if not players and not groups:
        return ()
    parts = [f"{p.start_no} {p.name}: {p.reason}" for p in players]
    parts += ["may not meet: " + ", ".join(map(str, group)) for group in groups]
    cited = [p.article for p in players] + ([articles.forbidden] if groups else [])
    return (OutsideStep("; ".join(dict.fromkeys(a for a in cited if a)),
                        "Outside the piles: " + "; ".join(parts), players, groups),)


def swiss_left_out(tournament: Tournament, round_no: int,
                   articles: OutsideArticles = OutsideArticles()) -> tuple[LeftOut, ...]:
    """Every player a Swiss system does not pair in round ``round_no`` (all but
    :meth:`~cardtable.model.tournament.Tournament.players_to_pair`), by start number, with the
    reason and its article."""
    paired = {p.start_no for p in tournament.players_to_pair(round_no)}
    byes = {b.player: b.kind for b in tournament.requested_byes(round_no)}
    return tuple(_left_out(p, round_no, byes.get(p.start_no), articles)
                 for p in sorted(tournament.players, key=lambda p: p.start_no)
                 if p.start_no not in paired)


def withdrawn(player: Player, *, results_removed_by: str = "",
              article: str = WITHDRAWN) -> LeftOut:
    """A player who withdrew after round ``player.withdrawn_after`` (C.04.2 art. 3.2);
    with ``results_removed_by``, the article that removes their results because they
    played fewer than half of their games (a round robin: C.05 art. 8.2); ``article``:
    the system's own article for a withdrawal."""
    after = player.withdrawn_after
    reason = f"withdrawn after round {after}" if after else "withdrawn before round 1"
    if results_removed_by:
        reason += " having played fewer than half of their games: their results are removed"
    return LeftOut(player.start_no, player.name, reason, results_removed_by or article,
                   f"out after {after}")


def _left_out(player: Player, round_no: int, bye: ByeKind | None,
              articles: OutsideArticles) -> LeftOut:
    sn, name = player.start_no, player.name
    after = player.withdrawn_after
    if after is not None and round_no > after:
        return withdrawn(player, article=articles.withdrawn)
    if player.joins_in is not None and round_no < player.joins_in:
        return LeftOut(sn, name, f"late entry: enters in round {player.joins_in}",
                       articles.late_entry, f"joins in {player.joins_in}")
    assert bye is not None, "a player left out who takes part has a requested bye"
    return LeftOut(sn, name, _BYES[bye], articles.requested_bye, f"bye {bye.label}")
