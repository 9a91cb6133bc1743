"""The FIDE rating tables (B.02) shipped inside the package equal the shared notes."""

import pytest
from tiebreaks_helpers import SHARED

from cardtable.tiebreaks.rating_tables import DP_BY_P, PD_BY_D

TABLES = SHARED / "notes" / "fide-rating-tables.tsv"


def read_tables():
    tables, current = {}, None
    for line in TABLES.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        key, value = line.split("\t")
        if not key.lstrip("-").isdigit():
            current = tables.setdefault(key, {})
            continue
        current[int(key)] = int(value)
    return tables


@pytest.mark.skipif(not TABLES.exists(), reason="../shared is missing")
def test_tables_equal_the_shared_file():
    tables = read_tables()
    assert DP_BY_P == tuple(tables["p"][i] for i in range(len(tables["p"])))
    assert PD_BY_D == tuple(tables["D"][i] for i in range(len(tables["D"])))


def test_tables_are_monotone_and_symmetric():
    assert len(DP_BY_P) == 101 and len(PD_BY_D) == 801
    assert all(a <= b for a, b in zip(DP_BY_P, DP_BY_P[1:]))
    assert all(a <= b for a, b in zip(PD_BY_D, PD_BY_D[1:]))
    assert all(DP_BY_P[p] == -DP_BY_P[100 - p] for p in range(101))
    assert PD_BY_D[0] == 50 and PD_BY_D[800] == 100
