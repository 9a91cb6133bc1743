"""The pairing trace: the typed steps an engine records while it pairs a round
(:mod:`.steps`, with the registry of every system's step kinds; the search of the
simplified Swiss and SwissBG: :mod:`.search_steps`; a table's rows:
:mod:`.table_steps`), their text (:mod:`.text`), the questions ``explain --player`` and
``--why`` answer from them (:mod:`.query`, :mod:`.search_query`; the 2009 rules' in
``cardtable.systems.dutch2009.query``)
and the protocol a system's reader follows (:mod:`.reader`).

The package gives no names: each is imported from its module (issue 36; no module
``__getattr__``, issue 32)."""
