"""The arbiter's acts, each written once with every rule it checks, for both doors:
the command line prints an act's :class:`Outcome`, the app posts it as a message.
Each act takes the tournament (an immutable value) and its arguments and returns the
new tournament with what to tell the user, or the refusal and why. The acts are
imported when first asked for (:mod:`cardtable.lazy`): a command imports only its
own (issue 36)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import exports

if TYPE_CHECKING:  # pragma: no cover
    from .entries import Corrected, add_entry, correct_details
    from .outcome import Outcome, refused
    from .pairing import (Paired, pair_manually, pair_next, pairing_list, ready_refusal,
                          walk_round, with_trace)
    from .requests import keep_apart, request_bye, set_kept_apart
    from .results import enter_result, result_refusal, score_refusal
    from .roster import remove_from_list, withdraw_player
    from .rounds import take_back_round

#: module -> the names it gives the package, imported on first use (cardtable.lazy)
__getattr__ = exports(__name__, {
    ".entries": ("Corrected", "add_entry", "correct_details"),
    ".outcome": ("Outcome", "refused"),
    ".pairing": ("Paired", "pair_manually", "pair_next", "pairing_list", "ready_refusal",
                  "walk_round", "with_trace"),
    ".requests": ("keep_apart", "request_bye", "set_kept_apart"),
    ".results": ("enter_result", "result_refusal", "score_refusal"),
    ".roster": ("remove_from_list", "withdraw_player"),
    ".rounds": ("take_back_round",),
})

__all__ = ["Corrected", "Outcome", "Paired", "add_entry", "correct_details", "enter_result",
           "keep_apart", "pair_manually", "pair_next", "pairing_list", "ready_refusal",
           "refused", "remove_from_list", "request_bye", "result_refusal", "score_refusal",
           "set_kept_apart", "take_back_round", "walk_round", "with_trace", "withdraw_player"]
