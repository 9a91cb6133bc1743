"""cardtable: chess tournament pairing by the FIDE rules, step by step."""

#: the version (pyproject.toml reads it from here), printed by ``cardtable --version``
__version__ = "0.1.0"
