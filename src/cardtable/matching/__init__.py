"""Matching algorithms used by the pairing systems: maximum-weight matching in a
general graph (``blossom``), maximum-cardinality matching (``cardinality``), the
assignment problem of a bipartite graph (``assignment``) and minimum-cost matching
with vertices left unpaired (``min_cost``).

A bottom-layer utility like ``model``: it knows graphs and integer weights only and
imports nothing else of cardtable."""
