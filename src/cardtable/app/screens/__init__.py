"""The app's screens, one per module: opening a file (and the problem when it cannot be
opened), the tournament, a round's pairings and results, the walkthrough, the standings,
the crosstable, a player's card, the keys, and the small forms."""
