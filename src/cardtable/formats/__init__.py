"""Tournament files: the TOML tournament file (cardtable's own) and FIDE's TRF
(a file of either kind read by its suffix: :mod:`.load`).

The package gives no names: each is imported from its module, so that a command that
reads a TRF does not load the TOML writer, and the reverse (issue 36; no module
``__getattr__``, issue 32)."""
