"""The app's long-lived data and Python's cyclic garbage collector. A full collection
walks every object alive: with 10 000 players and a round's trace on the table (about
700 000 objects) it takes 0.15-0.45 s, and it falls every hundred or so steps of a
walkthrough, on whatever key is pressed then. While a screen holds the heap, the
objects alive when it began (the tournament, the trace, the screen's widgets) are set
aside from the collector (:func:`gc.freeze`), and so, after each step, is what the step
left (the piles and boards it made, the widgets' caches): a collection walks only what
was made since, in milliseconds. Objects set aside are still freed as soon as nothing
refers to them; only cycles among them wait until the last holder lets go
(:func:`gc.unfreeze`), when one full collection takes them (a whole walkthrough of
6 859 steps of 10 000 players: about 140 000 objects, 12 MB). When the program had set
objects aside already before the first holder (the start list of a large file,
:func:`keep_long_lived`), they stay set aside: the last
holder leaves them so, and the holders' cycles with them."""

from __future__ import annotations

import gc

#: how many screens hold the heap
_holders = 0
#: whether objects were set aside before the first holder (then never given back)
_set_aside_before = False


def hold() -> None:
    """Set aside from the collector every object alive now, until :func:`release`."""
    global _holders, _set_aside_before
    if not _holders:
        _set_aside_before = gc.get_freeze_count() > 0
    gc.freeze()
    _holders += 1


def keep() -> None:
    """While the heap is held, set aside what is alive now too."""
    if _holders:
        gc.freeze()


def release() -> None:
    """One holder fewer; with none left, every object set aside is collected again
    (unless the program had set objects aside before the first holder)."""
    global _holders
    _holders = max(_holders - 1, 0)
    if not _holders and not _set_aside_before:
        gc.unfreeze()


def keep_long_lived() -> None:
    """Set what the program holds now apart from the cyclic garbage collector's full
    collections (``gc.freeze``): once a large tournament is open and its start list
    filled, a full collection walked its 0.7 to 1.3 million objects (the players, the
    games, their scores, the rows) again and again, 0.3 to 1.3 s whenever one fell on
    a key (issue 36). Objects set apart are still freed when no longer
    referenced (the model is immutable and holds no cycles); only a cycle alive at this
    moment and dropped later stays until the program ends, so this is done once a file
    is opened, not at every change."""
    gc.freeze()
