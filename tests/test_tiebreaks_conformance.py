"""Conformance: every value of every player, and the rank, as the reference computed
them for ../shared/conformance/tiebreaks (Swiss: the Dutch files) and
../shared/conformance/roundrobin (pre-determined pairings). Each value is also checked
to be the sum (or rounded mean) of the contributions ``--explain`` shows."""

from fractions import Fraction

import pytest
from tiebreaks_helpers import SHARED, assert_adds_up

from cardtable.systems.files import read_trf
from cardtable.systems.ranking import standings
from cardtable.tiebreaks.context import Rules

SWISS = SHARED / "conformance" / "tiebreaks"
ROUND_ROBIN = SHARED / "conformance" / "roundrobin"


def cases(folder, trf_folder):
    if not folder.is_dir():
        return [pytest.param(None, None, marks=pytest.mark.skip(reason=f"{folder} is missing "
                                                                       "(../shared)"))]
    return [pytest.param(tsv, trf_folder / f"{tsv.stem}.trf", id=tsv.stem)
            for tsv in sorted(folder.glob("*.tsv"))]


def check(tsv, trf, rules):
    lines = tsv.read_text(encoding="utf-8").splitlines()
    header = lines[0].split("\t")
    codes = [c for c in header[2:] if c != "PTS"]
    table = standings(read_trf(trf), codes)
    assert table.rules is rules
    assert table.code_names == codes
    wrong = []
    for line in lines[1:]:
        cells = dict(zip(header, line.split("\t")))
        row = table.row(int(cells["StartNo"]))
        found = {"Rank": row.rank, "PTS": row.points, **row.values}
        for column in header[1:]:
            expected = cells[column]
            value = found[column]
            if (value is None) != (expected == "NA") or (
                    value is not None and abs(Fraction(expected) - Fraction(value)) > 0):
                wrong.append(f"player {row.start_no} {column}: expected {expected}, "
                             f"got {value}")
        for code in ["PTS", *codes]:
            assert_adds_up(code, table.breakdowns[code][row.start_no])
    assert not wrong, "\n".join(wrong[:20])


@pytest.mark.parametrize("tsv, trf", cases(SWISS, SHARED / "conformance" / "dutch"))
def test_swiss(tsv, trf):
    check(tsv, trf, Rules.SWISS)


@pytest.mark.parametrize("tsv, trf", cases(ROUND_ROBIN, ROUND_ROBIN))
def test_round_robin(tsv, trf):
    check(tsv, trf, Rules.ROUND_ROBIN)
