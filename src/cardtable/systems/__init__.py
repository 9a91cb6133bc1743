"""The pairing systems, looked up by the name a tournament gives in ``settings.system``
(their plug-ins and the pairing of a tournament's next round: :mod:`.registry`).

The package gives no names: each is imported from its module, so that reading a file
or pairing by one system imports no other (issue 36; no module ``__getattr__``,
issue 32)."""
