"""A player's card: one line on the card table, or the whole card of the paper-card
procedure."""
