"""The tournament model: settings, players, rounds and the state derived from them.

Headless: nothing here imports textual. A name is imported from the module that
defines it (``cardtable.model.tournament.Tournament``): the package gives none, so
that importing one module does not load the others (issue 36) and no module
``__getattr__`` is needed (issue 32)."""
