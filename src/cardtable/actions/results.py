"""Enter or correct a result (``cardtable result``, the app's round screen): the
result must be one the system has (a backgammon match has no draws), the board must
exist, a match score goes only with a system whose games are matches (SwissBG) and with
the winner's points the larger; a correction after a later round is paired is logged
in the integrity log and said (C.04.2: it affects only pairings still to be made)."""

from __future__ import annotations

from ..model.results import GameResult
from ..model.tournament import Tournament
from ..model.integrity import result_entered
from ..systems.registry import entry
from ..systems.defaults import has_draws
from ..systems.match_boards import board_match, match_score
from .outcome import Outcome, refused
from .words import describe


def enter_result(t: Tournament, round_no: int, board: int, result: GameResult | None, *,
                 unrated: bool = False, score: tuple[int, int] | None = None) -> Outcome:
    """The tournament with ``result`` on the board (None: the result cleared)."""
    if result is not None:
        refusal = result_refusal(t, result, unrated=unrated, score=score)
        if refusal is not None:
            return refused(t, refusal)
    rnd = t.round(round_no)
    game = next((g for g in rnd.games if g.board == board), None)
    if game is None:
        boards = (f"boards 1 to {len(rnd.games)}" if rnd.games
                  else f"no boards: it is not paired yet, cardtable pair FILE pairs "
                       f"round {t.next_round}" if not rnd.paired else "no boards")
        return refused(t, f"round {round_no} has no board {board} (it has {boards})")
    if score is None and result is not None and game.result is result:
        score = game.match_score  # the same result again keeps its match score
    # a correction after a later round is paired is logged (cardtable log, the app's i)
    changed = result_entered(t, round_no, board, result, rated=not unrated,
                             match_score=score)
    token = result.token if result is not None else (
        f"result {game.result.token} cleared" if game.result is not None else "no result")
    lines = [f"round {round_no}, board {board}: {describe(t.player(game.white))} - "
             f"{describe(t.player(game.black))}  {token}"
             + (f"  ({score[0]}:{score[1]})" if score else "")
             + ("  (unrated)" if unrated else "")]
    lines += _team_match(changed, round_no, board)
    warnings: tuple[str, ...] = ()
    if t.last_paired_round > round_no and game.result not in (None, result):
        warnings = (f"round {t.last_paired_round} is already paired; a corrected result "
                    f"affects only pairings yet to be made (C.04.2)",)
    return Outcome(changed, tuple(lines), warnings)


def result_refusal(t: Tournament, result: GameResult, *, unrated: bool = False,
                   score: tuple[int, int] | None = None) -> str | None:
    """Why ``result`` (with its match score) cannot be entered in this tournament."""
    system = entry(t.settings.system)
    if unrated and not result.played:
        return "--unrated is for a game agreed at the board; a forfeit is never rated anyway"
    if score is not None and not system.match_scores:
        return (f"--score: a match score is for systems whose games are matches, such as "
                f"SwissBG; this tournament is paired with {system.title} ({system.name})")
    if result is GameResult.DRAW and not has_draws(system.name):
        return (f"{result.token}: a backgammon match has no draws ({system.title}): 1-0 or "
                f"0-1 for the winner, with --score W:B for the match score")
    if score is not None:
        return score_refusal(score, result)
    return None


def score_refusal(score: tuple[int, int], result: GameResult) -> str | None:
    """Why a match score does not go with ``result``: the winner's points the larger."""
    first, second = score
    winner = {GameResult.WHITE_WINS: first > second, GameResult.BLACK_WINS: second > first}
    if result not in winner:
        return (f"--score: a match score goes with a match won at the board (1-0 or "
                f"0-1), not with {result.token}")
    if not winner[result]:
        return (f"--score {first}:{second}: the result {result.token} needs the "
                f"{'first' if result is GameResult.WHITE_WINS else 'second'} player's "
                f"points to be the larger")
    return None


def _team_match(t: Tournament, round_no: int, board: int) -> list[str]:
    """A team match's result as it stands after the board (C.04.6 art. 1.2), with its
    boards left empty and won by forfeit (a short line-up)."""
    match = board_match(t, round_no, board)
    if match is None or match.teams is None:
        return []
    names = {p.start_no: p for p in t.players}
    return [f"match: {match_score(t, match)}" + "".join(
        f"; {b.label} empty opposite {describe(names[b.winner])}: won by forfeit"
        for b in match.empty)]
