"""The FIDE (Dutch) System (C.04.3, applied from 1 February 2026), with the Basic
Rules C.04.1, the General Handling Rules C.04.2 and the accelerations of C.04.7.

The plug-in (:mod:`.plugin`, the registry's ``DUTCH``) is not imported here: pairing
with :mod:`.engine` alone (``cardtable engine``) loads neither the trace's reader nor
the walkthrough nor the exercises (issue 36)."""

from .engine import pair

__all__ = ["pair"]
