"""Late entries and withdrawals in TRF files.

TRF has no field for either. cardtable writes a paired round a player is not in as a
known absence, ``0000 - Z`` (TRF-2026's 001 record: ``0000`` bye or absent, ``-`` not
paired, ``Z`` zero-point bye), nothing in the 001 line for a round not paired yet, a
zero-point bye in record 240 (TRF-2026) for each round not paired yet, so that no
engine pairs them, and the player's ``### PRESENCE`` comment (:mod:`.trf_kept`), which
says the rounds exactly: a file with such comments has the presence they say.

Files without them (cardtable's before issue 33, other programs) wrote the paired rounds
out as nothing (four blanks, a blank colour and result: TRF-2026 reads "blank:
equivalent to Z") and a ``0000 - Z`` in the next round's column; they are read from
the cells.

Reading them back (:func:`entries_and_withdrawals`):

* a player whose cells are empty from round 1 up to a round with an entry (or a round
  not paired yet without a zero-point bye) is a late entry from that round
  (``joins_in``);
* a player whose cells are empty in every paired round after their last entry (one at
  least), with a zero-point bye in the next round if it is not the last, withdrew
  after that entry's round (``withdrawn_after``). A file of TRF-16, which has no
  record 240, says nothing of the rounds after the next: an entry there would have
  been written, so none is taken as none.

The zero-point byes that stood for those rounds are not kept: the tournament file has
the player's ``joins_in`` or ``withdrawn_after`` instead. Zero-point byes in rounds not
paired yet only — a withdrawal after the last paired round, or byes asked for each
remaining round — cannot be told apart and stay zero-point byes: the player is not
paired either way."""

from __future__ import annotations

from dataclasses import replace
from enum import Enum

from ..model.results import ByeKind
from ..model.player import Player
from ..model.tournament import Round


class _Mark(Enum):
    IN = "an entry: a game or a bye (in a paired round, a Z written out too)"
    OUT = "a paired round whose cell is empty"
    ZERO = "a round not paired yet with a zero-point bye"
    NONE = "a round not paired yet with nothing for the player"


def entries_and_withdrawals(players: list[Player], rounds: list[Round],
                            empty: dict[int, set[int]], declared: int | None,
                            stated: dict[int, tuple[int | None, int | None]] | None = None,
                            ) -> tuple[list[Player], list[Round]]:
    """The players with ``joins_in`` and ``withdrawn_after`` read from their rounds,
    and the rounds without the zero-point byes that stood for them. ``empty``: each
    player's paired rounds whose cell is empty or missing; ``declared``: the number of
    rounds (record 142 or XXR), if given; ``stated``: a team file's presence as its
    comments say it (:mod:`.trf_kept`; a player not in it takes part throughout),
    which the cells, empty for every reserve sitting out, cannot tell."""
    paired = max((r.number for r in rounds if r.paired), default=0)
    last = max([declared or 0, *(r.number for r in rounds)])
    by_number = {r.number: r for r in rounds}
    gone: set[tuple[int, int]] = set()  # (round, player) of byes that are not kept
    read = []
    for player in players:
        out = empty.get(player.start_no, set())
        marks = [_Mark.OUT if n in out else _Mark.IN if n <= paired else
                 _unpaired(player.start_no, by_number.get(n)) for n in range(1, last + 1)]
        if stated is not None:
            joins, left = stated.get(player.start_no, (None, None))
        else:
            joins = _joins_in(marks)
            left = _withdrawn_after(marks, paired, joins)
        absent = [n for n in range(1, last + 1)
                  if (joins and n < joins) or (left is not None and n > left)]
        if not any(_plays(by_number.get(n), player.start_no) for n in absent):
            gone.update((n, player.start_no) for n in absent)
        # else a round robin's withdrawn player, whose later games stand lost by
        # forfeit (C.05 art. 8.2): the zero-point bye of the round the table gives
        # them no opponent is theirs, kept
        if stated is not None:  # the comments say the presence: an empty cell of a
            # round the player is in is nothing (a round robin's games annulled, C.05
            # art. 8.2, a reserve sitting out), not the zero-point bye TRF reads in it
            gone.update((n, player.start_no) for n in out)
        changed = joins != player.joins_in or left != player.withdrawn_after
        read.append(replace(player, joins_in=joins, withdrawn_after=left) if changed
                    else player)
    kept = [r if not any((r.number, b.player) in gone for b in r.byes) else
            replace(r, byes=tuple(b for b in r.byes if (r.number, b.player) not in gone))
            for r in rounds]
    return read, [r for r in kept if r.games or r.byes]


def _plays(rnd: Round | None, start_no: int) -> bool:
    """Whether the player has a game in the round."""
    return rnd is not None and any(start_no in (g.white, g.black) for g in rnd.games)


def _unpaired(start_no: int, rnd: Round | None) -> _Mark:
    """The player's mark in a round not paired yet."""
    bye = rnd.bye_of(start_no) if rnd is not None else None
    if bye is None:
        return _Mark.NONE
    return _Mark.ZERO if bye.kind is ByeKind.ZERO else _Mark.IN


def _joins_in(marks: list[_Mark]) -> int | None:
    """The first round after empty cells from round 1 on (and zero-point byes of rounds
    not paired yet) in which the player has an entry or nothing is known."""
    if not marks or marks[0] is not _Mark.OUT:
        return None
    return next((n for n, mark in enumerate(marks, start=1)
                 if mark in (_Mark.IN, _Mark.NONE)), None)


def _withdrawn_after(marks: list[_Mark], paired: int, joins: int | None) -> int | None:
    """The last round with an entry, when the paired rounds after it are empty cells
    (one at least) and the next round, if there is one, is a zero-point bye. A player
    whose rounds after an entry are all zero-point byes of rounds not paired yet is not
    read as withdrawn: they may have asked for them."""
    last_in = max((n for n, mark in enumerate(marks, start=1) if mark is _Mark.IN),
                  default=0)
    if last_in >= paired or (joins is not None and last_in < joins):
        return None
    after = marks[last_in:paired]
    following = marks[paired:paired + 1]
    if all(mark is _Mark.OUT for mark in after) and all(m is _Mark.ZERO for m in following):
        return last_in
    return None
