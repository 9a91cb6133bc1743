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
from dataclasses import fields
from operator import attrgetter
from typing import TypeVar


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


_Value = TypeVar("_Value")


def pickled_by_fields(cls: type[_Value]) -> type[_Value]:
    """Class decorator for a frozen dataclass of which there are tens of thousands
    (players, games): its instances pickle as a call of the class with their fields in
    order. The dataclass's own pickling looks its fields up again for every object
    read back: 45 000 objects of 10 000 players read from the read cache took 0.2 s,
    twice as long as their construction (issue 36)."""
    declared = fields(cls)  # type: ignore[arg-type]
    if not all(f.init and not f.kw_only for f in declared):
        raise TypeError(f"{cls.__name__}: every field must be given in order")
    values = attrgetter(*(f.name for f in declared))

    def __reduce__(self: _Value) -> tuple[type[_Value], tuple[object, ...]]:
        return cls, values(self)

    setattr(cls, "__reduce__", __reduce__)
    return cls
