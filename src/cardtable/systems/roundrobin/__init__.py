"""The round robin (C.05 Annex 1 and 2; the Berger-table document): Berger tables, single
and double round robins, start numbers by lot, assigned or by the Varma tables,
withdrawals, and the tableau."""

from ..berger import (
    BergerTable,
    ScheduledRound,
    TableRound,
    berger_table,
    rounds_in,
    schedule,
    table_size,
)
from .pairing import berger_numbers, pair
from .plugin import ROUNDROBIN
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
