"""The command line's table of commands: each command's module and help line. It
imports nothing, so that ``cardtable --help`` and ``--version`` are answered from it
alone (issue 36)."""

#: command -> (its module, its help line), in the order ``cardtable --help`` lists them:
#: the table alone answers ``--help`` and ``--version``, without importing a command
COMMANDS: dict[str, tuple[str, str]] = {
    "open": ("open_app", 'open a tournament in the app (.toml or .trf)'),
    "new": ("new", 'create a new tournament file'),
    "add-player": ("add_player", 'add a player to the start list (late entry after round 1)'),
    "add-team": ("add_team", 'add a team and its players in board order (a team competition)'),
    "board-order": ("board_order", "set a team's board order (a team competition, before round 1)"),
    "remove-player": ("remove_player", 'remove a player entered by mistake (before they have a game)'),
    "edit-player": ("edit_player", "correct a player's details (name, rating, title, ...); a late rating change is logged"),
    "withdraw": ("withdraw", 'withdraw a player after a round (not paired after it)'),
    "bye": ("bye", 'request a bye (H, F or Z) for a player in a round not paired yet, or remove it'),
    "forbid": ("forbid", 'players who must never meet (a forbidden pair or group), or remove the group'),
    "pair": ("pair", "pair and publish the next round with the tournament's system"),
    "unpair": ("unpair", 'take back the last published round (--force when it has results)'),
    "result": ("result", 'enter a result: 1-0, ½-½ (or =), 0-1, +/-, -/+, -/-'),
    "standings": ("standings", 'standings with FIDE tie-breaks, explained; crosstable and pairings (text/CSV/HTML)'),
    "print": ("print_pages", 'write printable A4 pages (pairings, alphabetical list, standings, crosstable, start list): HTML, text or PDF; --lp prints'),
    "ratings": ("ratings", "FIDE's rating list: import it into a local index, update the players' ratings"),
    "import": ("import_trf", 'import a TRF file (TRF-16 or TRF-2026) as a tournament file'),
    "export": ("export", 'export a tournament as a TRF file (TRF-2026 or TRF-16)'),
    "engine": ("engine", 'the pairing engine interface of JaVaFo/bbpPairings (--dutch IN.trf | --team IN.trf; -p [OUT] | -c)'),
    "explain": ("explain", 'explain step by step how a round is paired (and why)'),
    "check": ("check", 'check the pairings and standings of tournament files against the rules'),
    "log": ("log", 'the integrity log of a tournament; --undo N undoes an event'),
    "fide-rated": ("fide_rated", 'mark the tournament FIDE-rated or leave FIDE mode (--confirm twice)'),
    "simulate": ("simulate", 'play a random tournament to the end and write it to a TOML file'),
    "generate": ("generate", 'generate random tournaments (TRF-2026 or TOML) paired by the engine, for checking'),
    "exercise": ("exercise", 'pairing exercises: make one (new), mark an answer (check), print a sheet (sheet)'),
    "berger": ("berger", 'print the Berger table for N players (C.05 Annex 1), one line per round'),
    "serve": ("serve", 'serve the app to web browsers (one app per visitor; read-only unless --writable)'),
}
