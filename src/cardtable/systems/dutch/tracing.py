"""Recording the Dutch engine's own procedure as a trace (see ``cardtable.trace``)."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from ...model import Colour, Preference, format_points
from ...trace import (
    BoardsStep,
    BracketStep,
    ByeStep,
    CardView,
    ChoiceStep,
    ColourStep,
    FloatStep,
    PileStep,
    Step,
    Trace,
)
from .cards import Card, Float, RoundContext

if TYPE_CHECKING:  # pragma: no cover
    from ..base import Pairing
    from .brackets import BracketResult, DutchPairing
    from .colours import ColourDecision

_FLOAT = {Float.DOWN: "↓", Float.UP: "↑", Float.NONE: "·"}


def score_text(ctx: RoundContext, score: int) -> str:
    return format_points(Fraction(score, ctx.unit), "½")


def card_view(ctx: RoundContext, card: Card) -> CardView:
    unplayed = max(0, ctx.played_rounds - len(card.colours))
    colours = "-" * unplayed + "".join("W" if c is Colour.WHITE else "B"
                                       for c in card.colours)
    pref = ""
    if card.preference is not None:
        letter = "W" if card.preference is Colour.WHITE else "B"
        pref = {Preference.ABSOLUTE: letter, Preference.STRONG: f"({letter})",
                Preference.MILD: letter.lower()}.get(card.strength, "")
    return CardView(card.start_no, card.name, score_text(ctx, card.score), colours, pref,
                    "".join(_FLOAT[f] for f in card.floats), card.bye_eligible)


class TraceRecorder:
    """Observer handed to ``DutchPairing``: collects the steps as the engine works."""

    def __init__(self, ctx: RoundContext):
        self.ctx = ctx
        self.steps: list[Step] = []
        groups: dict[int, list[Card]] = {}
        for card in ctx.cards:
            groups.setdefault(card.score, []).append(card)
        for score, cards in groups.items():
            text = (f"Scoregroup {score_text(ctx, score)}: "
                    f"{len(cards)} player{'s' if len(cards) != 1 else ''}, "
                    f"ordered by score and pairing number (art. 1.2, 1.3.1)")
            self.steps.append(PileStep("C.04.3 1.3.1", text, score_text(ctx, score),
                                       tuple(card_view(ctx, c) for c in cards)))

    def bracket(self, pairing: DutchPairing, number: int, result: BracketResult) -> None:
        ctx, cards = self.ctx, pairing.cards
        sn = lambda idx: tuple(cards[i].start_no for i in idx)  # noqa: E731
        score = score_text(ctx, cards[result.residents[0]].score)
        rp = result.remainder_pairs
        if result.mdps:
            limbo = [m for m in result.mdps if m not in result.paired_mdps]
            text = (f"Bracket {number + 1} (scoregroup {score}) is heterogeneous: "
                    f"{len(result.mdps)} moved-down player(s) and "
                    f"{len(result.residents)} residents. S1 holds the {len(result.paired_mdps)}"
                    f" MDP(s) that can be paired (M1), S2 the residents"
                    + (f"; {len(limbo)} MDP(s) stay in the Limbo" if limbo else "")
                    + f". The remainder pairs {rp} pair(s) (art. 3.2, 3.3.3).")
            step = BracketStep("C.04.3 3.2", text, number + 1, score, sn(result.residents),
                               sn(result.mdps), sn(result.paired_mdps), sn(result.residents),
                               sn(limbo), sn(result.remainder[:rp]),
                               sn(result.remainder[rp:]), len(result.pairs),
                               len(result.mdps), len(result.paired_mdps), False)
        else:
            text = (f"Bracket {number + 1} (scoregroup {score}) is homogeneous: "
                    f"{len(result.residents)} players, MaxPairs = {len(result.pairs)}; "
                    f"S1 = the first {rp}, S2 = the rest (art. 3.1.2, 3.2.2).")
            step = BracketStep("C.04.3 3.2", text, number + 1, score, sn(result.residents),
                               (), sn(result.remainder[:rp]), sn(result.remainder[rp:]),
                               (), (), (), len(result.pairs), 0, 0, True)
        self.steps.append(step)
        pairs = tuple((cards[a].start_no, cards[b].start_no) for a, b in result.pairs)
        self.steps.append(ChoiceStep(
            "C.04.3 3.8.1",
            f"Bracket {number + 1}: the first candidate in generation order that best "
            f"satisfies the criteria C5-C21 is chosen: "
            + (", ".join(f"{a}-{b}" for a, b in pairs) or "no pairs"),
            number + 1, 0, pairs, sn(result.floaters), False))
        if result.floaters:
            self.steps.append(FloatStep(
                "C.04.3 1.4.1",
                f"Bracket {number + 1}: " + ", ".join(map(str, sn(result.floaters)))
                + " remain unpaired and move down to the next bracket as MDPs",
                number + 1, sn(result.floaters)))

    def finish(self, decisions: list[ColourDecision], pairing: Pairing) -> Trace:
        ctx = self.ctx
        if pairing.pab is not None:
            self.steps.append(ByeStep(
                "C.04.1 3; C.04.3 C5",
                f"{pairing.pab} receives the pairing-allocated bye: the lowest scoregroup "
                f"from which a PAB can be given with everybody else paired, and he is "
                f"eligible (no PAB yet, never a win's points without playing)",
                pairing.pab))
        for d in decisions:
            self.steps.append(ColourStep(f"C.04.3 {d.rule}",
                                         f"{d.white.start_no}-{d.black.start_no}: {d.reason}",
                                         d.white.start_no, d.black.start_no, d.rule))
        self.steps.append(BoardsStep(
            "C.04.2 3.6", "Boards ordered by the higher player's score, the sum of the "
            "scores, then the higher player's rank", pairing.boards, pairing.pab))
        return Trace("dutch", ctx.round_no, pairing.boards, pairing.pab, tuple(self.steps))
