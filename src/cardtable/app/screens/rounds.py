"""The two confirmations around publishing: before a round is published (the CLI's
``pair`` publishes at once; in the app a stray ``p`` must not), and before the last
round is taken back (``cardtable unpair``), naming the results it would drop."""

from __future__ import annotations

from cardtable.actions.pairing import Paired
from cardtable.systems.competition import competition
from cardtable.systems.taking_back import TakenBackPairing

from .dialogs import ConfirmScreen


def confirm_publish(paired: Paired) -> ConfirmScreen:
    """What is about to be published: the start numbers drawn by lot before a round
    robin's first round (C.05 art. 7.2), the boards one by one (a team competition's
    under each match's heading, C.04.6), PAB, requested byes; numbers right-aligned."""
    tournament, pairing = paired.tournament, paired.pairing  # published already
    assert pairing is not None
    names = {p.start_no: p.name for p in tournament.players}
    digits = len(str(max(names, default=1)))

    def player(start_no: int) -> str:
        return f"{start_no:>{digits}} {names[start_no]}"

    count = len(pairing.boards)
    lines = [*paired.drawn, f"{count} board{'s' if count != 1 else ''}"
             + (f", the PAB to {pairing.pab} {names[pairing.pab]}"
                if pairing.pab is not None else "") + ":"]
    width = max((len(player(a)) for a, _ in pairing.boards), default=0)
    boards = [f"{board:>3}  {player(a):<{width}}  –  {player(b)}"
              for board, (a, b) in enumerate(pairing.boards, start=1)]
    teams = competition(tournament)
    if teams is not None:
        matches, others = teams.printed_matches(pairing.round)
        for match in matches:
            lines.append(f"Match {match.number}: {match.first} – {match.second}")
            lines += [boards[b.table - 1] for b in match.boards if b.table is not None]
        lines += [f"{team}: {why}" for team, why in others]
    else:
        lines += boards
    byes = tournament.requested_byes(pairing.round)
    if byes:
        lines.append("Requested byes: " + ", ".join(
            f"{b.player} {names[b.player]} ({b.kind.label})" for b in byes) + ".")
    lines.append("Once published, the boards are posted; u takes the round back.")
    return ConfirmScreen(f"Publish round {pairing.round}", "\n".join(lines),
                         question=f"Publish round {pairing.round}?")


def confirm_take_back(taken: TakenBackPairing, backup: str) -> ConfirmScreen:
    """The last pairing goes (a Double-Swiss match: both games, C.04.5 Preface); the
    results entered in it are named."""
    match = len(taken.rounds) > 1
    lines = [f"The boards and the PAB of {taken.what} are removed; "
             f"{'their' if match else 'its'} requested byes stay. Pairing again gives the "
             f"same {'match' if match else 'round'}."]
    if taken.dropped_results:
        lines.append(f"The results of {taken.dropped} are dropped ({backup}).")
    return ConfirmScreen(f"Take back {taken.what}", "\n".join(lines),
                         question=f"Take back {taken.what}"
                                  + (" and drop its results?" if taken.dropped_results
                                     else "?"))
