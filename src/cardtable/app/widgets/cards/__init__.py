"""A player's card: one line on the card table, or the whole paper card (seed 003)."""
