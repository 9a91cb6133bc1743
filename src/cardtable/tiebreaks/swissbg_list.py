"""The tie-break list of a SwissBG tournament, in the seed's order (its definitions:
:mod:`cardtable.tiebreaks.swissbg`): a module of its own, so that the registry of
pairing systems names it without loading the tie-breaks or their codes (issue 36)."""

SWISSBG_TIEBREAKS = ("BYE", "BGBH", "BGSB", "MPD")
