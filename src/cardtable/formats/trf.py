"""FIDE TRF files: the reader (:mod:`.trf_read`) and the writer (:mod:`.trf_write`)."""

from .trf_read import ROUND_START, ROUND_WIDTH, parse_trf, read_trf, split_lines
from .trf_write import FORMATS, dumps_trf, write_trf

__all__ = ["FORMATS", "ROUND_START", "ROUND_WIDTH", "dumps_trf", "parse_trf", "read_trf",
           "split_lines", "write_trf"]
