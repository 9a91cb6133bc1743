"""The arbiter's acts, each written once with every rule it checks, for both doors:
the command line prints an act's :class:`.outcome.Outcome`, the app posts it as a
message. Each act takes the tournament (an immutable value) and its arguments and
returns the new tournament with what to tell the user, or the refusal and why.

The package gives no names: an act is imported from its module
(``cardtable.actions.pairing.pair_next``), so that a command imports only its own
(issue 36; no module ``__getattr__``, issue 32)."""
