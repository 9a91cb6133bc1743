"""The round robin (C.05 Annex 1 and 2; the Berger-table document): Berger tables, single
and double round robins, start numbers by lot, assigned or by the Varma tables,
withdrawals, and the tableau."""

from ...trace import Reader
from ...trace.text import step_lines
from ..descriptor import SystemDescriptor
from ..simulate_request import simulate_roundrobin_request
from .berger import (
    BergerTable,
    ScheduledRound,
    TableRound,
    berger_table,
    rounds_in,
    schedule,
    table_size,
)
from . import reading
from .pairing import berger_numbers, pair
from .simulate import simulate_roundrobin
from .startnumbers import (
    StartNumberDraw,
    assign_start_numbers,
    draw_by_lot,
    drawn_before_round_1,
)
from ...formats.tableau import TableauRow, crosstable, quarters, tableau_text
from .varma import draw_varma, envelopes
from .withdrawal import apply_withdrawal, results_removed

#: C.05: the Berger table fixes the rounds; no round waits for the one before it
ROUNDROBIN = SystemDescriptor(
    name="roundrobin", title="Round robin", trf_label="FIDE_ROUNDROBIN",
    trf_double_label="FIDE_DOUBLEROUNDROBIN",
    trf_words=("ROUNDROBIN", "ROUND_ROBIN", "ROUND-ROBIN", "BERGER"), pair=pair,
    complete_rounds=False, predetermined=True,
    reader=Reader("round robin, C.05 (Berger tables)", step_lines, reading.player_path,
                  reading.why),
    simulate=simulate_roundrobin_request)

__all__ = [
    "ROUNDROBIN",
    "BergerTable",
    "ScheduledRound",
    "StartNumberDraw",
    "TableRound",
    "TableauRow",
    "apply_withdrawal",
    "assign_start_numbers",
    "drawn_before_round_1",
    "berger_numbers",
    "berger_table",
    "crosstable",
    "draw_by_lot",
    "draw_varma",
    "envelopes",
    "pair",
    "quarters",
    "results_removed",
    "rounds_in",
    "schedule",
    "simulate_roundrobin",
    "table_size",
    "tableau_text",
]
