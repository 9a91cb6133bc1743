"""The Swiss Team Pairing System (FIDE C.04.6, applied from 1 February 2026): the team
is the pairing node; brackets of a top-scoregroup and the upfloaters pulled up to it,
each paired by the first compliant pairing in the lexicographic order of identifiers;
colour preferences of Type A, Type B or none, never absolute. See docs/team.md.

The package gives no names: its plug-in is :mod:`.plugin` (the registry's line), its
file records :mod:`.trf_records`; reading a team file loads those records, not the
engine."""
