"""Changes to the teams of a team competition (the Swiss Team Pairing System, C.04.6):
a team joins with its players in board order, a player joins a team (a reserve, after
the others), a team's board order is set. The players join the start list as any
player does (:func:`.roster.add_player`: pairing numbers in the initial order of
C.04.2, which renumbers the rosters with them). Each change returns a new tournament;
one that cannot be made raises :class:`TeamError`, saying why.

Shared by the command line (``add-team``, ``add-player --team``, ``board-order``) and
the app's team form."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from .player import TITLE_ORDER, Player
from .results import ByeKind
from .roster import Joined, RosterError, add_player, name_forms
from .team import Team
from .tournament import Tournament
from .numerals import is_digits

class TeamError(RosterError):
    """A change of the teams that cannot be made; the message says why."""


@dataclass(frozen=True, slots=True)
class TeamJoined:
    """The tournament after a team joined (or players joined a team): the team's TPN,
    the pairing numbers of the players who joined (as they are now), and how many
    other players' numbers changed (C.04.2's initial order)."""

    tournament: Tournament
    tpn: int
    players: tuple[int, ...]
    renumbered: int


def parse_entry(text: str) -> Player:
    """A player as one line gives them: ``"Berg, Anna 2150"``, ``"IM Berg, Anna 2310"``
    or ``"Berg, Anna"`` (unrated): an optional FIDE title first, the name, an optional
    rating last."""
    words = text.split()
    title = ""
    if len(words) > 1 and words[0] in TITLE_ORDER:
        title, words = words[0], words[1:]
    rating = 0
    if len(words) > 1 and is_digits(words[-1]):
        rating, words = int(words[-1]), words[:-1]
    name = " ".join(words)
    if not any(c.isalpha() for c in name):
        raise TeamError(f"expected a player such as \"Berg, Anna 2150\" (name, then an "
                        f"optional rating), found {text!r}")
    return Player(0, name, rating=rating, title=title)


def find_team(tournament: Tournament, text: str) -> Team:
    """A team by its number (TPN) or its name (any case; the start of exactly one
    name will do)."""
    if not tournament.teams:
        raise TeamError("the tournament has no teams yet")
    if not text.strip():
        raise TeamError("give the team: its number or name")
    if is_digits(text.strip()):
        number = int(text)
        for team in tournament.teams:
            if team.tpn == number:
                return team
        raise TeamError(f"no team has number {number}")
    key = " ".join(text.split()).casefold()
    found = [t for t in tournament.teams if t.name.casefold() == key] or [
        t for t in tournament.teams if t.name.casefold().startswith(key)]
    if len(found) == 1:
        return found[0]
    if not found:
        raise TeamError(f"no team is called {text!r}")
    names = "; ".join(f"{t.tpn} {t.name}" for t in found)
    raise TeamError(f"{text!r} names {len(found)} teams ({names}): give the team number")


def add_team(tournament: Tournament, name: str, players: Sequence[Player],
             joins_in: int | None = None, *, titles: tuple[str, ...] = TITLE_ORDER,
             missed: tuple[ByeKind, ...] = ()) -> TeamJoined:
    """A new team ``name`` with ``players`` in board order (reserves last): the next
    team pairing number (TPN, C.04.6 art. 1.1, in the order the teams are entered),
    each player on the start list (a late entry after round 1, as
    :func:`.roster.add_player` says). Whether the tournament may have teams its
    system says (:mod:`cardtable.systems.teams`)."""
    name = " ".join(name.split())
    if not name:
        raise TeamError("the team needs a name")
    same = next((t for t in tournament.teams if t.name.casefold() == name.casefold()), None)
    if same is not None:
        raise TeamError(f"team {same.tpn} is called {same.name!r} already")
    if not players:
        raise TeamError(f"team {name!r} needs at least one player")
    _check_new_names(tournament, players)
    tpn = max((t.tpn for t in tournament.teams), default=0) + 1
    added = replace(tournament, teams=(*tournament.teams, Team(tpn, name, ())))
    return _join(added, tpn, players, joins_in, titles, missed)


def _check_new_names(tournament: Tournament, players: Sequence[Player]) -> None:
    """A team's players are new to the start list (a player plays for one team): a
    name there already, or twice in the team, is refused; a namesake joins a team
    alone (:func:`add_to_team`), told apart by pairing number."""
    taken = {form: p.start_no for p in tournament.players for form in name_forms(p.name)}
    for player in players:
        forms = name_forms(player.name)
        known = next((taken[f] for f in forms if f in taken), None)
        if known == 0:
            raise TeamError(f"{player.name.strip()!r} is named twice")
        if known is not None:
            raise TeamError(f"{player.name.strip()!r} is on the start list already (player "
                            f"{known}): a player plays for one team; a namesake joins a "
                            f"team alone, with their own details")
        taken |= dict.fromkeys(forms, 0)


def add_to_team(tournament: Tournament, team: Team, player: Player,
                joins_in: int | None = None, *, titles: tuple[str, ...] = TITLE_ORDER,
                missed: tuple[ByeKind, ...] = ()) -> Joined:
    """``player`` joins the start list and ``team``, after its players (a reserve,
    or a board of a team that has fewer players than boards)."""
    joined = _join(tournament, team.tpn, (player,), joins_in, titles, missed)
    number = joined.players[0]
    player = joined.tournament.player(number)
    # a late entry's number is provisional in a team competition too (C.04.2 art. 2.4)
    return Joined(joined.tournament, number, player.joins_in, joined.renumbered,
                  player.provisional)


def _join(tournament: Tournament, tpn: int, players: Sequence[Player],
          joins_in: int | None, titles: tuple[str, ...],
          missed: tuple[ByeKind, ...]) -> TeamJoined:
    """Each of ``players`` on the start list and last in team ``tpn``'s roster; the
    rosters follow the pairing numbers as they are reassigned."""
    first = len(next(t for t in tournament.teams if t.tpn == tpn).roster)
    moved = 0
    for player in players:
        try:
            joined = add_player(tournament, player, joins_in, titles=titles, missed=missed)
        except RosterError as exc:
            raise TeamError(f"{player.name.strip() or 'a player'}: {exc}") from None
        moved += joined.renumbered
        team = next(t for t in joined.tournament.teams if t.tpn == tpn)
        tournament = _with_team(joined.tournament,
                                replace(team, roster=(*team.roster, joined.start_no)))
    roster = next(t for t in tournament.teams if t.tpn == tpn).roster
    return TeamJoined(tournament, tpn, roster[first:], moved)


def _with_team(tournament: Tournament, team: Team) -> Tournament:
    return replace(tournament, teams=tuple(team if t.tpn == team.tpn else t
                                           for t in tournament.teams))


def set_board_order(tournament: Tournament, team: Team,
                    order: Sequence[int]) -> Tournament:
    """Team ``team``'s players in the board order ``order`` (pairing numbers): those
    given first, in that order, every other player of the team after them as before.
    Fixed once round 1 is paired: the team's colour in a played round is its board-1
    player's, read from this order (C.04.6 art. 1.6.1)."""
    if tournament.last_paired_round:
        raise TeamError(f"round {tournament.last_paired_round} is paired: the board order "
                        f"is fixed, the teams' colours so far are read from it (C.04.6 "
                        f"art. 1.6.1)")
    strangers = [n for n in order if n not in team.roster]
    if strangers:
        raise TeamError(f"player {strangers[0]} does not play for team {team.tpn} "
                        f"{team.name}")
    twice = [n for n in order if order.count(n) > 1]
    if twice:
        raise TeamError(f"player {twice[0]} is named twice")
    roster = (*order, *(n for n in team.roster if n not in order))
    return _with_team(tournament, replace(team, roster=roster))
