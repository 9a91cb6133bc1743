"""Building many objects that all stay: tens of thousands of a large tournament's
entries, read back from the read cache, or the rows of a list of 10 000 players.

While they are built, Python's cyclic garbage collector would walk the whole heap
again and again (a full collection at 10 000 players: 0.2-0.4 s), finding nothing to
free: the new objects are kept, not garbage. :func:`in_bulk` pauses it for the
building; it runs once afterwards as usual (issue 36)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def in_bulk() -> Iterator[None]:
    """The cyclic garbage collector paused inside (reference counting still frees
    what is dropped), enabled again afterwards if it was enabled before."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
