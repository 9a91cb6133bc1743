"""The match form: every game of one match in one form — a team match's N boards, or
a Double-Swiss match's two games — each with its players and colours and a field for
its result. The result tokens are the round screen's (``1-0``, ``½-½`` or ``=``, ``0-1``,
``+/-``, ``-/+``, ``-/-``, and its keys ``1`` ``5`` ``0`` ``+`` ``-`` ``*``); an empty
field has no result. The match result is shown as it is typed; saving posts one change
that sets every result of the match at once (one save, atomic)."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.widgets import Input, Static

from cardtable.model.results import GameResult
from cardtable.model.tournament import Tournament
from cardtable.systems.registry import entry
from cardtable.systems.defaults import has_draws
from cardtable.systems.match_boards import BoardMatch, match_score, with_results

from ..messages import Change, ChangeRequested
from .dialogs import Applied, Field, FormScreen

#: the round screen's result keys, typed alone in a field
_KEYS = {"1": "1-0", "5": "½-½", "0": "0-1", "+": "+/-", "-": "-/+", "*": "-/-"}


def parse_result(text: str, *, draws: bool) -> GameResult | None:
    """A result as typed in the form (empty: none); ValueError says what is wrong."""
    if not text:
        return None
    result = GameResult.parse(_KEYS.get(text, text))
    if not draws and result is GameResult.DRAW:
        raise ValueError("a backgammon match has no draws")
    return result


class MatchForm(FormScreen):
    """One field per game of ``match``; the match score below, as typed."""

    CSS_PATH: ClassVar[list[str]] = ["dialogs.tcss", "match_form.tcss"]  # type: ignore[assignment]

    def __init__(self, t: Tournament, match: BoardMatch) -> None:
        self.tournament = t
        self.match = match
        self.draws = has_draws(t.settings.system)
        colours = entry(t.settings.system).colours
        names = {p.start_no: p.name for p in t.players}

        def label(game_no: int) -> str:
            g = match.games[game_no].game
            return (f"{match.games[game_no].label}  {g.white} {names[g.white][:16]}"
                    f" {'–' if colours else 'v'} {g.black} {names[g.black][:16]}")

        fields = [Field(f"game{n}", label(n), played.game.result.token
                        if played.game.result else "", placeholder="1-0 ½-½ 0-1 +/- -/+",
                        check=self._check)
                  for n, played in enumerate(match.games)]
        empty = "".join(f"; {b.label}: {b.winner} {names[b.winner][:16]} wins by "
                        f"forfeit, the board opposite empty" for b in match.empty)
        super().__init__(f"{match.title}: {match.sides[0]} – {match.sides[1]}", fields,
                         self._apply, note="White first on each line; one result per "
                         "line (1 5 0 + - * as on the round screen), empty: none" + empty)

    def _check(self, text: str) -> str | None:
        try:
            parse_result(text, draws=self.draws)
        except ValueError as error:
            return str(error)
        return None

    def _results(self, values: dict[str, str]) -> list[GameResult | None]:
        return [parse_result(values[f"game{n}"], draws=self.draws)
                for n in range(len(self.match.games))]

    def on_mount(self) -> None:
        self.query_one("#dialog").mount(Static(id="match-score", markup=False),
                                        before="#error")
        self._show_score()

    @on(Input.Changed)
    def _show_score(self) -> None:
        """The match result as typed (the last one that reads, while a field does not)."""
        if not self.query("#match-score"):
            return
        try:
            changed = with_results(self.tournament, self.match, self._results(self.values))
        except ValueError:
            return
        self.query_one("#match-score", Static).update(
            "Match: " + match_score(changed, self.match))

    def _apply(self, values: dict[str, str]) -> Applied:
        t = self.tournament
        results = self._results(values)
        changed = with_results(t, self.match, results)
        said = f"{self.match.title}: " + match_score(changed, self.match)
        last = max(played.round_no for played in self.match.games)
        late = t.last_paired_round > last and any(
            played.game.result not in (None, result)
            for played, result in zip(self.match.games, results, strict=True))
        if late:  # as the round screen says of a corrected result
            said += (f" (round {t.last_paired_round} is paired already: a corrected "
                     f"result affects only pairings still to be made, C.04.2)")
        return ChangeRequested(Change(changed, said, "warning" if late else "information",
                                      base=t))
