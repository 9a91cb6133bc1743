"""Checks every Swiss system's pairings share, for the property tests."""

from __future__ import annotations

from cardtable.model.tournament import Round, Tournament


def check_round(tournament: Tournament, rnd: Round, met: set[frozenset[int]]) -> set[int]:
    """No rematch over the board (``met`` collects the games so far), every present
    player paired exactly once (on a board or the bye), no player who asked for a bye
    paired. Returns the players present."""
    seen: list[int] = []
    requested = {b.player for b in rnd.byes if b.kind.requested}
    for game in rnd.games:
        seen += game.players
        if game.result is not None and game.result.played:
            pair = frozenset(game.players)
            assert pair not in met, f"round {rnd.number}: rematch {sorted(pair)}"
            met.add(pair)
    assert len(seen) == len(set(seen)), f"round {rnd.number}: a player twice"
    assert not requested & set(seen), f"round {rnd.number}: a requested bye paired"
    present = {p.start_no for p in tournament.players_in_round(rnd.number)} - requested
    bye = rnd.pab
    assert set(seen) | ({bye} if bye else set()) == present, (
        f"round {rnd.number}: not every present player is paired exactly once")
    return present
