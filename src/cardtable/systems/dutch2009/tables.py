"""The transposition and exchange tables (part D of the 2009 rules) for any bracket size.

D.1  Transpositions of S2 begin with the last players: all orders of S2 in ascending
     order of the numbers they spell (for S2 = 5 6 7 8: 5-6-8-7, 5-7-6-8, ... 8-7-6-5,
     the 23 rows of the seed's table). Only the first p players of S2 meet S1, so two
     orders that agree there give the same pairing: ``prefixes`` walks the distinct
     beginnings in the same order and says which table rows each one stands for.
D.2  Exchanges between S1 and S2: as few players as possible (one before two, as the
     seed's two tables), the smallest difference between the numbers exchanged (for
     two players, between their sums), on equal differences the exchange concerning
     the lowest players of S1; the seed's tables a-i and j-r are the part of this order
     within S1 = 2 3 4 and S2 = 5 6 7. On equal differences and equal S1 players the
     highest players of S2 come first (the seed does not say; C.04.3 2017 D.2 d does).
     The note for an odd bracket (S1 one player short: with 7 players S1 = 1 2 3,
     S2 = 4 5 6 7) needs no rule of its own: the same order over the bracket's numbers
     gives the tables with every number lowered by one.

Numbers are the players' positions in the bracket (1 = highest, A.2)."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Iterator, Mapping, Sequence, TypeVar

T = TypeVar("T")


def transpositions(s2: Sequence[T]) -> Iterator[tuple[T, ...]]:
    """D.1: every order of S2 after the original one, in the seed's order."""
    orders = itertools.permutations(s2)
    next(orders)
    return orders


def prefixes(s2: Sequence[T], length: int) -> Iterator[tuple[T, ...]]:
    """The distinct first ``length`` players of the orders of S2, in D.1 order (the
    original order first)."""
    return itertools.permutations(s2, length)


def row_of(order: Sequence[int]) -> int:
    """D.1 row of an order of S2 given as positions 0..m-1 (0: the original order,
    1: the first transposition ...): its rank among all orders."""
    rank = 0
    rest = sorted(order)
    for position in order:
        index = rest.index(position)
        rank += index * math.factorial(len(rest) - 1)
        rest.pop(index)
    return rank


def rows_of_prefix(prefix: Sequence[int], size: int) -> tuple[int, int]:
    """The D.1 rows (first, last) of the orders of S2 (positions 0..size-1) that begin
    with ``prefix``."""
    rest = sorted(set(range(size)) - set(prefix))
    first = row_of([*prefix, *rest])
    return first, first + math.factorial(len(rest)) - 1


@dataclass(frozen=True, slots=True)
class Exchange:
    """D.2: the players ``out`` (numbers from S1) change places with ``into`` (numbers
    from S2)."""

    out: tuple[int, ...]
    into: tuple[int, ...]

    @property
    def difference(self) -> int:
        return sum(self.into) - sum(self.out)

    def players(self, p: int, at: Mapping[int, int]) -> str:
        """The exchange by the pairing numbers of the players it swaps (``at``: the
        pairing number at each position of the bracket): ``a) 7⇄5``."""
        text = (f"{'+'.join(str(at[i]) for i in sorted(self.out))}⇄"
                f"{'+'.join(str(at[i]) for i in self.into)}")
        letter = table_letter(self, p)
        return f"{letter}) {text}" if letter else text

    def label(self, p: int) -> str:
        """``4↔5``, ``3+4↔5+6``, with the seed's letter when the exchange lies in its
        tables (S1 = the three lowest of S1, S2 = the three highest of S2)."""
        text = f"{'+'.join(map(str, sorted(self.out)))}↔{'+'.join(map(str, self.into))}"
        letter = table_letter(self, p)
        return f"{letter}) {text}" if letter else text


def exchanges(p: int, size: int) -> Iterator[Exchange]:
    """D.2: the exchanges between S1 = 1..p and S2 = p+1..size in the order to try
    them (generated lazily: a large bracket has very many)."""
    s1 = range(p, 0, -1)  # combinations of the descending numbers: lowest players first
    s2 = tuple(range(p + 1, size + 1))
    for count in range(1, min(p, len(s2)) + 1):
        lowest = sum(s2[:count]) - sum(range(p, p - count, -1))
        highest = sum(s2[-count:]) - sum(range(1, count + 1))
        for difference in range(lowest, highest + 1):
            for out in itertools.combinations(s1, count):
                for into in _with_sum(s2, count, sum(out) + difference):
                    yield Exchange(tuple(sorted(out)), into)


def _with_sum(numbers: Sequence[int], count: int, total: int,
              start: int = 0) -> Iterator[tuple[int, ...]]:
    """The ``count``-subsets of the ascending ``numbers[start:]`` that add up to
    ``total``, in ascending (lexicographic) order."""
    if count == 0:
        if total == 0:
            yield ()
        return
    for i in range(start, len(numbers) - count + 1):
        first = numbers[i]
        low = sum(numbers[i:i + count])
        high = first + sum(numbers[len(numbers) - count + 1:])
        if low > total:
            return
        if high < total:
            continue
        for rest in _with_sum(numbers, count - 1, total - first, i + 1):
            yield (first, *rest)


#: the seed's tables, relative to the last number of S1 (p): one player a-i,
#: two players j-r (columns: S1 players; rows: S2 players)
_ONE = {(0, 1): "a", (0, 2): "b", (-1, 1): "c", (0, 3): "d", (-1, 2): "e", (-2, 1): "f",
        (-1, 3): "g", (-2, 2): "h", (-2, 3): "i"}
_TWO = {((-1, 0), (1, 2)): "j", ((-1, 0), (1, 3)): "k", ((-2, 0), (1, 2)): "l",
        ((-1, 0), (2, 3)): "m", ((-2, 0), (1, 3)): "n", ((-2, -1), (1, 2)): "o",
        ((-2, 0), (2, 3)): "p", ((-2, -1), (1, 3)): "q", ((-2, -1), (2, 3)): "r"}


def table_letter(exchange: Exchange, p: int) -> str:
    """The letter of the seed's D.2 tables for this exchange, or ``""``."""
    out = tuple(n - p for n in exchange.out)
    into = tuple(n - p for n in exchange.into)
    if len(out) == 1:
        return _ONE.get((out[0], into[0]), "")
    if len(out) == 2:
        return _TWO.get(((out[0], out[1]), (into[0], into[1])), "")
    return ""
